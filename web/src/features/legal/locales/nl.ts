import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Dutch. */
const nl: Translations<typeof en> = {
  'This page cannot be shown right now. Please try again in a moment.':
    'Deze pagina kan nu niet worden getoond. Probeer het over een moment opnieuw.',
};

export default nl;
