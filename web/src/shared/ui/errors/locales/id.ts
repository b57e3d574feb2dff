import type { Translations } from '../../../i18n/i18n';
import type en from './en';

/** Indonesian. */
const id: Translations<typeof en> = {
  'Oops!': 'Ups!',
  'Sorry, an unexpected error occurred.': 'Maaf, terjadi kesalahan yang tidak terduga.',
  'Reload the page': 'Muat ulang halaman',
  'Go back home': 'Kembali ke beranda',
  'This page could not be loaded. The shop may have been updated, or the connection dropped.':
    'Halaman ini tidak dapat dimuat. Toko mungkin telah diperbarui, atau koneksi terputus.',
  'The shop could not be reached. Please check your connection and try again.':
    'Toko tidak dapat dihubungi. Periksa koneksi Anda lalu coba lagi.',
  'Something went wrong on our side. Please try again in a moment.':
    'Terjadi kesalahan di pihak kami. Silakan coba lagi sebentar lagi.',
  'The shop could not check your sign-in just now. Please try again in a moment; you do not need to sign in again.':
    'Toko tidak dapat memeriksa status masuk Anda saat ini. Silakan coba lagi sebentar lagi; Anda tidak perlu masuk lagi.',
  'Unknown aircraft type: {{type}}': 'Jenis pesawat tidak dikenal: {{type}}',
};

export default id;
