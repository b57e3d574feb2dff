import fc from 'fast-check';
import {
  findProduct,
  FIRST_YEAR_DISCOUNT,
  Frequency,
  listCatalogueSlugs,
  type CatalogueEntry,
  type DiscountKind,
} from '../../../lambdas/domain/catalogue';
import { AddOnNotAvailableError, InvalidQuantityError, PricingError } from '../../../lambdas/domain/errors';
import { priceBasket, type PricingRequest } from '../../../lambdas/domain/pricing';
import { catchError } from '../../support/catch-error';

const spyLogger = () => ({ error: jest.fn<void, [string, ...unknown[]]>() });
const fakeCatalogue =
  (...entries: CatalogueEntry[]) =>
  (slug: string) =>
    entries.find((entry) => entry.slug === slug);

describe('priceBasket: personal trainer volume tiers', () => {
  it.each([
    ['monthly', Frequency.Monthly, 1, 1, 49.99, 49.99],
    ['monthly', Frequency.Monthly, 9, 1, 49.99, 449.91],
    ['monthly', Frequency.Monthly, 10, 10, 45, 450],
    ['monthly', Frequency.Monthly, 49, 10, 45, 2205],
    ['monthly', Frequency.Monthly, 50, 50, 40, 2000],
    ['monthly', Frequency.Monthly, 10_000, 50, 40, 400_000],
    ['annual', Frequency.Annual, 1, 1, 499, 499],
    ['annual', Frequency.Annual, 9, 1, 499, 4491],
    ['annual', Frequency.Annual, 10, 10, 450, 4500],
    ['annual', Frequency.Annual, 49, 10, 450, 22_050],
    ['annual', Frequency.Annual, 50, 50, 400, 20_000],
  ])('prices %s × %i at tier %i: %p each, %p in total', (period, frequency, quantity, tier, amount, total) => {
    // Prepare
    const slug = `ios-fms-trainer-b738-personal-${period}`;

    // Act
    const basket = priceBasket({ slug, quantity });

    // Assess
    expect(basket).toEqual({
      slug,
      title: `iOS FMS Trainer B738 personal licence, ${period}`,
      items: [
        {
          title: `iOS FMS Trainer B738 personal licence, ${period}`,
          priceId: `${slug}-tier-${tier}`,
          amount,
          frequency,
          quantity,
        },
      ],
      paddleItems: [{ priceId: `${slug}-tier-${tier}`, quantity }],
      total,
      discount: 0,
      discountIds: [],
      totalCents: Math.round(total * 100),
      discountCents: 0,
    });
  });

  it('prices every personal trainer, on both platforms and all aircraft, the same way', () => {
    // Prepare
    const slugs = listCatalogueSlugs().filter((slug) => /-fms-trainer-.*-personal-/.test(slug));
    const quantities = [1, 9, 10, 49, 50];

    // Act
    const totals = slugs.map((slug) => [slug, quantities.map((quantity) => priceBasket({ slug, quantity }).total)]);

    // Assess
    expect(slugs).toHaveLength(12);
    for (const [slug, prices] of totals) {
      const expected = String(slug).endsWith('monthly')
        ? [49.99, 449.91, 450, 2205, 2000]
        : [499, 4491, 4500, 22_050, 20_000];
      expect([slug, prices]).toEqual([slug, expected]);
    }
  });

  it('requires a quantity, because the tier depends on it', () => {
    // Prepare
    const request = { slug: 'win-fms-trainer-a322-personal-annual' };

    // Act
    const error = catchError(() => priceBasket(request));

    // Assess
    expect(error).toBeInstanceOf(PricingError);
    expect(error).toMatchObject({
      code: 'QUANTITY_REQUIRED',
      message: "product item has more than 1 item, but no quantity given, don't know which product item to use",
    });
  });
});

describe('priceBasket: classroom trainers', () => {
  it.each([
    ['win-fms-trainer-a322-classroom-monthly', 1, Frequency.Monthly, 299, 299],
    ['win-fms-trainer-a322-classroom-monthly', 3, Frequency.Monthly, 299, 897],
    ['ios-fms-trainer-b38m-classroom-annual', 1, Frequency.Annual, 2995, 2995],
    ['ios-fms-trainer-b38m-classroom-annual', 2, Frequency.Annual, 2995, 5990],
  ])('prices %s × %i', (slug, quantity, frequency, amount, total) => {
    // Prepare
    const request = { slug, quantity };

    // Act
    const basket = priceBasket(request);

    // Assess
    expect(basket.items).toEqual([{ title: basket.title, priceId: slug, amount, frequency, quantity }]);
    expect({ total: basket.total, discount: basket.discount }).toEqual({ total, discount: 0 });
  });

  it('prices a single-item product without a quantity as one', () => {
    // Prepare
    const request = { slug: 'ios-fms-trainer-b738-classroom-monthly' };

    // Act
    const basket = priceBasket(request);

    // Assess
    expect(basket.items).toMatchObject([{ quantity: 1, amount: 299 }]);
    expect(basket.total).toBe(299);
  });
});

