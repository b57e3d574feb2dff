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
  'The shop could not be reached. Please check your connection and try again.':
    'La boutique est injoignable. Vérifiez votre connexion et réessayez.',
  'Something went wrong on our side. Please try again in a moment.':
    'Un problème est survenu de notre côté. Veuillez réessayer dans un instant.',
  'The shop could not check your sign-in just now. Please try again in a moment; you do not need to sign in again.':
    'La boutique n’a pas pu vérifier votre connexion pour le moment. Réessayez dans un instant ; vous n’avez pas besoin de vous reconnecter.',
  'Unknown aircraft type: {{type}}': 'Type d’avion inconnu : {{type}}',
};

export default fr;
