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
  'contact support': 'hubungi dukungan',
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
  'Decrease {{label}}': 'Kurangi {{label}}',
  'Increase {{label}}': 'Tambah {{label}}',
  'One order holds at most {{count}} licences.': 'Satu pesanan berisi paling banyak {{count}} lisensi.',
  'To buy more, {{support}} and we will split your purchase into several orders.':
    'Untuk membeli lebih banyak, {{support}} dan kami akan membagi pembelian Anda menjadi beberapa pesanan.',
  'Buy {{brand}} cockpit-suite licences, support and FMS trainer subscriptions.':
    'Beli lisensi paket kokpit {{brand}}, dukungan, dan langganan FMS Trainer.',
  'The shop could not check your sign-in just now. Please try again in a moment; you do not need to sign in again.':
    'Toko tidak dapat memeriksa status masuk Anda saat ini. Silakan coba lagi sebentar lagi; Anda tidak perlu masuk lagi.',
  '{{platform}} FMS Trainer {{aircraft}} personal licence, monthly':
    'FMS Trainer {{aircraft}} {{platform}}, lisensi pribadi, bulanan',
  '{{platform}} FMS Trainer {{aircraft}} personal licence, annual':
    'FMS Trainer {{aircraft}} {{platform}}, lisensi pribadi, tahunan',
  '{{platform}} FMS Trainer {{aircraft}} classroom licence, monthly':
    'FMS Trainer {{aircraft}} {{platform}}, lisensi kelas, bulanan',
  '{{platform}} FMS Trainer {{aircraft}} classroom licence, annual':
    'FMS Trainer {{aircraft}} {{platform}}, lisensi kelas, tahunan',
  'Bronze support, monthly': 'Dukungan Bronze, bulanan',
  'Bronze support, annual': 'Dukungan Bronze, tahunan',
  '{{brand}} {{family}} suite support extension, monthly': 'Perpanjangan dukungan paket {{brand}} {{family}}, bulanan',
  '{{brand}} {{family}} suite support extension, annual': 'Perpanjangan dukungan paket {{brand}} {{family}}, tahunan',
  '{{brand}} {{family}} suite licence': 'Lisensi paket {{brand}} {{family}}',
  '{{brand}} {{family}} suite': 'Paket {{brand}} {{family}}',
  '{{brand}} {{family}} suite (neo and ceo)': 'Paket {{brand}} {{family}} (neo dan ceo)',
  '{{brand}} {{family}} suite (ceo only)': 'Paket {{brand}} {{family}} (hanya ceo)',
  'A320 neo add-on': 'Add-on A320 neo',
  'Support catch-up, per lapsed month': 'Pelunasan dukungan, per bulan kedaluwarsa',
  Terms: 'Ketentuan',
  'Privacy notice': 'Pemberitahuan privasi',
  Imprint: 'Informasi perusahaan',
  'Right of withdrawal': 'Hak penarikan',
};

export default id;
