import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Arabic. */
const ar: Translations<typeof en> = {
  'This page cannot be shown right now. Please try again in a moment.':
    'لا يمكن عرض هذه الصفحة الآن. يُرجى المحاولة مرة أخرى بعد قليل.',
};

export default ar;
