import type { Translations } from '../../i18n/i18n';
import type en from './en';

/** Polish. */
const pl: Translations<typeof en> = {
  'Skip to content': 'Przejdź do treści',
  Main: 'Główne',
  'Cockpit suite': 'Pakiet kokpitu',
  Suite: 'Pakiet',
  'FMS Trainer': 'FMS Trainer',
  Trainer: 'Trener',
  Support: 'Wsparcie',
  'My licences': 'Moje licencje',
  Licences: 'Licencje',
  'My subscriptions': 'Moje subskrypcje',
  Subscriptions: 'Subskrypcje',
  'My orders': 'Moje zamówienia',
  Orders: 'Zamówienia',
  'My account': 'Moje konto',
  Account: 'Konto',
  'Sign out': 'Wyloguj się',
  About: 'O nas',
  'Windows requirements': 'Wymagania Windows',
  'iPad requirements': 'Wymagania iPad',
  'Contact support': 'Skontaktuj się z pomocą',
  Language: 'Język',
  'Try again': 'Spróbuj ponownie',
  'Route is unknown': 'Nieznana ścieżka',
  Terms: 'Regulamin',
  'Privacy notice': 'Informacja o prywatności',
  Imprint: 'Nota prawna',
  'Right of withdrawal': 'Prawo odstąpienia',
};

export default pl;
