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
  'Unknown aircraft type: {{type}}': 'Неизвестный тип самолёта: {{type}}',
};

export default ru;
