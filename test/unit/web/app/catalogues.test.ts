import { readdirSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGE_CODES } from '../../../../lambdas/contract/languages';
import { catalogue, CATALOGUE_FOLDERS, WEB_SRC } from '../../../support/web-catalogues';

function placeholders(text: string): string[] {
  return (text.match(/\{\{\w+\}\}/g) ?? []).sort();
}

/**
 * The web's text catalogues: every folder has a catalogue for each language, each with every English key and no
 * other, none empty, and the same placeholders.
 */
describe.each(CATALOGUE_FOLDERS)('the catalogues in web/src/%s', (folder) => {
  const english = catalogue(folder, 'en');

  it('have one file per language of the shop and no other', () => {
    // Act
    const files = readdirSync(path.join(WEB_SRC, folder)).map((file) => file.replace(/\.ts$/, ''));

    // Assess
    expect(files.sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  it('have English keys that are their own texts, so English pages need no catalogue', () => {
    // Act
    const differing = Object.entries(english).filter(([key, text]) => key !== text);

    // Assess
    expect(differing).toEqual([]);
  });

  it.each(LANGUAGE_CODES.filter((language) => language !== 'en'))(
    'in %s, have every English key, no others, none empty, with the same placeholders',
    (language) => {
      // Prepare
      const translations = catalogue(folder, language);

      // Act
      const missing = Object.keys(english).filter((key) => !(key in translations));
      const extra = Object.keys(translations).filter((key) => !(key in english));
      const empty = Object.keys(translations).filter((key) => !translations[key]?.trim());
      const brokenPlaceholders = Object.keys(english).filter(
        (key) => key in translations && placeholders(translations[key]!).join() !== placeholders(key).join(),
      );

      // Assess
      expect({ missing, extra, empty, brokenPlaceholders }).toEqual({
        missing: [],
        extra: [],
        empty: [],
        brokenPlaceholders: [],
      });
    },
  );
});
