import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Italian. */
const it: Translations<typeof en> = {
  'This page cannot be shown right now. Please try again in a moment.':
    'Questa pagina non può essere mostrata in questo momento. Riprova tra poco.',
};

export default it;
