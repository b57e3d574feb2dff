import {
  addOnSlug,
  addOnsFor,
  defaultAddOnsFor,
  findProduct,
  FIRST_YEAR_DISCOUNT,
  Frequency,
  listCatalogueSlugs,
  productImage,
  type CatalogueItem,
} from '../../../lambdas/domain/catalogue';

const spyLogger = () => ({ error: jest.fn<void, [string, ...unknown[]]>() });
const allEntries = () => listCatalogueSlugs().flatMap((slug) => findProduct(slug) ?? []);

describe('catalogue lookups', () => {
  it('finds a product by slug and nothing for unknown or prototype slugs', () => {
    // Prepare
    const slugs = ['skydeck-suiteb737annual', 'nope', 'constructor', '__proto__', 'toString', ''];

    // Act
    const found = slugs.map((slug) => findProduct(slug)?.slug);

    // Assess
    expect(found).toEqual(['skydeck-suiteb737annual', undefined, undefined, undefined, undefined, undefined]);
  });

  it('keys every entry by its own slug and gives every entry a title and items', () => {
    // Prepare
    const slugs = listCatalogueSlugs();

    // Act
    const entries = slugs.map((slug) => findProduct(slug));

    // Assess
    expect(entries.map((entry) => entry?.slug)).toEqual(slugs);
    for (const entry of entries) {
      expect(entry?.title).toEqual(expect.any(String));
      expect(entry?.items.length).toBeGreaterThan(0);
    }
  });

  it('uses whole, positive cent amounts and known frequencies only', () => {
    // Prepare
    const items = allEntries().flatMap((entry) => entry.items);

    // Act
    const bad = items.filter(
      (item) =>
        !Number.isSafeInteger(item.amountCents) ||
        item.amountCents <= 0 ||
        !Object.values(Frequency).includes(item.frequency),
    );

    // Assess
    expect(items.length).toBeGreaterThan(0);
    expect(bad).toEqual([]);
  });

  it('gives one priceKey one amount and frequency everywhere it is used', () => {
    // Prepare
    const seen = new Map<string, Pick<CatalogueItem, 'amountCents' | 'frequency'>>();
    const conflicts: string[] = [];

    // Act
    for (const item of allEntries().flatMap((entry) => entry.items)) {
      const previous = seen.get(item.priceKey);
      if (previous && (previous.amountCents !== item.amountCents || previous.frequency !== item.frequency)) {
        conflicts.push(item.priceKey);
      }
      seen.set(item.priceKey, item);
    }

    // Assess
    expect(conflicts).toEqual([]);
  });

  it('lists only add-ons that exist, and defaults that are among them', () => {
    // Prepare
    const entries = allEntries();

    // Act
    const unknownAddOns = entries.flatMap((entry) => (entry.addOns ?? []).filter((slug) => !findProduct(slug)));
    const invalidDefaults = entries.flatMap((entry) =>
      (entry.defaultAddOns ?? []).filter((slug) => !entry.addOns?.includes(slug)),
    );

    // Assess
    expect(unknownAddOns).toEqual([]);
    expect(invalidDefaults).toEqual([]);
  });
});

