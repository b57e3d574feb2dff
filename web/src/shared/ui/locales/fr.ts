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
  'contact support': 'contactez l’assistance',
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
  'Decrease {{label}}': 'Diminuer {{label}}',
  'Increase {{label}}': 'Augmenter {{label}}',
  'One order holds at most {{count}} licences.': 'Une commande contient au plus {{count}} licences.',
  'To buy more, {{support}} and we will split your purchase into several orders.':
    'Pour en acheter davantage, {{support}} et nous répartirons votre achat en plusieurs commandes.',
  'Buy {{brand}} cockpit-suite licences, support and FMS trainer subscriptions.':
    'Achetez des licences de la suite cockpit {{brand}}, de l’assistance et des abonnements FMS Trainer.',
  'The shop could not check your sign-in just now. Please try again in a moment; you do not need to sign in again.':
    'La boutique n’a pas pu vérifier votre connexion pour le moment. Réessayez dans un instant ; vous n’avez pas besoin de vous reconnecter.',
  '{{platform}} FMS Trainer {{aircraft}} personal licence, monthly':
    'FMS Trainer {{aircraft}} pour {{platform}}, licence personnelle, mensuelle',
  '{{platform}} FMS Trainer {{aircraft}} personal licence, annual':
    'FMS Trainer {{aircraft}} pour {{platform}}, licence personnelle, annuelle',
  '{{platform}} FMS Trainer {{aircraft}} classroom licence, monthly':
    'FMS Trainer {{aircraft}} pour {{platform}}, licence salle de cours, mensuelle',
  '{{platform}} FMS Trainer {{aircraft}} classroom licence, annual':
    'FMS Trainer {{aircraft}} pour {{platform}}, licence salle de cours, annuelle',
  'Bronze support, monthly': 'Assistance Bronze, mensuelle',
  'Bronze support, annual': 'Assistance Bronze, annuelle',
  '{{brand}} {{family}} suite support extension, monthly':
    'Extension d’assistance de la suite {{brand}} {{family}}, mensuelle',
  '{{brand}} {{family}} suite support extension, annual':
    'Extension d’assistance de la suite {{brand}} {{family}}, annuelle',
  '{{brand}} {{family}} suite licence': 'Licence de la suite {{brand}} {{family}}',
  '{{brand}} {{family}} suite': 'Suite {{brand}} {{family}}',
  '{{brand}} {{family}} suite (neo and ceo)': 'Suite {{brand}} {{family}} (neo et ceo)',
  '{{brand}} {{family}} suite (ceo only)': 'Suite {{brand}} {{family}} (ceo uniquement)',
  'A320 neo add-on': 'Module A320 neo',
  'Support catch-up, per lapsed month': 'Rattrapage d’assistance, par mois expiré',
  Terms: 'Conditions générales',
  'Privacy notice': 'Politique de confidentialité',
  Imprint: 'Mentions légales',
  'Right of withdrawal': 'Droit de rétractation',
};

export default fr;
