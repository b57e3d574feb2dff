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
  'contact support': 'neem contact op met support',
  Language: 'Taal',
  'Oops!': 'Oeps!',
  'Sorry, an unexpected error occurred.': 'Sorry, er is een onverwachte fout opgetreden.',
  'Reload the page': 'Pagina opnieuw laden',
  'Try again': 'Opnieuw proberen',
  'Go back home': 'Terug naar home',
  'This page could not be loaded. The shop may have been updated, or the connection dropped.':
    'Deze pagina kon niet worden geladen. De winkel is misschien bijgewerkt, of de verbinding is weggevallen.',
  'Unknown aircraft type: {{type}}': 'Onbekend vliegtuigtype: {{type}}',
  'Route is unknown': 'Deze route is onbekend',
  'Decrease {{label}}': '{{label}} verlagen',
  'Increase {{label}}': '{{label}} verhogen',
  'One order holds at most {{count}} licences.': 'Eén bestelling bevat maximaal {{count}} licenties.',
  'To buy more, {{support}} and we will split your purchase into several orders.':
    'Wilt u meer kopen, {{support}}, dan splitsen we uw aankoop in meerdere bestellingen.',
  'Buy {{brand}} cockpit-suite licences, support and FMS trainer subscriptions.':
    'Koop licenties voor de {{brand}}-cockpitsuite, support en FMS Trainer-abonnementen.',
};

export default nl;