describe('catalogue contents', () => {
  const suiteItems = (slug: string) =>
    findProduct(slug)?.items.map(({ priceKey, amountCents, frequency, discount }) => ({
      priceKey,
      amountCents,
      frequency,
      discount,
    }));

  it('sells the neo-and-ceo A320 suite as licence, support with the first year free, and the neo add-on', () => {
    // Prepare
    const slug = 'skydeck-suitea320neoandceoannual';

    // Act
    const items = suiteItems(slug);

    // Assess
    expect(items).toEqual([
      { priceKey: 'suite-licence-a320', amountCents: 150_000, frequency: Frequency.OneTime, discount: undefined },
      {
        priceKey: 'support-annual-a320',
        amountCents: 12_000,
        frequency: Frequency.Annual,
        discount: FIRST_YEAR_DISCOUNT,
      },
      { priceKey: 'a320-neo-addon', amountCents: 30_000, frequency: Frequency.OneTime, discount: undefined },
    ]);
    expect(findProduct(slug)).toMatchObject({ family: 'suite', aircraftType: 'A322', configuration: 'neoandceo' });
  });

  it.each([
    ['skydeck-suitea320ceoonlyannual', 'a320'],
    ['skydeck-suiteb737annual', 'b737'],
    ['skydeck-suiteb38mannual', 'b38m'],
  ])('sells %s as licence and support only', (slug, family) => {
    // Prepare: the slug comes from the table row.

    // Act
    const items = suiteItems(slug);

    // Assess
    expect(items).toEqual([
      { priceKey: `suite-licence-${family}`, amountCents: 150_000, frequency: Frequency.OneTime, discount: undefined },
      {
        priceKey: `support-annual-${family}`,
        amountCents: 12_000,
        frequency: Frequency.Annual,
        discount: FIRST_YEAR_DISCOUNT,
      },
    ]);
  });

  it.each([
    ['suite-nc-support-extension-a320-annual', 12_000, Frequency.Annual, 'a320'],
    ['suite-nc-support-extension-b737-monthly', 1_300, Frequency.Monthly, 'b737'],
  ])('sells %s as support plus a secondary catch-up month', (slug, cents, frequency, family) => {
    // Prepare: the slug comes from the table row.

    // Act
    const items = findProduct(slug)?.items;

    // Assess
    expect(items).toMatchObject([
      { priceKey: `support-${slug.split('-').at(-1)}-${family}`, amountCents: cents, frequency },
      { priceKey: `support-catch-up-month-${family}`, amountCents: 1_000, isSecondary: true },
    ]);
    expect(items?.[0]?.discount).toBeUndefined();
  });

  it('sells personal trainers in three volume tiers and classroom trainers at one price', () => {
    // Prepare
    const personal = findProduct('win-fms-trainer-a322-personal-monthly');
    const classroom = findProduct('ios-fms-trainer-b38m-classroom-annual');

    // Act
    const tiers = personal?.items.map(({ minimumQuantity, amountCents, priceKey }) => [
      minimumQuantity,
      amountCents,
      priceKey,
    ]);
    const single = classroom?.items.map(({ minimumQuantity, amountCents, priceKey }) => [
      minimumQuantity,
      amountCents,
      priceKey,
    ]);

    // Assess
    expect(tiers).toEqual([
      [1, 4_999, 'win-fms-trainer-a322-personal-monthly-tier-1'],
      [10, 4_500, 'win-fms-trainer-a322-personal-monthly-tier-10'],
      [50, 4_000, 'win-fms-trainer-a322-personal-monthly-tier-50'],
    ]);
    expect(single).toEqual([[undefined, 299_500, 'ios-fms-trainer-b38m-classroom-annual']]);
  });

  it('titles trainers by platform, aircraft, licence type and period', () => {
    // Prepare
    const slug = 'ios-fms-trainer-b738-personal-annual';

    // Act
    const entry = findProduct(slug);

    // Assess
    expect(entry?.title).toBe('iOS FMS Trainer B738 personal licence, annual');
    expect(entry?.family).toBe('fms-trainer');
  });
});

