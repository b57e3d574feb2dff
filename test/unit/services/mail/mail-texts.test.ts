import { PREFIXED_LANGUAGES } from '../../../../lambdas/contract/languages';
import { MAIL_TEXTS } from '../../../../lambdas/services/mail/mail-texts';
import { en, type MailTextKey } from '../../../../lambdas/services/mail/texts/en';

const KEYS = Object.keys(en) as MailTextKey[];
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map(([, name]) => name).sort();

describe('the mails in every language the shop speaks', () => {
  it.each(PREFIXED_LANGUAGES)(
    '%s translates every text, keeping each {{placeholder}} and no English sentence',
    (language) => {
      // Act
      const texts = MAIL_TEXTS[language];
      const missing = KEYS.filter((key) => !texts[key]?.trim());
      const brokenPlaceholders = KEYS.filter(
        (key) => texts[key] && placeholders(texts[key]).join() !== placeholders(en[key]).join(),
      );
      // A sentence of four words or more said in English in another language is an untranslated text.
      const english = KEYS.filter((key) => en[key].split(' ').length >= 4 && texts[key] === en[key]);

      // Assess
      expect(missing).toEqual([]);
      expect(brokenPlaceholders).toEqual([]);
      expect(english).toEqual([]);
    },
  );

  it('has the English texts for English', () => {
    expect(MAIL_TEXTS.en).toBe(en);
  });
});
