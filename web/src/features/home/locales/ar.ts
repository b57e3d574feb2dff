import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Arabic. */
const ar: Translations<typeof en> = {
  'Welcome to {{brand}} checkout.': 'مرحبًا بك في متجر {{brand}}.',
  '{{brand}} cockpit suite': 'حزمة قمرة القيادة {{brand}}',
  'Perpetual licence for the A320 family, 737 or 737 MAX 8, with one year of support.':
    'ترخيص دائم لعائلة A320 أو 737 أو 737 MAX 8، مع سنة من الدعم.',
  'FMS Trainer': 'FMS Trainer',
  'Monthly or annual trainer licences for Windows and iPad, personal or classroom.':
    'تراخيص مدرّب شهرية أو سنوية لنظامي Windows وiPad، شخصية أو للفصول الدراسية.',
  'Support extension': 'تمديد الدعم',
  'Extend or restart the support subscription of your suite licence.': 'مدّد اشتراك الدعم لترخيص الحزمة أو أعد تشغيله.',
};

export default ar;
