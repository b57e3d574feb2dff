import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Turkish. */
const tr: Translations<typeof en> = {
  'My account': 'Hesabım',
  'My licences': 'Lisanslarım',
  'My subscriptions': 'Aboneliklerim',
  'My orders and invoices': 'Siparişlerim ve faturalarım',
  'Extend support': 'Desteği uzat',
  'Signed in as {{email}}': '{{email}} olarak oturum açıldı',
  Sessions: 'Oturumlar',
  'Signs you out on this and every other device, for example a shared flight-school computer.':
    'Bu ve diğer tüm cihazlarda oturumunuzu kapatır, örneğin uçuş okulunun ortak bilgisayarında.',
  'Sign out': 'Oturumu kapat',
  'Sign out everywhere': 'Her yerde oturumu kapat',
  'Your data': 'Verileriniz',
  'One JSON file with your account, orders, licences and their keys, subscriptions, transfers and the mails we sent you.':
    'Hesabınızı, siparişlerinizi, lisanslarınızı ve anahtarlarını, aboneliklerinizi, devirlerinizi ve size gönderdiğimiz e-postaları içeren tek bir JSON dosyası.',
  'Download my data': 'Verilerimi indir',
  'Delete my account': 'Hesabımı sil',
  'Delete my account…': 'Hesabımı sil…',
  'Your licences and their keys keep working, and signing up again with this address shows them. Invoices are kept as tax law requires.':
    'Lisanslarınız ve anahtarları çalışmaya devam eder; bu adresle yeniden kaydolursanız görünürler. Faturalar vergi yasasının gerektirdiği şekilde saklanır.',
  'This deletes every way you sign in with this address (password, Google, Apple), ends every session and stops every subscription from renewing (each runs to the end of its paid period). It cannot be undone.':
    'Bu işlem, bu adresle oturum açmanın tüm yollarını (parola, Google, Apple) siler, tüm oturumları sonlandırır ve tüm aboneliklerin yenilenmesini durdurur (her biri ödenen dönemin sonuna kadar sürer). Geri alınamaz.',
  'You sign in with Google or Apple: confirm with a code we mail to your address.':
    'Google veya Apple ile oturum açıyorsunuz: adresinize gönderdiğimiz kodla onaylayın.',
  'Send me a code': 'Bana kod gönder',
  'Send a new code': 'Yeni kod gönder',
  'The code from the mail': 'E-postadaki kod',
  'Your password': 'Parolanız',
  Cancel: 'İptal',
  'Change password': 'Parolayı değiştir',
  'Current password': 'Mevcut parola',
  'New password': 'Yeni parola',
  'At least 10 characters.': 'En az 10 karakter.',
  'Confirm new password': 'Yeni parolayı onayla',
  'Your password has been changed. Every other device where you were signed in has been signed out.':
    'Parolanız değiştirildi. Oturum açık olan diğer tüm cihazlarda oturumunuz kapatıldı.',
  Password: 'Parola',
  'You sign in with Google or Apple, so your password is kept there, not here. Change it in your Google or Apple account.':
    'Google veya Apple ile oturum açtığınız için parolanız burada değil, orada tutulur. Google veya Apple hesabınızdan değiştirin.',
  'Your account is deleted': 'Hesabınız silindi',
  'Every way of signing in with your address (password, Google, Apple) is deleted, and every session has ended. A confirmation is on its way to your address.':
    'Adresinizle oturum açmanın tüm yolları (parola, Google, Apple) silindi ve tüm oturumlar sona erdi. Adresinize bir onay gönderiliyor.',
  'What we keep, and why': 'Neleri neden saklıyoruz',
  'Your paid orders, invoices and refunds, for 10 years from the end of the year of payment: tax law requires it.':
    'Ödenmiş siparişleriniz, faturalarınız ve iadeleriniz, ödeme yılının sonundan itibaren 10 yıl: vergi yasası bunu gerektirir.',
  'Your licences and their keys: they keep working, and signing up again with the same address shows them.':
    'Lisanslarınız ve anahtarları: çalışmaya devam ederler; aynı adresle yeniden kaydolursanız görünürler.',
  'Your subscriptions until the end of the period you paid for: none of them renews any more.':
    'Aboneliklerinizi ödenen dönemin sonuna kadar: hiçbiri artık yenilenmez.',
  'Which mails we sent about an order (never their text), for one year.':
    'Bir sipariş hakkında hangi e-postaları gönderdiğimiz (metinleri asla), bir yıl boyunca.',
  'Everything else (checkouts never paid, transfer offers nobody accepted, the log of mails we sent you) is deleted. Read more in our {{privacy}}.':
    'Diğer her şey (hiç ödenmemiş siparişler, kimsenin kabul etmediği devir teklifleri, size gönderdiğimiz e-postaların kaydı) silindi. Daha fazlası için {{privacy}}.',
  'privacy notice': 'gizlilik bildirimimize bakın',
  'Back to the shop': 'Mağazaya dön',
  'My orders': 'Siparişlerim',
  'All your orders': 'Tüm siparişleriniz',
  'You have no orders yet.': 'Henüz siparişiniz yok.',
  '{{shop}} to buy a cockpit suite or an FMS trainer.': 'Kokpit paketi veya FMS Trainer satın almak için {{shop}}.',
  'Visit the shop': 'mağazayı ziyaret edin',
  'Older orders': 'Daha eski siparişler',
  'Order of {{date}}': '{{date}} tarihli sipariş',
  'Renewal of {{date}}': '{{date}} tarihli yenileme',
  Net: 'Net',
  VAT: 'KDV',
  'Total paid': 'Ödenen toplam',
  'Net paid': 'İadeler sonrası ödenen',
  Status: 'Durum',
  'Order number': 'Sipariş numarası',
  'Transaction (for support)': 'İşlem (destek için)',
  'Download invoice': 'Faturayı indir',
  Paid: 'Ödendi',
  Refunded: 'İade edildi',
  'Partly refunded': 'Kısmen iade edildi',
  'Refunded on {{date}}': '{{date}} tarihinde iade edildi',
  'Charged back on {{date}}': '{{date}} tarihinde ters ibraz',
  'amount not known': 'tutar bilinmiyor',
  'Credit note': 'Alacak dekontu',
  'Credit note of {{date}}': '{{date}} tarihli alacak dekontu',
  'Revoked: this key no longer activates the software.': 'İptal edildi: bu anahtar artık yazılımı etkinleştirmez.',
  'Copy key': 'Anahtarı kopyala',
  'Show whole key': 'Anahtarın tamamını göster',
  'Fold key': 'Anahtarı daralt',
  Copied: 'Kopyalandı',
  'Copying is blocked here: select the key and copy it by hand.':
    'Burada kopyalama engelli: anahtarı seçip elle kopyalayın.',
  'No suite licence is bound to this address.': 'Bu adrese bağlı bir suite lisansı yok.',
  'Buy a cockpit suite': "Bir kokpit suite'i satın alın",
  'Suite licences': 'Suite lisansları',
  'Licence {{licence}}, {{aircraft}}': 'Lisans {{licence}}, {{aircraft}}',
  'Licence {{licence}}': 'Lisans {{licence}}',
  'Licence {{licence}}, paid until {{date}}': 'Lisans {{licence}}, {{date}} tarihine kadar ödendi',
  'Support lapsed 1 month ago: the extension includes 1 catch-up month.':
    'Destek 1 ay önce sona erdi: uzatma 1 telafi ayını içerir.',
  'Support lapsed {{count}} months ago: the extension includes {{count}} catch-up months.':
    'Destek {{count}} ay önce sona erdi: uzatma {{count}} telafi ayını içerir.',
  'Support term': 'Destek süresi',
  Monthly: 'Aylık',
  Annual: 'Yıllık',
  'Support will run from {{start}} until {{end}}.': 'Destek {{start}} ile {{end}} arasında geçerli olacak.',
  'Support will run until {{date}}.': 'Destek {{date}} tarihine kadar geçerli olacak.',
  Continue: 'Devam',
  'Support renews automatically; nothing to extend.': 'Destek otomatik olarak yenilenir; uzatılacak bir şey yok.',
  'You have no subscriptions.': 'Aboneliğiniz yok.',
  Subscriptions: 'Abonelikler',
  'Licences {{licences}}': 'Lisanslar {{licences}}',
  Subscription: 'Abonelik',
  'Pays for': 'Ödediği',
  Supports: 'Desteklediği',
  'Cancelled — ends on {{date}}': 'İptal edildi — {{date}} tarihinde sona eriyor',
  'Active, renews automatically': 'Etkin, otomatik olarak yenilenir',
  'Next billing date': 'Sonraki ödeme tarihi',
  none: 'yok',
  Amount: 'Tutar',
  'Current period ends': 'Mevcut dönemin sonu',
  'Cancellation requested; waiting for the payment provider to confirm…':
    'İptal istendi; ödeme sağlayıcısının onayı bekleniyor…',
  'Resuming; waiting for the payment provider to confirm…': 'Devam ettiriliyor; ödeme sağlayıcısının onayı bekleniyor…',
  'Changed your mind? Until {{date}} you can resume it, and it renews as before.':
    'Fikrinizi mi değiştirdiniz? {{date}} tarihine kadar devam ettirebilirsiniz; eskisi gibi yenilenir.',
  'Cancel subscription': 'Aboneliği iptal et',
  Resume: 'Devam ettir',
  'Manage payment method': 'Ödeme yöntemini yönet',
  'Confirm cancellation': 'İptali onayla',
  'Cancel at the end of the current period? It stays active until {{date}} and is not charged again.':
    'Mevcut dönemin sonunda iptal edilsin mi? {{date}} tarihine kadar etkin kalır ve yeniden ücret alınmaz.',
  'Yes, cancel at period end': 'Evet, dönem sonunda iptal et',
  'Keep subscription': 'Aboneliği koru',
  '{{price}} per month plus VAT': 'Aylık {{price}} + KDV',
  '{{price}} per year plus VAT': 'Yıllık {{price}} + KDV',
  '1 seat': '1 koltuk',
  '{{count}} seats': '{{count}} koltuk',
  'This action is not available.': 'Bu işlem kullanılamıyor.',
  'The shop could not be reached. Please check your connection and try again.':
    'Mağazaya ulaşılamadı. Lütfen bağlantınızı kontrol edip yeniden deneyin.',
  'You have no licences yet.': 'Henüz lisansınız yok.',
  Licences: 'Lisanslar',
  Licence: 'Lisans',
  Aircraft: 'Uçak',
  Configuration: 'Yapılandırma',
  'Add-ons': 'Eklentiler',
  'Licence key (re-issued {{date}})': 'Lisans anahtarı ({{date}} tarihinde yeniden verildi)',
  'Licence key': 'Lisans anahtarı',
  'The dispute over this purchase was settled in your favour, but the support subscription it canceled cannot be resumed.':
    'Bu satın almayla ilgili itiraz sizin lehinize sonuçlandı, ancak bu sırada iptal edilen destek aboneliği devam ettirilemez.',
  'Restart support': 'Desteği yeniden başlat',
  'Continue support from {{date}}': 'Desteği {{date}} tarihinden itibaren sürdür',
  '{{product}}: {{seats}}': '{{product}}: {{seats}}',
  Billed: 'Faturalama',
  Seats: 'Koltuklar',
  'Seat {{number}} key ({{licence}})': 'Koltuk {{number}} anahtarı ({{licence}})',
  Purchased: 'Satın alındı',
  'Revoked (refunded)': 'İptal edildi (iade edildi)',
  'Transfer to {{email}} pending since {{date}}.': '{{email}} adresine devir {{date}} tarihinden beri bekliyor.',
  'Cancel transfer': 'Devri iptal et',
  'Transfer to a new owner…': 'Yeni bir sahibe devret…',
  "New owner's e-mail address": 'Yeni sahibin e-posta adresi',
  'The new owner accepts the licence after signing in with this address; you then no longer hold it, and its key is re-issued.':
    'Yeni sahip bu adresle oturum açtıktan sonra lisansı kabul eder; ardından lisans artık sizin olmaz ve anahtarı yeniden verilir.',
  'Offer transfer': 'Devir teklif et',
  'Licences offered to you': 'Size teklif edilen lisanslar',
  '{{product}} ({{licence}}) from {{email}}, offered {{date}}.':
    '{{email}} adresinden {{product}} ({{licence}}), {{date}} tarihinde teklif edildi.',
  'Accept licence {{licence}}': '{{licence}} lisansını kabul et',
  "Every licence and trainer seat bought with your e-mail address, with its key. Copy a key into the simulator's licence dialog on the computer it runs on; a key that was re-issued after a transfer or a renewal replaces the one you had before.":
    'E-posta adresinizle satın alınan her lisans ve eğitmen koltuğu, anahtarıyla birlikte. Bir anahtarı, simülatörün çalıştığı bilgisayardaki lisans penceresine kopyalayın; bir devir veya yenilemeden sonra yeniden verilen anahtar öncekinin yerini alır.',
  'neo and ceo': 'neo ve ceo',
  'ceo only': 'yalnızca ceo',
  'Support active until {{date}}, renews automatically':
    'Destek {{date}} tarihine kadar etkin, otomatik olarak yenilenir',
  'Support active until {{date}}, cancelled (does not renew)':
    'Destek {{date}} tarihine kadar etkin, iptal edildi (yenilenmez)',
  'Support active until {{date}}, paid by the previous owner, renews automatically':
    'Destek {{date}} tarihine kadar etkin, önceki sahip tarafından ödendi, otomatik olarak yenilenir',
  'Support active until {{date}}, paid by the previous owner; it does not renew for you':
    'Destek {{date}} tarihine kadar etkin, önceki sahip tarafından ödendi; sizin için yenilenmez',
  'Support active until {{date}}, paid by someone else, renews automatically':
    'Destek {{date}} tarihine kadar etkin, başka biri tarafından ödendi, otomatik olarak yenilenir',
  'Support active until {{date}}, paid by someone else; it does not renew for you':
    'Destek {{date}} tarihine kadar etkin, başka biri tarafından ödendi; sizin için yenilenmez',
  'Support lapsed since {{date}}': 'Destek {{date}} tarihinden beri sona ermiş',
  'Support paused since {{date}}': 'Destek {{date}} tarihinden beri duraklatıldı',
  'Support payment due: the renewal of {{date}} is not paid yet':
    'Destek ödemesi gecikti: {{date}} tarihli yenileme henüz ödenmedi',
  'No support on record yet': 'Henüz kayıtlı destek yok',
  'Subscription active until {{date}}, renews automatically':
    'Abonelik {{date}} tarihine kadar etkin, otomatik olarak yenilenir',
  'Subscription active until {{date}}, cancelled (does not renew)':
    'Abonelik {{date}} tarihine kadar etkin, iptal edildi (yenilenmez)',
  'Subscription active until {{date}}, paid by the previous owner, renews automatically':
    'Abonelik {{date}} tarihine kadar etkin, önceki sahip tarafından ödendi, otomatik olarak yenilenir',
  'Subscription active until {{date}}, paid by the previous owner; it does not renew for you':
    'Abonelik {{date}} tarihine kadar etkin, önceki sahip tarafından ödendi; sizin için yenilenmez',
  'Subscription active until {{date}}, paid by someone else, renews automatically':
    'Abonelik {{date}} tarihine kadar etkin, başka biri tarafından ödendi, otomatik olarak yenilenir',
  'Subscription active until {{date}}, paid by someone else; it does not renew for you':
    'Abonelik {{date}} tarihine kadar etkin, başka biri tarafından ödendi; sizin için yenilenmez',
  'Subscription lapsed since {{date}}': 'Abonelik {{date}} tarihinden beri sona ermiş',
  'Subscription paused since {{date}}': 'Abonelik {{date}} tarihinden beri duraklatıldı',
  'Subscription payment due: the renewal of {{date}} is not paid yet':
    'Abonelik ödemesi gecikti: {{date}} tarihli yenileme henüz ödenmedi',
  'No subscription on record yet': 'Henüz kayıtlı abonelik yok',
  Active: 'Etkin',
  Trial: 'Deneme',
  'Payment overdue': 'Ödeme gecikti',
  Paused: 'Duraklatıldı',
  Cancelled: 'İptal edildi',
  'Support for {{product}}': '{{product}} için destek',
  'Next charge': 'Sonraki ödeme',
  '{{gross}} (including {{vat}} VAT)': '{{gross}} ({{vat}} KDV dahil)',
  'Every order and renewal paid with your e-mail address, with what was charged, its refunds, its invoice and its credit notes.':
    'E-posta adresinizle ödenen her sipariş ve yenileme; tahsil edilen tutar, iadeleri, faturası ve alacak dekontlarıyla birlikte.',
};

export default tr;
