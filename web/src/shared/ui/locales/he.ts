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
  'contact support': 'פנו לתמיכה',
  Language: 'שפה',
  'Oops!': 'אופס!',
  'Sorry, an unexpected error occurred.': 'מצטערים, אירעה שגיאה בלתי צפויה.',
  'Reload the page': 'טעינת הדף מחדש',
  'Try again': 'ניסיון נוסף',
  'Go back home': 'חזרה לדף הבית',
  'This page could not be loaded. The shop may have been updated, or the connection dropped.':
    'לא ניתן היה לטעון את הדף. ייתכן שהחנות עודכנה או שהחיבור נותק.',
  'Unknown aircraft type: {{type}}': 'סוג מטוס לא ידוע: {{type}}',
  'Route is unknown': 'הכתובת אינה מוכרת',
  'Decrease {{label}}': 'הפחתת {{label}}',
  'Increase {{label}}': 'הגדלת {{label}}',
  'One order holds at most {{count}} licences.': 'הזמנה אחת כוללת עד {{count}} רישיונות.',
  'To buy more, {{support}} and we will split your purchase into several orders.':
    'כדי לקנות יותר, {{support}} ונפצל את הרכישה למספר הזמנות.',
  'Buy {{brand}} cockpit-suite licences, support and FMS trainer subscriptions.':
    'רכישת רישיונות לחבילת תא הטייס של {{brand}}, תמיכה ומינויי FMS Trainer.',
  'The shop could not check your sign-in just now. Please try again in a moment; you do not need to sign in again.':
    'החנות לא הצליחה לבדוק את ההתחברות שלך כרגע. נא לנסות שוב בעוד רגע; אין צורך להתחבר מחדש.',
  '{{platform}} FMS Trainer {{aircraft}} personal licence, monthly':
    'FMS Trainer {{aircraft}} ל-{{platform}}, רישיון אישי, חודשי',
  '{{platform}} FMS Trainer {{aircraft}} personal licence, annual':
    'FMS Trainer {{aircraft}} ל-{{platform}}, רישיון אישי, שנתי',
  '{{platform}} FMS Trainer {{aircraft}} classroom licence, monthly':
    'FMS Trainer {{aircraft}} ל-{{platform}}, רישיון לכיתה, חודשי',
  '{{platform}} FMS Trainer {{aircraft}} classroom licence, annual':
    'FMS Trainer {{aircraft}} ל-{{platform}}, רישיון לכיתה, שנתי',
  'Bronze support, monthly': 'תמיכת Bronze, חודשית',
  'Bronze support, annual': 'תמיכת Bronze, שנתית',
  '{{brand}} {{family}} suite support extension, monthly': 'הארכת תמיכה לחבילת {{brand}} {{family}}, חודשית',
  '{{brand}} {{family}} suite support extension, annual': 'הארכת תמיכה לחבילת {{brand}} {{family}}, שנתית',
  '{{brand}} {{family}} suite licence': 'רישיון לחבילת {{brand}} {{family}}',
  '{{brand}} {{family}} suite': 'חבילת {{brand}} {{family}}',
  '{{brand}} {{family}} suite (neo and ceo)': 'חבילת {{brand}} {{family}} (neo ו-ceo)',
  '{{brand}} {{family}} suite (ceo only)': 'חבילת {{brand}} {{family}} (ceo בלבד)',
  'A320 neo add-on': 'תוסף A320 neo',
  'Support catch-up, per lapsed month': 'השלמת תמיכה, לכל חודש שפג',
  Terms: 'תנאים',
  'Privacy notice': 'הודעת פרטיות',
  Imprint: 'פרטי החברה',
  'Right of withdrawal': 'זכות ביטול',
};

export default he;
