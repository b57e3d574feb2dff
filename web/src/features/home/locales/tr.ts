import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Turkish. */
const tr: Translations<typeof en> = {
  'Welcome to {{brand}} checkout.': '{{brand}} mağazasına hoş geldiniz.',
  '{{brand}} cockpit suite': '{{brand}} kokpit paketi',
  'Perpetual licence for the A320 family, 737 or 737 MAX 8, with one year of support.':
    'A320 ailesi, 737 veya 737 MAX 8 için bir yıl destekli süresiz lisans.',
  'FMS Trainer': 'FMS Trainer',
  'Monthly or annual trainer licences for Windows and iPad, personal or classroom.':
    'Windows ve iPad için aylık veya yıllık eğitim lisansları, kişisel veya sınıf için.',
  'Support extension': 'Destek uzatma',
  'Extend or restart the support subscription of your suite licence.':
    'Paket lisansınızın destek aboneliğini uzatın veya yeniden başlatın.',
};

export default tr;
