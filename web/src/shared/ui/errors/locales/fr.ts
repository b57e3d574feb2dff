import type { Translations } from '../../../i18n/i18n';
import type en from './en';

/** French. */
const fr: Translations<typeof en> = {
  'Oops!': 'Oups !',
  'Sorry, an unexpected error occurred.': 'Désolé, une erreur inattendue s’est produite.',
  'Reload the page': 'Recharger la page',
  'Go back home': 'Retour à l’accueil',
  'This page could not be loaded. The shop may have been updated, or the connection dropped.':
    'Cette page n’a pas pu être chargée. La boutique a peut-être été mise à jour, ou la connexion a été interrompue.',
  'Unknown aircraft type: {{type}}': 'Type d’avion inconnu : {{type}}',
};

export default fr;
