import { readdirSync } from 'node:fs';
import path from 'node:path';
import en from '../../../../../web/src/shared/i18n/locales/en';
import { LANGUAGES, pickLanguage, RIGHT_TO_LEFT } from '../../../../../web/src/shared/i18n/languages';

const LOCALES_DIR = path.join(__dirname, '../../../../../web/src/shared/i18n/locales');
const englishKeys = Object.keys(en).sort();

function placeholders(text: string): string[] {
  return (text.match(/\{\{\w+\}\}/g) ?? []).sort();
}

describe('translations', () => {
  it('has a locale file for each of the 20 languages and no other', () => {
    // Act
    const files = readdirSync(LOCALES_DIR)
      .map((file) => file.replace(/\.ts$/, ''))
      .sort();

    // Assess
    expect(files).toEqual(Object.keys(LANGUAGES).sort());
    expect(files).toHaveLength(20);
  });

  it.each(Object.keys(LANGUAGES).filter((language) => language !== 'en'))(
    '%s has every English key, no others, and keeps the placeholders',
    (language) => {
      // Prepare
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- each language's module is named at run time
      const translations = require(path.join(LOCALES_DIR, language)).default as Record<string, string>;

      // Act
      const missing = englishKeys.filter((key) => !(key in translations));
      const extra = Object.keys(translations).filter((key) => !(key in en));
      const empty = Object.keys(translations).filter((key) => !translations[key]?.trim());
      const brokenPlaceholders = englishKeys.filter(
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

  it('writes Hebrew right to left and everything else left to right', () => {
    // Act / Assess
    expect([...RIGHT_TO_LEFT]).toEqual(['he']);
  });

  it("chooses from the browser's languages, falling back to English", () => {
    // Act / Assess
    expect(pickLanguage(['pt-BR', 'en'])).toBe('pt');
    expect(pickLanguage(['xx', 'de-AT'])).toBe('de');
    expect(pickLanguage(['nn-NO'])).toBe('nb');
    expect(pickLanguage(['iw'])).toBe('he');
    expect(pickLanguage(['xx'])).toBe('en');
    expect(pickLanguage([])).toBe('en');
  });
});
