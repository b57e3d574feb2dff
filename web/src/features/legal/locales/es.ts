import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Spanish. */
const es: Translations<typeof en> = {
  'This page cannot be shown right now. Please try again in a moment.':
    'Esta página no se puede mostrar ahora mismo. Inténtelo de nuevo en un momento.',
};

export default es;
