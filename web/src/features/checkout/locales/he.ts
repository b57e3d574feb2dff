import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Hebrew. */
const he: Translations<typeof en> = {
  Checkout: 'קופה',
  Payment: 'תשלום',
  'Your order': 'ההזמנה שלך',
  'Your licences': 'הרישיונות שלך',
  'E-mail address': 'כתובת דוא״ל',
  'Your licence keys are bound to this address and sent to it. Sign in with it later to see your licences.':
    'מפתחות הרישיון שלך נקשרים לכתובת הזו ונשלחים אליה. התחברו איתה מאוחר יותר כדי לראות את הרישיונות שלכם.',
  'You are signed in: your licence keys are bound to the e-mail address of your account.':
    'את/ה מחובר/ת: מפתחות הרישיון נקשרים לכתובת הדוא״ל של החשבון שלך.',
  'Next you see the amount with VAT and pay; nothing is charged before you confirm the payment.':
    'בשלב הבא תראו את הסכום כולל מע״מ ותשלמו; שום חיוב לא יתבצע לפני שתאשרו את התשלום.',
  'VAT is added for your country at payment.': 'המע״מ של המדינה שלך יתווסף בתשלום.',
  'Starting payment…': 'התשלום מתחיל…',
  'Continue to payment': 'המשך לתשלום',
  'Our {{terms}} apply; see the {{withdrawal}} for digital content and the {{privacy}}.':
    'חלים {{terms}} שלנו; ראו גם את {{withdrawal}} לתוכן דיגיטלי ואת {{privacy}}.',
  terms: 'התנאים',
  'right of withdrawal': 'זכות הביטול',
  'privacy notice': 'הודעת הפרטיות',
  'Extends the support of licence {{licence}}.': 'מאריך את התמיכה ברישיון {{licence}}.',
  'Extends the support of licence {{licence}}, including {{count}} catch-up month for the time its support had lapsed.':
    'מאריך את התמיכה ברישיון {{licence}}, כולל חודש השלמה אחד ({{count}}) עבור התקופה שבה התמיכה פגה.',
  'Extends the support of licence {{licence}}, including {{count}} catch-up months for the time its support had lapsed.':
    'מאריך את התמיכה ברישיון {{licence}}, כולל {{count}} חודשי השלמה עבור התקופה שבה התמיכה פגה.',
  Item: 'פריט',
  Amount: 'סכום',
  'First year of support included': 'שנת התמיכה הראשונה כלולה',
  'Support is free for the first year of each licence': 'התמיכה חינם בשנה הראשונה של כל רישיון',
  'Net price': 'מחיר נטו',
  'one-time': 'חד־פעמי',
  'per month': 'לחודש',
  'per year': 'לשנה',
  'Order {{number}}': 'הזמנה {{number}}',
  'Your licences will be bound to {{email}}.': 'הרישיונות שלך ייקשרו ל-{{email}}.',
  'Change the e-mail address': 'שינוי כתובת הדוא״ל',
  'Support of licence {{licence}} will run until {{date}}.': 'התמיכה ברישיון {{licence}} תהיה בתוקף עד {{date}}.',
  'The secure payment form opens over this page. Closing it without paying takes you back to your basket.':
    'טופס התשלום המאובטח נפתח מעל הדף הזה. סגירתו ללא תשלום מחזירה אתכם לסל.',
  'The card was declined. Nothing was charged; try another card or payment method in the payment form.':
    'הכרטיס נדחה. לא בוצע חיוב; נסו כרטיס או אמצעי תשלום אחר בטופס התשלום.',
  'The payment form reported a problem. Please check the details you entered and try again.':
    'טופס התשלום דיווח על בעיה. בדקו את הפרטים שהזנתם ונסו שוב.',
  'The secure payment form could not be loaded. Please check your connection and try again.':
    'לא ניתן היה לטעון את טופס התשלום המאובטח. בדקו את החיבור ונסו שוב.',
  'This payment link is incomplete: it names no order.': 'קישור התשלום הזה חסר: הוא אינו מציין הזמנה.',
  'Thank you for your purchase.': 'תודה על הרכישה.',
  'Order number': 'מספר הזמנה',
  'Reference for support': 'אסמכתה לתמיכה',
  Bought: 'נרכש',
  VAT: 'מע״מ',
  'Amount charged': 'הסכום שחויב',
  '{{amount}}, excluding VAT': '{{amount}}, לא כולל מע״מ',
  'Licences bound to': 'הרישיונות קשורים ל',
  'Support of licence {{licence}} now runs until {{date}}.': 'התמיכה ברישיון {{licence}} בתוקף עכשיו עד {{date}}.',
  'Your licence key has been issued and sent to {{email}}.': 'מפתח הרישיון שלך הונפק ונשלח אל {{email}}.',
  'Your {{count}} licence keys have been issued and sent to {{email}}.':
    '{{count}} מפתחות הרישיון שלך הונפקו ונשלחו אל {{email}}.',
  'Your payment is being confirmed. Your licences are issued as soon as it is, and an e-mail follows; this page need not stay open.':
    'התשלום שלך מאומת. הרישיונות יונפקו מיד לאחר מכן, ותגיע הודעת דוא״ל; אין צורך להשאיר את הדף פתוח.',
  'Payment received. Your licences are being issued; this takes a few seconds…':
    'התשלום התקבל. הרישיונות מונפקים; זה לוקח כמה שניות…',
  'What happens next': 'מה קורה עכשיו',
  'A confirmation e-mail is on its way.': 'הודעת אישור בדוא״ל בדרך.',
  'An e-mail with your licence keys is on its way; keep it.': 'הודעה עם מפתחות הרישיון בדרך; שמרו אותה.',
  'Your licence key stays the same.': 'מפתח הרישיון שלך לא משתנה.',
  'Enter a key in the simulator software to activate it.': 'הזינו מפתח בתוכנת הסימולטור כדי להפעיל אותו.',
  'Your licences, keys and support are always in your account under My licences.':
    'הרישיונות, המפתחות והתמיכה נמצאים תמיד בחשבון שלך תחת ״הרישיונות שלי״.',
  'Create your account with this e-mail to see your licences': 'צרו חשבון עם הדוא״ל הזה כדי לראות את הרישיונות',
  'Go to your licences': 'מעבר לרישיונות שלך',
  'Back to the shop': 'חזרה לחנות',
  'Test payment — local Paddle stand-in': 'תשלום בדיקה — תחליף Paddle מקומי',
  'This is a test form of the local development stack. No card is charged and no real money moves; paying here sends the same signed webhooks Paddle would.':
    'זהו טופס בדיקה של סביבת הפיתוח המקומית. שום כרטיס לא מחויב ושום כסף אמיתי לא עובר; תשלום כאן שולח את אותם webhooks חתומים ש-Paddle שולחת.',
  'Pay (test)': 'תשלום (בדיקה)',
  'Decline card (test)': 'דחיית כרטיס (בדיקה)',
  'Cancel payment': 'ביטול התשלום',
  'The local test payment was refused. Is the local stack still running?':
    'תשלום הבדיקה המקומי נדחה. האם הסביבה המקומית עדיין פועלת?',
  'The payment was cancelled. Your basket is as you left it.': 'התשלום בוטל. הסל שלך נשאר כפי שהשארת אותו.',
  'The payment did not go through. Nothing was charged; please try again.': 'התשלום לא עבר. לא בוצע חיוב; נסו שוב.',
  'Please enter a valid e-mail address, for example name@example.com.':
    'הזינו כתובת דוא״ל תקינה, למשל name@example.com.',
  'The quantity must be a whole number from 1 to {{max}}.': 'הכמות חייבת להיות מספר שלם בין 1 ל-{{max}}.',
  'One of the chosen add-ons is not available for this product.': 'אחת מהתוספות שנבחרו אינה זמינה למוצר הזה.',
  'The shop could not be reached. Please check your connection and try again.':
    'לא ניתן להתחבר לחנות. בדקו את החיבור ונסו שוב.',
  'Something went wrong on our side. Please try again in a moment.': 'משהו השתבש אצלנו. נסו שוב בעוד רגע.',
  'The catch-up months must be a whole number from 0 to {{max}}.':
    'חודשי ההשלמה חייבים להיות מספר שלם בין 0 ל-{{max}}.',
  'This licence cannot be extended with this product. Please start again from your licences.':
    'לא ניתן להאריך את הרישיון הזה עם המוצר הזה. התחילו מחדש מדף הרישיונות.',
  'Refunded on {{date}}': 'הוחזר ב-{{date}}',
  'Charged back on {{date}}': 'בוטל בחיוב חוזר ב-{{date}}',
  'amount not known': 'סכום לא ידוע',
  'Credit note': 'הודעת זיכוי',
  'Credit note of {{date}}': 'הודעת זיכוי מ-{{date}}',
  'Net paid': 'ששולם בניכוי החזרים',
  'This order was refunded: its licence keys no longer activate the software.':
    'הזמנה זו הוחזרה: מפתחות הרישיון שלה כבר לא מפעילים את התוכנה.',
  'Our terms changed while this page was open. Please reload the page and read them again.':
    'התנאים שלנו השתנו בזמן שהדף הזה היה פתוח. טענו את הדף מחדש וקראו אותם שוב.',
  'Support for this licence already renews automatically; an extension would pay for the same period twice. Cancel the renewal first if you want to extend it with another term.':
    'התמיכה ברישיון הזה כבר מתחדשת אוטומטית; הארכה הייתה משלמת פעמיים על אותה תקופה. בטלו קודם את החידוש אם ברצונכם להאריך לתקופה אחרת.',
  "The support subscription of this licence is paused; resumed, it renews the licence's support, so an extension would pay for the same period twice. Resume it, or cancel it first if you want to extend it with another term.":
    'מינוי התמיכה של הרישיון הזה מושהה; כשיחודש הוא יחדש את התמיכה ברישיון, ולכן הארכה הייתה משלמת פעמיים על אותה תקופה. חדשו אותו, או בטלו אותו קודם אם ברצונכם להאריך לתקופה אחרת.',
};

export default he;
