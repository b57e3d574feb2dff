import type { Translations } from '../../i18n/i18n';
import type en from './en';

/** German. */
const de: Translations<typeof en> = {
  'Skip to content': 'Zum Inhalt springen',
  Main: 'Hauptmenü',
  'Cockpit suite': 'Cockpit-Suite',
  Suite: 'Suite',
  'FMS Trainer': 'FMS Trainer',
  Trainer: 'Trainer',
  Support: 'Support',
  'My licences': 'Meine Lizenzen',
  Licences: 'Lizenzen',
  'My subscriptions': 'Meine Abonnements',
  Subscriptions: 'Abonnements',
  'My orders': 'Meine Bestellungen',
  Orders: 'Bestellungen',
  'My account': 'Mein Konto',
  Account: 'Konto',
  'Sign out': 'Abmelden',
  About: 'Über uns',
  'Windows requirements': 'Windows-Anforderungen',
  'iPad requirements': 'iPad-Anforderungen',
  'Contact support': 'Support kontaktieren',
  Language: 'Sprache',
  'Oops!': 'Hoppla!',
  'Sorry, an unexpected error occurred.': 'Leider ist ein unerwarteter Fehler aufgetreten.',
  'Reload the page': 'Seite neu laden',
  'Try again': 'Erneut versuchen',
  'Go back home': 'Zur Startseite',
  'This page could not be loaded. The shop may have been updated, or the connection dropped.':
    'Diese Seite konnte nicht geladen werden. Der Shop wurde vielleicht aktualisiert, oder die Verbindung ist abgebrochen.',
  'Unknown aircraft type: {{type}}': 'Unbekannter Flugzeugtyp: {{type}}',
  'Route is unknown': 'Diese Adresse gibt es nicht',
  Terms: 'AGB',
  'Privacy notice': 'Datenschutzerklärung',
  Imprint: 'Impressum',
  'Right of withdrawal': 'Widerrufsrecht',
};

export default de;
