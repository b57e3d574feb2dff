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
  'Try again': 'Erneut versuchen',
  'Route is unknown': 'Diese Adresse gibt es nicht',
  Terms: 'AGB',
  'Privacy notice': 'Datenschutzerklärung',
  Imprint: 'Impressum',
  'Right of withdrawal': 'Widerrufsrecht',
};

export default de;