describe('priceBasket: suites', () => {
  const licence = (family: string, quantity: number) => ({
    title: `SkyDeck ${family} suite licence`,
    priceId: `suite-licence-${family.toLowerCase()}`,
    amount: 1500,
    frequency: Frequency.OneTime,
    quantity,
  });
  const support = (family: string, quantity: number) => ({
    title: 'Bronze support, annual',
    priceId: `support-annual-${family.toLowerCase()}`,
    amount: 120,
    frequency: Frequency.Annual,
    quantity,
  });

  it.each([
    ['skydeck-suitea320ceoonlyannual', 'A320', 1, 1500, 120],
    ['skydeck-suitea320ceoonlyannual', 'A320', 4, 6000, 480],
    ['skydeck-suiteb737annual', 'B737', 1, 1500, 120],
    ['skydeck-suiteb38mannual', 'B38M', 1, 1500, 120],
    ['skydeck-suiteb38mannual', 'B38M', 2, 3000, 240],
  ])('prices %s (%s) × %i at %p with the first support year (%p) free', (slug, family, quantity, total, discount) => {
    // Prepare
    const request = { slug, quantity };

    // Act
    const basket = priceBasket(request);

    // Assess
    expect(basket.items).toEqual([licence(family, quantity), support(family, quantity)]);
    expect(basket).toMatchObject({ total, discount, totalCents: total * 100, discountCents: discount * 100 });
  });

  it.each([
    [1, 1800, 120],
    [2, 3600, 240],
  ])('prices the neo-and-ceo A320 suite × %i with the neo add-on at %p', (quantity, total, discount) => {
    // Prepare
    const slug = 'skydeck-suitea320neoandceoannual';

    // Act
    const basket = priceBasket({ slug, quantity });

    // Assess
    expect(basket.title).toBe('SkyDeck A320 suite (neo and ceo)');
    expect(basket.items).toEqual([
      licence('A320', quantity),
      support('A320', quantity),
      { title: 'A320 neo add-on', priceId: 'a320-neo-addon', amount: 300, frequency: Frequency.OneTime, quantity },
    ]);
    expect({ total: basket.total, discount: basket.discount }).toEqual({ total, discount });
  });

  it.each([
    [1, 2500, 120],
    [3, 7500, 360],
  ])('adds the Head-up Display to the 737 suite × %i with the same quantity: %p', (quantity, total, discount) => {
    // Prepare
    const request = { slug: 'skydeck-suiteb737annual', quantity, addOns: ['hud'] };

    // Act
    const basket = priceBasket(request);

    // Assess
    expect(basket.items).toEqual([
      licence('B737', quantity),
      support('B737', quantity),
      { title: 'Head-up Display', priceId: 'hud', amount: 1000, frequency: Frequency.OneTime, quantity },
    ]);
    expect({ total: basket.total, discount: basket.discount }).toEqual({ total, discount });
  });

  it('counts an add-on named twice once', () => {
    // Prepare
    const request = { slug: 'skydeck-suiteb737annual', quantity: 1, addOns: ['hud', 'hud'] };

    // Act
    const basket = priceBasket(request);

    // Assess
    expect(basket.items.map((item) => item.priceId)).toEqual(['suite-licence-b737', 'support-annual-b737', 'hud']);
    expect(basket.total).toBe(2500);
  });

  it('prices the Head-up Display product on its own at 1000', () => {
    // Prepare
    const request = { slug: 'hud' };

    // Act
    const basket = priceBasket(request);

    // Assess
    expect(basket).toMatchObject({ title: 'Head-up Display', total: 1000, discount: 0, items: [{ quantity: 1 }] });
  });

  it.each([
    ['skydeck-suitea320neoandceoannual', ['hud'], 'hud'],
    ['skydeck-suiteb38mannual', ['hud'], 'hud'],
    ['skydeck-suiteb737annual', ['weather-radar'], 'weather-radar'],
    ['skydeck-suiteb737annual', ['hud', 'skydeck-suiteb38mannual'], 'skydeck-suiteb38mannual'],
    ['skydeck-suiteb737annual', [''], ''],
  ])('refuses add-on list %j on %s', (slug, addOns, refused) => {
    // Prepare
    const request = { slug, quantity: 1, addOns };

    // Act
    const error = catchError(() => priceBasket(request));

    // Assess
    expect(error).toBeInstanceOf(AddOnNotAvailableError);
    expect(error).toMatchObject({
      name: 'AddOnNotAvailableError',
      code: 'ADD_ON_NOT_AVAILABLE',
      message: `add-on [${refused}] is not available for product [${slug}]`,
    });
  });
});

