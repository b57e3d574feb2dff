import type { Translations } from '../../../i18n/i18n';
import type en from './en';

/** Arabic. */
const ar: Translations<typeof en> = {
  'contact support': 'تواصل مع الدعم',
  'Decrease {{label}}': 'إنقاص {{label}}',
  'Increase {{label}}': 'زيادة {{label}}',
  'One order holds at most {{count}} licences.': 'يتضمن الطلب الواحد {{count}} ترخيصًا كحد أقصى.',
  'To buy more, {{support}} and we will split your purchase into several orders.':
    'لشراء المزيد، {{support}} وسنقسّم عملية الشراء إلى عدة طلبات.',
  '{{brand}} checkout': 'متجر {{brand}}',
  'Buy {{brand}} cockpit-suite licences, support and FMS trainer subscriptions.':
    'اشترِ تراخيص حزمة قمرة القيادة {{brand}} والدعم واشتراكات FMS Trainer.',
  'The shop could not check your sign-in just now. Please try again in a moment; you do not need to sign in again.':
    'تعذّر على المتجر التحقق من تسجيل دخولك الآن. يرجى المحاولة بعد قليل؛ لا تحتاج إلى تسجيل الدخول مرة أخرى.',
  '{{platform}} FMS Trainer {{aircraft}} personal licence, monthly':
    'FMS Trainer {{aircraft}} لنظام {{platform}}، ترخيص شخصي، شهري',
  '{{platform}} FMS Trainer {{aircraft}} personal licence, annual':
    'FMS Trainer {{aircraft}} لنظام {{platform}}، ترخيص شخصي، سنوي',
  '{{platform}} FMS Trainer {{aircraft}} classroom licence, monthly':
    'FMS Trainer {{aircraft}} لنظام {{platform}}، ترخيص للفصول، شهري',
  '{{platform}} FMS Trainer {{aircraft}} classroom licence, annual':
    'FMS Trainer {{aircraft}} لنظام {{platform}}، ترخيص للفصول، سنوي',
  'Bronze support, monthly': 'دعم Bronze، شهري',
  'Bronze support, annual': 'دعم Bronze، سنوي',
  '{{brand}} {{family}} suite support extension, monthly': 'تمديد دعم حزمة {{brand}} {{family}}، شهري',
  '{{brand}} {{family}} suite support extension, annual': 'تمديد دعم حزمة {{brand}} {{family}}، سنوي',
  '{{brand}} {{family}} suite licence': 'ترخيص حزمة {{brand}} {{family}}',
  '{{brand}} {{family}} suite': 'حزمة {{brand}} {{family}}',
  '{{brand}} {{family}} suite (neo and ceo)': 'حزمة {{brand}} {{family}} (neo وceo)',
  '{{brand}} {{family}} suite (ceo only)': 'حزمة {{brand}} {{family}} (ceo فقط)',
  'A320 neo add-on': 'إضافة A320 neo',
  'Support catch-up, per lapsed month': 'تعويض الدعم، لكل شهر منتهٍ',
};

export default ar;
