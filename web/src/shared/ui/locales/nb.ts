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
  'Try again': 'Prøv igjen',
  'Route is unknown': 'Adressen er ukjent',
  Terms: 'Vilkår',
  'Privacy notice': 'Personvernerklæring',
  Imprint: 'Om selskapet',
  'Right of withdrawal': 'Angrerett',
};

export default nb;
