import type { Translations } from '../../../i18n/i18n';
import type en from './en';

/** Arabic. */
const ar: Translations<typeof en> = {
  'Oops!': 'عذرًا!',
  'Sorry, an unexpected error occurred.': 'عذرًا، حدث خطأ غير متوقع.',
  'Reload the page': 'إعادة تحميل الصفحة',
  'Go back home': 'العودة إلى الصفحة الرئيسية',
  'This page could not be loaded. The shop may have been updated, or the connection dropped.':
    'تعذّر تحميل هذه الصفحة. ربما تم تحديث المتجر أو انقطع الاتصال.',
  'Unknown aircraft type: {{type}}': 'نوع طائرة غير معروف: {{type}}',
};

export default ar;
