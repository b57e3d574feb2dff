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
  'Net paid': 'Net ödenen',
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
};

export default tr;
