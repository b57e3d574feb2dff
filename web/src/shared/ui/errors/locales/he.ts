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
  'Unknown aircraft type: {{type}}': 'סוג מטוס לא ידוע: {{type}}',
};

export default he;
