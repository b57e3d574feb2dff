import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Japanese. */
const ja: Translations<typeof en> = {
  'This page cannot be shown right now. Please try again in a moment.':
    'このページは現在表示できません。しばらくしてからもう一度お試しください。',
};

export default ja;
