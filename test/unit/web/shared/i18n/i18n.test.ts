import { refusalSentence } from '../../../../../lambdas/contract/renewal-refusals';
import {
  loadTexts,
  registerCatalogues,
  setPageLanguage,
  sharedText,
  translateMessage,
} from '../../../../../web/src/shared/i18n/i18n';

describe('the API\u2019s messages in the page\u2019s language', () => {
  beforeAll(() => {
    registerCatalogues({
      './shared/i18n/locales/de.ts': () =>
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- the German catalogue, as the bundler loads it
        Promise.resolve(require('../../../../../web/src/shared/i18n/locales/de')),
    });
  });

  afterEach(() => setPageLanguage('en'));

  it('says a refused resume or extension in German, with its licences and its day as German writes it (ADR 409)', async () => {
    // Prepare
    setPageLanguage('de');
    await loadTexts('shared');

    // Act
    const elsewhere = translateMessage(sharedText, refusalSentence('RENEWED_ELSEWHERE', { licences: ['lic_a_1'] }));
    const renews = translateMessage(
      sharedText,
      refusalSentence('SUPPORT_ALREADY_RENEWS', { date: '2027-03-01T00:00:00.000Z' }),
    );
    const nothing = translateMessage(sharedText, refusalSentence('RENEWS_NOTHING'));

    // Assess
    expect(elsewhere).toMatch(/^Der Support für lic_a_1 verlängert sich jetzt mit einem anderen Ihrer Abonnements;/);
    expect(renews).toMatch(/ automatisch am 1\. März 2027;/);
    expect(nothing).toMatch(/^Dieses Abonnement bezahlt keine Ihrer Lizenzen mehr/);
  });

  it('keeps the English sentence in English, and shows an unknown message as it came', () => {
    // Prepare
    const sentence = refusalSentence('SUPPORT_PAUSED', { date: '2026-12-09T00:00:00.000Z' });

    // Act
    const read = [sentence, 'Something the catalogue does not know.'].map((message) =>
      translateMessage(sharedText, message),
    );

    // Assess
    expect(read).toEqual([sentence, 'Something the catalogue does not know.']);
  });
});
