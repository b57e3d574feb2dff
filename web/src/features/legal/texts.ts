import { textsOf } from '../../shared/i18n/i18n';
import type en from './locales/en';

/** The legal pages' texts in the page's language (CONTRIBUTING.md, "Add a text"). */
export const t = textsOf<typeof en>('legal');
