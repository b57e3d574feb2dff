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
  'The shop could not be reached. Please check your connection and try again.':
    'Магазин недоступний. Перевірте з’єднання й спробуйте ще раз.',
  'Something went wrong on our side. Please try again in a moment.':
    'У нас щось пішло не так. Спробуйте ще раз за хвилину.',
  'The shop could not check your sign-in just now. Please try again in a moment; you do not need to sign in again.':
    'Магазину зараз не вдалося перевірити ваш вхід. Спробуйте ще раз за мить; входити знову не потрібно.',
  'Unknown aircraft type: {{type}}': 'Невідомий тип літака: {{type}}',
};

export default uk;
