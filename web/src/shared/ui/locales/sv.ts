import type { Translations } from '../../i18n/i18n';
import type en from './en';

/** Swedish. */
const sv: Translations<typeof en> = {
  'Skip to content': 'Hoppa till innehållet',
  Main: 'Huvudmeny',
  'Cockpit suite': 'Cockpitsvit',
  Suite: 'Svit',
  'FMS Trainer': 'FMS Trainer',
  Trainer: 'Tränare',
  Support: 'Support',
  'My licences': 'Mina licenser',
  Licences: 'Licenser',
  'My subscriptions': 'Mina prenumerationer',
  Subscriptions: 'Prenumerationer',
  'My orders': 'Mina beställningar',
  Orders: 'Beställningar',
  'My account': 'Mitt konto',
  Account: 'Konto',
  'Sign out': 'Logga ut',
  About: 'Om oss',
  'Windows requirements': 'Krav för Windows',
  'iPad requirements': 'Krav för iPad',
  'Contact support': 'Kontakta supporten',
  Language: 'Språk',
  'Try again': 'Försök igen',
  'Route is unknown': 'Adressen är okänd',
  Terms: 'Villkor',
  'Privacy notice': 'Integritetsmeddelande',
  Imprint: 'Om företaget',
  'Right of withdrawal': 'Ångerrätt',
};

export default sv;
