import type { Translations } from '../../../i18n/i18n';
import type en from './en';

/** Ukrainian. */
const uk: Translations<typeof en> = {
  'contact support': 'зверніться до підтримки',
  'Decrease {{label}}': 'Зменшити: {{label}}',
  'Increase {{label}}': 'Збільшити: {{label}}',
  'One order holds at most {{count}} licences.': 'Одне замовлення містить щонайбільше {{count}} ліцензій.',
  'To buy more, {{support}} and we will split your purchase into several orders.':
    'Щоб купити більше, {{support}}, і ми розділимо покупку на кілька замовлень.',
  '{{brand}} checkout': 'Магазин {{brand}}',
  'Buy {{brand}} cockpit-suite licences, support and FMS trainer subscriptions.':
    'Купуйте ліцензії на пакет кабіни {{brand}}, підтримку та підписки FMS Trainer.',
  'The shop could not check your sign-in just now. Please try again in a moment; you do not need to sign in again.':
    'Магазину зараз не вдалося перевірити ваш вхід. Спробуйте ще раз за мить; входити знову не потрібно.',
  '{{platform}} FMS Trainer {{aircraft}} personal licence, monthly':
    'FMS Trainer {{aircraft}} для {{platform}}, особиста ліцензія, щомісяця',
  '{{platform}} FMS Trainer {{aircraft}} personal licence, annual':
    'FMS Trainer {{aircraft}} для {{platform}}, особиста ліцензія, щороку',
  '{{platform}} FMS Trainer {{aircraft}} classroom licence, monthly':
    'FMS Trainer {{aircraft}} для {{platform}}, ліцензія для навчального класу, щомісяця',
  '{{platform}} FMS Trainer {{aircraft}} classroom licence, annual':
    'FMS Trainer {{aircraft}} для {{platform}}, ліцензія для навчального класу, щороку',
  'Bronze support, monthly': 'Підтримка Bronze, щомісяця',
  'Bronze support, annual': 'Підтримка Bronze, щороку',
  '{{brand}} {{family}} suite support extension, monthly':
    'Продовження підтримки пакета {{brand}} {{family}}, щомісяця',
  '{{brand}} {{family}} suite support extension, annual': 'Продовження підтримки пакета {{brand}} {{family}}, щороку',
  '{{brand}} {{family}} suite licence': 'Ліцензія пакета {{brand}} {{family}}',
  '{{brand}} {{family}} suite': 'Пакет {{brand}} {{family}}',
  '{{brand}} {{family}} suite (neo and ceo)': 'Пакет {{brand}} {{family}} (neo і ceo)',
  '{{brand}} {{family}} suite (ceo only)': 'Пакет {{brand}} {{family}} (лише ceo)',
  'A320 neo add-on': 'Доповнення A320 neo',
  'Support catch-up, per lapsed month': 'Доплата за підтримку, за пропущений місяць',
};

export default uk;
