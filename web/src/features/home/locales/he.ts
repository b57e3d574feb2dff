import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Hebrew. */
const he: Translations<typeof en> = {
  'Welcome to {{brand}} checkout.': 'ברוכים הבאים לחנות של {{brand}}.',
  '{{brand}} cockpit suite': 'חבילת תא הטייס של {{brand}}',
  'Perpetual licence for the A320 family, 737 or 737 MAX 8, with one year of support.':
    'רישיון לצמיתות למשפחת A320, ל-737 או ל-737 MAX 8, עם שנת תמיכה.',
  'FMS Trainer': 'FMS Trainer',
  'Monthly or annual trainer licences for Windows and iPad, personal or classroom.':
    'רישיונות מאמן חודשיים או שנתיים ל-Windows ול-iPad, אישיים או לכיתה.',
  'Support extension': 'הארכת תמיכה',
  'Extend or restart the support subscription of your suite licence.':
    'הארכה או חידוש של מינוי התמיכה לרישיון החבילה שלך.',
};

export default he;
