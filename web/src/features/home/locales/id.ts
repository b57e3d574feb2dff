import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Indonesian. */
const id: Translations<typeof en> = {
  'Welcome to {{brand}} checkout.': 'Selamat datang di toko {{brand}}.',
  '{{brand}} cockpit suite': 'Paket kokpit {{brand}}',
  'Perpetual licence for the A320 family, 737 or 737 MAX 8, with one year of support.':
    'Lisensi permanen untuk keluarga A320, 737, atau 737 MAX 8, dengan dukungan satu tahun.',
  'FMS Trainer': 'FMS Trainer',
  'Monthly or annual trainer licences for Windows and iPad, personal or classroom.':
    'Lisensi pelatih bulanan atau tahunan untuk Windows dan iPad, pribadi atau untuk kelas.',
  'Support extension': 'Perpanjangan dukungan',
  'Extend or restart the support subscription of your suite licence.':
    'Perpanjang atau mulai ulang langganan dukungan lisensi paket Anda.',
};

export default id;
