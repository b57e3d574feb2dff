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
  Terms: 'Vilkår',
  'Privacy notice': 'Personvernerklæring',
  Imprint: 'Om selskapet',
  'Right of withdrawal': 'Angrerett',
};

export default nb;
