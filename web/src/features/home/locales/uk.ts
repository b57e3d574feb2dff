import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Ukrainian. */
const uk: Translations<typeof en> = {
  'Welcome to {{brand}} checkout.': 'Ласкаво просимо до магазину {{brand}}.',
  '{{brand}} cockpit suite': 'Пакет кабіни {{brand}}',
  'Perpetual licence for the A320 family, 737 or 737 MAX 8, with one year of support.':
    'Безстрокова ліцензія для сімейства A320, 737 або 737 MAX 8 з роком підтримки.',
  'FMS Trainer': 'FMS Trainer',
  'Monthly or annual trainer licences for Windows and iPad, personal or classroom.':
    'Місячні або річні ліцензії тренажера для Windows та iPad, особисті або для навчального класу.',
  'Support extension': 'Продовження підтримки',
  'Extend or restart the support subscription of your suite licence.':
    'Продовжте або поновіть підписку на підтримку для вашої ліцензії пакета.',
};

export default uk;
