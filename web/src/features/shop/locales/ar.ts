import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Arabic. */
const ar: Translations<typeof en> = {
  '{{price}} per month': '{{price}} شهريًا',
  '{{price}} per year': '{{price}} سنويًا',
  'Prices are excluding VAT.': 'الأسعار لا تشمل ضريبة القيمة المضافة.',
  Continue: 'متابعة',
  'Price breakdown': 'تفاصيل السعر',
  'First year of support included': 'السنة الأولى من الدعم مشمولة',
  'Get {{product}} on the App Store': 'احصل على {{product}} من App Store',
  'Get {{product}} on the Microsoft Store': 'احصل على {{product}} من Microsoft Store',
  'Prices are shown for up to {{count}} licences.': 'تُعرض الأسعار لما يصل إلى {{count}} ترخيصًا.',
  'Aircraft type': 'نوع الطائرة',
  Platform: 'المنصة',
  'Licence type': 'نوع الترخيص',
  Subscription: 'الاشتراك',
  Personal: 'شخصي',
  Classroom: 'فصل دراسي',
  Monthly: 'شهري',
  Annual: 'سنوي',
  'Windows PC or tablet use, without restrictions, optional hardware M(CDU) connectivity':
    'استخدام على حاسوب أو جهاز لوحي بنظام Windows دون قيود، مع إمكانية توصيل وحدة M(CDU) فعلية',
  'Personal use on Windows PC or tablet, at home or at work, maximum 4 hours per day':
    'استخدام شخصي على حاسوب أو جهاز لوحي بنظام Windows، في المنزل أو العمل، 4 ساعات يوميًا كحد أقصى',
  'Use on iPad without restrictions': 'استخدام على iPad دون قيود',
  'Personal use on iPad, at home or at work, maximum 4 hours per day':
    'استخدام شخصي على iPad، في المنزل أو العمل، 4 ساعات يوميًا كحد أقصى',
  'Download the FMS Trainer app': 'نزّل تطبيق FMS Trainer',
  'Purchase FMS Trainer': 'شراء FMS Trainer',
  '{{platform}} FMS Trainer user licence': 'ترخيص مستخدم FMS Trainer لنظام {{platform}}',
  '{{platform}} FMS Trainer for {{aircraft}}': 'FMS Trainer لنظام {{platform}} لطائرة {{aircraft}}',
  '{{platform}} FMS Trainer for your aircraft': 'FMS Trainer لنظام {{platform}} لطائرتك',
  'FMS Trainer for {{aircraft}}': 'FMS Trainer لطائرة {{aircraft}}',
  '{{product}} on iPad': '{{product}} على iPad',
  'Unknown aircraft type': 'نوع طائرة غير معروف',
  'Your licence': 'ترخيصك',
  Quantity: 'الكمية',
  'Choose an aircraft type, licence type and subscription to see the price.':
    'اختر نوع الطائرة ونوع الترخيص والاشتراك لرؤية السعر.',
  'Volume discounts per licence': 'خصومات الكمية لكل ترخيص',
  '{{minimum}} or more': '{{minimum}} أو أكثر',
  '{{minimum}} to {{maximum}}': 'من {{minimum}} إلى {{maximum}}',
  '{{brand}} suite user licence for private home use': 'ترخيص مستخدم لحزمة {{brand}} للاستخدام المنزلي الخاص',
  'A perpetual, non-commercial licence for your home cockpit, with the first year of Bronze support included.':
    'ترخيص دائم غير تجاري لقمرة القيادة المنزلية، مع السنة الأولى من دعم Bronze.',
  '{{brand}} {{family}} suite': 'حزمة {{brand}} {{family}}',
  '{{brand}} cockpit suite': 'حزمة قمرة القيادة {{brand}}',
  Configuration: 'التهيئة',
  'neo and ceo': 'neo وceo',
  'ceo only': 'ceo فقط',
  'Add-ons': 'الإضافات',
  '+ {{price}} per licence': '+ {{price}} لكل ترخيص',
  Term: 'المدة',
  'Annual — one year of Bronze support is included, then it renews at {{price}}.':
    'سنوي — تشمل سنة واحدة من دعم Bronze، ثم يتجدد مقابل {{price}}.',
  'Choose an aircraft type to see the price.': 'اختر نوع الطائرة لرؤية السعر.',
  'Choose a configuration to see the price.': 'اختر تهيئة لرؤية السعر.',
  'About {{brand}}': 'عن {{brand}}',
  '{{brand}} makes flight-simulator software for home cockpits and for pilots in training.':
    'تطوّر {{brand}} برامج محاكاة طيران لقمرات القيادة المنزلية وللطيارين المتدربين.',
  'What we sell': 'ما نبيعه',
  '{{suites}} for the A320 family, the 737 and the 737 MAX 8, with add-ons such as the Head-up Display for the 737.':
    '{{suites}} لعائلة A320 و737 و737 MAX 8، مع إضافات مثل Head-up Display لطائرة 737.',
  '{{brand}} cockpit suites': 'حزم قمرة القيادة {{brand}}',
  '{{support}} that keep a suite up to date.': '{{support}} تحافظ على تحديث الحزمة.',
  'Support subscriptions': 'اشتراكات الدعم',
  '{{trainer}} licences for Windows PC or tablet and for iPad, monthly or annual, personal or classroom.':
    'تراخيص {{trainer}} لحاسوب أو جهاز لوحي بنظام Windows ولجهاز iPad، شهرية أو سنوية، شخصية أو للفصول.',
  'Licence terms': 'شروط الترخيص',
  'A suite licence is perpetual and for private, non-commercial home use.':
    'ترخيص الحزمة دائم ومخصص للاستخدام المنزلي الخاص غير التجاري.',
  'It comes bundled with support: one year of Bronze support is included, then support renews automatically each year and can be cancelled at any time.':
    'يأتي مع الدعم: تشمل سنة واحدة من دعم Bronze، ثم يتجدد الدعم تلقائيًا كل عام ويمكن إلغاؤه في أي وقت.',
  'A suite licence is transferable to a new owner on request.': 'يمكن نقل ترخيص الحزمة إلى مالك جديد عند الطلب.',
  'Personal FMS Trainer licences are for personal use, at home or at work, for a maximum of 4 hours per day; classroom licences have no such restriction.':
    'تراخيص FMS Trainer الشخصية مخصصة للاستخدام الشخصي في المنزل أو العمل، بحد أقصى 4 ساعات يوميًا؛ ولا تخضع تراخيص الفصول الدراسية لهذا القيد.',
  'All prices are in euro and exclude VAT.': 'جميع الأسعار باليورو ولا تشمل ضريبة القيمة المضافة.',
  '{{platform}} FMS Trainer system requirements': 'متطلبات نظام FMS Trainer لنظام {{platform}}',
  'The minimum your device needs to run the {{brand}} {{platform}} FMS Trainer.':
    'الحد الأدنى الذي يحتاجه جهازك لتشغيل {{brand}} FMS Trainer لنظام {{platform}}.',
  'Buy {{brand}} {{platform}} FMS Trainer': 'شراء {{brand}} FMS Trainer لنظام {{platform}}',
  Processor: 'المعالج',
  'Intel or AMD CPU from 2019 or later': 'معالج Intel أو AMD من عام 2019 أو أحدث',
  Memory: 'الذاكرة',
  '8 GB RAM': 'ذاكرة وصول عشوائي 8 غيغابايت',
  Storage: 'التخزين',
  '4 GB free disk space': 'مساحة فارغة على القرص 4 غيغابايت',
  'Operating system': 'نظام التشغيل',
  'Windows 10 (21H2 and newer) 64-bit': 'Windows 10 (الإصدار 21H2 والأحدث) 64 بت',
  'Windows 11': 'Windows 11',
  '4 GB RAM': 'ذاكرة وصول عشوائي 4 غيغابايت',
  'iOS 17.2 or newer': 'iOS 17.2 أو أحدث',
  iPad: 'iPad',
  'iPad 10th Gen or newer': 'iPad الجيل العاشر أو أحدث',
  'iPad Air 4th Gen or newer': 'iPad Air الجيل الرابع أو أحدث',
  'iPad Mini 6th Gen or newer': 'iPad mini الجيل السادس أو أحدث',
  'iPad Pro 2nd Gen or newer': 'iPad Pro الجيل الثاني أو أحدث',
  'Extend your support subscription': 'مدّد اشتراك الدعم',
  'Support keeps your {{brand}} suite up to date and gives you a direct line to our service desk.':
    'يحافظ الدعم على تحديث حزمة {{brand}} ويمنحك خطًا مباشرًا إلى مكتب الخدمة لدينا.',
  'Bronze support': 'دعم Bronze',
  'Every suite licence includes the first year of Bronze support.': 'يتضمن كل ترخيص للحزمة السنة الأولى من دعم Bronze.',
  'After the first year support renews automatically at {{price}} (excluding VAT).':
    'بعد السنة الأولى يتجدد الدعم تلقائيًا مقابل {{price}} (غير شامل ضريبة القيمة المضافة).',
  'You can cancel at any time; your licence stays yours.': 'يمكنك الإلغاء في أي وقت؛ ويبقى الترخيص ملكك.',
  'Support lapsed? Catch up on the months since it ended and extend from there.':
    'انتهى الدعم؟ عوّض الأشهر منذ انتهائه ومدّد من هناك.',
  'Extend it': 'مدّده',
  'You are signed in as {{email}}: choose the licence whose support you want to extend.':
    'سجّلت الدخول باسم {{email}}: اختر الترخيص الذي تريد تمديد دعمه.',
  'Sign in with the email address that is bound to your licence keys to see your licences and their support.':
    'سجّل الدخول بعنوان البريد الإلكتروني المرتبط بمفاتيح الترخيص لرؤية تراخيصك ودعمها.',
  'Extend support for your licences': 'مدّد دعم تراخيصك',
  'Sign in to extend support': 'سجّل الدخول لتمديد الدعم',
  'Buy a support extension': 'شراء تمديد الدعم',
  'Your suite licences': 'تراخيص الحزمة الخاصة بك',
  'Extend support': 'تمديد الدعم',
  'support renews automatically': 'يتجدد الدعم تلقائيًا',
  'Support runs until {{date}} and renews automatically.': 'يسري الدعم حتى {{date}} ويتجدد تلقائيًا.',
  'Support runs until {{date}}.': 'يسري الدعم حتى {{date}}.',
  'Support lapsed on {{date}}.': 'انتهى الدعم في {{date}}.',
  'No support is on record for this licence.': 'لا يوجد دعم مسجّل لهذا الترخيص.',
  'Support paused since {{date}}': 'الدعم متوقف مؤقتًا منذ {{date}}',
  'Support payment due: the renewal of {{date}} is not paid yet': 'دفعة الدعم مستحقة: تجديد {{date}} لم يُدفع بعد',
  'Suite support extension': 'تمديد دعم الحزمة',
  'Start or extend Bronze support for your suite licence. If your support has lapsed, catch up on the months since it ended and you are back on the current release.':
    'ابدأ دعم Bronze لترخيص الحزمة أو مدّده. إذا انتهى الدعم، عوّض الأشهر منذ انتهائه لتعود إلى الإصدار الحالي.',
  '{{family}} suite support': 'دعم حزمة {{family}}',
  'Suite support': 'دعم الحزمة',
  'Your licence is for the {{family}} suite; choose {{family}} above.':
    'ترخيصك لحزمة {{family}}؛ اختر {{family}} أعلاه.',
  'Lapsed months to catch up': 'الأشهر المنتهية المطلوب تعويضها',
  '{{price}} per lapsed month, once.': '{{price}} لكل شهر منتهٍ، لمرة واحدة.',
  'Your support extension': 'تمديد الدعم الخاص بك',
  'Support for this licence renews automatically on {{date}}; there is nothing to extend.':
    'يتجدد دعم هذا الترخيص تلقائيًا في {{date}}؛ لا يوجد ما يمكن تمديده.',
  'Support will run from {{start}} until {{end}}.': 'سيسري الدعم من {{start}} حتى {{end}}.',
  'Support will run until {{end}}.': 'سيسري الدعم حتى {{end}}.',
  'Support then renews at {{price}}; cancel at any time.':
    'بعد ذلك يتجدد الدعم مقابل {{price}}؛ يمكنك الإلغاء في أي وقت.',
  'The key could not be checked just now. Please try again.': 'تعذّر التحقق من المفتاح الآن. يرجى المحاولة مرة أخرى.',
  'Your suite licence': 'ترخيص الحزمة الخاص بك',
  'Licence key': 'مفتاح الترخيص',
  'Check licence key': 'تحقق من مفتاح الترخيص',
  'Licence {{id}}: {{family}} suite.': 'الترخيص {{id}}: حزمة {{family}}.',
  'Or {{signIn}} to choose one of your licences.': 'أو {{signIn}} لاختيار أحد تراخيصك.',
  'sign in': 'سجّل الدخول',
  'Your licences could not be read just now. Please try again.': 'تعذّرت قراءة تراخيصك الآن. يرجى المحاولة مرة أخرى.',
  'Reading your licences…': 'جارٍ قراءة تراخيصك…',
  'No suite licence is bound to your address.': 'لا يوجد ترخيص حزمة مرتبط بعنوانك.',
  'See your licences': 'عرض تراخيصك',
  'This is not a {{brand}} licence key. Copy the whole key from your licence e-mail or from /licenses.':
    'هذا ليس مفتاح ترخيص {{brand}}. انسخ المفتاح كاملًا من رسالة الترخيص أو من /licenses.',
  'This licence key does not verify. Check that it was copied completely.':
    'تعذّر التحقق من مفتاح الترخيص هذا. تأكد من نسخه بالكامل.',
  'Support extensions are for suite licences; this key is for a trainer seat.':
    'تمديدات الدعم مخصصة لتراخيص الحزمة؛ وهذا المفتاح لمقعد مدرّب.',
};

export default ar;
