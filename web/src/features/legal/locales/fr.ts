import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** French. */
const fr: Translations<typeof en> = {
  'This page cannot be shown right now. Please try again in a moment.':
    'Cette page ne peut pas être affichée pour le moment. Veuillez réessayer dans un instant.',
};

export default fr;
