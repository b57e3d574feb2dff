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
  'Unknown aircraft type: {{type}}': 'Jenis pesawat tidak dikenal: {{type}}',
};

export default id;
