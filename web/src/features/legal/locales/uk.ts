import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Ukrainian. */
const uk: Translations<typeof en> = {
  'This page cannot be shown right now. Please try again in a moment.':
    'Цю сторінку зараз неможливо показати. Спробуйте ще раз за мить.',
};

export default uk;
