import { textsOf } from '../i18n/i18n';
import type en from './locales/en';

/** What every page shows (the layout, the shared UI), in the page's language; loaded before the first render. */
export const uiText = textsOf<typeof en>('ui');
