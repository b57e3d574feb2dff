import type { Translations } from '../../../i18n/i18n';
import type en from './en';

/** German. */
const de: Translations<typeof en> = {
  'contact support': 'kontaktieren Sie den Support',
  'Decrease {{label}}': '{{label}} verringern',
  'Increase {{label}}': '{{label}} erhöhen',
  'One order holds at most {{count}} licences.': 'Eine Bestellung umfasst höchstens {{count}} Lizenzen.',
  'To buy more, {{support}} and we will split your purchase into several orders.':
    'Um mehr zu kaufen, {{support}}; wir teilen Ihren Kauf dann auf mehrere Bestellungen auf.',
  '{{brand}} checkout': '{{brand}}-Shop',
  'Buy {{brand}} cockpit-suite licences, support and FMS trainer subscriptions.':
    'Kaufen Sie {{brand}}-Cockpit-Suite-Lizenzen, Support und FMS-Trainer-Abonnements.',
  'The shop could not check your sign-in just now. Please try again in a moment; you do not need to sign in again.':
    'Der Shop konnte Ihre Anmeldung gerade nicht prüfen. Bitte versuchen Sie es gleich noch einmal; Sie müssen sich nicht erneut anmelden.',
  '{{platform}} FMS Trainer {{aircraft}} personal licence, monthly':
    '{{platform}} FMS Trainer {{aircraft}}, persönliche Lizenz, monatlich',
  '{{platform}} FMS Trainer {{aircraft}} personal licence, annual':
    '{{platform}} FMS Trainer {{aircraft}}, persönliche Lizenz, jährlich',
  '{{platform}} FMS Trainer {{aircraft}} classroom licence, monthly':
    '{{platform}} FMS Trainer {{aircraft}}, Unterrichtslizenz, monatlich',
  '{{platform}} FMS Trainer {{aircraft}} classroom licence, annual':
    '{{platform}} FMS Trainer {{aircraft}}, Unterrichtslizenz, jährlich',
  'Bronze support, monthly': 'Bronze-Support, monatlich',
  'Bronze support, annual': 'Bronze-Support, jährlich',
  '{{brand}} {{family}} suite support extension, monthly':
    'Support-Verlängerung für die {{brand}}-{{family}}-Suite, monatlich',
  '{{brand}} {{family}} suite support extension, annual':
    'Support-Verlängerung für die {{brand}}-{{family}}-Suite, jährlich',
  '{{brand}} {{family}} suite licence': 'Lizenz für die {{brand}}-{{family}}-Suite',
  '{{brand}} {{family}} suite': '{{brand}}-{{family}}-Suite',
  '{{brand}} {{family}} suite (neo and ceo)': '{{brand}}-{{family}}-Suite (neo und ceo)',
  '{{brand}} {{family}} suite (ceo only)': '{{brand}}-{{family}}-Suite (nur ceo)',
  'A320 neo add-on': 'A320-neo-Erweiterung',
  'Support catch-up, per lapsed month': 'Support-Nachholung, pro abgelaufenem Monat',
};

export default de;
