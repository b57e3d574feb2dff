import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Swedish. */
const sv: Translations<typeof en> = {
  'This page cannot be shown right now. Please try again in a moment.':
    'Den här sidan kan inte visas just nu. Försök igen om en stund.',
};

export default sv;
