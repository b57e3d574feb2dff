import type { Translations } from '../../i18n/i18n';
import type en from './en';

/** Ukrainian. */
const uk: Translations<typeof en> = {
  'Skip to content': 'Перейти до вмісту',
  Main: 'Головне меню',
  'Cockpit suite': 'Пакет кабіни',
  Suite: 'Пакет',
  'FMS Trainer': 'FMS Trainer',
  Trainer: 'Тренажер',
  Support: 'Підтримка',
  'My licences': 'Мої ліцензії',
  Licences: 'Ліцензії',
  'My subscriptions': 'Мої підписки',
  Subscriptions: 'Підписки',
  'My orders': 'Мої замовлення',
  Orders: 'Замовлення',
  'My account': 'Мій обліковий запис',
  Account: 'Обліковий запис',
  'Sign out': 'Вийти',
  About: 'Про нас',
  'Windows requirements': 'Вимоги для Windows',
  'iPad requirements': 'Вимоги для iPad',
  'Contact support': 'Зв’язатися з підтримкою',
  Language: 'Мова',
  'Try again': 'Спробувати ще раз',
  'Route is unknown': 'Невідома адреса',
  Terms: 'Умови',
  'Privacy notice': 'Повідомлення про конфіденційність',
  Imprint: 'Вихідні дані',
  'Right of withdrawal': 'Право на відмову',
};

export default uk;
