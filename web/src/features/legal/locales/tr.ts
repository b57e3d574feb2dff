import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Turkish. */
const tr: Translations<typeof en> = {
  'This page cannot be shown right now. Please try again in a moment.':
    'Bu sayfa şu anda gösterilemiyor. Lütfen birazdan yeniden deneyin.',
};

export default tr;
