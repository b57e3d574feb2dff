import { MAIL_TEXTS } from '../../../../lambdas/services/mail/mail-texts';
import { en } from '../../../../lambdas/services/mail/texts/en';
import { SHOP_LANGUAGES } from '../../../../lambdas/contract/languages';

const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();

describe('the mails’ texts', () => {
  it('has texts for every language the shop speaks', () => {
    // Assess
    expect(Object.keys(MAIL_TEXTS).sort()).toEqual([...SHOP_LANGUAGES].sort());
  });

  it.each(Object.entries(MAIL_TEXTS).filter(([language]) => language !== 'en'))(
    '%s translates only English keys, none empty, each keeping its placeholders',
    (_language, texts) => {
      // Act
      const unknown = Object.keys(texts).filter((key) => !(key in en));
      const broken = Object.entries(texts).filter(
        ([key, text]) =>
          !text?.trim() || placeholders(text).join() !== placeholders(en[key as keyof typeof en] ?? '').join(),
      );

      // Assess
      expect(unknown).toEqual([]);
      expect(broken).toEqual([]);
    },
  );
});
