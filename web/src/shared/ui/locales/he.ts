import type { Translations } from '../../i18n/i18n';
import type en from './en';

/** Hebrew. */
const he: Translations<typeof en> = {
  'Skip to content': 'דילוג לתוכן',
  Main: 'ראשי',
  'Cockpit suite': 'חבילת תא טייס',
  Suite: 'חבילה',
  'FMS Trainer': 'FMS Trainer',
  Trainer: 'מאמן',
  Support: 'תמיכה',
  'My licences': 'הרישיונות שלי',
  Licences: 'רישיונות',
  'My subscriptions': 'המינויים שלי',
  Subscriptions: 'מינויים',
  'My orders': 'ההזמנות שלי',
  Orders: 'הזמנות',
  'My account': 'החשבון שלי',
  Account: 'חשבון',
  'Sign out': 'התנתקות',
  About: 'אודות',
  'Windows requirements': 'דרישות Windows',
  'iPad requirements': 'דרישות iPad',
  'Contact support': 'פנייה לתמיכה',
  Language: 'שפה',
  'Try again': 'ניסיון נוסף',
  'Route is unknown': 'הכתובת אינה מוכרת',
  Terms: 'תנאים',
  'Privacy notice': 'הודעת פרטיות',
  Imprint: 'פרטי החברה',
  'Right of withdrawal': 'זכות ביטול',
};

export default he;
