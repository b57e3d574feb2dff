import type { Translations } from '../../../i18n/i18n';
import type en from './en';

/** Norwegian (Bokmål). */
const nb: Translations<typeof en> = {
  'contact support': 'kontakt support',
  'Decrease {{label}}': 'Reduser {{label}}',
  'Increase {{label}}': 'Øk {{label}}',
  'One order holds at most {{count}} licences.': 'En bestilling kan ha høyst {{count}} lisenser.',
  'To buy more, {{support}} and we will split your purchase into several orders.':
    'For å kjøpe flere, {{support}}, så deler vi kjøpet i flere bestillinger.',
  '{{brand}} checkout': '{{brand}}-butikken',
  'Buy {{brand}} cockpit-suite licences, support and FMS trainer subscriptions.':
    'Kjøp lisenser for {{brand}}-cockpitpakken, support og abonnementer på FMS Trainer.',
  'The shop could not check your sign-in just now. Please try again in a moment; you do not need to sign in again.':
    'Butikken kunne ikke kontrollere innloggingen din akkurat nå. Prøv igjen om litt; du trenger ikke logge inn på nytt.',
  '{{platform}} FMS Trainer {{aircraft}} personal licence, monthly':
    'FMS Trainer {{aircraft}} for {{platform}}, personlig lisens, månedlig',
  '{{platform}} FMS Trainer {{aircraft}} personal licence, annual':
    'FMS Trainer {{aircraft}} for {{platform}}, personlig lisens, årlig',
  '{{platform}} FMS Trainer {{aircraft}} classroom licence, monthly':
    'FMS Trainer {{aircraft}} for {{platform}}, klasseromslisens, månedlig',
  '{{platform}} FMS Trainer {{aircraft}} classroom licence, annual':
    'FMS Trainer {{aircraft}} for {{platform}}, klasseromslisens, årlig',
  'Bronze support, monthly': 'Bronze-support, månedlig',
  'Bronze support, annual': 'Bronze-support, årlig',
  '{{brand}} {{family}} suite support extension, monthly':
    'Supportforlengelse for {{brand}} {{family}}-pakken, månedlig',
  '{{brand}} {{family}} suite support extension, annual': 'Supportforlengelse for {{brand}} {{family}}-pakken, årlig',
  '{{brand}} {{family}} suite licence': 'Lisens for {{brand}} {{family}}-pakken',
  '{{brand}} {{family}} suite': '{{brand}} {{family}}-pakke',
  '{{brand}} {{family}} suite (neo and ceo)': '{{brand}} {{family}}-pakke (neo og ceo)',
  '{{brand}} {{family}} suite (ceo only)': '{{brand}} {{family}}-pakke (kun ceo)',
  'A320 neo add-on': 'A320 neo-tillegg',
  'Support catch-up, per lapsed month': 'Innhenting av support, per utløpt måned',
};

export default nb;
