import type { Translations } from '../../i18n/i18n';
import type en from './en';

/** Indonesian. */
const id: Translations<typeof en> = {
  'Skip to content': 'Langsung ke konten',
  Main: 'Utama',
  'Cockpit suite': 'Paket kokpit',
  Suite: 'Paket',
  'FMS Trainer': 'FMS Trainer',
  Trainer: 'Pelatih',
  Support: 'Dukungan',
  'My licences': 'Lisensi saya',
  Licences: 'Lisensi',
  'My subscriptions': 'Langganan saya',
  Subscriptions: 'Langganan',
  'My orders': 'Pesanan saya',
  Orders: 'Pesanan',
  'My account': 'Akun saya',
  Account: 'Akun',
  'Sign out': 'Keluar',
  About: 'Tentang',
  'Windows requirements': 'Persyaratan Windows',
  'iPad requirements': 'Persyaratan iPad',
  'Contact support': 'Hubungi dukungan',
  Language: 'Bahasa',
  'Oops!': 'Ups!',
  'Sorry, an unexpected error occurred.': 'Maaf, terjadi kesalahan yang tidak terduga.',
  'Reload the page': 'Muat ulang halaman',
  'Try again': 'Coba lagi',
  'Go back home': 'Kembali ke beranda',
  'This page could not be loaded. The shop may have been updated, or the connection dropped.':
    'Halaman ini tidak dapat dimuat. Toko mungkin telah diperbarui, atau koneksi terputus.',
  'Unknown aircraft type: {{type}}': 'Jenis pesawat tidak dikenal: {{type}}',
  'Route is unknown': 'Alamat tidak dikenal',
  Terms: 'Ketentuan',
  'Privacy notice': 'Pemberitahuan privasi',
  Imprint: 'Informasi perusahaan',
  'Right of withdrawal': 'Hak penarikan',
};

export default id;
