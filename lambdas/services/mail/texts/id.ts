import type { MailTexts } from './en';

export const id: MailTexts = {
  team: 'Tim {{brand}}',
  hello: 'Halo,',
  thanks: 'Terima kasih atas pesanan Anda.',
  legalLine: 'Ketentuan, pemberitahuan privasi, informasi perusahaan, dan hak pembatalan:',
  legalTerms: 'Ketentuan',
  legalPrivacy: 'Pemberitahuan privasi',
  legalImprint: 'Informasi perusahaan',
  legalWithdrawal: 'Hak pembatalan',
  orderSubjectOne: 'kunci lisensi Anda',
  orderSubjectMany: '{{count}} kunci lisensi Anda',
  orderSubjectExtension: 'perpanjangan dukungan Anda sudah dibayar',
  resentSubject: 'Dikirim ulang: {{subject}}',
  factOrderNumber: 'Nomor pesanan',
  factReference: 'Referensi untuk dukungan',
  factProduct: 'Produk',
  factItems: 'Item',
  factRenewal: 'Perpanjangan',
  factNet: 'Harga neto',
  factVat: 'PPN',
  factCharged: 'Jumlah yang ditagih',
  excludingVat: '{{amount}} (belum termasuk PPN)',
  renewalYear: '{{amount}} per tahun, diperpanjang otomatis hingga dibatalkan',
  renewalMonth: '{{amount}} per bulan, diperpanjang otomatis hingga dibatalkan',
  renewalWithVat: '{{gross}} (termasuk PPN {{vat}})',
  renewalFirstYear: 'Tahun pertama sudah termasuk, selanjutnya {{price}}',
  extendedUntil:
    'Dukungan lisensi {{licence}} diperpanjang: kini berlaku hingga {{date}}. Kunci lisensi Anda tetap sama.',
  extended: 'Dukungan lisensi {{licence}} diperpanjang. Kunci lisensi Anda tetap sama.',
  seeLicences: 'Lihat lisensi Anda',
  goToLicences: 'Buka lisensi Anda',
  seeOrder: 'Lihat pesanan dan faktur Anda',
  keysOne: 'Berikut kunci lisensi Anda.',
  keysMany: 'Berikut {{count}} kunci lisensi Anda, satu untuk setiap lisensi.',
  keysFirst:
    'Berikut {{mailed}} kunci pertama dari {{count}} kunci lisensi Anda; semuanya ada di halaman lisensi Anda.',
  keyLabel: 'Lisensi {{index}} dari {{count}} ({{licence}})',
  suiteKeyUse:
    'Gunakan kunci ini untuk mengaktifkan lisensi {{product}} Anda di perangkat lunak simulator. Kunci ini terikat pada alamat email Anda.',
  seatKeyUse: 'Gunakan kunci ini untuk membuka satu kursi aplikasi FMS Trainer selama langganannya berjalan.',
  seatKeyUseAircraft:
    'Gunakan kunci ini untuk membuka satu kursi aplikasi FMS Trainer ({{aircraft}}) selama langganannya berjalan.',
  signInToSee:
    'Masuk dengan alamat email ini untuk melihat lisensi, menyalin kunci, dan mengelola dukungan kapan saja.',
  offerSubject: 'sebuah lisensi ditawarkan kepada Anda',
  offer: '{{from}} menawarkan lisensi {{product}} miliknya ({{licence}}) kepada Anda.',
  offerHowTo:
    'Untuk menerimanya, masuk (atau buat akun) dengan alamat email ini lalu pilih Terima. Kunci lisensi kemudian diterbitkan ulang untuk Anda.',
  acceptLicence: 'Terima lisensi',
  newOwnerSubject: 'lisensi kini milik Anda',
  newOwnerBound: 'Lisensi {{product}} ({{licence}}) kini terikat pada alamat email Anda.',
  newKeyLabel: 'Kunci lisensi baru Anda',
  newKeyUse: 'Masukkan kunci ini di perangkat lunak; kunci pemilik sebelumnya tidak lagi berlaku.',
  movedSupportPaid:
    'Dukungannya sudah dibayar hingga {{date}} dan tidak diperpanjang untuk Anda. Lanjutkan mulai tanggal itu dengan perpanjangan dukungan Anda sendiri.',
  movedSupportNone:
    'Lisensi ini tidak memiliki dukungan aktif. Mulai dukungan dengan perpanjangan dukungan Anda sendiri.',
  continueSupport: 'Lanjutkan dukungan',
  previousOwnerSubject: 'pengalihan lisensi Anda selesai',
  previousOwnerAccepted:
    '{{to}} telah menerima lisensi {{product}} Anda ({{licence}}). Lisensi ini tidak lagi terikat pada alamat email Anda, dan kunci lamanya telah diganti.',
  previousOwnerMovedByStaff:
    'Tim dukungan kami telah memindahkan lisensi {{product}} Anda ({{licence}}) ke {{to}}. Lisensi ini tidak lagi terikat pada alamat email Anda, dan kunci lamanya telah diganti.',
  byStaff: 'Tim dukungan kami yang melakukan perubahan ini. Balas email ini jika Anda tidak mengharapkannya.',
  resentByStaff: 'Tim dukungan kami mengirim ulang email ini.',
  correctedByStaff:
    'Tim dukungan kami mengoreksi alamat email pesanan ini menjadi alamat Anda dan menerbitkan kunci lisensi baru untuknya.',
  renewalStoppedAfter:
    'Langganan dukungan Anda untuk lisensi ini tidak diperpanjang setelah {{date}}: Anda tidak akan ditagih lagi untuk lisensi ini.',
  renewalStopped:
    'Langganan dukungan Anda untuk lisensi ini tidak lagi diperpanjang: Anda tidak akan ditagih lagi untuk lisensi ini.',
  lapsingSubject: 'dukungan Anda segera berakhir',
  lapsing: 'Dukungan untuk lisensi {{product}} Anda ({{licence}}) berakhir pada {{date}} dan tidak diperpanjang.',
  lapsingAdvice: 'Perpanjang sebelum itu agar tetap mendapat pembaruan dan bantuan tanpa bulan susulan.',
  extendSupport: 'Perpanjang dukungan',
  lapsedSubject: 'dukungan Anda telah berakhir',
  lapsed: 'Dukungan untuk lisensi {{product}} Anda ({{licence}}) berakhir pada {{date}}. Lisensi Anda tetap berfungsi.',
  lapsedAdvice:
    'Anda dapat memperpanjang dukungan kapan saja; perpanjangan mencakup bulan-bulan sejak dukungan berakhir.',
  extendedForOwnerSubject: 'dukungan lisensi Anda telah diperpanjang',
  extendedForOwner:
    'Seseorang membeli perpanjangan dukungan untuk lisensi {{product}} Anda ({{licence}}). Dukungannya kini berlaku hingga {{date}}.',
  extendedForOwnerNothingToDo: 'Kunci lisensi Anda tetap sama; Anda tidak perlu melakukan apa pun.',
  cancelledSubject: 'Langganan Anda dibatalkan',
  cancelled:
    'Anda membatalkan langganan “{{product}}”. Langganan tetap aktif hingga {{date}} dan tidak akan ditagih lagi.',
  factSubscription: 'Langganan',
  factEndsOn: 'Berakhir pada',
  cancelledResume:
    'Berubah pikiran? Hingga hari itu Anda dapat melanjutkannya di halaman langganan tanpa biaya tambahan.',
  resumeOrManage: 'Lanjutkan atau kelola langganan',
  resumedSubject: 'Langganan Anda berlanjut',
  resumedOn:
    'Langganan “{{product}}” Anda tidak lagi dibatalkan: langganan berlanjut dan diperpanjang otomatis pada {{date}}.',
  resumed: 'Langganan “{{product}}” Anda tidak lagi dibatalkan: langganan berlanjut dan diperpanjang otomatis.',
  cancelAgain: 'Anda dapat membatalkannya lagi kapan saja sebelum itu.',
  seeSubscriptions: 'Lihat langganan Anda',
  passwordChangedSubject: 'kata sandi Anda telah diubah',
  passwordChanged:
    'Kata sandi akun {{brand}} Anda {{email}} diubah pada {{date}}. Semua perangkat lain tempat Anda masuk telah dikeluarkan.',
  passwordChangedNotYou: 'Jika bukan Anda yang mengubahnya, atur kata sandi baru sekarang melalui “Lupa kata sandi?”.',
  signIn: 'Masuk',
  deleteCodeSubject: 'kode Anda untuk menghapus akun',
  deleteCode:
    'Anda meminta penghapusan akun {{brand}} Anda {{email}}. Masukkan kode ini di halaman akun Anda untuk mengonfirmasi.',
  deleteCodeLabel: 'Kode Anda',
  deleteCodeExpiry:
    'Kode berlaku selama 15 menit. Jika Anda tidak memintanya, abaikan email ini: akun Anda tetap seperti semula.',
  accountDeletedSubject: 'akun Anda telah dihapus',
  accountDeleted:
    'Akun {{brand}} Anda {{email}} dan semua cara masuk ke akun tersebut dihapus pada {{date}}, dan semua sesi telah berakhir.',
  accountDeletedKept:
    'Disimpan untuk pembukuan: pesanan yang dibayar, faktur, dan pengembalian dana (10 tahun, sesuai ketentuan hukum pajak). Lisensi dan kuncinya tetap berfungsi, dan mendaftar lagi dengan alamat ini akan menampilkannya kembali.',
  accountDeletedSubscriptions:
    'Langganan Anda tidak lagi diperpanjang; masing-masing berjalan hingga akhir periode yang dibayar.',
};
