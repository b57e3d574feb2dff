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
  'Net paid': 'Neto dibayar',
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
};

export default id;