describe('add-ons', () => {
  it('offers the Head-up Display with the 737 suite only', () => {
    // Prepare
    const suites = listCatalogueSlugs().filter((slug) => findProduct(slug)?.family === 'suite');

    // Act
    const offered = suites.map((slug) => [slug, addOnsFor(slug).map((addOn) => addOn.slug)]);

    // Assess
    expect(offered).toEqual([
      ['skydeck-suitea320neoandceoannual', []],
      ['skydeck-suitea320ceoonlyannual', []],
      ['skydeck-suiteb737annual', ['hud']],
      ['skydeck-suiteb38mannual', []],
    ]);
    expect(findProduct('hud')?.items).toMatchObject([{ amountCents: 100_000, frequency: Frequency.OneTime }]);
  });

  it('has no add-ons or defaults for an unknown product', () => {
    // Prepare
    const slug = 'nope';

    // Act
    const result = { addOns: addOnsFor(slug), defaults: defaultAddOnsFor(slug) };

    // Assess
    expect(result).toEqual({ addOns: [], defaults: [] });
  });

  it('selects no add-on by default for any product', () => {
    // Prepare
    const slugs = listCatalogueSlugs();

    // Act
    const defaults = slugs.flatMap(defaultAddOnsFor);

    // Assess
    expect(defaults).toEqual([]);
  });

  it('maps the Head-up Display name to its slug without logging', () => {
    // Prepare
    const logger = spyLogger();

    // Act
    const slug = addOnSlug('Head-up Display', logger);

    // Assess
    expect(slug).toBe('hud');
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('maps an unknown add-on name to an empty slug and logs "Unknown add-on"', () => {
    // Prepare
    const logger = spyLogger();

    // Act
    const slug = addOnSlug('Weather radar', logger);

    // Assess
    expect(slug).toBe('');
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error).toHaveBeenCalledWith('Unknown add-on', 'Weather radar');
  });
});

describe('productImage', () => {
  it.each([
    [{ family: 'suite', aircraftType: 'A322' }, 'skydeck-suite-a320.svg'],
    [{ family: 'suite', aircraftType: 'B738' }, 'skydeck-suite-b737.svg'],
    [{ family: 'suite', aircraftType: 'B38M' }, 'skydeck-suite-b38m.svg'],
    [{ family: 'suite-nc-support-extension', aircraftType: 'A322' }, 'suite-nc-support-extension-a320.svg'],
    [{ family: 'suite-nc-support-extension', aircraftType: 'B738' }, 'suite-nc-support-extension-b737.svg'],
    [{ family: 'suite-nc-support-extension', aircraftType: 'B38M' }, 'suite-nc-support-extension-b38m.svg'],
    [{ family: 'fms-trainer', aircraftType: 'A322', platform: 'iOS' }, 'fms-trainer-a322-ios.svg'],
    [{ family: 'fms-trainer', aircraftType: 'B738', platform: 'iOS' }, 'fms-trainer-b738-ios.svg'],
    [{ family: 'fms-trainer', aircraftType: 'B38M', platform: 'iOS' }, 'fms-trainer-b38m-ios.svg'],
    [{ family: 'fms-trainer', aircraftType: 'A322', platform: 'Windows' }, 'fms-trainer-a322-win.svg'],
    [{ family: 'fms-trainer', aircraftType: 'B738', platform: 'Windows' }, 'fms-trainer-b738-win.svg'],
    [{ family: 'fms-trainer', aircraftType: 'B38M', platform: 'Windows' }, 'fms-trainer-b38m-win.svg'],
  ] as const)('names the image for %j %s', (request, expected) => {
    // Prepare
    const logger = spyLogger();

    // Act
    const image = productImage(request, logger);

    // Assess
    expect(image).toBe(expected);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it.each([
    [{ family: 'suite', aircraftType: 'none' }, 'none'],
    [{ family: 'fms-trainer', aircraftType: 'none', platform: 'iOS' }, 'none'],
    [{ family: 'add-on', aircraftType: 'B738' }, 'B738'],
  ] as const)('logs "No image found for" and returns undefined for %j', (request, aircraftType) => {
    // Prepare
    const logger = spyLogger();

    // Act
    const image = productImage(request, logger);

    // Assess
    expect(image).toBeUndefined();
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error).toHaveBeenCalledWith('No image found for', aircraftType, request.family);
  });

  it('gives every suite, trainer and support item its product image', () => {
    // Prepare
    const entries = allEntries().filter((entry) => entry.family !== 'add-on');

    // Act
    const images = entries.map((entry) => [entry.slug, entry.items[0]?.image]);

    // Assess
    for (const [slug, image] of images) {
      expect([slug, image]).toEqual([slug, expect.stringMatching(/^[a-z0-9-]+\.svg$/)]);
    }
  });
});
