import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Arabic. */
const ar: Translations<typeof en> = {
  'My account': 'حسابي',
  'My licences': 'تراخيصي',
  'My subscriptions': 'اشتراكاتي',
  'My orders and invoices': 'طلباتي وفواتيري',
  'Extend support': 'تمديد الدعم',
  'Signed in as {{email}}': 'مسجّل الدخول باسم {{email}}',
  Sessions: 'الجلسات',
  'Signs you out on this and every other device, for example a shared flight-school computer.':
    'يسجّل خروجك على هذا الجهاز وعلى كل جهاز آخر، مثل حاسوب مشترك في مدرسة طيران.',
  'Sign out': 'تسجيل الخروج',
  'Sign out everywhere': 'تسجيل الخروج من كل الأجهزة',
  'Your data': 'بياناتك',
  'One JSON file with your account, orders, licences and their keys, subscriptions, transfers and the mails we sent you.':
    'ملف JSON واحد يضم حسابك وطلباتك وتراخيصك ومفاتيحها واشتراكاتك وعمليات النقل والرسائل التي أرسلناها إليك.',
  'Download my data': 'تنزيل بياناتي',
  'Delete my account': 'حذف حسابي',
  'Delete my account…': 'حذف حسابي…',
  'Your licences and their keys keep working, and signing up again with this address shows them. Invoices are kept as tax law requires.':
    'تستمر تراخيصك ومفاتيحها في العمل، وتظهر مجددًا إذا سجّلت من جديد بهذا العنوان. تُحفظ الفواتير كما يقتضي قانون الضرائب.',
  'This deletes every way you sign in with this address (password, Google, Apple), ends every session and stops every subscription from renewing (each runs to the end of its paid period). It cannot be undone.':
    'يحذف هذا كل طرق تسجيل الدخول بهذا العنوان (كلمة المرور، Google، Apple)، وينهي كل الجلسات، ويوقف تجديد كل الاشتراكات (يستمر كل منها حتى نهاية فترته المدفوعة). لا يمكن التراجع عنه.',
  'You sign in with Google or Apple: confirm with a code we mail to your address.':
    'تسجّل الدخول عبر Google أو Apple: أكّد برمز نرسله إلى عنوانك.',
  'Send me a code': 'أرسل لي رمزًا',
  'Send a new code': 'أرسل رمزًا جديدًا',
  'The code from the mail': 'الرمز الوارد في الرسالة',
  'Your password': 'كلمة المرور',
  Cancel: 'إلغاء',
  'Change password': 'تغيير كلمة المرور',
  'Current password': 'كلمة المرور الحالية',
  'New password': 'كلمة المرور الجديدة',
  'At least 10 characters.': '10 أحرف على الأقل.',
  'Confirm new password': 'تأكيد كلمة المرور الجديدة',
  'Your password has been changed. Every other device where you were signed in has been signed out.':
    'تم تغيير كلمة المرور. تم تسجيل خروجك من جميع الأجهزة الأخرى التي كنت مسجّل الدخول عليها.',
  Password: 'كلمة المرور',
  'You sign in with Google or Apple, so your password is kept there, not here. Change it in your Google or Apple account.':
    'تسجّل الدخول عبر Google أو Apple، لذا تُحفظ كلمة مرورك هناك لا هنا. غيّرها من حسابك في Google أو Apple.',
  'Your account is deleted': 'تم حذف حسابك',
  'Every way of signing in with your address (password, Google, Apple) is deleted, and every session has ended. A confirmation is on its way to your address.':
    'حُذفت كل طرق تسجيل الدخول بعنوانك (كلمة المرور، Google، Apple)، وانتهت كل الجلسات. رسالة تأكيد في طريقها إلى عنوانك.',
  'What we keep, and why': 'ما نحتفظ به ولماذا',
  'Your paid orders, invoices and refunds, for 10 years from the end of the year of payment: tax law requires it.':
    'طلباتك المدفوعة وفواتيرك والمبالغ المستردة، لمدة 10 سنوات من نهاية سنة الدفع: يقتضي ذلك قانون الضرائب.',
  'Your licences and their keys: they keep working, and signing up again with the same address shows them.':
    'تراخيصك ومفاتيحها: تستمر في العمل، وتظهر مجددًا إذا سجّلت من جديد بالعنوان نفسه.',
  'Your subscriptions until the end of the period you paid for: none of them renews any more.':
    'اشتراكاتك حتى نهاية الفترة المدفوعة: لم يعد أي منها يتجدد.',
  'Which mails we sent about an order (never their text), for one year.':
    'الرسائل التي أرسلناها بشأن طلب ما (دون نصها أبدًا)، لمدة سنة.',
  'Everything else (checkouts never paid, transfer offers nobody accepted, the log of mails we sent you) is deleted. Read more in our {{privacy}}.':
    'حُذف كل ما عدا ذلك (الطلبات غير المدفوعة، وعروض النقل التي لم يقبلها أحد، وسجل الرسائل المرسلة إليك). اقرأ المزيد في {{privacy}}.',
  'privacy notice': 'إشعار الخصوصية',
  'Back to the shop': 'العودة إلى المتجر',
  'My orders': 'طلباتي',
  'All your orders': 'كل طلباتك',
  'You have no orders yet.': 'ليست لديك طلبات بعد.',
  '{{shop}} to buy a cockpit suite or an FMS trainer.': '{{shop}} لشراء حزمة قمرة قيادة أو FMS Trainer.',
  'Visit the shop': 'زُر المتجر',
  'Older orders': 'طلبات أقدم',
  'Order of {{date}}': 'طلب بتاريخ {{date}}',
  'Renewal of {{date}}': 'تجديد بتاريخ {{date}}',
  Net: 'الصافي',
  VAT: 'ضريبة القيمة المضافة',
  'Total paid': 'إجمالي المدفوع',
  'Net paid': 'المدفوع بعد الاسترداد',
  Status: 'الحالة',
  'Order number': 'رقم الطلب',
  'Transaction (for support)': 'المعاملة (للدعم)',
  'Download invoice': 'تنزيل الفاتورة',
  Paid: 'مدفوع',
  Refunded: 'مسترد',
  'Partly refunded': 'مسترد جزئيًا',
  'Refunded on {{date}}': 'استُرد في {{date}}',
  'Charged back on {{date}}': 'رُدّت المبالغ في {{date}}',
  'amount not known': 'المبلغ غير معروف',
  'Credit note': 'إشعار دائن',
  'Credit note of {{date}}': 'إشعار دائن بتاريخ {{date}}',
  'Revoked: this key no longer activates the software.': 'أُلغي: لم يعد هذا المفتاح يفعّل البرنامج.',
  'Copy key': 'نسخ المفتاح',
  'Show whole key': 'عرض المفتاح كاملًا',
  'Fold key': 'طيّ المفتاح',
  Copied: 'تم النسخ',
  'Copying is blocked here: select the key and copy it by hand.': 'النسخ محظور هنا: حدّد المفتاح وانسخه يدويًا.',
};

export default ar;
