import { ENGLISH, speakerFor, speakerOf } from '../../../../lambdas/services/mail/speaker';
import { en } from '../../../../lambdas/services/mail/texts/en';

describe('a mail’s speaker', () => {
  it('fills a sentence’s placeholders and leaves one it was not given', () => {
    // Act + Assess
    expect(ENGLISH.t('orderSubjectMany', { count: 3 })).toBe('your 3 licence keys');
    expect(ENGLISH.t('orderSubjectMany')).toBe('your {{count}} licence keys');
  });

  it('says in English what a language has not translated yet', () => {
    // Prepare
    const german = speakerOf('de', { hello: 'Hallo,' });

    // Act + Assess
    expect(german.t('hello')).toBe('Hallo,');
    expect(german.t('thanks')).toBe(en.thanks);
  });

  it('writes amounts and dates in the reader’s language, in UTC', () => {
    // Prepare
    const german = speakerOf('de', {});

    // Act + Assess
    expect(ENGLISH.money(150_000)).toBe('€1,500.00');
    expect(german.money(150_000)).toMatch(/^1\.500,00\s€$/);
    expect(ENGLISH.date('2026-12-31T23:30:00.000Z')).toContain('31');
    expect(ENGLISH.direction).toBe('ltr');
    expect(speakerOf('ar', {}).direction).toBe('rtl');
  });

  it('speaks English without loading the other languages, and another language from their file', async () => {
    // Act
    const english = await speakerFor('en');
    const french = await speakerFor('fr');

    // Assess
    expect(english).toBe(ENGLISH);
    expect(french.language).toBe('fr');
    expect(french.t('hello')).toBeTruthy();
  });
});
