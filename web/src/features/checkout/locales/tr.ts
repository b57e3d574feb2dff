import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Turkish. */
const tr: Translations<typeof en> = {
  Checkout: 'Ödeme adımı',
  Payment: 'Ödeme',
  'Your order': 'Siparişiniz',
  'Your licences': 'Lisanslarınız',
  'E-mail address': 'E-posta adresi',
  'Your licence keys are bound to this address and sent to it. Sign in with it later to see your licences.':
    'Lisans anahtarlarınız bu adrese bağlanır ve bu adrese gönderilir. Lisanslarınızı görmek için daha sonra bu adresle oturum açın.',
  'You are signed in: your licence keys are bound to the e-mail address of your account.':
    'Oturumunuz açık: lisans anahtarlarınız hesabınızın e-posta adresine bağlanır.',
  'Next you see the amount with VAT and pay; nothing is charged before you confirm the payment.':
    'Ardından KDV dahil tutarı görüp ödersiniz; ödemeyi onaylamadan hiçbir şey tahsil edilmez.',
  'VAT is added for your country at payment.': 'Ülkenizin KDV’si ödeme sırasında eklenir.',
  'Starting payment…': 'Ödeme başlatılıyor…',
  'Continue to payment': 'Ödemeye devam et',
  'Our {{terms}} apply; see the {{withdrawal}} for digital content and the {{privacy}}.':
    '{{terms}} geçerlidir; dijital içerik için {{withdrawal}} ve {{privacy}} sayfalarına bakın.',
  terms: 'Koşullarımız',
  'right of withdrawal': 'cayma hakkı',
  'privacy notice': 'gizlilik bildirimi',
  'Extends the support of licence {{licence}}.': '{{licence}} lisansının desteğini uzatır.',
  'Extends the support of licence {{licence}}, including {{count}} catch-up month for the time its support had lapsed.':
    '{{licence}} lisansının desteğini uzatır; desteğin sona erdiği süre için {{count}} telafi ayı dahildir.',
  'Extends the support of licence {{licence}}, including {{count}} catch-up months for the time its support had lapsed.':
    '{{licence}} lisansının desteğini uzatır; desteğin sona erdiği süre için {{count}} telafi ayı dahildir.',
  Item: 'Kalem',
  Amount: 'Tutar',
  'First year of support included': 'İlk yıl desteği dahil',
  'Support is free for the first year of each licence': 'Destek, her lisansın ilk yılında ücretsizdir',
  'Net price': 'Net fiyat',
  'one-time': 'tek seferlik',
  'per month': 'aylık',
  'per year': 'yıllık',
  'Order {{number}}': 'Sipariş {{number}}',
  'Your licences will be bound to {{email}}.': 'Lisanslarınız {{email}} adresine bağlanacak.',
  'Change the e-mail address': 'E-posta adresini değiştir',
  'Support of licence {{licence}} will run until {{date}}.':
    '{{licence}} lisansının desteği {{date}} tarihine kadar sürecek.',
  'The secure payment form opens over this page. Closing it without paying takes you back to your basket.':
    'Güvenli ödeme formu bu sayfanın üzerinde açılır. Ödeme yapmadan kapatırsanız sepetinize dönersiniz.',
  'The card was declined. Nothing was charged; try another card or payment method in the payment form.':
    'Kart reddedildi. Hiçbir şey tahsil edilmedi; ödeme formunda başka bir kart veya ödeme yöntemi deneyin.',
  'The payment form reported a problem. Please check the details you entered and try again.':
    'Ödeme formu bir sorun bildirdi. Girdiğiniz bilgileri kontrol edip yeniden deneyin.',
  'The secure payment form could not be loaded. Please check your connection and try again.':
    'Güvenli ödeme formu yüklenemedi. Bağlantınızı kontrol edip yeniden deneyin.',
  'This payment link is incomplete: it names no order.': 'Bu ödeme bağlantısı eksik: hiçbir siparişi belirtmiyor.',
  'Thank you for your purchase.': 'Satın aldığınız için teşekkür ederiz.',
  'Order number': 'Sipariş numarası',
  'Reference for support': 'Destek için referans',
  Bought: 'Satın alınan',
  VAT: 'KDV',
  'Amount charged': 'Tahsil edilen tutar',
  '{{amount}}, excluding VAT': '{{amount}}, KDV hariç',
  'Licences bound to': 'Lisansların bağlı olduğu adres',
  'Support of licence {{licence}} now runs until {{date}}.':
    '{{licence}} lisansının desteği artık {{date}} tarihine kadar sürüyor.',
  'Your licence key has been issued and sent to {{email}}.':
    'Lisans anahtarınız düzenlendi ve {{email}} adresine gönderildi.',
  'Your {{count}} licence keys have been issued and sent to {{email}}.':
    '{{count}} lisans anahtarınız düzenlendi ve {{email}} adresine gönderildi.',
  'Your payment is being confirmed. Your licences are issued as soon as it is, and an e-mail follows; this page need not stay open.':
    'Ödemeniz onaylanıyor. Onaylanır onaylanmaz lisanslarınız düzenlenir ve bir e-posta gelir; bu sayfanın açık kalması gerekmez.',
  'Payment received. Your licences are being issued; this takes a few seconds…':
    'Ödeme alındı. Lisanslarınız düzenleniyor; bu birkaç saniye sürer…',
  'What happens next': 'Sırada ne var',
  'A confirmation e-mail is on its way.': 'Bir onay e-postası yolda.',
  'An e-mail with your licence keys is on its way; keep it.':
    'Lisans anahtarlarınızı içeren bir e-posta yolda; saklayın.',
  'Your licence key stays the same.': 'Lisans anahtarınız aynı kalır.',
  'Enter a key in the simulator software to activate it.':
    'Etkinleştirmek için simülatör yazılımına bir anahtar girin.',
  'Your licences, keys and support are always in your account under My licences.':
    'Lisanslarınız, anahtarlarınız ve desteğiniz her zaman hesabınızda, Lisanslarım altında.',
  'Create your account with this e-mail to see your licences':
    'Lisanslarınızı görmek için bu e-postayla hesabınızı oluşturun',
  'Go to your licences': 'Lisanslarınıza gidin',
  'Back to the shop': 'Mağazaya dön',
  'Test payment — local Paddle stand-in': 'Test ödemesi — yerel Paddle yedeği',
  'This is a test form of the local development stack. No card is charged and no real money moves; paying here sends the same signed webhooks Paddle would.':
    'Bu, yerel geliştirme ortamının bir test formudur. Hiçbir karttan ücret alınmaz ve gerçek para hareket etmez; burada ödeme yapmak Paddle ile aynı imzalı webhook’ları gönderir.',
  'Pay (test)': 'Öde (test)',
  'Decline card (test)': 'Kartı reddet (test)',
  'Cancel payment': 'Ödemeyi iptal et',
  'The local test payment was refused. Is the local stack still running?':
    'Yerel test ödemesi reddedildi. Yerel ortam hâlâ çalışıyor mu?',
  'The payment was cancelled. Your basket is as you left it.': 'Ödeme iptal edildi. Sepetiniz bıraktığınız gibi.',
  'The payment did not go through. Nothing was charged; please try again.':
    'Ödeme gerçekleşmedi. Hiçbir şey tahsil edilmedi; lütfen yeniden deneyin.',
  'Please enter a valid e-mail address, for example name@example.com.':
    'Lütfen geçerli bir e-posta adresi girin, örneğin ad@example.com.',
  'The quantity must be a whole number from 1 to {{max}}.': 'Miktar 1 ile {{max}} arasında bir tam sayı olmalıdır.',
  'One of the chosen add-ons is not available for this product.':
    'Seçilen eklentilerden biri bu ürün için mevcut değil.',
  'The shop could not be reached. Please check your connection and try again.':
    'Mağazaya ulaşılamadı. Bağlantınızı kontrol edip yeniden deneyin.',
  'Something went wrong on our side. Please try again in a moment.':
    'Bizim tarafımızda bir sorun oluştu. Lütfen birazdan yeniden deneyin.',
  'The catch-up months must be a whole number from 0 to {{max}}.':
    'Telafi ayları 0 ile {{max}} arasında bir tam sayı olmalıdır.',
  'This licence cannot be extended with this product. Please start again from your licences.':
    'Bu lisans bu ürünle uzatılamaz. Lütfen lisanslarınızdan yeniden başlayın.',
  'Refunded on {{date}}': '{{date}} tarihinde iade edildi',
  'Charged back on {{date}}': '{{date}} tarihinde ters ibraz',
  'amount not known': 'tutar bilinmiyor',
  'Credit note': 'Alacak dekontu',
  'Credit note of {{date}}': '{{date}} tarihli alacak dekontu',
  'Net paid': 'İadeler sonrası ödenen',
  'This order was refunded: its licence keys no longer activate the software.':
    'Bu sipariş iade edildi: lisans anahtarları artık yazılımı etkinleştirmiyor.',
  'Our terms changed while this page was open. Please reload the page and read them again.':
    'Bu sayfa açıkken koşullarımız değişti. Lütfen sayfayı yeniden yükleyip koşulları tekrar okuyun.',
  'Support for this licence already renews automatically; an extension would pay for the same period twice. Cancel the renewal first if you want to extend it with another term.':
    'Bu lisansın desteği zaten otomatik olarak yenileniyor; bir uzatma aynı dönemi iki kez ödemek olur. Başka bir süreyle uzatmak istiyorsanız önce yenilemeyi iptal edin.',
  "The support subscription of this licence is paused; resumed, it renews the licence's support, so an extension would pay for the same period twice. Resume it, or cancel it first if you want to extend it with another term.":
    'Bu lisansın destek aboneliği duraklatıldı; devam ettirildiğinde lisansın desteğini yeniler, bu yüzden bir uzatma aynı dönemi iki kez ödemek olur. Aboneliği devam ettirin ya da başka bir süreyle uzatmak istiyorsanız önce iptal edin.',
};

export default tr;
