import { PREFIXED_LANGUAGES } from '@contract/languages';
import type { Catalogue } from '../shared/i18n/i18n';

type Loaders = Readonly<Record<string, () => Promise<{ default: Catalogue }>>>;

// English is every catalogue's keys, never loaded at run time (shared/i18n/i18n.ts): its files are left out, so the
// landing script carries no loader for them.
const SHARED = import.meta.glob<{ default: Catalogue }>([
  '../shared/i18n/locales/*.ts',
  '../shared/ui/locales/*.ts',
  '!../shared/*/locales/en.ts',
]);

// A feature's loaders come in a small chunk of their own (`locale-loaders.ts` beside its `locales/`), so the landing
// script carries one loader per feature instead of one per feature and language.
const FEATURES = import.meta.glob<{ LOADERS: Loaders }>('../features/*/locale-loaders.ts');

const featureCatalogues = Object.entries(FEATURES).flatMap(([file, loadLoaders]) => {
  const folder = file.replace(/^\.\.\//, './').replace(/locale-loaders\.ts$/, 'locales');
  return PREFIXED_LANGUAGES.map(
    (language) =>
      [
        `${folder}/${language}.ts`,
        async () => {
          const load = (await loadLoaders()).LOADERS[`./locales/${language}.ts`];
          if (!load) throw new Error(`${folder} has no catalogue for ${language}`);
          return load();
        },
      ] as const,
  );
});

/**
 * Every text catalogue of the web (CONTRIBUTING.md, "Add a text"), each a chunk of its own that loads only when a
 * page in its language needs it; keyed relative to `web/src/` (`./features/shop/locales/de.ts`), as the shared
 * i18n module names them.
 */
export const CATALOGUES = Object.fromEntries([
  ...Object.entries(SHARED).map(([file, load]) => [file.replace(/^\.\.\//, './'), load] as const),
  ...featureCatalogues,
]);
