import {
  directionOf,
  languageOfPath,
  LANGUAGE_CODES,
  localisedPath,
  pathWithoutLanguage,
  pickLanguage,
} from '../../../lambdas/contract/languages';

describe('the shop’s languages', () => {
  it('are the authenticator’s twenty and Arabic, Hebrew and Arabic right to left', () => {
    // Act
    const rightToLeft = LANGUAGE_CODES.filter((language) => directionOf(language) === 'rtl');

    // Assess
    expect(LANGUAGE_CODES).toHaveLength(21);
    expect(rightToLeft).toEqual(['he', 'ar']);
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

  it.each([
    ['/de/about', 'de', '/about'],
    ['/de', 'de', '/'],
    ['/he/buy-fms-trainer/B738', 'he', '/buy-fms-trainer/B738'],
    ['/about', 'en', '/about'],
    ['/my', 'en', '/my'],
    ['/en/about', 'en', '/en/about'],
    ['/', 'en', '/'],
  ])('reads %s as the page %s in %s', (address, language, page) => {
    // Act / Assess
    expect([languageOfPath(address), pathWithoutLanguage(address)]).toEqual([language, page]);
  });

  it('puts every language but English under its code, and back', () => {
    // Act / Assess
    expect(localisedPath('/about', 'de')).toBe('/de/about');
    expect(localisedPath('/', 'ar')).toBe('/ar');
    expect(localisedPath('/', 'en')).toBe('/');
    expect(localisedPath('/about', 'en')).toBe('/about');
    for (const language of LANGUAGE_CODES)
      expect(pathWithoutLanguage(localisedPath('/buy-skydeck-suite/A320', language))).toBe('/buy-skydeck-suite/A320');
  });
});
