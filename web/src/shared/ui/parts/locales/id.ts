import type { Translations } from '../../../i18n/i18n';
import type en from './en';

/** Indonesian. */
const id: Translations<typeof en> = {
  'contact support': 'hubungi dukungan',
  'Decrease {{label}}': 'Kurangi {{label}}',
  'Increase {{label}}': 'Tambah {{label}}',
  'One order holds at most {{count}} licences.': 'Satu pesanan berisi paling banyak {{count}} lisensi.',
  'To buy more, {{support}} and we will split your purchase into several orders.':
    'Untuk membeli lebih banyak, {{support}} dan kami akan membagi pembelian Anda menjadi beberapa pesanan.',
  '{{brand}} checkout': 'Toko {{brand}}',
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
};

export default id;
