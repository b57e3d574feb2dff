import { ApiError } from '../../../../../web/src/shared/api';
import { humanError } from '../../../../../web/src/features/checkout/checkout-support';
import { refusalSentence } from '../../../../../lambdas/contract/renewal-refusals';
import { loadTexts, registerCatalogues, setPageLanguage } from '../../../../../web/src/shared/i18n/i18n';

describe("the checkout's sentences for the API's refusals", () => {
  it.each<[string, ApiError, string]>([
    [
      'a refused e-mail, by its field',
      new ApiError(400, 'BAD_REQUEST', 'email: must be an e-mail address', { email: 'must be an e-mail address' }),
      'Please enter a valid e-mail address, for example name@example.com.',
    ],
    [
      'the lapsed months of a licence, in the API’s own words',
      new ApiError(400, 'BAD_REQUEST', 'secondaryQuantity: …', {
        secondaryQuantity:
          "this licence's support lapsed 3 months ago; the extension must include at least 3 catch-up months",
      }),
      "This licence's support lapsed 3 months ago; the extension must include at least 3 catch-up months.",
    ],
    [
      'one add-on of several, by the list it belongs to',
      new ApiError(400, 'BAD_REQUEST', 'addOns.1: is not an add-on', { 'addOns.1': 'is not an add-on' }),
      'One of the chosen add-ons is not available for this product.',
    ],
    [
      'a message that looks like a field but names none: the message as it is',
      new ApiError(409, 'ALREADY_RENEWS', 'support: already renews for this licence'),
      'Support: already renews for this licence.',
    ],
    [
      'terms that changed while the page was open, by its field',
      new ApiError(409, 'TERMS_CHANGED', 'termsVersion: our terms changed …', {
        termsVersion: 'our terms changed while this page was open. Please reload the page and read them again.',
      }),
      'Our terms changed while this page was open. Please reload the page and read them again.',
    ],
    [
      'support that renews by itself, by its code, without the API’s English date',
      new ApiError(
        409,
        'SUPPORT_ALREADY_RENEWS',
        'Support for this licence already renews automatically on 1 May 2027; …',
      ),
      'Support for this licence already renews automatically; an extension would pay for the same period twice. Cancel the renewal first if you want to extend it with another term.',
    ],
    [
      'support that renews by itself, with the day it renews as the API says it',
      new ApiError(
        409,
        'SUPPORT_ALREADY_RENEWS',
        refusalSentence('SUPPORT_ALREADY_RENEWS', { date: '2027-05-01T00:00:00.000Z' }),
      ),
      'Support for this licence already renews automatically on 1 May 2027; an extension would pay for the same period twice. Cancel the renewal first if you want to extend it with another term.',
    ],
    [
      'a paused renewal, with the day it was paused',
      new ApiError(409, 'SUPPORT_PAUSED', refusalSentence('SUPPORT_PAUSED', { date: '2027-05-01T00:00:00.000Z' })),
      "The support subscription of this licence is paused since 1 May 2027; resumed, it renews the licence's support, so an extension would pay for the same period twice. Resume it, or cancel it first if you want to extend it with another term.",
    ],
    [
      'a paused renewal, by its code',
      new ApiError(409, 'SUPPORT_PAUSED', 'The support subscription of this licence is paused since 1 May 2027; …'),
      "The support subscription of this licence is paused; resumed, it renews the licence's support, so an extension would pay for the same period twice. Resume it, or cancel it first if you want to extend it with another term.",
    ],
    [
      'a failure on our side',
      new ApiError(502, 'PAYMENT_PROVIDER_UNAVAILABLE', 'later'),
      'Something went wrong on our side. Please try again in a moment.',
    ],
  ])('%s', (_label, error, expected) => {
    // Act
    const shown = humanError(error);

    // Assess
    expect(shown).toBe(expected);
  });
});

describe("the checkout's refusal of a second renewing source, in the page's language", () => {
  beforeAll(() => {
    registerCatalogues({
      './shared/i18n/locales/de.ts': () =>
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- the German catalogue, as the bundler loads it
        Promise.resolve(require('../../../../../web/src/shared/i18n/locales/de')),
    });
  });

  afterEach(() => setPageLanguage('en'));

  it('says until when support renews as German writes the day', async () => {
    // Prepare
    setPageLanguage('de');
    await loadTexts('shared');
    const refused = new ApiError(
      409,
      'SUPPORT_ALREADY_RENEWS',
      refusalSentence('SUPPORT_ALREADY_RENEWS', { date: '2027-03-01T00:00:00.000Z' }),
    );

    // Act
    const shown = humanError(refused);

    // Assess
    expect(shown).toMatch(/ automatisch am 1\. März 2027;/);
  });
});
