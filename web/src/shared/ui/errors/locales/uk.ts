import type { Translations } from '../../../i18n/i18n';
import type en from './en';

/** Ukrainian. */
const uk: Translations<typeof en> = {
  'Oops!': 'Ой!',
  'Sorry, an unexpected error occurred.': 'Вибачте, сталася неочікувана помилка.',
  'Reload the page': 'Перезавантажити сторінку',
  'Go back home': 'Повернутися на головну',
  'This page could not be loaded. The shop may have been updated, or the connection dropped.':
    'Не вдалося завантажити цю сторінку. Можливо, магазин оновився або зʼєднання перервалося.',
  'Unknown aircraft type: {{type}}': 'Невідомий тип літака: {{type}}',
};

export default uk;
