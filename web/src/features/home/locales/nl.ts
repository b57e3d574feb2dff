import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Dutch. */
const nl: Translations<typeof en> = {
  'Welcome to {{brand}} checkout.': 'Welkom in de winkel van {{brand}}.',
  '{{brand}} cockpit suite': '{{brand}}-cockpitsuite',
  'Perpetual licence for the A320 family, 737 or 737 MAX 8, with one year of support.':
    'Eeuwigdurende licentie voor de A320-familie, de 737 of de 737 MAX 8, met een jaar support.',
  'FMS Trainer': 'FMS Trainer',
  'Monthly or annual trainer licences for Windows and iPad, personal or classroom.':
    'Maand- of jaarlicenties voor de trainer op Windows en iPad, persoonlijk of voor het klaslokaal.',
  'Support extension': 'Supportverlenging',
  'Extend or restart the support subscription of your suite licence.':
    'Verleng of herstart het supportabonnement van uw suitelicentie.',
};

export default nl;
