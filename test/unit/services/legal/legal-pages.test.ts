import type { LegalTexts } from '../../../../lambdas/adapters/legal-texts';
import { legalPageView, legalVersionOf } from '../../../../lambdas/services/legal/legal-pages';

const TEXTS: LegalTexts = {
  terms: { en: '# Terms of sale\n\nEnglish terms.', de: '# Verkaufsbedingungen\n\nDeutsche Bedingungen.' },
  privacy: { de: '# Datenschutz\n\nNur deutsch.' },
};

describe("the stage's legal pages as the shop shows them", () => {
  it('shows a page in the asked language where the stage translated it, titled by its heading', () => {
    // Act
    const view = legalPageView(TEXTS, 'terms', 'de');

    // Assess
    expect(view).toEqual({
      page: 'terms',
      language: 'de',
      version: legalVersionOf(TEXTS, 'terms'),
      title: 'Verkaufsbedingungen',
      markdown: TEXTS.terms!.de,
    });
  });

  it('falls back to English where the stage has no translation', () => {
    // Act
    const view = legalPageView(TEXTS, 'terms', 'fr');

    // Assess
    expect(view).toMatchObject({ language: 'en', title: 'Terms of sale', markdown: TEXTS.terms!.en });
  });

  it('has no page, and no version, where the stage wrote no English text', () => {
    // Act
    const shown = [legalPageView(TEXTS, 'privacy', 'de'), legalPageView(TEXTS, 'imprint', 'en')];

    // Assess
    expect(shown).toEqual([undefined, undefined]);
    expect(legalVersionOf(TEXTS, 'privacy')).toBeUndefined();
  });

  it('versions a page by its English text: a change of it makes a new version, a translation does not', () => {
    // Prepare
    const retranslated: LegalTexts = { terms: { ...TEXTS.terms, de: '# Neu\n\nNeu übersetzt.' } };
    const rewritten: LegalTexts = { terms: { ...TEXTS.terms, en: '# Terms of sale\n\nNew English terms.' } };

    // Act
    const versions = [TEXTS, retranslated, rewritten].map((texts) => legalVersionOf(texts, 'terms'));

    // Assess
    expect(versions[0]).toMatch(/^[0-9a-f]{12}$/);
    expect(versions[1]).toBe(versions[0]);
    expect(versions[2]).not.toBe(versions[0]);
  });
});
