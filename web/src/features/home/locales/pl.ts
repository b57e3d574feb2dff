import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Polish. */
const pl: Translations<typeof en> = {
  'Welcome to {{brand}} checkout.': 'Witamy w sklepie {{brand}}.',
  '{{brand}} cockpit suite': 'Pakiet kokpitu {{brand}}',
  'Perpetual licence for the A320 family, 737 or 737 MAX 8, with one year of support.':
    'Licencja wieczysta na rodzinę A320, 737 lub 737 MAX 8, z rocznym wsparciem.',
  'FMS Trainer': 'FMS Trainer',
  'Monthly or annual trainer licences for Windows and iPad, personal or classroom.':
    'Miesięczne lub roczne licencje trenera na Windows i iPada, osobiste lub do sal szkoleniowych.',
  'Support extension': 'Przedłużenie wsparcia',
  'Extend or restart the support subscription of your suite licence.':
    'Przedłuż lub wznów subskrypcję wsparcia swojej licencji pakietu.',
};

export default pl;
