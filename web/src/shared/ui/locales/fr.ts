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
  'Try again': 'Réessayer',
  'Route is unknown': 'Cette adresse est inconnue',
  Terms: 'Conditions générales',
  'Privacy notice': 'Politique de confidentialité',
  Imprint: 'Mentions légales',
  'Right of withdrawal': 'Droit de rétractation',
};

export default fr;