describe('priceBasket: support extensions', () => {
  it.each([
    ['suite-nc-support-extension-a320-annual', 1, 0, 120, 'annual', Frequency.Annual, 120],
    ['suite-nc-support-extension-a320-annual', 1, 3, 120, 'annual', Frequency.Annual, 150],
    ['suite-nc-support-extension-b737-annual', 2, 2, 120, 'annual', Frequency.Annual, 260],
    ['suite-nc-support-extension-b38m-monthly', 1, 0, 13, 'monthly', Frequency.Monthly, 13],
    ['suite-nc-support-extension-b38m-monthly', 1, 5, 13, 'monthly', Frequency.Monthly, 63],
    ['suite-nc-support-extension-a320-monthly', 3, 12, 13, 'monthly', Frequency.Monthly, 159],
  ])(
    'prices %s × %i with %i catch-up months',
    (slug, quantity, secondaryQuantity, amount, period, frequency, total) => {
      // Prepare
      const family = slug.split('-')[4];
      const supportLine = {
        title: `Bronze support, ${period}`,
        priceId: `support-${period}-${family}`,
        amount,
        frequency,
        quantity,
      };
      const catchUpLine = {
        title: 'Support catch-up, per lapsed month',
        priceId: `support-catch-up-month-${family}`,
        amount: 10,
        frequency: Frequency.OneTime,
        quantity: secondaryQuantity,
      };

      // Act
      const basket = priceBasket({ slug, quantity, secondaryQuantity });

      // Assess
      expect(basket.items).toEqual(secondaryQuantity === 0 ? [supportLine] : [supportLine, catchUpLine]);
      expect(basket).toMatchObject({ total, discount: 0, discountIds: [] });
    },
  );

  it('requires the catch-up months', () => {
    // Prepare
    const request = { slug: 'suite-nc-support-extension-a320-annual', quantity: 1 };

    // Act
    const error = catchError(() => priceBasket(request));

    // Assess
    expect(error).toBeInstanceOf(PricingError);
    expect(error).toMatchObject({
      code: 'SECONDARY_QUANTITY_REQUIRED',
      message: 'secondary quantity is required for item marked as secondary',
    });
  });

  it('requires a quantity before the catch-up months', () => {
    // Prepare
    const request = { slug: 'suite-nc-support-extension-a320-annual' };

    // Act
    const error = catchError(() => priceBasket(request));

    // Assess
    expect(error).toMatchObject({ code: 'QUANTITY_REQUIRED' });
  });

  it('ignores catch-up months for a product without a secondary item', () => {
    // Prepare
    const request = { slug: 'skydeck-suiteb38mannual', quantity: 1, secondaryQuantity: 7 };

    // Act
    const basket = priceBasket(request);

    // Assess
    expect(basket.total).toBe(1500);
  });
});

