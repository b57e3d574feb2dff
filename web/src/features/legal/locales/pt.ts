import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Portuguese. */
const pt: Translations<typeof en> = {
  'This page cannot be shown right now. Please try again in a moment.':
    'Esta página não pode ser mostrada agora. Tente novamente dentro de momentos.',
};

export default pt;
