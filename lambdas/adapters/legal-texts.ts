import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isLegalPage, type LegalPage } from '../contract/legal';
import { isShopLanguage, type ShopLanguage } from '../contract/languages';

/**
 * The stage's legal pages: Markdown files `infra/stages/legal/<stage>/<page>.<language>.md`, which the owner edits
 * without touching code. In the cloud they ship as one JSON file beside the bundles that need them (infra's
 * `handlerCode`); the local stack points `LEGAL_TEXTS_DIR` at the stage's folder. Which text a buyer is shown, and
 * its version, is `lambdas/services/legal/legal-pages.ts`'s to say.
 */
export const LEGAL_TEXTS_FILE = 'legal-texts.json';

export type LegalTexts = Readonly<Partial<Record<LegalPage, Readonly<Partial<Record<ShopLanguage, string>>>>>>;

const FILE_NAME = /^([a-z]+)\.([a-z]{2})\.md$/;

/** The texts of a folder's files; a file named otherwise is not a legal page and is left out. */
export function legalTextsFromFiles(files: readonly { readonly name: string; readonly content: string }[]): LegalTexts {
  const texts: Partial<Record<LegalPage, Partial<Record<ShopLanguage, string>>>> = {};
  for (const { name, content } of files) {
    const [, page, language] = FILE_NAME.exec(name) ?? [];
    if (!isLegalPage(page) || !isShopLanguage(language)) continue;
    (texts[page] ??= {})[language] = content;
  }
  return texts;
}

export function readLegalTextsDir(dir: string): LegalTexts {
  if (!existsSync(dir)) return {};
  return legalTextsFromFiles(
    readdirSync(dir).map((name) => ({ name, content: readFileSync(path.join(dir, name), 'utf8') })),
  );
}

let loaded: LegalTexts | undefined;

/** The process's legal texts, read once: the file beside the bundle, or the local stack's folder. */
export function legalTexts(env: NodeJS.ProcessEnv = process.env): LegalTexts {
  if (loaded) return loaded;
  // In a bundle __dirname is the function's code directory.
  const file = path.join(__dirname, LEGAL_TEXTS_FILE);
  if (existsSync(file)) loaded = JSON.parse(readFileSync(file, 'utf8')) as LegalTexts;
  else loaded = env.LEGAL_TEXTS_DIR ? readLegalTextsDir(env.LEGAL_TEXTS_DIR) : {};
  return loaded;
}