describe('priceBasket: errors', () => {
  it.each(['nope', '', 'constructor', '__proto__', 'SKYDECK-SUITEB737ANNUAL'])('does not find product %p', (slug) => {
    // Prepare
    const request = { slug, quantity: 1 };

    // Act
    const error = catchError(() => priceBasket(request));

    // Assess
    expect(error).toBeInstanceOf(PricingError);
    expect(error).toMatchObject({
      code: 'PRODUCT_NOT_FOUND',
      message: `product [${slug}] not found`,
    });
  });

  it('refuses a product without items', () => {
    // Prepare
    const catalogue = fakeCatalogue({ slug: 'empty', title: 'Empty', family: 'add-on', items: [] });

    // Act
    const error = catchError(() => priceBasket({ slug: 'empty', quantity: 1 }, { catalogue }));

    // Assess
    expect(error).toBeInstanceOf(PricingError);
    expect(error).toMatchObject({
      code: 'NO_ITEMS',
      message: 'product has no items, cannot continue',
    });
  });

  it.each([
    ['skydeck-suiteb737annual', 0],
    ['skydeck-suiteb737annual', -1],
    ['skydeck-suiteb737annual', 1.5],
    ['skydeck-suiteb737annual', Number.NaN],
    ['skydeck-suiteb737annual', Number.POSITIVE_INFINITY],
    ['skydeck-suiteb737annual', Number.MAX_SAFE_INTEGER + 1],
    ['hud', 0],
    ['hud', '2'],
    ['hud', null],
  ])('refuses %s with quantity %p', (slug, quantity) => {
    // Prepare
    const request = { slug, quantity } as PricingRequest;

    // Act
    const error = catchError(() => priceBasket(request));

    // Assess
    expect(error).toBeInstanceOf(InvalidQuantityError);
    expect(error).toMatchObject({
      name: 'InvalidQuantityError',
      code: 'INVALID_QUANTITY',
      message: `quantity must be a whole number of at least 1, got ${String(quantity)}`,
    });
  });

  it('asks for a quantity when a multi-item product gets something that is not a number', () => {
    // Prepare
    const request = { slug: 'skydeck-suiteb737annual', quantity: '2' } as unknown as PricingRequest;

    // Act
    const error = catchError(() => priceBasket(request));

    // Assess
    expect(error).toMatchObject({ code: 'QUANTITY_REQUIRED' });
  });

  it.each([-1, 0.5, Number.NaN, Number.NEGATIVE_INFINITY])('refuses catch-up months %p', (secondaryQuantity) => {
    // Prepare
    const request = { slug: 'suite-nc-support-extension-b737-monthly', quantity: 1, secondaryQuantity };

    // Act
    const error = catchError(() => priceBasket(request));

    // Assess
    expect(error).toBeInstanceOf(InvalidQuantityError);
    expect(error).toMatchObject({
      name: 'InvalidQuantityError',
      message: `secondary quantity must be a whole number of at least 0, got ${secondaryQuantity}`,
    });
  });

  it('refuses quantities whose total in cents would no longer be exact', () => {
    // Prepare
    const request = { slug: 'skydeck-suiteb737annual', quantity: Number.MAX_SAFE_INTEGER };

    // Act
    const error = catchError(() => priceBasket(request));

    // Assess
    expect(error).toBeInstanceOf(InvalidQuantityError);
    expect(error).toMatchObject({ message: 'quantities are too large to price exactly' });
  });

  it('refuses a quantity below the lowest volume tier', () => {
    // Prepare
    const catalogue = fakeCatalogue({
      slug: 'bulk',
      title: 'Bulk only',
      family: 'fms-trainer',
      items: [
        { priceKey: 'bulk-5', amountCents: 100, frequency: Frequency.Monthly, minimumQuantity: 5 },
        { priceKey: 'bulk-20', amountCents: 90, frequency: Frequency.Monthly, minimumQuantity: 20 },
      ],
    });

    // Act
    const error = catchError(() => priceBasket({ slug: 'bulk', quantity: 4 }, { catalogue }));

    // Assess
    expect(error).toBeInstanceOf(InvalidQuantityError);
    expect(error).toMatchObject({ message: 'quantity 4 is below the minimum 5 for product [bulk]' });
  });

  it('refuses an add-on the product lists but the catalogue lacks', () => {
    // Prepare
    const catalogue = fakeCatalogue({
      slug: 'suite',
      title: 'Suite',
      family: 'suite',
      items: [{ priceKey: 'licence', amountCents: 100, frequency: Frequency.OneTime }],
      addOns: ['ghost'],
    });

    // Act
    const error = catchError(() => priceBasket({ slug: 'suite', addOns: ['ghost'] }, { catalogue }));

    // Assess
    expect(error).toBeInstanceOf(AddOnNotAvailableError);
    expect(error).toMatchObject({ message: 'add-on [ghost] is not available for product [suite]' });
  });
});

