import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Hebrew. */
const he: Translations<typeof en> = {
  'This page cannot be shown right now. Please try again in a moment.':
    'לא ניתן להציג את הדף הזה כרגע. נסו שוב בעוד רגע.',
};

export default he;
