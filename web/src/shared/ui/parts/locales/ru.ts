import type { Translations } from '../../../i18n/i18n';
import type en from './en';

/** Russian. */
const ru: Translations<typeof en> = {
  'contact support': 'свяжитесь с поддержкой',
  'Decrease {{label}}': 'Уменьшить: {{label}}',
  'Increase {{label}}': 'Увеличить: {{label}}',
  'One order holds at most {{count}} licences.': 'Один заказ включает не более {{count}} лицензий.',
  'To buy more, {{support}} and we will split your purchase into several orders.':
    'Чтобы купить больше, {{support}}, и мы разделим покупку на несколько заказов.',
  '{{brand}} checkout': 'Магазин {{brand}}',
  'Buy {{brand}} cockpit-suite licences, support and FMS trainer subscriptions.':
    'Покупайте лицензии на пакет кабины {{brand}}, поддержку и подписки FMS Trainer.',
  'The shop could not check your sign-in just now. Please try again in a moment; you do not need to sign in again.':
    'Магазину сейчас не удалось проверить ваш вход. Повторите попытку чуть позже; входить заново не нужно.',
  '{{platform}} FMS Trainer {{aircraft}} personal licence, monthly':
    'FMS Trainer {{aircraft}} для {{platform}}, личная лицензия, ежемесячно',
  '{{platform}} FMS Trainer {{aircraft}} personal licence, annual':
    'FMS Trainer {{aircraft}} для {{platform}}, личная лицензия, ежегодно',
  '{{platform}} FMS Trainer {{aircraft}} classroom licence, monthly':
    'FMS Trainer {{aircraft}} для {{platform}}, лицензия для учебного класса, ежемесячно',
  '{{platform}} FMS Trainer {{aircraft}} classroom licence, annual':
    'FMS Trainer {{aircraft}} для {{platform}}, лицензия для учебного класса, ежегодно',
  'Bronze support, monthly': 'Поддержка Bronze, ежемесячно',
  'Bronze support, annual': 'Поддержка Bronze, ежегодно',
  '{{brand}} {{family}} suite support extension, monthly':
    'Продление поддержки пакета {{brand}} {{family}}, ежемесячно',
  '{{brand}} {{family}} suite support extension, annual': 'Продление поддержки пакета {{brand}} {{family}}, ежегодно',
  '{{brand}} {{family}} suite licence': 'Лицензия пакета {{brand}} {{family}}',
  '{{brand}} {{family}} suite': 'Пакет {{brand}} {{family}}',
  '{{brand}} {{family}} suite (neo and ceo)': 'Пакет {{brand}} {{family}} (neo и ceo)',
  '{{brand}} {{family}} suite (ceo only)': 'Пакет {{brand}} {{family}} (только ceo)',
  'A320 neo add-on': 'Дополнение A320 neo',
  'Support catch-up, per lapsed month': 'Доплата за поддержку, за пропущенный месяц',
};

export default ru;
