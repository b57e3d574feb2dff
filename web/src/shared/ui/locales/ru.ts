import type { Translations } from '../../i18n/i18n';
import type en from './en';

/** Russian. */
const ru: Translations<typeof en> = {
  'Skip to content': 'Перейти к содержимому',
  Main: 'Главное меню',
  'Cockpit suite': 'Пакет кабины',
  Suite: 'Пакет',
  'FMS Trainer': 'FMS Trainer',
  Trainer: 'Тренажёр',
  Support: 'Поддержка',
  'My licences': 'Мои лицензии',
  Licences: 'Лицензии',
  'My subscriptions': 'Мои подписки',
  Subscriptions: 'Подписки',
  'My orders': 'Мои заказы',
  Orders: 'Заказы',
  'My account': 'Мой аккаунт',
  Account: 'Аккаунт',
  'Sign out': 'Выйти',
  About: 'О нас',
  'Windows requirements': 'Требования для Windows',
  'iPad requirements': 'Требования для iPad',
  'Contact support': 'Связаться с поддержкой',
  Language: 'Язык',
  'Try again': 'Повторить',
  'Route is unknown': 'Неизвестный адрес',
  Terms: 'Условия',
  'Privacy notice': 'Уведомление о конфиденциальности',
  Imprint: 'Выходные данные',
  'Right of withdrawal': 'Право на отказ',
};

export default ru;
