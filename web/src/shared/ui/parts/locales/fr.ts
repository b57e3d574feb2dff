import type { Translations } from '../../../i18n/i18n';
import type en from './en';

/** French. */
const fr: Translations<typeof en> = {
  'contact support': 'contactez l’assistance',
  'Decrease {{label}}': 'Diminuer {{label}}',
  'Increase {{label}}': 'Augmenter {{label}}',
  'One order holds at most {{count}} licences.': 'Une commande contient au plus {{count}} licences.',
  'To buy more, {{support}} and we will split your purchase into several orders.':
    'Pour en acheter davantage, {{support}} et nous répartirons votre achat en plusieurs commandes.',
  '{{brand}} checkout': 'Boutique {{brand}}',
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
};

export default fr;
