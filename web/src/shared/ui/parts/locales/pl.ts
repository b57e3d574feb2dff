import type { Translations } from '../../../i18n/i18n';
import type en from './en';

/** Polish. */
const pl: Translations<typeof en> = {
  'contact support': 'skontaktuj się z pomocą',
  'Decrease {{label}}': 'Zmniejsz: {{label}}',
  'Increase {{label}}': 'Zwiększ: {{label}}',
  'One order holds at most {{count}} licences.': 'Jedno zamówienie obejmuje najwyżej {{count}} licencji.',
  'To buy more, {{support}} and we will split your purchase into several orders.':
    'Aby kupić więcej, {{support}}, a podzielimy zakup na kilka zamówień.',
  '{{brand}} checkout': 'Sklep {{brand}}',
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
};

export default pl;
