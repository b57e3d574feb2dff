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
  'Try again': 'Coba lagi',
  'Route is unknown': 'Alamat tidak dikenal',
  Terms: 'Ketentuan',
  'Privacy notice': 'Pemberitahuan privasi',
  Imprint: 'Informasi perusahaan',
  'Right of withdrawal': 'Hak penarikan',
};

export default id;
