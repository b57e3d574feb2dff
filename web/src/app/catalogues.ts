import type { Catalogue } from '../shared/i18n/i18n';

/**
 * Every text catalogue of the web (CONTRIBUTING.md, "Add a text"), each a chunk of its own that loads only when a
 * page in its language needs it; keyed relative to `web/src/` (`./features/shop/locales/de.ts`), as the shared
 * i18n module names them. This table is a chunk of its own too (web/src/main.tsx): a page opens with the texts its
 * document names, and English is every catalogue's keys, never loaded at run time, so its files are left out.
 */
const LOADERS = import.meta.glob<{ default: Catalogue }>([
  '../shared/i18n/locales/*.ts',
  '../shared/ui/locales/*.ts',
  '../shared/ui/parts/locales/*.ts',
  '../shared/ui/errors/locales/*.ts',
  '../features/*/locales/*.ts',
  '!../shared/*/locales/en.ts',
  '!../shared/ui/*/locales/en.ts',
  '!../features/*/locales/en.ts',
]);

export const CATALOGUES = Object.fromEntries(
  Object.entries(LOADERS).map(([file, load]) => [file.replace(/^\.\.\//, './'), load] as const),
);
