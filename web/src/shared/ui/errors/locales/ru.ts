import type { Translations } from '../../../i18n/i18n';
import type en from './en';

/** Russian. */
const ru: Translations<typeof en> = {
  'Oops!': 'Ой!',
  'Sorry, an unexpected error occurred.': 'Извините, произошла непредвиденная ошибка.',
  'Reload the page': 'Перезагрузить страницу',
  'Go back home': 'Вернуться на главную',
  'This page could not be loaded. The shop may have been updated, or the connection dropped.':
    'Не удалось загрузить эту страницу. Возможно, магазин был обновлён или прервалось соединение.',
  'The shop could not be reached. Please check your connection and try again.':
    'Магазин недоступен. Проверьте подключение и попробуйте снова.',
  'Something went wrong on our side. Please try again in a moment.':
    'У нас что-то пошло не так. Попробуйте ещё раз через минуту.',
  'The shop could not check your sign-in just now. Please try again in a moment; you do not need to sign in again.':
    'Магазину сейчас не удалось проверить ваш вход. Повторите попытку чуть позже; входить заново не нужно.',
  'Unknown aircraft type: {{type}}': 'Неизвестный тип самолёта: {{type}}',
};

export default ru;
