import type { Translations } from '../../i18n/i18n';
import type en from './en';

/** Dutch. */
const nl: Translations<typeof en> = {
  'Skip to content': 'Naar de inhoud',
  Main: 'Hoofdmenu',
  'Cockpit suite': 'Cockpitsuite',
  Suite: 'Suite',
  'FMS Trainer': 'FMS Trainer',
  Trainer: 'Trainer',
  Support: 'Support',
  'My licences': 'Mijn licenties',
  Licences: 'Licenties',
  'My subscriptions': 'Mijn abonnementen',
  Subscriptions: 'Abonnementen',
  'My orders': 'Mijn bestellingen',
  Orders: 'Bestellingen',
  'My account': 'Mijn account',
  Account: 'Account',
  'Sign out': 'Afmelden',
  About: 'Over ons',
  'Windows requirements': 'Windows-vereisten',
  'iPad requirements': 'iPad-vereisten',
  'Contact support': 'Contact opnemen met support',
  Language: 'Taal',
  'Try again': 'Opnieuw proberen',
  'Route is unknown': 'Deze route is onbekend',
  Terms: 'Voorwaarden',
  'Privacy notice': 'Privacyverklaring',
  Imprint: 'Colofon',
  'Right of withdrawal': 'Herroepingsrecht',
};

export default nl;
