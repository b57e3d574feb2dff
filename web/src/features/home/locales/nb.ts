import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Norwegian (Bokmål). */
const nb: Translations<typeof en> = {
  'Welcome to {{brand}} checkout.': 'Velkommen til {{brand}}-butikken.',
  '{{brand}} cockpit suite': '{{brand}}-cockpitpakke',
  'Perpetual licence for the A320 family, 737 or 737 MAX 8, with one year of support.':
    'Evigvarende lisens for A320-familien, 737 eller 737 MAX 8, med ett års support.',
  'FMS Trainer': 'FMS Trainer',
  'Monthly or annual trainer licences for Windows and iPad, personal or classroom.':
    'Månedlige eller årlige trenerlisenser for Windows og iPad, personlige eller for klasserom.',
  'Support extension': 'Supportforlengelse',
  'Extend or restart the support subscription of your suite licence.':
    'Forleng eller start supportabonnementet for pakkelisensen din på nytt.',
};

export default nb;
