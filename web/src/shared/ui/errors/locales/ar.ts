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
  'The shop could not be reached. Please check your connection and try again.':
    'تعذّر الوصول إلى المتجر. تحقّق من اتصالك وحاول مرة أخرى.',
  'Something went wrong on our side. Please try again in a moment.': 'حدث خطأ من جهتنا. حاول مرة أخرى بعد قليل.',
  'The shop could not check your sign-in just now. Please try again in a moment; you do not need to sign in again.':
    'تعذّر على المتجر التحقق من تسجيل دخولك الآن. يرجى المحاولة بعد قليل؛ لا تحتاج إلى تسجيل الدخول مرة أخرى.',
  'Unknown aircraft type: {{type}}': 'نوع طائرة غير معروف: {{type}}',
};

export default ar;
