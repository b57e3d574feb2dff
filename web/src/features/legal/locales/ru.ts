import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Russian. */
const ru: Translations<typeof en> = {
  'This page cannot be shown right now. Please try again in a moment.':
    'Эту страницу сейчас невозможно показать. Повторите попытку чуть позже.',
};

export default ru;
