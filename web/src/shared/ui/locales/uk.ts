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
  'Oops!': 'Ой!',
  'Sorry, an unexpected error occurred.': 'Вибачте, сталася неочікувана помилка.',
  'Reload the page': 'Перезавантажити сторінку',
  'Try again': 'Спробувати ще раз',
  'Go back home': 'Повернутися на головну',
  'This page could not be loaded. The shop may have been updated, or the connection dropped.':
    'Не вдалося завантажити цю сторінку. Можливо, магазин оновився або зʼєднання перервалося.',
  'Unknown aircraft type: {{type}}': 'Невідомий тип літака: {{type}}',
  'Route is unknown': 'Невідома адреса',
  Terms: 'Умови',
  'Privacy notice': 'Повідомлення про конфіденційність',
  Imprint: 'Вихідні дані',
  'Right of withdrawal': 'Право на відмову',
};

export default uk;
