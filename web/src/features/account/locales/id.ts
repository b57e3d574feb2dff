import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Indonesian. */
const id: Translations<typeof en> = {
  'My account': 'Akun saya',
  'My licences': 'Lisensi saya',
  'My subscriptions': 'Langganan saya',
  'My orders and invoices': 'Pesanan dan faktur saya',
  'Extend support': 'Perpanjang dukungan',
  'Signed in as {{email}}': 'Masuk sebagai {{email}}',
  Sessions: 'Sesi',
  'Signs you out on this and every other device, for example a shared flight-school computer.':
    'Mengeluarkan Anda di perangkat ini dan semua perangkat lain, misalnya komputer bersama di sekolah penerbangan.',
  'Sign out': 'Keluar',
  'Sign out everywhere': 'Keluar di semua perangkat',
  'Your data': 'Data Anda',
  'One JSON file with your account, orders, licences and their keys, subscriptions, transfers and the mails we sent you.':
    'Satu file JSON berisi akun, pesanan, lisensi beserta kuncinya, langganan, pengalihan, dan email yang kami kirim kepada Anda.',
  'Download my data': 'Unduh data saya',
  'Delete my account': 'Hapus akun saya',
  'Delete my account…': 'Hapus akun saya…',
  'Your licences and their keys keep working, and signing up again with this address shows them. Invoices are kept as tax law requires.':
    'Lisensi dan kuncinya tetap berfungsi, dan mendaftar lagi dengan alamat ini akan menampilkannya. Faktur disimpan sesuai ketentuan hukum pajak.',
  'This deletes every way you sign in with this address (password, Google, Apple), ends every session and stops every subscription from renewing (each runs to the end of its paid period). It cannot be undone.':
    'Ini menghapus semua cara masuk dengan alamat ini (kata sandi, Google, Apple), mengakhiri semua sesi, dan menghentikan perpanjangan semua langganan (masing-masing berjalan hingga akhir periode yang dibayar). Tidak dapat dibatalkan.',
  'You sign in with Google or Apple: confirm with a code we mail to your address.':
    'Anda masuk dengan Google atau Apple: konfirmasikan dengan kode yang kami kirim ke alamat Anda.',
  'Send me a code': 'Kirimi saya kode',
  'Send a new code': 'Kirim kode baru',
  'The code from the mail': 'Kode dari email',
  'Your password': 'Kata sandi Anda',
  Cancel: 'Batal',
  'Change password': 'Ubah kata sandi',
  'Current password': 'Kata sandi saat ini',
  'New password': 'Kata sandi baru',
  'At least 10 characters.': 'Minimal 10 karakter.',
  'Confirm new password': 'Konfirmasi kata sandi baru',
  'Your password has been changed. Every other device where you were signed in has been signed out.':
    'Kata sandi Anda telah diubah. Semua perangkat lain tempat Anda masuk telah dikeluarkan.',
  Password: 'Kata sandi',
  'You sign in with Google or Apple, so your password is kept there, not here. Change it in your Google or Apple account.':
    'Anda masuk dengan Google atau Apple, jadi kata sandi Anda disimpan di sana, bukan di sini. Ubah di akun Google atau Apple Anda.',
  'Your account is deleted': 'Akun Anda telah dihapus',
  'Every way of signing in with your address (password, Google, Apple) is deleted, and every session has ended. A confirmation is on its way to your address.':
    'Semua cara masuk dengan alamat Anda (kata sandi, Google, Apple) telah dihapus, dan semua sesi telah berakhir. Konfirmasi sedang dikirim ke alamat Anda.',
  'What we keep, and why': 'Apa yang kami simpan, dan alasannya',
  'Your paid orders, invoices and refunds, for 10 years from the end of the year of payment: tax law requires it.':
    'Pesanan yang dibayar, faktur, dan pengembalian dana, selama 10 tahun sejak akhir tahun pembayaran: diwajibkan oleh hukum pajak.',
  'Your licences and their keys: they keep working, and signing up again with the same address shows them.':
    'Lisensi dan kuncinya: tetap berfungsi, dan mendaftar lagi dengan alamat yang sama akan menampilkannya.',
  'Your subscriptions until the end of the period you paid for: none of them renews any more.':
    'Langganan Anda hingga akhir periode yang dibayar: tidak ada lagi yang diperpanjang.',
  'Which mails we sent about an order (never their text), for one year.':
    'Email apa yang kami kirim tentang sebuah pesanan (tidak pernah isinya), selama satu tahun.',
  'Everything else (checkouts never paid, transfer offers nobody accepted, the log of mails we sent you) is deleted. Read more in our {{privacy}}.':
    'Semua yang lain (pesanan yang tidak pernah dibayar, tawaran pengalihan yang tidak diterima, log email yang kami kirim) telah dihapus. Baca selengkapnya di {{privacy}} kami.',
  'privacy notice': 'pemberitahuan privasi',
  'Back to the shop': 'Kembali ke toko',
  'My orders': 'Pesanan saya',
  'All your orders': 'Semua pesanan Anda',
  'You have no orders yet.': 'Anda belum memiliki pesanan.',
  '{{shop}} to buy a cockpit suite or an FMS trainer.': '{{shop}} untuk membeli paket kokpit atau FMS Trainer.',
  'Visit the shop': 'Kunjungi toko',
  'Older orders': 'Pesanan lebih lama',
  'Order of {{date}}': 'Pesanan tanggal {{date}}',
  'Renewal of {{date}}': 'Perpanjangan tanggal {{date}}',
  Net: 'Neto',
  VAT: 'PPN',
  'Total paid': 'Total dibayar',
  'Net paid': 'Dibayar setelah pengembalian dana',
  Status: 'Status',
  'Order number': 'Nomor pesanan',
  'Transaction (for support)': 'Transaksi (untuk dukungan)',
  'Download invoice': 'Unduh faktur',
  Paid: 'Dibayar',
  Refunded: 'Dikembalikan',
  'Partly refunded': 'Dikembalikan sebagian',
  'Refunded on {{date}}': 'Dikembalikan pada {{date}}',
  'Charged back on {{date}}': 'Ditagih balik pada {{date}}',
  'amount not known': 'jumlah tidak diketahui',
  'Credit note': 'Nota kredit',
  'Credit note of {{date}}': 'Nota kredit tanggal {{date}}',
  'Revoked: this key no longer activates the software.': 'Dicabut: kunci ini tidak lagi mengaktifkan perangkat lunak.',
  'Copy key': 'Salin kunci',
  'Show whole key': 'Tampilkan seluruh kunci',
  'Fold key': 'Ciutkan kunci',
  Copied: 'Disalin',
  'Copying is blocked here: select the key and copy it by hand.':
    'Penyalinan diblokir di sini: pilih kunci dan salin secara manual.',
  'No suite licence is bound to this address.': 'Tidak ada lisensi suite yang terikat ke alamat ini.',
  'Buy a cockpit suite': 'Beli suite kokpit',
  'Suite licences': 'Lisensi suite',
  'Licence {{licence}}, {{aircraft}}': 'Lisensi {{licence}}, {{aircraft}}',
  'Licence {{licence}}': 'Lisensi {{licence}}',
  'Licence {{licence}}, paid until {{date}}': 'Lisensi {{licence}}, dibayar hingga {{date}}',
  'Support lapsed 1 month ago: the extension includes 1 catch-up month.':
    'Dukungan berakhir 1 bulan lalu: perpanjangan mencakup 1 bulan susulan.',
  'Support lapsed {{count}} months ago: the extension includes {{count}} catch-up months.':
    'Dukungan berakhir {{count}} bulan lalu: perpanjangan mencakup {{count}} bulan susulan.',
  'Support term': 'Jangka dukungan',
  Monthly: 'Bulanan',
  Annual: 'Tahunan',
  'Support will run from {{start}} until {{end}}.': 'Dukungan akan berlaku dari {{start}} sampai {{end}}.',
  'Support will run until {{date}}.': 'Dukungan akan berlaku sampai {{date}}.',
  Continue: 'Lanjutkan',
  'Support renews automatically; nothing to extend.':
    'Dukungan diperpanjang otomatis; tidak ada yang perlu diperpanjang.',
  'You have no subscriptions.': 'Anda tidak punya langganan.',
  Subscriptions: 'Langganan',
  'Licences {{licences}}': 'Lisensi {{licences}}',
  Subscription: 'Langganan',
  'Pays for': 'Membayar untuk',
  Supports: 'Mendukung',
  'Cancelled — ends on {{date}}': 'Dibatalkan — berakhir pada {{date}}',
  'Active, renews automatically': 'Aktif, diperpanjang otomatis',
  'Next billing date': 'Tanggal tagihan berikutnya',
  none: 'tidak ada',
  Amount: 'Jumlah',
  'Current period ends': 'Periode saat ini berakhir',
  'Cancellation requested; waiting for the payment provider to confirm…':
    'Pembatalan diminta; menunggu konfirmasi penyedia pembayaran…',
  'Resuming; waiting for the payment provider to confirm…': 'Melanjutkan; menunggu konfirmasi penyedia pembayaran…',
  'Changed your mind? Until {{date}} you can resume it, and it renews as before.':
    'Berubah pikiran? Sampai {{date}} Anda dapat melanjutkannya, dan langganan diperpanjang seperti sebelumnya.',
  'Cancel subscription': 'Batalkan langganan',
  Resume: 'Lanjutkan langganan',
  'Manage payment method': 'Kelola metode pembayaran',
  'Confirm cancellation': 'Konfirmasi pembatalan',
  'Cancel at the end of the current period? It stays active until {{date}} and is not charged again.':
    'Batalkan di akhir periode saat ini? Langganan tetap aktif sampai {{date}} dan tidak ditagih lagi.',
  'Yes, cancel at period end': 'Ya, batalkan di akhir periode',
  'Keep subscription': 'Pertahankan langganan',
  '{{price}} per month plus VAT': '{{price}} per bulan ditambah PPN',
  '{{price}} per year plus VAT': '{{price}} per tahun ditambah PPN',
  '1 seat': '1 kursi',
  '{{count}} seats': '{{count}} kursi',
  'This action is not available.': 'Tindakan ini tidak tersedia.',
  'The shop could not be reached. Please check your connection and try again.':
    'Toko tidak dapat dihubungi. Periksa koneksi Anda lalu coba lagi.',
  'You have no licences yet.': 'Anda belum punya lisensi.',
  Licences: 'Lisensi',
  Licence: 'Lisensi',
  Aircraft: 'Pesawat',
  Configuration: 'Konfigurasi',
  'Add-ons': 'Add-on',
  'Licence key (re-issued {{date}})': 'Kunci lisensi (diterbitkan ulang {{date}})',
  'Licence key': 'Kunci lisensi',
  'The dispute over this purchase was settled in your favour, but the support subscription it canceled cannot be resumed.':
    'Sengketa atas pembelian ini diputuskan untuk Anda, tetapi langganan dukungan yang dibatalkannya tidak dapat dilanjutkan.',
  'Restart support': 'Mulai ulang dukungan',
  'Continue support from {{date}}': 'Lanjutkan dukungan mulai {{date}}',
  '{{product}}: {{seats}}': '{{product}}: {{seats}}',
  Billed: 'Ditagih',
  Seats: 'Kursi',
  'Seat {{number}} key ({{licence}})': 'Kunci kursi {{number}} ({{licence}})',
  Purchased: 'Dibeli',
  'Revoked (refunded)': 'Dicabut (dana dikembalikan)',
  'Transfer to {{email}} pending since {{date}}.': 'Pengalihan ke {{email}} tertunda sejak {{date}}.',
  'Cancel transfer': 'Batalkan pengalihan',
  'Transfer to a new owner…': 'Alihkan ke pemilik baru…',
  "New owner's e-mail address": 'Alamat email pemilik baru',
  'The new owner accepts the licence after signing in with this address; you then no longer hold it, and its key is re-issued.':
    'Pemilik baru menerima lisensi setelah masuk dengan alamat ini; setelah itu lisensi bukan milik Anda lagi, dan kuncinya diterbitkan ulang.',
  'Offer transfer': 'Tawarkan pengalihan',
  'Licences offered to you': 'Lisensi yang ditawarkan kepada Anda',
  '{{product}} ({{licence}}) from {{email}}, offered {{date}}.':
    '{{product}} ({{licence}}) dari {{email}}, ditawarkan {{date}}.',
  'Accept licence {{licence}}': 'Terima lisensi {{licence}}',
  "Every licence and trainer seat bought with your e-mail address, with its key. Copy a key into the simulator's licence dialog on the computer it runs on; a key that was re-issued after a transfer or a renewal replaces the one you had before.":
    'Setiap lisensi dan kursi trainer yang dibeli dengan alamat email Anda, beserta kuncinya. Salin kunci ke dialog lisensi simulator di komputer tempat simulator berjalan; kunci yang diterbitkan ulang setelah pengalihan atau perpanjangan menggantikan kunci sebelumnya.',
  'neo and ceo': 'neo dan ceo',
  'ceo only': 'hanya ceo',
  'Support active until {{date}}, renews automatically': 'Dukungan aktif sampai {{date}}, diperpanjang otomatis',
  'Support active until {{date}}, cancelled (does not renew)':
    'Dukungan aktif sampai {{date}}, dibatalkan (tidak diperpanjang)',
  'Support active until {{date}}, paid by the previous owner, renews automatically':
    'Dukungan aktif sampai {{date}}, dibayar oleh pemilik sebelumnya, diperpanjang otomatis',
  'Support active until {{date}}, paid by the previous owner; it does not renew for you':
    'Dukungan aktif sampai {{date}}, dibayar oleh pemilik sebelumnya; tidak diperpanjang untuk Anda',
  'Support active until {{date}}, paid by someone else, renews automatically':
    'Dukungan aktif sampai {{date}}, dibayar oleh orang lain, diperpanjang otomatis',
  'Support active until {{date}}, paid by someone else; it does not renew for you':
    'Dukungan aktif sampai {{date}}, dibayar oleh orang lain; tidak diperpanjang untuk Anda',
  'Support lapsed since {{date}}': 'Dukungan berakhir sejak {{date}}',
  'Support paused since {{date}}': 'Dukungan dijeda sejak {{date}}',
  'Support payment due: the renewal of {{date}} is not paid yet':
    'Pembayaran dukungan jatuh tempo: perpanjangan {{date}} belum dibayar',
  'No support on record yet': 'Belum ada dukungan tercatat',
  'Subscription active until {{date}}, renews automatically': 'Langganan aktif sampai {{date}}, diperpanjang otomatis',
  'Subscription active until {{date}}, cancelled (does not renew)':
    'Langganan aktif sampai {{date}}, dibatalkan (tidak diperpanjang)',
  'Subscription active until {{date}}, paid by the previous owner, renews automatically':
    'Langganan aktif sampai {{date}}, dibayar oleh pemilik sebelumnya, diperpanjang otomatis',
  'Subscription active until {{date}}, paid by the previous owner; it does not renew for you':
    'Langganan aktif sampai {{date}}, dibayar oleh pemilik sebelumnya; tidak diperpanjang untuk Anda',
  'Subscription active until {{date}}, paid by someone else, renews automatically':
    'Langganan aktif sampai {{date}}, dibayar oleh orang lain, diperpanjang otomatis',
  'Subscription active until {{date}}, paid by someone else; it does not renew for you':
    'Langganan aktif sampai {{date}}, dibayar oleh orang lain; tidak diperpanjang untuk Anda',
  'Subscription lapsed since {{date}}': 'Langganan berakhir sejak {{date}}',
  'Subscription paused since {{date}}': 'Langganan dijeda sejak {{date}}',
  'Subscription payment due: the renewal of {{date}} is not paid yet':
    'Pembayaran langganan jatuh tempo: perpanjangan {{date}} belum dibayar',
  'No subscription on record yet': 'Belum ada langganan tercatat',
  Active: 'Aktif',
  Trial: 'Uji coba',
  'Payment overdue': 'Pembayaran terlambat',
  Paused: 'Dijeda',
  Cancelled: 'Dibatalkan',
  'Support for {{product}}': 'Dukungan untuk {{product}}',
  'Next charge': 'Tagihan berikutnya',
  '{{gross}} (including {{vat}} VAT)': '{{gross}} (termasuk PPN {{vat}})',
  'Every order and renewal paid with your e-mail address, with what was charged, its refunds, its invoice and its credit notes.':
    'Setiap pesanan dan perpanjangan yang dibayar dengan alamat email Anda, beserta jumlah yang ditagih, pengembalian dana, faktur, dan nota kreditnya.',
};

export default id;