describe('priceBasket: discounts and price ids', () => {
  it('maps price keys to this stage’s Paddle price ids and returns the discount ids when discounted', () => {
    // Prepare
    const priceId = (priceKey: string) => `pri_${priceKey}`;
    const discountIds = ['dsc_first_year'];

    // Act
    const basket = priceBasket(
      { slug: 'skydeck-suiteb737annual', quantity: 2, addOns: ['hud'] },
      { priceId, discountIds },
    );

    // Assess
    expect(basket.paddleItems).toEqual([
      { priceId: 'pri_suite-licence-b737', quantity: 2 },
      { priceId: 'pri_support-annual-b737', quantity: 2 },
      { priceId: 'pri_hud', quantity: 2 },
    ]);
    expect(basket.items.map((item) => item.priceId)).toEqual(basket.paddleItems.map((item) => item.priceId));
    expect(basket.discountIds).toEqual(['dsc_first_year']);
    expect(basket.discountIds).not.toBe(discountIds);
  });

  it('returns no discount ids when nothing is discounted', () => {
    // Prepare
    const options = { discountIds: ['dsc_first_year'] };

    // Act
    const basket = priceBasket(
      { slug: 'suite-nc-support-extension-a320-annual', quantity: 1, secondaryQuantity: 0 },
      options,
    );

    // Assess
    expect(basket).toMatchObject({ discount: 0, discountCents: 0, discountIds: [] });
  });

  it('returns an empty list of discount ids when the stage has none configured', () => {
    // Prepare
    const request = { slug: 'skydeck-suiteb38mannual', quantity: 1 };

    // Act
    const basket = priceBasket(request);

    // Assess
    expect(basket).toMatchObject({ discount: 120, discountIds: [] });
  });

  it('logs "Unknown discount" and counts an unknown discount kind as 0', () => {
    // Prepare
    const logger = spyLogger();
    const catalogue = fakeCatalogue({
      slug: 'odd',
      title: 'Odd',
      family: 'suite',
      items: [
        { priceKey: 'licence', amountCents: 150_000, frequency: Frequency.OneTime },
        {
          priceKey: 'support',
          amountCents: 12_000,
          frequency: Frequency.Annual,
          discount: 'half price forever' as DiscountKind,
        },
      ],
    });

    // Act
    const basket = priceBasket({ slug: 'odd', quantity: 2 }, { catalogue, logger, discountIds: ['dsc'] });

    // Assess
    expect(basket).toMatchObject({ total: 3240, discount: 0, discountIds: [] });
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error).toHaveBeenCalledWith('Unknown discount', 'half price forever');
  });

  it('logs nothing for a known discount', () => {
    // Prepare
    const logger = spyLogger();

    // Act
    const basket = priceBasket({ slug: 'skydeck-suitea320ceoonlyannual', quantity: 1 }, { logger });

    // Assess
    expect(basket.discount).toBe(120);
    expect(logger.error).not.toHaveBeenCalled();
    expect(FIRST_YEAR_DISCOUNT).toBe('first year no support subscription');
  });
});

describe('priceBasket: properties', () => {
  const validRequest = fc.constantFrom(...listCatalogueSlugs()).chain((slug) =>
    fc.record({
      slug: fc.constant(slug),
      quantity: fc.integer({ min: 1, max: 10_000 }),
      secondaryQuantity: fc.integer({ min: 0, max: 120 }),
      addOns: fc.subarray([...(findProduct(slug)?.addOns ?? [])]),
    }),
  );

  it('never totals below zero, and totals the lines less the discount, in cents', () => {
    fc.assert(
      fc.property(validRequest, (request) => {
        // Prepare: fast-check generates the request.

        // Act
        const basket = priceBasket(request, { discountIds: ['dsc'] });

        // Assess
        const linesCents = basket.items.reduce((sum, item) => sum + Math.round(item.amount * 100) * item.quantity, 0);
        expect(basket.totalCents).toBeGreaterThanOrEqual(0);
        expect(Number.isSafeInteger(basket.totalCents)).toBe(true);
        expect(basket.totalCents).toBe(linesCents - basket.discountCents);
        expect(basket.total).toBe(basket.totalCents / 100);
        expect(basket.discount).toBe(basket.discountCents / 100);
        expect(basket.items.every((item) => Number.isInteger(item.quantity) && item.quantity >= 1)).toBe(true);
        expect(basket.paddleItems).toEqual(basket.items.map(({ priceId, quantity }) => ({ priceId, quantity })));
        expect(basket.discountIds).toEqual(basket.discountCents > 0 ? ['dsc'] : []);
      }),
      { numRuns: 2_000 },
    );
  });

  it('never charges more per unit for a larger personal trainer order', () => {
    const personal = listCatalogueSlugs().filter((slug) => slug.includes('-personal-'));
    fc.assert(
      fc.property(
        fc.constantFrom(...personal),
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        (slug, a, b) => {
          // Prepare
          const [small, large] = a <= b ? [a, b] : [b, a];

          // Act
          const unit = (quantity: number) => priceBasket({ slug, quantity }).items[0]?.amount ?? Number.NaN;

          // Assess
          expect(unit(large)).toBeLessThanOrEqual(unit(small));
        },
      ),
    );
  });
});
