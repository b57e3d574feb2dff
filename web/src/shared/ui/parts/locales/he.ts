import type { Translations } from '../../../i18n/i18n';
import type en from './en';

/** Hebrew. */
const he: Translations<typeof en> = {
  'contact support': 'פנו לתמיכה',
  'Decrease {{label}}': 'הפחתת {{label}}',
  'Increase {{label}}': 'הגדלת {{label}}',
  'One order holds at most {{count}} licences.': 'הזמנה אחת כוללת עד {{count}} רישיונות.',
  'To buy more, {{support}} and we will split your purchase into several orders.':
    'כדי לקנות יותר, {{support}} ונפצל את הרכישה למספר הזמנות.',
  '{{brand}} checkout': 'החנות של {{brand}}',
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
};

export default he;
