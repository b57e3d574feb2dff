import type { Translations } from '../../../i18n/i18n';
import type en from './en';

/** Swedish. */
const sv: Translations<typeof en> = {
  'contact support': 'kontakta supporten',
  'Decrease {{label}}': 'Minska {{label}}',
  'Increase {{label}}': 'Öka {{label}}',
  'One order holds at most {{count}} licences.': 'En beställning rymmer högst {{count}} licenser.',
  'To buy more, {{support}} and we will split your purchase into several orders.':
    'För att köpa fler, {{support}} så delar vi upp köpet i flera beställningar.',
  '{{brand}} checkout': '{{brand}}s butik',
  'Buy {{brand}} cockpit-suite licences, support and FMS trainer subscriptions.':
    'Köp licenser för {{brand}}-cockpitsviten, support och prenumerationer på FMS Trainer.',
  'The shop could not check your sign-in just now. Please try again in a moment; you do not need to sign in again.':
    'Butiken kunde inte kontrollera din inloggning just nu. Försök igen om en stund; du behöver inte logga in igen.',
  '{{platform}} FMS Trainer {{aircraft}} personal licence, monthly':
    'FMS Trainer {{aircraft}} för {{platform}}, personlig licens, månadsvis',
  '{{platform}} FMS Trainer {{aircraft}} personal licence, annual':
    'FMS Trainer {{aircraft}} för {{platform}}, personlig licens, årsvis',
  '{{platform}} FMS Trainer {{aircraft}} classroom licence, monthly':
    'FMS Trainer {{aircraft}} för {{platform}}, klassrumslicens, månadsvis',
  '{{platform}} FMS Trainer {{aircraft}} classroom licence, annual':
    'FMS Trainer {{aircraft}} för {{platform}}, klassrumslicens, årsvis',
  'Bronze support, monthly': 'Bronze-support, månadsvis',
  'Bronze support, annual': 'Bronze-support, årsvis',
  '{{brand}} {{family}} suite support extension, monthly':
    'Supportförlängning för {{brand}} {{family}}-sviten, månadsvis',
  '{{brand}} {{family}} suite support extension, annual': 'Supportförlängning för {{brand}} {{family}}-sviten, årsvis',
  '{{brand}} {{family}} suite licence': 'Licens för {{brand}} {{family}}-sviten',
  '{{brand}} {{family}} suite': '{{brand}} {{family}}-svit',
  '{{brand}} {{family}} suite (neo and ceo)': '{{brand}} {{family}}-svit (neo och ceo)',
  '{{brand}} {{family}} suite (ceo only)': '{{brand}} {{family}}-svit (endast ceo)',
  'A320 neo add-on': 'A320 neo-tillägg',
  'Support catch-up, per lapsed month': 'Ikapp av support, per utgången månad',
};

export default sv;
