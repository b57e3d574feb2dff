import type { Translations } from '../../../i18n/i18n';
import type en from './en';

/** Hebrew. */
const he: Translations<typeof en> = {
  'Oops!': 'אופס!',
  'Sorry, an unexpected error occurred.': 'מצטערים, אירעה שגיאה בלתי צפויה.',
  'Reload the page': 'טעינת הדף מחדש',
  'Go back home': 'חזרה לדף הבית',
  'This page could not be loaded. The shop may have been updated, or the connection dropped.':
    'לא ניתן היה לטעון את הדף. ייתכן שהחנות עודכנה או שהחיבור נותק.',
  'The shop could not be reached. Please check your connection and try again.':
    'לא ניתן להתחבר לחנות. בדקו את החיבור ונסו שוב.',
  'Something went wrong on our side. Please try again in a moment.': 'משהו השתבש אצלנו. נסו שוב בעוד רגע.',
  'The shop could not check your sign-in just now. Please try again in a moment; you do not need to sign in again.':
    'החנות לא הצליחה לבדוק את ההתחברות שלך כרגע. נא לנסות שוב בעוד רגע; אין צורך להתחבר מחדש.',
  'Unknown aircraft type: {{type}}': 'סוג מטוס לא ידוע: {{type}}',
};

export default he;
