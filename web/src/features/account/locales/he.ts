import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Hebrew. */
const he: Translations<typeof en> = {
  'My account': 'החשבון שלי',
  'My licences': 'הרישיונות שלי',
  'My subscriptions': 'המינויים שלי',
  'My orders and invoices': 'ההזמנות והחשבוניות שלי',
  'Extend support': 'הארכת תמיכה',
  'Signed in as {{email}}': 'מחובר/ת בתור {{email}}',
  Sessions: 'חיבורים',
  'Signs you out on this and every other device, for example a shared flight-school computer.':
    'מנתק אותך במכשיר הזה ובכל מכשיר אחר, למשל מחשב משותף בבית ספר לטיסה.',
  'Sign out': 'התנתקות',
  'Sign out everywhere': 'התנתקות מכל המכשירים',
  'Your data': 'הנתונים שלך',
  'One JSON file with your account, orders, licences and their keys, subscriptions, transfers and the mails we sent you.':
    'קובץ JSON אחד עם החשבון, ההזמנות, הרישיונות והמפתחות שלהם, המינויים, ההעברות וההודעות ששלחנו אליך.',
  'Download my data': 'הורדת הנתונים שלי',
  'Delete my account': 'מחיקת החשבון שלי',
  'Delete my account…': 'מחיקת החשבון שלי…',
  'Your licences and their keys keep working, and signing up again with this address shows them. Invoices are kept as tax law requires.':
    'הרישיונות והמפתחות שלהם ממשיכים לעבוד, והרשמה מחדש עם הכתובת הזו תציג אותם. החשבוניות נשמרות כפי שדורש חוק המס.',
  'This deletes every way you sign in with this address (password, Google, Apple), ends every session and stops every subscription from renewing (each runs to the end of its paid period). It cannot be undone.':
    'פעולה זו מוחקת כל דרך להתחבר עם הכתובת הזו (סיסמה, Google, Apple), מסיימת כל חיבור ועוצרת את החידוש של כל מינוי (כל אחד נמשך עד סוף התקופה ששולמה). אי אפשר לבטל אותה.',
  'You sign in with Google or Apple: confirm with a code we mail to your address.':
    'את/ה מתחבר/ת עם Google או Apple: אשרו בקוד שנשלח לכתובת שלכם.',
  'Send me a code': 'שליחת קוד',
  'Send a new code': 'שליחת קוד חדש',
  'The code from the mail': 'הקוד מההודעה',
  'Your password': 'הסיסמה שלך',
  Cancel: 'ביטול',
  'Change password': 'שינוי סיסמה',
  'Current password': 'הסיסמה הנוכחית',
  'New password': 'סיסמה חדשה',
  'At least 10 characters.': 'לפחות 10 תווים.',
  'Confirm new password': 'אישור הסיסמה החדשה',
  'Your password has been changed. Every other device where you were signed in has been signed out.':
    'הסיסמה שלך שונתה. כל שאר המכשירים שבהם היית מחובר/ת נותקו.',
  Password: 'סיסמה',
  'You sign in with Google or Apple, so your password is kept there, not here. Change it in your Google or Apple account.':
    'את/ה מתחבר/ת עם Google או Apple, ולכן הסיסמה שמורה שם ולא כאן. שנו אותה בחשבון Google או Apple שלכם.',
  'Your account is deleted': 'החשבון שלך נמחק',
  'Every way of signing in with your address (password, Google, Apple) is deleted, and every session has ended. A confirmation is on its way to your address.':
    'כל דרך להתחבר עם הכתובת שלך (סיסמה, Google, Apple) נמחקה, וכל החיבורים הסתיימו. אישור בדרך לכתובת שלך.',
  'What we keep, and why': 'מה אנחנו שומרים, ולמה',
  'Your paid orders, invoices and refunds, for 10 years from the end of the year of payment: tax law requires it.':
    'ההזמנות ששולמו, החשבוניות וההחזרים, למשך 10 שנים מסוף שנת התשלום: כך דורש חוק המס.',
  'Your licences and their keys: they keep working, and signing up again with the same address shows them.':
    'הרישיונות והמפתחות שלהם: הם ממשיכים לעבוד, והרשמה מחדש עם אותה כתובת תציג אותם.',
  'Your subscriptions until the end of the period you paid for: none of them renews any more.':
    'המינויים שלך עד סוף התקופה ששולמה: אף אחד מהם לא מתחדש עוד.',
  'Which mails we sent about an order (never their text), for one year.':
    'אילו הודעות שלחנו לגבי הזמנה (אף פעם לא את תוכנן), למשך שנה.',
  'Everything else (checkouts never paid, transfer offers nobody accepted, the log of mails we sent you) is deleted. Read more in our {{privacy}}.':
    'כל השאר (הזמנות שלא שולמו, הצעות העברה שאיש לא קיבל, יומן ההודעות ששלחנו אליך) נמחק. מידע נוסף ב{{privacy}} שלנו.',
  'privacy notice': 'הודעת הפרטיות',
  'Back to the shop': 'חזרה לחנות',
  'My orders': 'ההזמנות שלי',
  'All your orders': 'כל ההזמנות שלך',
  'You have no orders yet.': 'אין לך עדיין הזמנות.',
  '{{shop}} to buy a cockpit suite or an FMS trainer.': '{{shop}} כדי לקנות חבילת קוקפיט או FMS Trainer.',
  'Visit the shop': 'בקרו בחנות',
  'Older orders': 'הזמנות ישנות יותר',
  'Order of {{date}}': 'הזמנה מ-{{date}}',
  'Renewal of {{date}}': 'חידוש מ-{{date}}',
  Net: 'נטו',
  VAT: 'מע״מ',
  'Total paid': 'סה״כ ששולם',
  'Net paid': 'ששולם בניכוי החזרים',
  Status: 'סטטוס',
  'Order number': 'מספר הזמנה',
  'Transaction (for support)': 'עסקה (לתמיכה)',
  'Download invoice': 'הורדת חשבונית',
  Paid: 'שולם',
  Refunded: 'הוחזר',
  'Partly refunded': 'הוחזר חלקית',
  'Refunded on {{date}}': 'הוחזר ב-{{date}}',
  'Charged back on {{date}}': 'בוטל בחיוב חוזר ב-{{date}}',
  'amount not known': 'סכום לא ידוע',
  'Credit note': 'הודעת זיכוי',
  'Credit note of {{date}}': 'הודעת זיכוי מ-{{date}}',
  'Revoked: this key no longer activates the software.': 'בוטל: המפתח הזה כבר לא מפעיל את התוכנה.',
  'Copy key': 'העתקת מפתח',
  'Show whole key': 'הצגת המפתח המלא',
  'Fold key': 'קיפול המפתח',
  Copied: 'הועתק',
  'Copying is blocked here: select the key and copy it by hand.': 'ההעתקה חסומה כאן: סמנו את המפתח והעתיקו אותו ידנית.',
};

export default he;
