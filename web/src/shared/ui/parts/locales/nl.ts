import type { Translations } from '../../../i18n/i18n';
import type en from './en';

/** Dutch. */
const nl: Translations<typeof en> = {
  'contact support': 'neem contact op met support',
  'Decrease {{label}}': '{{label}} verlagen',
  'Increase {{label}}': '{{label}} verhogen',
  'One order holds at most {{count}} licences.': 'Eén bestelling bevat maximaal {{count}} licenties.',
  'To buy more, {{support}} and we will split your purchase into several orders.':
    'Wilt u meer kopen, {{support}}, dan splitsen we uw aankoop in meerdere bestellingen.',
  '{{brand}} checkout': 'Winkel van {{brand}}',
  'Buy {{brand}} cockpit-suite licences, support and FMS trainer subscriptions.':
    'Koop licenties voor de {{brand}}-cockpitsuite, support en FMS Trainer-abonnementen.',
  'The shop could not check your sign-in just now. Please try again in a moment; you do not need to sign in again.':
    'De winkel kon uw aanmelding nu niet controleren. Probeer het zo opnieuw; u hoeft zich niet opnieuw aan te melden.',
  '{{platform}} FMS Trainer {{aircraft}} personal licence, monthly':
    'FMS Trainer {{aircraft}} voor {{platform}}, persoonlijke licentie, maandelijks',
  '{{platform}} FMS Trainer {{aircraft}} personal licence, annual':
    'FMS Trainer {{aircraft}} voor {{platform}}, persoonlijke licentie, jaarlijks',
  '{{platform}} FMS Trainer {{aircraft}} classroom licence, monthly':
    'FMS Trainer {{aircraft}} voor {{platform}}, klaslokaallicentie, maandelijks',
  '{{platform}} FMS Trainer {{aircraft}} classroom licence, annual':
    'FMS Trainer {{aircraft}} voor {{platform}}, klaslokaallicentie, jaarlijks',
  'Bronze support, monthly': 'Bronze-support, maandelijks',
  'Bronze support, annual': 'Bronze-support, jaarlijks',
  '{{brand}} {{family}} suite support extension, monthly': 'Supportverlenging {{brand}} {{family}}-suite, maandelijks',
  '{{brand}} {{family}} suite support extension, annual': 'Supportverlenging {{brand}} {{family}}-suite, jaarlijks',
  '{{brand}} {{family}} suite licence': 'Licentie {{brand}} {{family}}-suite',
  '{{brand}} {{family}} suite': '{{brand}} {{family}}-suite',
  '{{brand}} {{family}} suite (neo and ceo)': '{{brand}} {{family}}-suite (neo en ceo)',
  '{{brand}} {{family}} suite (ceo only)': '{{brand}} {{family}}-suite (alleen ceo)',
  'A320 neo add-on': 'A320 neo-uitbreiding',
  'Support catch-up, per lapsed month': 'Support inhalen, per verlopen maand',
};

export default nl;
