import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Hungarian. */
const hu: Translations<typeof en> = {
  'This page cannot be shown right now. Please try again in a moment.':
    'Ez az oldal most nem jeleníthető meg. Kérjük, próbálja újra egy kis idő múlva.',
};

export default hu;
