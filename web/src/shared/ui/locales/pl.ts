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
  'contact support': 'skontaktuj się z pomocą',
  Language: 'Język',
  'Oops!': 'Ups!',
  'Sorry, an unexpected error occurred.': 'Przepraszamy, wystąpił nieoczekiwany błąd.',
  'Reload the page': 'Odśwież stronę',
  'Try again': 'Spróbuj ponownie',
  'Go back home': 'Wróć na stronę główną',
  'This page could not be loaded. The shop may have been updated, or the connection dropped.':
    'Nie udało się wczytać tej strony. Sklep mógł zostać zaktualizowany albo połączenie zostało przerwane.',
  'Unknown aircraft type: {{type}}': 'Nieznany typ samolotu: {{type}}',
  'Route is unknown': 'Nieznana ścieżka',
  'Decrease {{label}}': 'Zmniejsz: {{label}}',
  'Increase {{label}}': 'Zwiększ: {{label}}',
  'One order holds at most {{count}} licences.': 'Jedno zamówienie obejmuje najwyżej {{count}} licencji.',
  'To buy more, {{support}} and we will split your purchase into several orders.':
    'Aby kupić więcej, {{support}}, a podzielimy zakup na kilka zamówień.',
  'Buy {{brand}} cockpit-suite licences, support and FMS trainer subscriptions.':
    'Kup licencje pakietu kokpitu {{brand}}, wsparcie i subskrypcje FMS Trainer.',
  'The shop could not check your sign-in just now. Please try again in a moment; you do not need to sign in again.':
    'Sklep nie mógł teraz sprawdzić Twojego logowania. Spróbuj ponownie za chwilę; nie musisz logować się ponownie.',
  '{{platform}} FMS Trainer {{aircraft}} personal licence, monthly':
    'FMS Trainer {{aircraft}} na {{platform}}, licencja osobista, miesięczna',
  '{{platform}} FMS Trainer {{aircraft}} personal licence, annual':
    'FMS Trainer {{aircraft}} na {{platform}}, licencja osobista, roczna',
  '{{platform}} FMS Trainer {{aircraft}} classroom licence, monthly':
    'FMS Trainer {{aircraft}} na {{platform}}, licencja dla sali szkoleniowej, miesięczna',
  '{{platform}} FMS Trainer {{aircraft}} classroom licence, annual':
    'FMS Trainer {{aircraft}} na {{platform}}, licencja dla sali szkoleniowej, roczna',
  'Bronze support, monthly': 'Wsparcie Bronze, miesięczne',
  'Bronze support, annual': 'Wsparcie Bronze, roczne',
  '{{brand}} {{family}} suite support extension, monthly':
    'Przedłużenie wsparcia pakietu {{brand}} {{family}}, miesięczne',
  '{{brand}} {{family}} suite support extension, annual': 'Przedłużenie wsparcia pakietu {{brand}} {{family}}, roczne',
  '{{brand}} {{family}} suite licence': 'Licencja pakietu {{brand}} {{family}}',
  '{{brand}} {{family}} suite': 'Pakiet {{brand}} {{family}}',
  '{{brand}} {{family}} suite (neo and ceo)': 'Pakiet {{brand}} {{family}} (neo i ceo)',
  '{{brand}} {{family}} suite (ceo only)': 'Pakiet {{brand}} {{family}} (tylko ceo)',
  'A320 neo add-on': 'Dodatek A320 neo',
  'Support catch-up, per lapsed month': 'Nadrobienie wsparcia, za wygasły miesiąc',
  Terms: 'Regulamin',
  'Privacy notice': 'Informacja o prywatności',
  Imprint: 'Nota prawna',
  'Right of withdrawal': 'Prawo odstąpienia',
};

export default pl;
