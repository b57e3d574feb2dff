import type { MailTexts } from './en';

export const tr: MailTexts = {
  team: '{{brand}} ekibi',
  hello: 'Merhaba,',
  thanks: 'Siparişiniz için teşekkür ederiz.',
  legalLine: 'Koşullar, gizlilik bildirimi, künye ve cayma hakkı:',
  legalTerms: 'Koşullar',
  legalPrivacy: 'Gizlilik bildirimi',
  legalImprint: 'Künye',
  legalWithdrawal: 'Cayma hakkı',
  orderSubjectOne: 'lisans anahtarınız',
  orderSubjectMany: '{{count}} lisans anahtarınız',
  orderSubjectExtension: 'destek uzatmanız ödendi',
  resentSubject: 'Yeniden gönderildi: {{subject}}',
  factOrderNumber: 'Sipariş numarası',
  factReference: 'Destek için referans',
  factProduct: 'Ürün',
  factItems: 'Kalemler',
  factRenewal: 'Yenileme',
  factNet: 'Net fiyat',
  factVat: 'KDV',
  factCharged: 'Tahsil edilen tutar',
  excludingVat: '{{amount}} (KDV hariç)',
  renewalYear: 'yılda {{amount}}, iptal edilene kadar otomatik olarak yenilenir',
  renewalMonth: 'ayda {{amount}}, iptal edilene kadar otomatik olarak yenilenir',
  renewalWithVat: '{{gross}} ({{vat}} KDV dahil)',
  renewalFirstYear: 'İlk yıl dahil, ardından {{price}}',
  extendedUntil:
    '{{licence}} lisansının desteği uzatıldı: artık {{date}} tarihine kadar sürüyor. Lisans anahtarınız aynı kalır.',
  extended: '{{licence}} lisansının desteği uzatıldı. Lisans anahtarınız aynı kalır.',
  seeLicences: 'Lisanslarınızı görün',
  goToLicences: 'Lisanslarınıza gidin',
  seeOrder: 'Siparişinizi ve faturanızı görün',
  keysOne: 'Lisans anahtarınız aşağıdadır.',
  keysMany: '{{count}} lisans anahtarınız aşağıdadır; her lisans için bir tane.',
  keysFirst: '{{count}} lisans anahtarınızın ilk {{mailed}} tanesi aşağıdadır; hepsi lisanslar sayfanızda bulunur.',
  keyLabel: 'Lisans {{index}} / {{count}} ({{licence}})',
  suiteKeyUse:
    '{{product}} lisansınızı simülatör yazılımında etkinleştirmek için bu anahtarı kullanın. Anahtar e-posta adresinize bağlıdır.',
  seatKeyUse: 'Aboneliği sürdüğü sürece FMS Trainer uygulamasının bir yerini açmak için bu anahtarı kullanın.',
  seatKeyUseAircraft:
    'Aboneliği sürdüğü sürece FMS Trainer uygulamasının ({{aircraft}}) bir yerini açmak için bu anahtarı kullanın.',
  signInToSee:
    'Lisanslarınızı görmek, anahtarlarınızı kopyalamak ve desteği yönetmek için istediğiniz zaman bu e-posta adresiyle oturum açın.',
  offerSubject: 'size bir lisans sunuluyor',
  offer: '{{from}} size kendi {{product}} lisansını ({{licence}}) sunuyor.',
  offerHowTo:
    'Kabul etmek için bu e-posta adresiyle oturum açın (veya hesabınızı oluşturun) ve Kabul Et’i seçin. Lisans anahtarı bunun üzerine sizin için yeniden düzenlenir.',
  acceptLicence: 'Lisansı kabul et',
  newOwnerSubject: 'lisans artık sizin',
  newOwnerBound: '{{product}} lisansı ({{licence}}) artık e-posta adresinize bağlı.',
  newKeyLabel: 'Yeni lisans anahtarınız',
  newKeyUse: 'Bu anahtarı yazılıma girin; önceki sahibin anahtarı artık geçerli sayılmaz.',
  movedSupportPaid:
    'Desteği {{date}} tarihine kadar ödenmiştir ve sizin için yenilenmez. O tarihten itibaren kendi destek uzatmanızla sürdürün.',
  movedSupportNone: 'Devam eden bir desteği yok. Kendi destek uzatmanızla desteği başlatın.',
  continueSupport: 'Desteği sürdür',
  previousOwnerSubject: 'lisans devriniz tamamlandı',
  previousOwnerAccepted:
    '{{to}}, {{product}} lisansınızı ({{licence}}) kabul etti. Lisans artık e-posta adresinize bağlı değil ve eski anahtarı geçersiz kılındı.',
  previousOwnerMovedByStaff:
    'Destek ekibimiz {{product}} lisansınızı ({{licence}}) {{to}} adresine taşıdı. Lisans artık e-posta adresinize bağlı değil ve eski anahtarı geçersiz kılındı.',
  byStaff: 'Bu değişikliği destek ekibimiz yaptı. Beklemiyorsanız bu e-postayı yanıtlayın.',
  resentByStaff: 'Destek ekibimiz bu e-postayı yeniden gönderdi.',
  correctedByStaff:
    'Destek ekibimiz bu siparişin e-posta adresini sizinkiyle düzeltti ve sipariş için yeni lisans anahtarları oluşturdu.',
  renewalStoppedAfter:
    'Bu lisans için destek aboneliğiniz {{date}} tarihinden sonra yenilenmez: bu lisans için sizden bir daha ücret alınmaz.',
  renewalStopped: 'Bu lisans için destek aboneliğiniz artık yenilenmez: bu lisans için sizden bir daha ücret alınmaz.',
  lapsingSubject: 'desteğiniz yakında bitiyor',
  lapsing: '{{product}} lisansınızın ({{licence}}) desteği {{date}} tarihinde bitiyor ve yenilenmiyor.',
  lapsingAdvice: 'Güncellemeleri ve yardımı geriye dönük aylar ödemeden korumak için o tarihten önce uzatın.',
  extendSupport: 'Desteği uzat',
  lapsedSubject: 'desteğiniz sona erdi',
  lapsed:
    '{{product}} lisansınızın ({{licence}}) desteği {{date}} tarihinde sona erdi. Lisansınız çalışmaya devam ediyor.',
  lapsedAdvice: 'Desteği istediğiniz zaman uzatabilirsiniz; uzatma, sona erdiğinden bu yana geçen ayları kapsar.',
  extendedForOwnerSubject: 'lisansınızın desteği uzatıldı',
  extendedForOwner:
    'Biri {{product}} lisansınız ({{licence}}) için destek uzatması satın aldı. Desteği artık {{date}} tarihine kadar sürüyor.',
  extendedForOwnerNothingToDo: 'Lisans anahtarınız aynı kalır; bir şey yapmanız gerekmez.',
  cancelledSubject: 'Aboneliğiniz iptal edildi',
  cancelled:
    '“{{product}}” aboneliğinizi iptal ettiniz. {{date}} tarihine kadar etkin kalır ve bir daha ücretlendirilmez.',
  factSubscription: 'Abonelik',
  factEndsOn: 'Bitiş tarihi',
  cancelledResume:
    'Fikrinizi mi değiştirdiniz? O güne kadar abonelikler sayfanızdan ek ücret ödemeden sürdürebilirsiniz.',
  resumeOrManage: 'Abonelikleri sürdür veya yönet',
  resumedSubject: 'Aboneliğiniz devam ediyor',
  resumedOn:
    '“{{product}}” aboneliğiniz artık iptal edilmiş değil: devam ediyor ve {{date}} tarihinde otomatik olarak yenileniyor.',
  resumed: '“{{product}}” aboneliğiniz artık iptal edilmiş değil: devam ediyor ve otomatik olarak yenileniyor.',
  cancelAgain: 'O tarihe kadar istediğiniz zaman yeniden iptal edebilirsiniz.',
  seeSubscriptions: 'Aboneliklerinizi görün',
  passwordChangedSubject: 'parolanız değiştirildi',
  passwordChanged:
    '{{brand}} hesabınızın ({{email}}) parolası {{date}} tarihinde değiştirildi. Oturum açık olan diğer tüm cihazlarda oturumunuz kapatıldı.',
  passwordChangedNotYou:
    'Parolayı siz değiştirmediyseniz şimdi “Parolanızı mı unuttunuz?” ile yeni bir parola belirleyin.',
  signIn: 'Oturum aç',
  deleteCodeSubject: 'hesabınızı silme kodunuz',
  deleteCode: '{{brand}} hesabınızı ({{email}}) silmek istediniz. Onaylamak için bu kodu hesap sayfanıza girin.',
  deleteCodeLabel: 'Kodunuz',
  deleteCodeExpiry:
    'Kod 15 dakika geçerlidir. İstemediyseniz bu e-postayı dikkate almayın: hesabınız olduğu gibi kalır.',
  accountDeletedSubject: 'hesabınız silindi',
  accountDeleted:
    '{{brand}} hesabınız ({{email}}) ve ona oturum açmanın tüm yolları {{date}} tarihinde silindi; tüm oturumlar sona erdi.',
  accountDeletedKept:
    'Muhasebe için saklananlar: ödenmiş siparişleriniz, faturalarınız ve iadeleriniz (vergi yasasının gerektirdiği gibi 10 yıl). Lisanslarınız ve anahtarları çalışmaya devam eder; bu adresle yeniden kaydolursanız yine görünürler.',
  accountDeletedSubscriptions: 'Abonelikleriniz artık yenilenmez; her biri ödenen dönemin sonuna kadar sürer.',
};
