import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Indonesian. */
const id: Translations<typeof en> = {
  Checkout: 'Pembayaran pesanan',
  Payment: 'Pembayaran',
  'Your order': 'Pesanan Anda',
  'Your licences': 'Lisensi Anda',
  'E-mail address': 'Alamat email',
  'Your licence keys are bound to this address and sent to it. Sign in with it later to see your licences.':
    'Kunci lisensi Anda terikat pada alamat ini dan dikirim ke sana. Masuk dengan alamat ini nanti untuk melihat lisensi Anda.',
  'You are signed in: your licence keys are bound to the e-mail address of your account.':
    'Anda sudah masuk: kunci lisensi Anda terikat pada alamat email akun Anda.',
  'Next you see the amount with VAT and pay; nothing is charged before you confirm the payment.':
    'Berikutnya Anda melihat jumlah termasuk PPN lalu membayar; tidak ada tagihan sebelum Anda mengonfirmasi pembayaran.',
  'VAT is added for your country at payment.': 'PPN negara Anda ditambahkan saat pembayaran.',
  'Starting payment…': 'Memulai pembayaran…',
  'Continue to payment': 'Lanjut ke pembayaran',
  'Our {{terms}} apply; see the {{withdrawal}} for digital content and the {{privacy}}.':
    '{{terms}} kami berlaku; lihat juga {{withdrawal}} untuk konten digital dan {{privacy}}.',
  terms: 'Ketentuan',
  'right of withdrawal': 'hak pembatalan',
  'privacy notice': 'pemberitahuan privasi',
  'Extends the support of licence {{licence}}.': 'Memperpanjang dukungan lisensi {{licence}}.',
  'Extends the support of licence {{licence}}, including {{count}} catch-up month for the time its support had lapsed.':
    'Memperpanjang dukungan lisensi {{licence}}, termasuk {{count}} bulan susulan untuk masa dukungannya terhenti.',
  'Extends the support of licence {{licence}}, including {{count}} catch-up months for the time its support had lapsed.':
    'Memperpanjang dukungan lisensi {{licence}}, termasuk {{count}} bulan susulan untuk masa dukungannya terhenti.',
  Item: 'Item',
  Amount: 'Jumlah',
  'First year of support included': 'Tahun pertama dukungan sudah termasuk',
  'Support is free for the first year of each licence': 'Dukungan gratis pada tahun pertama setiap lisensi',
  'Net price': 'Harga neto',
  'one-time': 'sekali bayar',
  'per month': 'per bulan',
  'per year': 'per tahun',
  'Order {{number}}': 'Pesanan {{number}}',
  'Your licences will be bound to {{email}}.': 'Lisensi Anda akan terikat pada {{email}}.',
  'Change the e-mail address': 'Ubah alamat email',
  'Support of licence {{licence}} will run until {{date}}.':
    'Dukungan lisensi {{licence}} akan berlaku hingga {{date}}.',
  'The secure payment form opens over this page. Closing it without paying takes you back to your basket.':
    'Formulir pembayaran yang aman terbuka di atas halaman ini. Menutupnya tanpa membayar membawa Anda kembali ke keranjang.',
  'The card was declined. Nothing was charged; try another card or payment method in the payment form.':
    'Kartu ditolak. Tidak ada yang ditagih; coba kartu atau metode pembayaran lain di formulir pembayaran.',
  'The payment form reported a problem. Please check the details you entered and try again.':
    'Formulir pembayaran melaporkan masalah. Periksa data yang Anda masukkan lalu coba lagi.',
  'The secure payment form could not be loaded. Please check your connection and try again.':
    'Formulir pembayaran yang aman tidak dapat dimuat. Periksa koneksi Anda lalu coba lagi.',
  'This payment link is incomplete: it names no order.':
    'Tautan pembayaran ini tidak lengkap: tidak menyebutkan pesanan apa pun.',
  'Thank you for your purchase.': 'Terima kasih atas pembelian Anda.',
  'Order number': 'Nomor pesanan',
  'Reference for support': 'Referensi untuk dukungan',
  Bought: 'Dibeli',
  VAT: 'PPN',
  'Amount charged': 'Jumlah yang ditagih',
  '{{amount}}, excluding VAT': '{{amount}}, belum termasuk PPN',
  'Licences bound to': 'Lisensi terikat pada',
  'Support of licence {{licence}} now runs until {{date}}.':
    'Dukungan lisensi {{licence}} kini berlaku hingga {{date}}.',
  'Your licence key has been issued and sent to {{email}}.':
    'Kunci lisensi Anda telah diterbitkan dan dikirim ke {{email}}.',
  'Your {{count}} licence keys have been issued and sent to {{email}}.':
    '{{count}} kunci lisensi Anda telah diterbitkan dan dikirim ke {{email}}.',
  'Your payment is being confirmed. Your licences are issued as soon as it is, and an e-mail follows; this page need not stay open.':
    'Pembayaran Anda sedang dikonfirmasi. Lisensi diterbitkan segera setelah terkonfirmasi, lalu email menyusul; halaman ini tidak perlu tetap terbuka.',
  'Payment received. Your licences are being issued; this takes a few seconds…':
    'Pembayaran diterima. Lisensi Anda sedang diterbitkan; ini memerlukan beberapa detik…',
  'What happens next': 'Langkah berikutnya',
  'A confirmation e-mail is on its way.': 'Email konfirmasi sedang dikirim.',
  'An e-mail with your licence keys is on its way; keep it.':
    'Email berisi kunci lisensi Anda sedang dikirim; simpanlah.',
  'Your licence key stays the same.': 'Kunci lisensi Anda tetap sama.',
  'Enter a key in the simulator software to activate it.':
    'Masukkan kunci di perangkat lunak simulator untuk mengaktifkannya.',
  'Your licences, keys and support are always in your account under My licences.':
    'Lisensi, kunci, dan dukungan Anda selalu ada di akun Anda pada Lisensi saya.',
  'Create your account with this e-mail to see your licences': 'Buat akun dengan email ini untuk melihat lisensi Anda',
  'Go to your licences': 'Buka lisensi Anda',
  'Back to the shop': 'Kembali ke toko',
  'Test payment — local Paddle stand-in': 'Pembayaran uji — pengganti Paddle lokal',
  'This is a test form of the local development stack. No card is charged and no real money moves; paying here sends the same signed webhooks Paddle would.':
    'Ini formulir uji dari lingkungan pengembangan lokal. Tidak ada kartu yang ditagih dan tidak ada uang sungguhan yang berpindah; membayar di sini mengirim webhook bertanda tangan yang sama dengan Paddle.',
  'Pay (test)': 'Bayar (uji)',
  'Decline card (test)': 'Tolak kartu (uji)',
  'Cancel payment': 'Batalkan pembayaran',
  'The local test payment was refused. Is the local stack still running?':
    'Pembayaran uji lokal ditolak. Apakah lingkungan lokal masih berjalan?',
  'The payment was cancelled. Your basket is as you left it.':
    'Pembayaran dibatalkan. Keranjang Anda tetap seperti semula.',
  'The payment did not go through. Nothing was charged; please try again.':
    'Pembayaran tidak berhasil. Tidak ada yang ditagih; silakan coba lagi.',
  'Please enter a valid e-mail address, for example name@example.com.':
    'Masukkan alamat email yang valid, misalnya nama@example.com.',
  'The quantity must be a whole number from 1 to {{max}}.': 'Jumlah harus bilangan bulat dari 1 sampai {{max}}.',
  'One of the chosen add-ons is not available for this product.':
    'Salah satu add-on yang dipilih tidak tersedia untuk produk ini.',
  'The shop could not be reached. Please check your connection and try again.':
    'Toko tidak dapat dihubungi. Periksa koneksi Anda lalu coba lagi.',
  'Something went wrong on our side. Please try again in a moment.':
    'Terjadi kesalahan di pihak kami. Silakan coba lagi sebentar lagi.',
  'The catch-up months must be a whole number from 0 to {{max}}.':
    'Bulan susulan harus bilangan bulat dari 0 sampai {{max}}.',
  'This licence cannot be extended with this product. Please start again from your licences.':
    'Lisensi ini tidak dapat diperpanjang dengan produk ini. Mulai lagi dari lisensi Anda.',
  'Refunded on {{date}}': 'Dikembalikan pada {{date}}',
  'Charged back on {{date}}': 'Ditagih balik pada {{date}}',
  'amount not known': 'jumlah tidak diketahui',
  'Credit note': 'Nota kredit',
  'Credit note of {{date}}': 'Nota kredit tanggal {{date}}',
  'Net paid': 'Dibayar setelah pengembalian dana',
  'This order was refunded: its licence keys no longer activate the software.':
    'Pesanan ini telah dikembalikan dananya: kunci lisensinya tidak lagi mengaktifkan perangkat lunak.',
  'Our terms changed while this page was open. Please reload the page and read them again.':
    'Ketentuan kami berubah saat halaman ini terbuka. Muat ulang halaman dan baca kembali ketentuannya.',
  'Support for this licence already renews automatically; an extension would pay for the same period twice. Cancel the renewal first if you want to extend it with another term.':
    'Dukungan untuk lisensi ini sudah diperpanjang otomatis; perpanjangan akan membayar periode yang sama dua kali. Batalkan perpanjangan otomatis terlebih dahulu jika Anda ingin memperpanjang dengan jangka waktu lain.',
  "The support subscription of this licence is paused; resumed, it renews the licence's support, so an extension would pay for the same period twice. Resume it, or cancel it first if you want to extend it with another term.":
    'Langganan dukungan untuk lisensi ini sedang dijeda; jika dilanjutkan, langganan itu memperpanjang dukungan lisensi, sehingga perpanjangan akan membayar periode yang sama dua kali. Lanjutkan langganan, atau batalkan terlebih dahulu jika Anda ingin memperpanjang dengan jangka waktu lain.',
};

export default id;
