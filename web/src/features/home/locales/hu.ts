import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Hungarian. */
const hu: Translations<typeof en> = {
  'Welcome to {{brand}} checkout.': 'Üdvözöljük a {{brand}} áruházban.',
  '{{brand}} cockpit suite': '{{brand}} pilótafülke-csomag',
  'Perpetual licence for the A320 family, 737 or 737 MAX 8, with one year of support.':
    'Örökös licenc az A320-családhoz, a 737-eshez vagy a 737 MAX 8-hoz, egy év támogatással.',
  'FMS Trainer': 'FMS Trainer',
  'Monthly or annual trainer licences for Windows and iPad, personal or classroom.':
    'Havi vagy éves trénerlicencek Windowsra és iPadre, személyes vagy tantermi használatra.',
  'Support extension': 'Támogatás meghosszabbítása',
  'Extend or restart the support subscription of your suite licence.':
    'Hosszabbítsa meg vagy indítsa újra csomaglicence támogatási előfizetését.',
};

export default hu;
