import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** German. */
const de: Translations<typeof en> = {
  'Welcome to {{brand}} checkout.': 'Willkommen im {{brand}}-Shop.',
  '{{brand}} cockpit suite': '{{brand}}-Cockpit-Suite',
  'Perpetual licence for the A320 family, 737 or 737 MAX 8, with one year of support.':
    'Unbefristete Lizenz für die A320-Familie, die 737 oder die 737 MAX 8, mit einem Jahr Support.',
  'FMS Trainer': 'FMS Trainer',
  'Monthly or annual trainer licences for Windows and iPad, personal or classroom.':
    'Monatliche oder jährliche Trainer-Lizenzen für Windows und iPad, persönlich oder für den Unterricht.',
  'Support extension': 'Support-Verlängerung',
  'Extend or restart the support subscription of your suite licence.':
    'Verlängern oder erneuern Sie das Support-Abonnement Ihrer Suite-Lizenz.',
};

export default de;
