import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Russian. */
const ru: Translations<typeof en> = {
  'Welcome to {{brand}} checkout.': 'Добро пожаловать в магазин {{brand}}.',
  '{{brand}} cockpit suite': 'Пакет кабины {{brand}}',
  'Perpetual licence for the A320 family, 737 or 737 MAX 8, with one year of support.':
    'Бессрочная лицензия для семейства A320, 737 или 737 MAX 8 с годом поддержки.',
  'FMS Trainer': 'FMS Trainer',
  'Monthly or annual trainer licences for Windows and iPad, personal or classroom.':
    'Месячные или годовые лицензии тренажёра для Windows и iPad, личные или для учебного класса.',
  'Support extension': 'Продление поддержки',
  'Extend or restart the support subscription of your suite licence.':
    'Продлите или возобновите подписку на поддержку для вашей лицензии пакета.',
};

export default ru;
