/**
 * This feature's text catalogues, one chunk per language, for web/src/app/catalogues.ts: the landing script loads
 * this small module when a page of the feature needs its texts, not a loader per language.
 */
export const LOADERS = import.meta.glob(['./locales/*.ts', '!./locales/en.ts']);
