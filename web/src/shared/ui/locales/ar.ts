import type { Translations } from '../../i18n/i18n';
import type en from './en';

/** Arabic. */
const ar: Translations<typeof en> = {
  'Skip to content': 'انتقل إلى المحتوى',
  Main: 'الرئيسية',
  'Cockpit suite': 'حزمة قمرة القيادة',
  Suite: 'الحزمة',
  'FMS Trainer': 'FMS Trainer',
  Trainer: 'المدرّب',
  Support: 'الدعم',
  'My licences': 'تراخيصي',
  Licences: 'التراخيص',
  'My subscriptions': 'اشتراكاتي',
  Subscriptions: 'الاشتراكات',
  'My orders': 'طلباتي',
  Orders: 'الطلبات',
  'My account': 'حسابي',
  Account: 'الحساب',
  'Sign out': 'تسجيل الخروج',
  About: 'من نحن',
  'Windows requirements': 'متطلبات Windows',
  'iPad requirements': 'متطلبات iPad',
  'Contact support': 'اتصل بالدعم',
  Language: 'اللغة',
  'Try again': 'حاول مرة أخرى',
  'Route is unknown': 'العنوان غير معروف',
  Terms: 'الشروط',
  'Privacy notice': 'إشعار الخصوصية',
  Imprint: 'بيانات الناشر',
  'Right of withdrawal': 'حق الانسحاب',
};

export default ar;
