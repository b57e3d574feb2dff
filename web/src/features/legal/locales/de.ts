import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** German. */
const de: Translations<typeof en> = {
  'This page cannot be shown right now. Please try again in a moment.':
    'Diese Seite kann gerade nicht angezeigt werden. Bitte versuchen Sie es in einem Moment erneut.',
};

export default de;
