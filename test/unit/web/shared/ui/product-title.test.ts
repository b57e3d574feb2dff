import { findProduct, listCatalogueSlugs } from '../../../../../lambdas/domain/catalogue';
import { loadTexts, registerCatalogues, setPageLanguage } from '../../../../../web/src/shared/i18n/i18n';
import { productTitle } from '../../../../../web/src/shared/ui/product-title';

/** Every title the catalogue writes: the products' and their lines'. */
const TITLES = [
  ...new Set(
    listCatalogueSlugs().flatMap((slug) => {
      const product = findProduct(slug)!;
      return [product.title, ...product.items.flatMap((item) => (item.title ? [item.title] : []))];
    }),
  ),
];

/** Names that are the same in every language. */
const NAMES = new Set(['Head-up Display']);

describe('product titles in the page’s language', () => {
  beforeAll(() => {
    registerCatalogues({
      './shared/ui/parts/locales/de.ts': () =>
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- the German catalogue, as the bundler loads it
        Promise.resolve(require('../../../../../web/src/shared/ui/parts/locales/de')),
    });
  });

  afterEach(() => setPageLanguage('en'));

  it('reads every catalogue title in English exactly as the catalogue writes it', () => {
    // Act
    const read = TITLES.map(productTitle);

    // Assess
    expect(TITLES.length).toBeGreaterThan(20);
    expect(read).toEqual(TITLES);
  });

  it('translates every catalogue title but the names into German', async () => {
    // Prepare
    setPageLanguage('de');
    await loadTexts('parts');

    // Act
    const untranslated = TITLES.filter((title) => !NAMES.has(title) && productTitle(title) === title);

    // Assess
    expect(untranslated).toEqual([]);
    expect(productTitle('iOS FMS Trainer B738 personal licence, annual')).toBe(
      'iOS FMS Trainer B738, persönliche Lizenz, jährlich',
    );
  });
});
