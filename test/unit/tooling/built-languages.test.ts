import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { directionOf, LANGUAGE_CODES, localisedPath } from '../../../lambdas/contract/languages';
import {
  appShellFile,
  PAGE_SHELL_PATHS,
  pageShellFile,
  PRERENDERED_PATHS,
  prerenderedFile,
} from '../../../lambdas/contract/prerendered-pages';
import { BRAND } from '../../../lambdas/domain/brand';
import { catalogue, CATALOGUE_FOLDERS } from '../../support/web-catalogues';

/**
 * The built documents in every language (`npm test` builds the web before jest runs): each says its language and
 * direction, a public page names its address in every language, and no page in another language shows an English
 * sentence of a text catalogue that the language translates differently.
 */
const DIST = path.resolve(__dirname, '../../../web/dist');
const OTHER_LANGUAGES = LANGUAGE_CODES.filter((language) => language !== 'en');

/** What a reader sees or hears of a document: its text and its labels, without scripts and data blocks. */
function readable(html: string): string {
  const withoutCode = html.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ');
  const labels = [...withoutCode.matchAll(/\s(?:alt|aria-label|title|placeholder|content)="([^"]*)"/g)].map(
    (match) => match[1],
  );
  const text = withoutCode.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ');
  return [text, ...labels]
    .join(' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

interface Sentence {
  readonly pattern: RegExp;
  /**
   * The longest stretch of the text between placeholders, its spaces folded to one: a text the pattern matches holds
   * it once its own spaces are folded, so a text without it is passed over without running the pattern.
   */
  readonly fixedPart: string;
}

const foldSpaces = (text: string) => text.replace(/\s+/g, ' ');

/** An English text as a pattern: placeholders match any value; a text of one word is not a sentence. */
function sentencePattern(text: string): Sentence | undefined {
  const fixed = text.replace(/\{\{\w+\}\}/g, ' ').trim();
  if (!/\S+\s+\S+/.test(fixed)) return undefined;
  const literals = text.split(/\{\{\w+\}\}/);
  const parts = literals.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+'));
  const fixedPart = literals.map(foldSpaces).reduce((longest, part) => (part.length > longest.length ? part : longest));
  return { pattern: new RegExp(parts.join('.{1,80}?')), fixedPart };
}

/** Whether the sentence's pattern matches the text (`folded`: the text with its spaces folded, when it is not so). */
function foundIn(text: string, { pattern, fixedPart }: Sentence, folded = text): boolean {
  return folded.includes(fixedPart) && pattern.test(text);
}

function documentsIn(language: (typeof LANGUAGE_CODES)[number]): string[] {
  return [
    ...PRERENDERED_PATHS.map((page) => prerenderedFile(page, language)),
    ...PAGE_SHELL_PATHS.map((page) => pageShellFile(page, language)),
    appShellFile(language),
  ];
}

describe('the built documents in every language', () => {
  it('exist for every language', () => {
    // Act
    const missing = LANGUAGE_CODES.flatMap(documentsIn).filter((file) => !existsSync(path.join(DIST, file)));

    // Assess
    expect(missing).toEqual([]);
  });

  it.each(LANGUAGE_CODES)('say they are in %s, with its direction and the shop’s name in it', (language) => {
    // Prepare
    const title = catalogue('shared/ui/parts/locales', language)['{{brand}} checkout']!.replace(
      '{{brand}}',
      BRAND.name,
    );

    // Act
    const heads = documentsIn(language).map((file) => {
      const html = readFileSync(path.join(DIST, file), 'utf8');
      return `${/<html[^>]*>/.exec(html)?.[0]} ${/<title>[^<]*<\/title>/.exec(html)?.[0]}`;
    });

    // Assess
    expect(new Set(heads)).toEqual(
      new Set([`<html lang="${language}" dir="${directionOf(language)}"> <title>${title}</title>`]),
    );
  });

  it.each(PRERENDERED_PATHS)('name the address of %s in every language, English the default', (page) => {
    // Prepare
    const html = readFileSync(path.join(DIST, prerenderedFile(page, 'de')), 'utf8');

    // Act
    const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(
      ([, language, href]) => `${language} ${href}`,
    );

    // Assess
    expect(alternates).toEqual([
      ...LANGUAGE_CODES.map((language) => `${language} ${localisedPath(page, language)}`),
      `x-default ${page}`,
    ]);
  });

  it.each(OTHER_LANGUAGES)('in %s show no English sentence of a catalogue', (language) => {
    // Prepare
    const translations = CATALOGUE_FOLDERS.flatMap((folder) => Object.values(catalogue(folder, language))).map(
      (translation) => {
        const text = translation.replace(/\{\{\w+\}\}/g, 'X');
        return { text, folded: foldSpaces(text) };
      },
    );
    // An English sentence that the language's own texts also read as (shared words around a product name) says
    // nothing about a forgotten translation.
    const ownWords = (sentence: Sentence) => translations.some(({ text, folded }) => foundIn(text, sentence, folded));
    const sentences = CATALOGUE_FOLDERS.flatMap((folder) => {
      const translated = catalogue(folder, language);
      return Object.keys(catalogue(folder, 'en'))
        .filter((english) => translated[english] !== english)
        .flatMap((english) => {
          const sentence = sentencePattern(english);
          return sentence && !ownWords(sentence) ? [{ english, ...sentence }] : [];
        });
    });

    const checked = documentsIn(language);

    // Act
    const english = checked.flatMap((file) => {
      const text = readable(readFileSync(path.join(DIST, file), 'utf8'));
      return sentences.filter((sentence) => foundIn(text, sentence)).map((sentence) => `${file}: ${sentence.english}`);
    });

    // Assess
    expect(sentences.length).toBeGreaterThan(20);
    expect(english).toEqual([]);
  });
});
