import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Arabic. */
const ar: Translations<typeof en> = {
  Checkout: 'إتمام الشراء',
  Payment: 'الدفع',
  'Your order': 'طلبك',
  'Your licences': 'تراخيصك',
  'E-mail address': 'عنوان البريد الإلكتروني',
  'Your licence keys are bound to this address and sent to it. Sign in with it later to see your licences.':
    'ترتبط مفاتيح ترخيصك بهذا العنوان وتُرسل إليه. سجّل الدخول به لاحقًا لرؤية تراخيصك.',
  'You are signed in: your licence keys are bound to the e-mail address of your account.':
    'أنت مسجّل الدخول: ترتبط مفاتيح ترخيصك بعنوان البريد الإلكتروني لحسابك.',
  'Next you see the amount with VAT and pay; nothing is charged before you confirm the payment.':
    'سترى بعد ذلك المبلغ شاملًا ضريبة القيمة المضافة وتدفع؛ لا يُحصَّل شيء قبل تأكيد الدفع.',
  'VAT is added for your country at payment.': 'تُضاف ضريبة القيمة المضافة لبلدك عند الدفع.',
  'Starting payment…': 'جارٍ بدء الدفع…',
  'Continue to payment': 'المتابعة إلى الدفع',
  'Our {{terms}} apply; see the {{withdrawal}} for digital content and the {{privacy}}.':
    'تسري {{terms}}؛ راجع أيضًا {{withdrawal}} للمحتوى الرقمي و{{privacy}}.',
  terms: 'شروطنا',
  'right of withdrawal': 'حق الانسحاب',
  'privacy notice': 'إشعار الخصوصية',
  'Extends the support of licence {{licence}}.': 'يمدّد دعم الترخيص {{licence}}.',
  'Extends the support of licence {{licence}}, including {{count}} catch-up month for the time its support had lapsed.':
    'يمدّد دعم الترخيص {{licence}}، بما في ذلك شهر تعويض واحد ({{count}}) عن المدة التي انتهى فيها دعمه.',
  'Extends the support of licence {{licence}}, including {{count}} catch-up months for the time its support had lapsed.':
    'يمدّد دعم الترخيص {{licence}}، بما في ذلك {{count}} أشهر تعويض عن المدة التي انتهى فيها دعمه.',
  Item: 'البند',
  Amount: 'المبلغ',
  'First year of support included': 'السنة الأولى من الدعم مشمولة',
  'Support is free for the first year of each licence': 'الدعم مجاني في السنة الأولى لكل ترخيص',
  'Net price': 'السعر الصافي',
  'one-time': 'لمرة واحدة',
  'per month': 'شهريًا',
  'per year': 'سنويًا',
  'Order {{number}}': 'الطلب {{number}}',
  'Your licences will be bound to {{email}}.': 'ستُربط تراخيصك بالعنوان {{email}}.',
  'Change the e-mail address': 'تغيير عنوان البريد الإلكتروني',
  'Support of licence {{licence}} will run until {{date}}.': 'سيستمر دعم الترخيص {{licence}} حتى {{date}}.',
  'The secure payment form opens over this page. Closing it without paying takes you back to your basket.':
    'يُفتح نموذج الدفع الآمن فوق هذه الصفحة. إغلاقه دون دفع يعيدك إلى سلتك.',
  'The card was declined. Nothing was charged; try another card or payment method in the payment form.':
    'رُفضت البطاقة. لم يُحصَّل شيء؛ جرّب بطاقة أو طريقة دفع أخرى في نموذج الدفع.',
  'The payment form reported a problem. Please check the details you entered and try again.':
    'أبلغ نموذج الدفع عن مشكلة. تحقّق من البيانات التي أدخلتها وحاول مرة أخرى.',
  'The secure payment form could not be loaded. Please check your connection and try again.':
    'تعذّر تحميل نموذج الدفع الآمن. تحقّق من اتصالك وحاول مرة أخرى.',
  'This payment link is incomplete: it names no order.': 'رابط الدفع هذا غير مكتمل: لا يذكر أي طلب.',
  'Thank you for your purchase.': 'شكرًا لشرائك.',
  'Order number': 'رقم الطلب',
  'Reference for support': 'مرجع للدعم',
  Bought: 'المشتريات',
  VAT: 'ضريبة القيمة المضافة',
  'Amount charged': 'المبلغ المحصَّل',
  '{{amount}}, excluding VAT': '{{amount}}، دون ضريبة القيمة المضافة',
  'Licences bound to': 'التراخيص مرتبطة بـ',
  'Support of licence {{licence}} now runs until {{date}}.': 'أصبح دعم الترخيص {{licence}} ساريًا حتى {{date}}.',
  'Your licence key has been issued and sent to {{email}}.': 'صدر مفتاح ترخيصك وأُرسل إلى {{email}}.',
  'Your {{count}} licence keys have been issued and sent to {{email}}.':
    'صدرت مفاتيح ترخيصك ({{count}}) وأُرسلت إلى {{email}}.',
  'Your payment is being confirmed. Your licences are issued as soon as it is, and an e-mail follows; this page need not stay open.':
    'جارٍ تأكيد دفعتك. تصدر تراخيصك فور تأكيدها وتصلك رسالة بريد إلكتروني؛ لا حاجة إلى إبقاء هذه الصفحة مفتوحة.',
  'Payment received. Your licences are being issued; this takes a few seconds…':
    'تم استلام الدفع. جارٍ إصدار تراخيصك؛ يستغرق ذلك بضع ثوانٍ…',
  'What happens next': 'ما التالي',
  'A confirmation e-mail is on its way.': 'رسالة تأكيد في طريقها إليك.',
  'An e-mail with your licence keys is on its way; keep it.':
    'رسالة تحتوي على مفاتيح ترخيصك في طريقها إليك؛ احتفظ بها.',
  'Your licence key stays the same.': 'يبقى مفتاح ترخيصك كما هو.',
  'Enter a key in the simulator software to activate it.': 'أدخل مفتاحًا في برنامج المحاكي لتفعيله.',
  'Your licences, keys and support are always in your account under My licences.':
    'تراخيصك ومفاتيحك ودعمك موجودة دائمًا في حسابك ضمن «تراخيصي».',
  'Create your account with this e-mail to see your licences': 'أنشئ حسابك بهذا البريد الإلكتروني لرؤية تراخيصك',
  'Go to your licences': 'الانتقال إلى تراخيصك',
  'Back to the shop': 'العودة إلى المتجر',
  'Test payment — local Paddle stand-in': 'دفع تجريبي — بديل Paddle المحلي',
  'This is a test form of the local development stack. No card is charged and no real money moves; paying here sends the same signed webhooks Paddle would.':
    'هذا نموذج تجريبي لبيئة التطوير المحلية. لا تُحصَّل أي بطاقة ولا تنتقل أموال حقيقية؛ الدفع هنا يرسل خطافات الويب الموقّعة نفسها التي يرسلها Paddle.',
  'Pay (test)': 'ادفع (تجريبي)',
  'Decline card (test)': 'ارفض البطاقة (تجريبي)',
  'Cancel payment': 'إلغاء الدفع',
  'The local test payment was refused. Is the local stack still running?':
    'رُفض الدفع التجريبي المحلي. هل ما زالت البيئة المحلية تعمل؟',
  'The payment was cancelled. Your basket is as you left it.': 'أُلغي الدفع. سلتك كما تركتها.',
  'The payment did not go through. Nothing was charged; please try again.': 'لم يتم الدفع. لم يُحصَّل شيء؛ حاول مرة أخرى.',
  'Please enter a valid e-mail address, for example name@example.com.':
    'أدخل عنوان بريد إلكتروني صالحًا، مثل name@example.com.',
  'The quantity must be a whole number from 1 to {{max}}.': 'يجب أن تكون الكمية عددًا صحيحًا من 1 إلى {{max}}.',
  'One of the chosen add-ons is not available for this product.': 'إحدى الإضافات المختارة غير متاحة لهذا المنتج.',
  'The shop could not be reached. Please check your connection and try again.':
    'تعذّر الوصول إلى المتجر. تحقّق من اتصالك وحاول مرة أخرى.',
  'Something went wrong on our side. Please try again in a moment.': 'حدث خطأ من جهتنا. حاول مرة أخرى بعد قليل.',
  'The catch-up months must be a whole number from 0 to {{max}}.':
    'يجب أن تكون أشهر التعويض عددًا صحيحًا من 0 إلى {{max}}.',
  'This licence cannot be extended with this product. Please start again from your licences.':
    'لا يمكن تمديد هذا الترخيص بهذا المنتج. ابدأ من جديد من صفحة تراخيصك.',
  'Refunded on {{date}}': 'استُرد في {{date}}',
  'Charged back on {{date}}': 'رُدّت المبالغ في {{date}}',
  'amount not known': 'المبلغ غير معروف',
  'Credit note': 'إشعار دائن',
  'Credit note of {{date}}': 'إشعار دائن بتاريخ {{date}}',
  'Net paid': 'المدفوع بعد الاسترداد',
  'This order was refunded: its licence keys no longer activate the software.':
    'تم استرداد مبلغ هذا الطلب: لم تعد مفاتيح الترخيص الخاصة به تُفعّل البرنامج.',
  'Our terms changed while this page was open. Please reload the page and read them again.':
    'تغيّرت شروطنا أثناء فتح هذه الصفحة. يُرجى إعادة تحميل الصفحة وقراءتها مرة أخرى.',
  'Support for this licence already renews automatically; an extension would pay for the same period twice. Cancel the renewal first if you want to extend it with another term.':
    'يتجدد دعم هذا الترخيص تلقائيًا بالفعل؛ والتمديد سيدفع عن الفترة نفسها مرتين. ألغِ التجديد أولًا إذا أردت التمديد لمدة أخرى.',
  "The support subscription of this licence is paused; resumed, it renews the licence's support, so an extension would pay for the same period twice. Resume it, or cancel it first if you want to extend it with another term.":
    'اشتراك الدعم لهذا الترخيص متوقف مؤقتًا؛ وعند استئنافه يجدد دعم الترخيص، لذا فإن التمديد سيدفع عن الفترة نفسها مرتين. استأنفه، أو ألغِه أولًا إذا أردت التمديد لمدة أخرى.',
};

export default ar;
