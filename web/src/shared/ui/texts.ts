import { textsOf } from '../i18n/i18n';
import type en from './locales/en';
import type partsEnglish from './parts/locales/en';
import type errorsEnglish from './errors/locales/en';

/** What any page may show (the layout, the error and 404 pages), in the page's language; loaded before the first render. */
export const uiText = textsOf<typeof en>('ui');

/**
 * The shared UI that only some pages show (product titles, the quantity stepper), in the page's language: loaded
 * with those pages (web/src/app/page-texts.ts), so the landing page does not carry them.
 */
export const partsText = textsOf<typeof partsEnglish>('parts');

/**
 * The error page's texts, in the page's language: no page needs them to become interactive, so they load after that
 * (web/src/main.tsx), or when the error page shows first.
 */
export const errorText = textsOf<typeof errorsEnglish>('errors');
