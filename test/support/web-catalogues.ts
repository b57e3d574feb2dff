import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** The web's text catalogues as files (web/src/app/catalogues.ts names the same folders for the bundler). */
export const WEB_SRC = path.resolve(__dirname, '../../web/src');

export type Catalogue = Record<string, string>;

/** `shared/i18n/locales`, `shared/ui/locales`, `shared/ui/parts/locales`, `shared/ui/errors/locales` and every feature's `locales` folder, relative to `web/src`. */
export const CATALOGUE_FOLDERS: readonly string[] = [
  'shared/i18n/locales',
  'shared/ui/locales',
  'shared/ui/parts/locales',
  'shared/ui/errors/locales',
  ...readdirSync(path.join(WEB_SRC, 'features'))
    .map((feature) => `features/${feature}/locales`)
    .filter((folder) => existsSync(path.join(WEB_SRC, folder))),
];

export function catalogue(folder: string, language: string): Catalogue {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- each catalogue is read by its file name
  return (require(path.join(WEB_SRC, folder, language)) as { default: Catalogue }).default;
}
