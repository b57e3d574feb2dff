import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Italian. */
const it: Translations<typeof en> = {
  'Welcome to {{brand}} checkout.': 'Benvenuto nel negozio {{brand}}.',
  '{{brand}} cockpit suite': 'Suite cockpit {{brand}}',
  'Perpetual licence for the A320 family, 737 or 737 MAX 8, with one year of support.':
    'Licenza perpetua per la famiglia A320, il 737 o il 737 MAX 8, con un anno di assistenza.',
  'FMS Trainer': 'FMS Trainer',
  'Monthly or annual trainer licences for Windows and iPad, personal or classroom.':
    'Licenze trainer mensili o annuali per Windows e iPad, personali o per l’aula.',
  'Support extension': 'Estensione dell’assistenza',
  'Extend or restart the support subscription of your suite licence.':
    'Estendi o riattiva l’abbonamento di assistenza della tua licenza della suite.',
};

export default it;
