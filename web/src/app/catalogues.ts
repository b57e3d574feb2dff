import type { Catalogue } from '../shared/i18n/i18n';

const BY_FILE = import.meta.glob<{ default: Catalogue }>([
  '../shared/i18n/locales/*.ts',
  '../shared/ui/locales/*.ts',
  '../features/*/locales/*.ts',
]);

/**
 * Every text catalogue of the web (CONTRIBUTING.md, "Add a text"), each a chunk of its own that loads only when a
 * page in its language needs it; keyed relative to `web/src/` (`./features/shop/locales/de.ts`), as the shared
 * i18n module names them.
 */
export const CATALOGUES = Object.fromEntries(
  Object.entries(BY_FILE).map(([file, load]) => [file.replace(/^\.\.\//, './'), load]),
);
