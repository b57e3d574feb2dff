import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** French. */
const fr: Translations<typeof en> = {
  'Welcome to {{brand}} checkout.': 'Bienvenue dans la boutique {{brand}}.',
  '{{brand}} cockpit suite': 'Suite cockpit {{brand}}',
  'Perpetual licence for the A320 family, 737 or 737 MAX 8, with one year of support.':
    'Licence perpétuelle pour la famille A320, le 737 ou le 737 MAX 8, avec un an d’assistance.',
  'FMS Trainer': 'FMS Trainer',
  'Monthly or annual trainer licences for Windows and iPad, personal or classroom.':
    'Licences de formation mensuelles ou annuelles pour Windows et iPad, personnelles ou pour la salle de cours.',
  'Support extension': 'Extension d’assistance',
  'Extend or restart the support subscription of your suite licence.':
    'Prolongez ou relancez l’abonnement d’assistance de votre licence de suite.',
};

export default fr;
