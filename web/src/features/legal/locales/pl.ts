import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Polish. */
const pl: Translations<typeof en> = {
  'This page cannot be shown right now. Please try again in a moment.':
    'Tej strony nie można teraz wyświetlić. Spróbuj ponownie za chwilę.',
};

export default pl;
