import type { Translations } from '../../i18n/i18n';
import type en from './en';

/** Norwegian (Bokmål). */
const nb: Translations<typeof en> = {
  'Skip to content': 'Hopp til innholdet',
  Main: 'Hovedmeny',
  'Cockpit suite': 'Cockpitpakke',
  Suite: 'Pakke',
  'FMS Trainer': 'FMS Trainer',
  Trainer: 'Trener',
  Support: 'Support',
  'My licences': 'Mine lisenser',
  Licences: 'Lisenser',
  'My subscriptions': 'Mine abonnementer',
  Subscriptions: 'Abonnementer',
  'My orders': 'Mine bestillinger',
  Orders: 'Bestillinger',
  'My account': 'Min konto',
  Account: 'Konto',
  'Sign out': 'Logg ut',
  About: 'Om oss',
  'Windows requirements': 'Krav for Windows',
  'iPad requirements': 'Krav for iPad',
  'Contact support': 'Kontakt support',
  'contact support': 'kontakt support',
  Language: 'Språk',
  'Oops!': 'Oi!',
  'Sorry, an unexpected error occurred.': 'Beklager, det oppstod en uventet feil.',
  'Reload the page': 'Last inn siden på nytt',
  'Try again': 'Prøv igjen',
  'Go back home': 'Tilbake til forsiden',
  'This page could not be loaded. The shop may have been updated, or the connection dropped.':
    'Siden kunne ikke lastes. Butikken kan ha blitt oppdatert, eller forbindelsen ble brutt.',
  'Unknown aircraft type: {{type}}': 'Ukjent flytype: {{type}}',
  'Route is unknown': 'Adressen er ukjent',
  'Decrease {{label}}': 'Reduser {{label}}',
  'Increase {{label}}': 'Øk {{label}}',
  'One order holds at most {{count}} licences.': 'En bestilling kan ha høyst {{count}} lisenser.',
  'To buy more, {{support}} and we will split your purchase into several orders.':
    'For å kjøpe flere, {{support}}, så deler vi kjøpet i flere bestillinger.',
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
  Terms: 'Vilkår',
  'Privacy notice': 'Personvernerklæring',
  Imprint: 'Om selskapet',
  'Right of withdrawal': 'Angrerett',
};

export default nb;
