import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Turkish. */
const tr: Translations<typeof en> = {
  '{{price}} per month': 'Aylık {{price}}',
  '{{price}} per year': 'Yıllık {{price}}',
  'Prices are excluding VAT.': 'Fiyatlara KDV dahil değildir.',
  Continue: 'Devam',
  'Price breakdown': 'Fiyat dökümü',
  'First year of support included': 'İlk yıl destek dahil',
  'Get {{product}} on the App Store': '{{product}} uygulamasını App Store’dan indirin',
  'Get {{product}} on the Microsoft Store': '{{product}} uygulamasını Microsoft Store’dan indirin',
  'Prices are shown for up to {{count}} licences.': 'Fiyatlar en fazla {{count}} lisans için gösterilir.',
  'Aircraft type': 'Uçak tipi',
  Platform: 'Platform',
  'Licence type': 'Lisans türü',
  Subscription: 'Abonelik',
  Personal: 'Kişisel',
  Classroom: 'Sınıf',
  Monthly: 'Aylık',
  Annual: 'Yıllık',
  'Windows PC or tablet use, without restrictions, optional hardware M(CDU) connectivity':
    'Windows bilgisayar veya tablette kısıtlamasız kullanım, isteğe bağlı donanım M(CDU) bağlantısı',
  'Personal use on Windows PC or tablet, at home or at work, maximum 4 hours per day':
    'Windows bilgisayar veya tablette kişisel kullanım, evde veya işte, günde en fazla 4 saat',
  'Use on iPad without restrictions': 'iPad’de kısıtlamasız kullanım',
  'Personal use on iPad, at home or at work, maximum 4 hours per day':
    'iPad’de kişisel kullanım, evde veya işte, günde en fazla 4 saat',
  'Download the FMS Trainer app': 'FMS Trainer uygulamasını indirin',
  'Purchase FMS Trainer': 'FMS Trainer satın al',
  '{{platform}} FMS Trainer user licence': '{{platform}} FMS Trainer kullanıcı lisansı',
  '{{platform}} FMS Trainer for {{aircraft}}': '{{aircraft}} için {{platform}} FMS Trainer',
  '{{platform}} FMS Trainer for your aircraft': 'Uçağınız için {{platform}} FMS Trainer',
  'FMS Trainer for {{aircraft}}': '{{aircraft}} için FMS Trainer',
  '{{product}} on iPad': 'iPad’de {{product}}',
  'Unknown aircraft type': 'Bilinmeyen uçak tipi',
  'Your licence': 'Lisansınız',
  Quantity: 'Adet',
  'Choose an aircraft type, licence type and subscription to see the price.':
    'Fiyatı görmek için uçak tipi, lisans türü ve abonelik seçin.',
  'Volume discounts per licence': 'Lisans başına toplu alım indirimleri',
  '{{minimum}} or more': '{{minimum}} veya daha fazla',
  '{{minimum}} to {{maximum}}': '{{minimum}} ile {{maximum}} arası',
  '{{brand}} suite user licence for private home use': 'Evde özel kullanım için {{brand}} paketi kullanıcı lisansı',
  'A perpetual, non-commercial licence for your home cockpit, with the first year of Bronze support included.':
    'Ev kokpitiniz için ilk yıl Bronze destek dahil, süresiz ve ticari olmayan bir lisans.',
  '{{brand}} {{family}} suite': '{{brand}} {{family}} paketi',
  '{{brand}} cockpit suite': '{{brand}} kokpit paketi',
  Configuration: 'Yapılandırma',
  'neo and ceo': 'neo ve ceo',
  'ceo only': 'yalnızca ceo',
  'Add-ons': 'Eklentiler',
  '+ {{price}} per licence': 'Lisans başına + {{price}}',
  Term: 'Süre',
  'Annual — one year of Bronze support is included, then it renews at {{price}}.':
    'Yıllık — bir yıl Bronze destek dahildir, ardından {{price}} ücretle yenilenir.',
  'Choose an aircraft type to see the price.': 'Fiyatı görmek için bir uçak tipi seçin.',
  'Choose a configuration to see the price.': 'Fiyatı görmek için bir yapılandırma seçin.',
  'About {{brand}}': '{{brand}} hakkında',
  '{{brand}} makes flight-simulator software for home cockpits and for pilots in training.':
    '{{brand}}, ev kokpitleri ve eğitimdeki pilotlar için uçuş simülatörü yazılımı geliştirir.',
  'What we sell': 'Ne satıyoruz',
  '{{suites}} for the A320 family, the 737 and the 737 MAX 8, with add-ons such as the Head-up Display for the 737.':
    'A320 ailesi, 737 ve 737 MAX 8 için {{suites}}; 737 için Head-up Display gibi eklentilerle.',
  '{{brand}} cockpit suites': '{{brand}} kokpit paketleri',
  '{{support}} that keep a suite up to date.': 'Bir paketi güncel tutan {{support}}.',
  'Support subscriptions': 'Destek abonelikleri',
  '{{trainer}} licences for Windows PC or tablet and for iPad, monthly or annual, personal or classroom.':
    'Windows bilgisayar veya tablet ve iPad için aylık ya da yıllık, kişisel veya sınıf {{trainer}} lisansları.',
  'Licence terms': 'Lisans koşulları',
  'A suite licence is perpetual and for private, non-commercial home use.':
    'Paket lisansı süresizdir ve evde özel, ticari olmayan kullanım içindir.',
  'It comes bundled with support: one year of Bronze support is included, then support renews automatically each year and can be cancelled at any time.':
    'Destekle birlikte gelir: bir yıl Bronze destek dahildir, ardından destek her yıl otomatik olarak yenilenir ve istediğiniz zaman iptal edilebilir.',
  'A suite licence is transferable to a new owner on request.':
    'Paket lisansı talep üzerine yeni bir sahibe devredilebilir.',
  'Personal FMS Trainer licences are for personal use, at home or at work, for a maximum of 4 hours per day; classroom licences have no such restriction.':
    'Kişisel FMS Trainer lisansları evde veya işte, günde en fazla 4 saatlik kişisel kullanım içindir; sınıf lisanslarında böyle bir kısıtlama yoktur.',
  'All prices are in euro and exclude VAT.': 'Tüm fiyatlar euro cinsindendir ve KDV hariçtir.',
  '{{platform}} FMS Trainer system requirements': '{{platform}} FMS Trainer sistem gereksinimleri',
  'The minimum your device needs to run the {{brand}} {{platform}} FMS Trainer.':
    'Cihazınızın {{brand}} {{platform}} FMS Trainer’ı çalıştırmak için ihtiyaç duyduğu en düşük gereksinimler.',
  'Buy {{brand}} {{platform}} FMS Trainer': '{{brand}} {{platform}} FMS Trainer satın al',
  Processor: 'İşlemci',
  'Intel or AMD CPU from 2019 or later': '2019 veya sonrası Intel ya da AMD işlemci',
  Memory: 'Bellek',
  '8 GB RAM': '8 GB RAM',
  Storage: 'Depolama',
  '4 GB free disk space': '4 GB boş disk alanı',
  'Operating system': 'İşletim sistemi',
  'Windows 10 (21H2 and newer) 64-bit': 'Windows 10 (21H2 ve üzeri) 64 bit',
  'Windows 11': 'Windows 11',
  '4 GB RAM': '4 GB RAM',
  'iOS 17.2 or newer': 'iOS 17.2 veya üzeri',
  iPad: 'iPad',
  'iPad 10th Gen or newer': 'iPad 10. nesil veya üzeri',
  'iPad Air 4th Gen or newer': 'iPad Air 4. nesil veya üzeri',
  'iPad Mini 6th Gen or newer': 'iPad mini 6. nesil veya üzeri',
  'iPad Pro 2nd Gen or newer': 'iPad Pro 2. nesil veya üzeri',
  'Extend your support subscription': 'Destek aboneliğinizi uzatın',
  'Support keeps your {{brand}} suite up to date and gives you a direct line to our service desk.':
    'Destek, {{brand}} paketinizi güncel tutar ve hizmet masamıza doğrudan ulaşmanızı sağlar.',
  'Bronze support': 'Bronze destek',
  'Every suite licence includes the first year of Bronze support.': 'Her paket lisansı ilk yıl Bronze desteği içerir.',
  'After the first year support renews automatically at {{price}} (excluding VAT).':
    'İlk yıldan sonra destek {{price}} (KDV hariç) ücretle otomatik olarak yenilenir.',
  'You can cancel at any time; your licence stays yours.':
    'İstediğiniz zaman iptal edebilirsiniz; lisansınız sizde kalır.',
  'Support lapsed? Catch up on the months since it ended and extend from there.':
    'Desteğinizin süresi mi doldu? Bittiği tarihten bu yana geçen ayları tamamlayın ve oradan uzatın.',
  'Extend it': 'Uzatın',
  'You are signed in as {{email}}: choose the licence whose support you want to extend.':
    '{{email}} olarak oturum açtınız: desteğini uzatmak istediğiniz lisansı seçin.',
  'Sign in with the email address that is bound to your licence keys to see your licences and their support.':
    'Lisanslarınızı ve desteklerini görmek için lisans anahtarlarınızın bağlı olduğu e-posta adresiyle oturum açın.',
  'Extend support for your licences': 'Lisanslarınızın desteğini uzatın',
  'Sign in to extend support': 'Desteği uzatmak için oturum açın',
  'Buy a support extension': 'Destek uzatma satın al',
  'Your suite licences': 'Paket lisanslarınız',
  'Extend support': 'Desteği uzat',
  'support renews automatically': 'destek otomatik olarak yenilenir',
  'Support runs until {{date}} and renews automatically.':
    'Destek {{date}} tarihine kadar sürer ve otomatik olarak yenilenir.',
  'Support runs until {{date}}.': 'Destek {{date}} tarihine kadar sürer.',
  'Support lapsed on {{date}}.': 'Destek {{date}} tarihinde sona erdi.',
  'No support is on record for this licence.': 'Bu lisans için kayıtlı destek yok.',
  'Support paused since {{date}}': 'Destek {{date}} tarihinden beri duraklatıldı',
  'Support payment due: the renewal of {{date}} is not paid yet':
    'Destek ödemesi gecikti: {{date}} tarihli yenileme henüz ödenmedi',
  'Suite support extension': 'Paket destek uzatma',
  'Start or extend Bronze support for your suite licence. If your support has lapsed, catch up on the months since it ended and you are back on the current release.':
    'Paket lisansınız için Bronze desteği başlatın veya uzatın. Desteğinizin süresi dolduysa, bittiği tarihten bu yana geçen ayları tamamlayın ve güncel sürüme geri dönün.',
  '{{family}} suite support': '{{family}} paketi desteği',
  'Suite support': 'Paket desteği',
  'Your licence is for the {{family}} suite; choose {{family}} above.':
    'Lisansınız {{family}} paketi içindir; yukarıdan {{family}} seçin.',
  'Lapsed months to catch up': 'Tamamlanacak süresi dolmuş aylar',
  '{{price}} per lapsed month, once.': 'Süresi dolan ay başına {{price}}, bir kez.',
  'Your support extension': 'Destek uzatmanız',
  'Support for this licence renews automatically on {{date}}; there is nothing to extend.':
    'Bu lisansın desteği {{date}} tarihinde otomatik olarak yenilenir; uzatılacak bir şey yok.',
  'Support will run from {{start}} until {{end}}.': 'Destek {{start}} ile {{end}} arasında geçerli olacak.',
  'Support will run until {{end}}.': 'Destek {{end}} tarihine kadar geçerli olacak.',
  'Support then renews at {{price}}; cancel at any time.':
    'Ardından destek {{price}} ücretle yenilenir; istediğiniz zaman iptal edebilirsiniz.',
  'The key could not be checked just now. Please try again.':
    'Anahtar şu anda kontrol edilemedi. Lütfen tekrar deneyin.',
  'Your suite licence': 'Paket lisansınız',
  'Licence key': 'Lisans anahtarı',
  'Check licence key': 'Lisans anahtarını kontrol et',
  'Licence {{id}}: {{family}} suite.': 'Lisans {{id}}: {{family}} paketi.',
  'Or {{signIn}} to choose one of your licences.': 'Ya da lisanslarınızdan birini seçmek için {{signIn}}.',
  'sign in': 'oturum açın',
  'Your licences could not be read just now. Please try again.':
    'Lisanslarınız şu anda okunamadı. Lütfen tekrar deneyin.',
  'Reading your licences…': 'Lisanslarınız okunuyor…',
  'No suite licence is bound to your address.': 'Adresinize bağlı paket lisansı yok.',
  'See your licences': 'Lisanslarınızı görün',
  'This is not a {{brand}} licence key. Copy the whole key from your licence e-mail or from /licenses.':
    'Bu bir {{brand}} lisans anahtarı değil. Anahtarın tamamını lisans e-postanızdan veya /licenses sayfasından kopyalayın.',
  'This licence key does not verify. Check that it was copied completely.':
    'Bu lisans anahtarı doğrulanamıyor. Tamamının kopyalandığını kontrol edin.',
  'Support extensions are for suite licences; this key is for a trainer seat.':
    'Destek uzatmaları paket lisansları içindir; bu anahtar bir eğitmen koltuğu içindir.',
};

export default tr;
