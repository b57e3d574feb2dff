import type { Translations } from '../../i18n/i18n';
import type en from './en';

/** French. */
const fr: Translations<typeof en> = {
  'Skip to content': 'Aller au contenu',
  Main: 'Principal',
  'Cockpit suite': 'Suite cockpit',
  Suite: 'Suite',
  'FMS Trainer': 'FMS Trainer',
  Trainer: 'Formateur',
  Support: 'Assistance',
  'My licences': 'Mes licences',
  Licences: 'Licences',
  'My subscriptions': 'Mes abonnements',
  Subscriptions: 'Abonnements',
  'My orders': 'Mes commandes',
  Orders: 'Commandes',
  'My account': 'Mon compte',
  Account: 'Compte',
  'Sign out': 'Se déconnecter',
  About: 'À propos',
  'Windows requirements': 'Configuration requise Windows',
  'iPad requirements': 'Configuration requise iPad',
  'Contact support': 'Contacter l’assistance',
  Language: 'Langue',
  'Oops!': 'Oups !',
  'Sorry, an unexpected error occurred.': 'Désolé, une erreur inattendue s’est produite.',
  'Reload the page': 'Recharger la page',
  'Try again': 'Réessayer',
  'Go back home': 'Retour à l’accueil',
  'This page could not be loaded. The shop may have been updated, or the connection dropped.':
    'Cette page n’a pas pu être chargée. La boutique a peut-être été mise à jour, ou la connexion a été interrompue.',
  'Unknown aircraft type: {{type}}': 'Type d’avion inconnu : {{type}}',
  'Route is unknown': 'Cette adresse est inconnue',
  Terms: 'Conditions générales',
  'Privacy notice': 'Politique de confidentialité',
  Imprint: 'Mentions légales',
  'Right of withdrawal': 'Droit de rétractation',
};

export default fr;
