import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Hebrew. */
const he: Translations<typeof en> = {
  '{{price}} per month': '{{price}} לחודש',
  '{{price}} per year': '{{price}} לשנה',
  'Prices are excluding VAT.': 'המחירים אינם כוללים מע״מ.',
  Continue: 'המשך',
  'Price breakdown': 'פירוט המחיר',
  'First year of support included': 'שנת התמיכה הראשונה כלולה',
  'Get {{product}} on the App Store': 'הורדת {{product}} מ-App Store',
  'Get {{product}} on the Microsoft Store': 'הורדת {{product}} מ-Microsoft Store',
  'Prices are shown for up to {{count}} licences.': 'המחירים מוצגים עד {{count}} רישיונות.',
  'Aircraft type': 'סוג מטוס',
  Platform: 'פלטפורמה',
  'Licence type': 'סוג רישיון',
  Subscription: 'מינוי',
  Personal: 'אישי',
  Classroom: 'כיתה',
  Monthly: 'חודשי',
  Annual: 'שנתי',
  'Windows PC or tablet use, without restrictions, optional hardware M(CDU) connectivity':
    'שימוש במחשב או בטאבלט Windows ללא הגבלות, עם אפשרות לחיבור M(CDU) פיזי',
  'Personal use on Windows PC or tablet, at home or at work, maximum 4 hours per day':
    'שימוש אישי במחשב או בטאבלט Windows, בבית או בעבודה, עד 4 שעות ביום',
  'Use on iPad without restrictions': 'שימוש ב-iPad ללא הגבלות',
  'Personal use on iPad, at home or at work, maximum 4 hours per day':
    'שימוש אישי ב-iPad, בבית או בעבודה, עד 4 שעות ביום',
  'Download the FMS Trainer app': 'הורדת אפליקציית FMS Trainer',
  'Purchase FMS Trainer': 'רכישת FMS Trainer',
  '{{platform}} FMS Trainer user licence': 'רישיון משתמש ל-FMS Trainer עבור {{platform}}',
  '{{platform}} FMS Trainer for {{aircraft}}': 'FMS Trainer ל-{{platform}} עבור {{aircraft}}',
  '{{platform}} FMS Trainer for your aircraft': 'FMS Trainer ל-{{platform}} עבור המטוס שלך',
  'FMS Trainer for {{aircraft}}': 'FMS Trainer עבור {{aircraft}}',
  '{{product}} on iPad': '{{product}} ב-iPad',
  'Unknown aircraft type': 'סוג מטוס לא ידוע',
  'Your licence': 'הרישיון שלך',
  Quantity: 'כמות',
  'Choose an aircraft type, licence type and subscription to see the price.':
    'יש לבחור סוג מטוס, סוג רישיון ומינוי כדי לראות את המחיר.',
  'Volume discounts per licence': 'הנחות כמות לרישיון',
  '{{minimum}} or more': '{{minimum}} ומעלה',
  '{{minimum}} to {{maximum}}': '{{minimum}} עד {{maximum}}',
  '{{brand}} suite user licence for private home use': 'רישיון משתמש לחבילת {{brand}} לשימוש פרטי בבית',
  'A perpetual, non-commercial licence for your home cockpit, with the first year of Bronze support included.':
    'רישיון לצמיתות שאינו מסחרי לתא הטייס הביתי שלך, עם שנת התמיכה הראשונה ברמת Bronze.',
  '{{brand}} {{family}} suite': 'חבילת {{brand}} {{family}}',
  '{{brand}} cockpit suite': 'חבילת תא הטייס של {{brand}}',
  Configuration: 'תצורה',
  'neo and ceo': 'neo ו-ceo',
  'ceo only': 'ceo בלבד',
  'Add-ons': 'תוספות',
  '+ {{price}} per licence': '+ {{price}} לרישיון',
  Term: 'תקופה',
  'Annual — one year of Bronze support is included, then it renews at {{price}}.':
    'שנתי — שנת תמיכה ברמת Bronze כלולה, ולאחר מכן היא מתחדשת ב-{{price}}.',
  'Choose an aircraft type to see the price.': 'יש לבחור סוג מטוס כדי לראות את המחיר.',
  'Choose a configuration to see the price.': 'יש לבחור תצורה כדי לראות את המחיר.',
  'About {{brand}}': 'אודות {{brand}}',
  '{{brand}} makes flight-simulator software for home cockpits and for pilots in training.':
    '{{brand}} מפתחת תוכנת סימולציית טיסה לתאי טייס ביתיים ולטייסים בהכשרה.',
  'What we sell': 'מה אנחנו מוכרים',
  '{{suites}} for the A320 family, the 737 and the 737 MAX 8, with add-ons such as the Head-up Display for the 737.':
    '{{suites}} למשפחת A320, ל-737 ול-737 MAX 8, עם תוספות כמו Head-up Display ל-737.',
  '{{brand}} cockpit suites': 'חבילות תא הטייס של {{brand}}',
  '{{support}} that keep a suite up to date.': '{{support}} ששומרים על החבילה מעודכנת.',
  'Support subscriptions': 'מינויי תמיכה',
  '{{trainer}} licences for Windows PC or tablet and for iPad, monthly or annual, personal or classroom.':
    'רישיונות {{trainer}} למחשב או לטאבלט Windows ול-iPad, חודשיים או שנתיים, אישיים או לכיתה.',
  'Licence terms': 'תנאי הרישיון',
  'A suite licence is perpetual and for private, non-commercial home use.':
    'רישיון לחבילה הוא לצמיתות ומיועד לשימוש ביתי פרטי שאינו מסחרי.',
  'It comes bundled with support: one year of Bronze support is included, then support renews automatically each year and can be cancelled at any time.':
    'הוא כולל תמיכה: שנת תמיכה ברמת Bronze כלולה, ולאחר מכן התמיכה מתחדשת אוטומטית מדי שנה וניתן לבטל אותה בכל עת.',
  'A suite licence is transferable to a new owner on request.': 'ניתן להעביר רישיון לחבילה לבעלים חדשים לפי בקשה.',
  'Personal FMS Trainer licences are for personal use, at home or at work, for a maximum of 4 hours per day; classroom licences have no such restriction.':
    'רישיונות FMS Trainer אישיים מיועדים לשימוש אישי, בבית או בעבודה, עד 4 שעות ביום; לרישיונות לכיתה אין הגבלה כזו.',
  'All prices are in euro and exclude VAT.': 'כל המחירים הם ביורו ואינם כוללים מע״מ.',
  '{{platform}} FMS Trainer system requirements': 'דרישות מערכת ל-FMS Trainer עבור {{platform}}',
  'The minimum your device needs to run the {{brand}} {{platform}} FMS Trainer.':
    'המינימום שהמכשיר שלך צריך כדי להריץ את {{brand}} FMS Trainer עבור {{platform}}.',
  'Buy {{brand}} {{platform}} FMS Trainer': 'רכישת {{brand}} FMS Trainer עבור {{platform}}',
  Processor: 'מעבד',
  'Intel or AMD CPU from 2019 or later': 'מעבד Intel או AMD משנת 2019 ואילך',
  Memory: 'זיכרון',
  '8 GB RAM': '8 GB RAM',
  Storage: 'אחסון',
  '4 GB free disk space': '4 GB שטח פנוי בדיסק',
  'Operating system': 'מערכת הפעלה',
  'Windows 10 (21H2 and newer) 64-bit': 'Windows 10 (21H2 ומעלה) 64 סיביות',
  'Windows 11': 'Windows 11',
  '4 GB RAM': '4 GB RAM',
  'iOS 17.2 or newer': 'iOS 17.2 ומעלה',
  iPad: 'iPad',
  'iPad 10th Gen or newer': 'iPad דור 10 ומעלה',
  'iPad Air 4th Gen or newer': 'iPad Air דור 4 ומעלה',
  'iPad Mini 6th Gen or newer': 'iPad mini דור 6 ומעלה',
  'iPad Pro 2nd Gen or newer': 'iPad Pro דור 2 ומעלה',
  'Extend your support subscription': 'הארכת מינוי התמיכה שלך',
  'Support keeps your {{brand}} suite up to date and gives you a direct line to our service desk.':
    'התמיכה שומרת על חבילת {{brand}} שלך מעודכנת ונותנת לך קו ישיר למוקד השירות שלנו.',
  'Bronze support': 'תמיכת Bronze',
  'Every suite licence includes the first year of Bronze support.':
    'כל רישיון לחבילה כולל את שנת התמיכה הראשונה ברמת Bronze.',
  'After the first year support renews automatically at {{price}} (excluding VAT).':
    'לאחר השנה הראשונה התמיכה מתחדשת אוטומטית ב-{{price}} (לא כולל מע״מ).',
  'You can cancel at any time; your licence stays yours.': 'אפשר לבטל בכל עת; הרישיון נשאר שלך.',
  'Support lapsed? Catch up on the months since it ended and extend from there.':
    'התמיכה פגה? אפשר להשלים את החודשים מאז שהסתיימה ולהאריך משם.',
  'Extend it': 'הארכה',
  'You are signed in as {{email}}: choose the licence whose support you want to extend.':
    'התחברת בתור {{email}}: יש לבחור את הרישיון שאת התמיכה שלו ברצונך להאריך.',
  'Sign in with the email address that is bound to your licence keys to see your licences and their support.':
    'יש להתחבר עם כתובת הדוא״ל שאליה קשורים מפתחות הרישיון כדי לראות את הרישיונות ואת התמיכה שלהם.',
  'Extend support for your licences': 'הארכת התמיכה ברישיונות שלך',
  'Sign in to extend support': 'התחברות להארכת התמיכה',
  'Buy a support extension': 'רכישת הארכת תמיכה',
  'Your suite licences': 'רישיונות החבילה שלך',
  'Extend support': 'הארכת תמיכה',
  'support renews automatically': 'התמיכה מתחדשת אוטומטית',
  'Support runs until {{date}} and renews automatically.': 'התמיכה בתוקף עד {{date}} ומתחדשת אוטומטית.',
  'Support runs until {{date}}.': 'התמיכה בתוקף עד {{date}}.',
  'Support lapsed on {{date}}.': 'התמיכה פגה ב-{{date}}.',
  'No support is on record for this licence.': 'לא רשומה תמיכה עבור רישיון זה.',
  'Support paused since {{date}}': 'התמיכה מושהית מאז {{date}}',
  'Support payment due: the renewal of {{date}} is not paid yet':
    'תשלום התמיכה בפיגור: החידוש מ־{{date}} עדיין לא שולם',
  'Suite support extension': 'הארכת תמיכה לחבילה',
  'Start or extend Bronze support for your suite licence. If your support has lapsed, catch up on the months since it ended and you are back on the current release.':
    'התחלה או הארכה של תמיכת Bronze לרישיון החבילה שלך. אם התמיכה פגה, משלימים את החודשים מאז שהסתיימה וחוזרים לגרסה הנוכחית.',
  '{{family}} suite support': 'תמיכה לחבילת {{family}}',
  'Suite support': 'תמיכה לחבילה',
  'Your licence is for the {{family}} suite; choose {{family}} above.':
    'הרישיון שלך הוא לחבילת {{family}}; יש לבחור {{family}} למעלה.',
  'Lapsed months to catch up': 'חודשים שפגו להשלמה',
  '{{price}} per lapsed month, once.': '{{price}} לכל חודש שפג, חד־פעמי.',
  'Your support extension': 'הארכת התמיכה שלך',
  'Support for this licence renews automatically on {{date}}; there is nothing to extend.':
    'התמיכה ברישיון זה מתחדשת אוטומטית ב-{{date}}; אין מה להאריך.',
  'Support will run from {{start}} until {{end}}.': 'התמיכה תהיה בתוקף מ-{{start}} עד {{end}}.',
  'Support will run until {{end}}.': 'התמיכה תהיה בתוקף עד {{end}}.',
  'Support then renews at {{price}}; cancel at any time.': 'לאחר מכן התמיכה מתחדשת ב-{{price}}; ניתן לבטל בכל עת.',
  'The key could not be checked just now. Please try again.': 'לא ניתן היה לבדוק את המפתח כרגע. נא לנסות שוב.',
  'Your suite licence': 'רישיון החבילה שלך',
  'Licence key': 'מפתח רישיון',
  'Check licence key': 'בדיקת מפתח הרישיון',
  'Licence {{id}}: {{family}} suite.': 'רישיון {{id}}: חבילת {{family}}.',
  'Or {{signIn}} to choose one of your licences.': 'או {{signIn}} כדי לבחור אחד מהרישיונות שלך.',
  'sign in': 'התחברו',
  'Your licences could not be read just now. Please try again.':
    'לא ניתן היה לקרוא את הרישיונות שלך כרגע. נא לנסות שוב.',
  'Reading your licences…': 'קוראים את הרישיונות שלך…',
  'No suite licence is bound to your address.': 'אין רישיון חבילה שקשור לכתובת שלך.',
  'See your licences': 'צפייה ברישיונות שלך',
  'This is not a {{brand}} licence key. Copy the whole key from your licence e-mail or from /licenses.':
    'זה לא מפתח רישיון של {{brand}}. יש להעתיק את המפתח המלא מהודעת הדוא״ל של הרישיון או מ-/licenses.',
  'This licence key does not verify. Check that it was copied completely.':
    'לא ניתן לאמת את מפתח הרישיון הזה. יש לוודא שהועתק במלואו.',
  'Support extensions are for suite licences; this key is for a trainer seat.':
    'הארכות תמיכה מיועדות לרישיונות חבילה; המפתח הזה הוא למושב מאמן.',
};

export default he;
