import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Swedish. */
const sv: Translations<typeof en> = {
  'Welcome to {{brand}} checkout.': 'Välkommen till {{brand}}s butik.',
  '{{brand}} cockpit suite': '{{brand}}-cockpitsvit',
  'Perpetual licence for the A320 family, 737 or 737 MAX 8, with one year of support.':
    'Evig licens för A320-familjen, 737 eller 737 MAX 8, med ett års support.',
  'FMS Trainer': 'FMS Trainer',
  'Monthly or annual trainer licences for Windows and iPad, personal or classroom.':
    'Månads- eller årslicenser för tränaren på Windows och iPad, personliga eller för klassrum.',
  'Support extension': 'Supportförlängning',
  'Extend or restart the support subscription of your suite licence.':
    'Förläng eller starta om supportprenumerationen för din svitlicens.',
};

export default sv;
