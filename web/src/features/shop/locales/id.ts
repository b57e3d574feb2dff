import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Indonesian. */
const id: Translations<typeof en> = {
  '{{price}} per month': '{{price}} per bulan',
  '{{price}} per year': '{{price}} per tahun',
  'Prices are excluding VAT.': 'Harga belum termasuk PPN.',
  Continue: 'Lanjutkan',
  'Price breakdown': 'Rincian harga',
  'First year of support included': 'Termasuk dukungan tahun pertama',
  'Get {{product}} on the App Store': 'Dapatkan {{product}} di App Store',
  'Get {{product}} on the Microsoft Store': 'Dapatkan {{product}} di Microsoft Store',
  'Prices are shown for up to {{count}} licences.': 'Harga ditampilkan untuk maksimal {{count}} lisensi.',
  'Aircraft type': 'Jenis pesawat',
  Platform: 'Platform',
  'Licence type': 'Jenis lisensi',
  Subscription: 'Langganan',
  Personal: 'Pribadi',
  Classroom: 'Kelas',
  Monthly: 'Bulanan',
  Annual: 'Tahunan',
  'Windows PC or tablet use, without restrictions, optional hardware M(CDU) connectivity':
    'Penggunaan di PC atau tablet Windows tanpa batasan, konektivitas perangkat keras M(CDU) opsional',
  'Personal use on Windows PC or tablet, at home or at work, maximum 4 hours per day':
    'Penggunaan pribadi di PC atau tablet Windows, di rumah atau di tempat kerja, maksimal 4 jam per hari',
  'Use on iPad without restrictions': 'Penggunaan di iPad tanpa batasan',
  'Personal use on iPad, at home or at work, maximum 4 hours per day':
    'Penggunaan pribadi di iPad, di rumah atau di tempat kerja, maksimal 4 jam per hari',
  'Download the FMS Trainer app': 'Unduh aplikasi FMS Trainer',
  'Purchase FMS Trainer': 'Beli FMS Trainer',
  '{{platform}} FMS Trainer user licence': 'Lisensi pengguna FMS Trainer untuk {{platform}}',
  '{{platform}} FMS Trainer for {{aircraft}}': 'FMS Trainer {{platform}} untuk {{aircraft}}',
  '{{platform}} FMS Trainer for your aircraft': 'FMS Trainer {{platform}} untuk pesawat Anda',
  'FMS Trainer for {{aircraft}}': 'FMS Trainer untuk {{aircraft}}',
  '{{product}} on iPad': '{{product}} di iPad',
  'Unknown aircraft type': 'Jenis pesawat tidak dikenal',
  'Your licence': 'Lisensi Anda',
  Quantity: 'Jumlah',
  'Choose an aircraft type, licence type and subscription to see the price.':
    'Pilih jenis pesawat, jenis lisensi, dan langganan untuk melihat harga.',
  'Volume discounts per licence': 'Diskon volume per lisensi',
  '{{minimum}} or more': '{{minimum}} atau lebih',
  '{{minimum}} to {{maximum}}': '{{minimum}} hingga {{maximum}}',
  '{{brand}} suite user licence for private home use':
    'Lisensi pengguna paket {{brand}} untuk penggunaan pribadi di rumah',
  'A perpetual, non-commercial licence for your home cockpit, with the first year of Bronze support included.':
    'Lisensi permanen nonkomersial untuk kokpit rumah Anda, termasuk dukungan Bronze tahun pertama.',
  '{{brand}} {{family}} suite': 'Paket {{brand}} {{family}}',
  '{{brand}} cockpit suite': 'Paket kokpit {{brand}}',
  Configuration: 'Konfigurasi',
  'neo and ceo': 'neo dan ceo',
  'ceo only': 'hanya ceo',
  'Add-ons': 'Add-on',
  '+ {{price}} per licence': '+ {{price}} per lisensi',
  Term: 'Jangka waktu',
  'Annual — one year of Bronze support is included, then it renews at {{price}}.':
    'Tahunan — termasuk satu tahun dukungan Bronze, lalu diperpanjang seharga {{price}}.',
  'Choose an aircraft type to see the price.': 'Pilih jenis pesawat untuk melihat harga.',
  'Choose a configuration to see the price.': 'Pilih konfigurasi untuk melihat harga.',
  'About {{brand}}': 'Tentang {{brand}}',
  '{{brand}} makes flight-simulator software for home cockpits and for pilots in training.':
    '{{brand}} membuat perangkat lunak simulator penerbangan untuk kokpit rumah dan untuk pilot yang sedang berlatih.',
  'What we sell': 'Yang kami jual',
  '{{suites}} for the A320 family, the 737 and the 737 MAX 8, with add-ons such as the Head-up Display for the 737.':
    '{{suites}} untuk keluarga A320, 737, dan 737 MAX 8, dengan add-on seperti Head-up Display untuk 737.',
  '{{brand}} cockpit suites': 'Paket kokpit {{brand}}',
  '{{support}} that keep a suite up to date.': '{{support}} yang menjaga paket tetap mutakhir.',
  'Support subscriptions': 'Langganan dukungan',
  '{{trainer}} licences for Windows PC or tablet and for iPad, monthly or annual, personal or classroom.':
    'Lisensi {{trainer}} untuk PC atau tablet Windows dan iPad, bulanan atau tahunan, pribadi atau untuk kelas.',
  'Licence terms': 'Ketentuan lisensi',
  'A suite licence is perpetual and for private, non-commercial home use.':
    'Lisensi paket bersifat permanen dan untuk penggunaan pribadi nonkomersial di rumah.',
  'It comes bundled with support: one year of Bronze support is included, then support renews automatically each year and can be cancelled at any time.':
    'Lisensi ini sudah termasuk dukungan: satu tahun dukungan Bronze, lalu dukungan diperpanjang otomatis setiap tahun dan dapat dibatalkan kapan saja.',
  'A suite licence is transferable to a new owner on request.':
    'Lisensi paket dapat dialihkan ke pemilik baru atas permintaan.',
  'Personal FMS Trainer licences are for personal use, at home or at work, for a maximum of 4 hours per day; classroom licences have no such restriction.':
    'Lisensi pribadi FMS Trainer untuk penggunaan pribadi, di rumah atau di tempat kerja, maksimal 4 jam per hari; lisensi kelas tidak memiliki batasan tersebut.',
  'All prices are in euro and exclude VAT.': 'Semua harga dalam euro dan belum termasuk PPN.',
  '{{platform}} FMS Trainer system requirements': 'Persyaratan sistem FMS Trainer untuk {{platform}}',
  'The minimum your device needs to run the {{brand}} {{platform}} FMS Trainer.':
    'Persyaratan minimum perangkat Anda untuk menjalankan {{brand}} FMS Trainer {{platform}}.',
  'Buy {{brand}} {{platform}} FMS Trainer': 'Beli {{brand}} FMS Trainer {{platform}}',
  Processor: 'Prosesor',
  'Intel or AMD CPU from 2019 or later': 'CPU Intel atau AMD dari tahun 2019 atau lebih baru',
  Memory: 'Memori',
  '8 GB RAM': 'RAM 8 GB',
  Storage: 'Penyimpanan',
  '4 GB free disk space': 'Ruang disk kosong 4 GB',
  'Operating system': 'Sistem operasi',
  'Windows 10 (21H2 and newer) 64-bit': 'Windows 10 (21H2 dan yang lebih baru) 64-bit',
  'Windows 11': 'Windows 11',
  '4 GB RAM': 'RAM 4 GB',
  'iOS 17.2 or newer': 'iOS 17.2 atau yang lebih baru',
  iPad: 'iPad',
  'iPad 10th Gen or newer': 'iPad Generasi ke-10 atau lebih baru',
  'iPad Air 4th Gen or newer': 'iPad Air Generasi ke-4 atau lebih baru',
  'iPad Mini 6th Gen or newer': 'iPad mini Generasi ke-6 atau lebih baru',
  'iPad Pro 2nd Gen or newer': 'iPad Pro Generasi ke-2 atau lebih baru',
  'Extend your support subscription': 'Perpanjang langganan dukungan Anda',
  'Support keeps your {{brand}} suite up to date and gives you a direct line to our service desk.':
    'Dukungan menjaga paket {{brand}} Anda tetap mutakhir dan memberi Anda akses langsung ke meja layanan kami.',
  'Bronze support': 'Dukungan Bronze',
  'Every suite licence includes the first year of Bronze support.':
    'Setiap lisensi paket mencakup dukungan Bronze tahun pertama.',
  'After the first year support renews automatically at {{price}} (excluding VAT).':
    'Setelah tahun pertama, dukungan diperpanjang otomatis seharga {{price}} (belum termasuk PPN).',
  'You can cancel at any time; your licence stays yours.':
    'Anda dapat membatalkan kapan saja; lisensi tetap milik Anda.',
  'Support lapsed? Catch up on the months since it ended and extend from there.':
    'Dukungan kedaluwarsa? Lunasi bulan-bulan sejak berakhir dan perpanjang dari sana.',
  'Extend it': 'Perpanjang',
  'You are signed in as {{email}}: choose the licence whose support you want to extend.':
    'Anda masuk sebagai {{email}}: pilih lisensi yang dukungannya ingin Anda perpanjang.',
  'Sign in with the email address that is bound to your licence keys to see your licences and their support.':
    'Masuk dengan alamat email yang terikat pada kunci lisensi Anda untuk melihat lisensi dan dukungannya.',
  'Extend support for your licences': 'Perpanjang dukungan lisensi Anda',
  'Sign in to extend support': 'Masuk untuk memperpanjang dukungan',
  'Buy a support extension': 'Beli perpanjangan dukungan',
  'Your suite licences': 'Lisensi paket Anda',
  'Extend support': 'Perpanjang dukungan',
  'support renews automatically': 'dukungan diperpanjang otomatis',
  'Support runs until {{date}} and renews automatically.':
    'Dukungan berlaku hingga {{date}} dan diperpanjang otomatis.',
  'Support runs until {{date}}.': 'Dukungan berlaku hingga {{date}}.',
  'Support lapsed on {{date}}.': 'Dukungan berakhir pada {{date}}.',
  'No support is on record for this licence.': 'Tidak ada dukungan yang tercatat untuk lisensi ini.',
  'Support paused since {{date}}': 'Dukungan dijeda sejak {{date}}',
  'Support payment due: the renewal of {{date}} is not paid yet':
    'Pembayaran dukungan jatuh tempo: perpanjangan {{date}} belum dibayar',
  'Suite support extension': 'Perpanjangan dukungan paket',
  'Start or extend Bronze support for your suite licence. If your support has lapsed, catch up on the months since it ended and you are back on the current release.':
    'Mulai atau perpanjang dukungan Bronze untuk lisensi paket Anda. Jika dukungan Anda berakhir, lunasi bulan-bulan sejak berakhir dan Anda kembali ke rilis terbaru.',
  '{{family}} suite support': 'Dukungan paket {{family}}',
  'Suite support': 'Dukungan paket',
  'Your licence is for the {{family}} suite; choose {{family}} above.':
    'Lisensi Anda untuk paket {{family}}; pilih {{family}} di atas.',
  'Lapsed months to catch up': 'Bulan kedaluwarsa yang harus dilunasi',
  '{{price}} per lapsed month, once.': '{{price}} per bulan kedaluwarsa, sekali bayar.',
  'Your support extension': 'Perpanjangan dukungan Anda',
  'Support for this licence renews automatically on {{date}}; there is nothing to extend.':
    'Dukungan untuk lisensi ini diperpanjang otomatis pada {{date}}; tidak ada yang perlu diperpanjang.',
  'Support will run from {{start}} until {{end}}.': 'Dukungan akan berlaku dari {{start}} hingga {{end}}.',
  'Support will run until {{end}}.': 'Dukungan akan berlaku hingga {{end}}.',
  'Support then renews at {{price}}; cancel at any time.':
    'Setelah itu dukungan diperpanjang seharga {{price}}; batalkan kapan saja.',
  'The key could not be checked just now. Please try again.':
    'Kunci tidak dapat diperiksa saat ini. Silakan coba lagi.',
  'Your suite licence': 'Lisensi paket Anda',
  'Licence key': 'Kunci lisensi',
  'Check licence key': 'Periksa kunci lisensi',
  'Licence {{id}}: {{family}} suite.': 'Lisensi {{id}}: paket {{family}}.',
  'Or {{signIn}} to choose one of your licences.': 'Atau {{signIn}} untuk memilih salah satu lisensi Anda.',
  'sign in': 'masuk',
  'Your licences could not be read just now. Please try again.':
    'Lisensi Anda tidak dapat dibaca saat ini. Silakan coba lagi.',
  'Reading your licences…': 'Membaca lisensi Anda…',
  'No suite licence is bound to your address.': 'Tidak ada lisensi paket yang terikat pada alamat Anda.',
  'See your licences': 'Lihat lisensi Anda',
  'This is not a {{brand}} licence key. Copy the whole key from your licence e-mail or from /licenses.':
    'Ini bukan kunci lisensi {{brand}}. Salin seluruh kunci dari email lisensi Anda atau dari /licenses.',
  'This licence key does not verify. Check that it was copied completely.':
    'Kunci lisensi ini tidak dapat diverifikasi. Periksa apakah kunci sudah disalin seluruhnya.',
  'Support extensions are for suite licences; this key is for a trainer seat.':
    'Perpanjangan dukungan untuk lisensi paket; kunci ini untuk kursi pelatih.',
};

export default id;
