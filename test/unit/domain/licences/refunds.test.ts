import { localPriceId } from '../../../../lambdas/adapters/paddle-ids';
import { cataloguePriceIndex } from '../../../../lambdas/domain/licences/catalogue-prices';
import { unitId } from '../../../../lambdas/domain/licences/issuance';
import type { AdjustmentChange, PaidLine } from '../../../../lambdas/domain/licences/payment-events';
import {
  keptEntitlement,
  refundedUnitsOf,
  takeback,
  type Entitlement,
  type Takeback,
} from '../../../../lambdas/domain/licences/refunds';

const index = cataloguePriceIndex(localPriceId);
const B737 = 'skydeck-suiteb737annual';
const NEO = 'skydeck-suitea320neoandceoannual';
const EXTENSION = 'suite-nc-support-extension-b737-annual';

const line = (priceKey: string, quantity: number, unitTotalCents: number): PaidLine => ({
  lineItemId: `txnitm_${priceKey}`,
  priceId: localPriceId(priceKey),
  quantity,
  unitTotalCents,
});
const b737Lines = (units: number) => [
  line('suite-licence-b737', units, 150_000),
  line('support-annual-b737', units, 0),
  line('hud', units, 100_000),
];
const refund = (
  items: { priceKey: string; type: 'full' | 'partial'; amountCents: number }[],
  id = 'adj_1',
): AdjustmentChange => ({
  adjustmentId: id,
  action: 'refund',
  type: 'partial',
  status: 'approved',
  transactionId: 'txn_1',
  subscriptionId: 'sub_1',
  items: items.map((item) => ({ itemId: `txnitm_${item.priceKey}`, type: item.type, amountCents: item.amountCents })),
});
const units = (decided: Takeback) =>
  decided.scope === 'units' ? decided : { scope: 'units' as const, units: new Map() };
const suite = (unit: number, addOns: string[] = ['hud']): Entitlement & { licenceId: string } => ({
  licenceId: unitId('txn_1', unit),
  productSlug: B737,
  productTitle: 'SkyDeck 737 suite',
  configuration: null,
  addOns,
});

describe('takeback', () => {
  it('counts whole units of a partial add-on refund, and adds up several adjustments up to the line', () => {
    // Prepare
    const lines = b737Lines(3);
    const adjustments = [
      refund([{ priceKey: 'hud', type: 'partial', amountCents: 150_000 }], 'adj_1'),
      refund([{ priceKey: 'hud', type: 'partial', amountCents: 250_000 }], 'adj_2'),
    ];

    // Act
    const decided = takeback(adjustments, lines);

    // Assess
    expect(decided).toEqual({ scope: 'units', units: new Map([[localPriceId('hud'), 3]]) });
  });
});

describe('refundedUnitsOf', () => {
  it('sorts a suite purchase into licences, add-ons and nothing for its free first support year', () => {
    // Prepare
    const lines = b737Lines(3);
    const decided = takeback(
      [
        refund([
          { priceKey: 'hud', type: 'partial', amountCents: 200_000 },
          { priceKey: 'suite-licence-b737', type: 'partial', amountCents: 150_000 },
          { priceKey: 'support-annual-b737', type: 'full', amountCents: 0 },
        ]),
      ],
      lines,
    );

    // Act
    const refunded = refundedUnitsOf(B737, units(decided), lines, index);

    // Assess
    expect(refunded).toEqual({
      licences: 1,
      addOns: new Map([['hud', 2]]),
      suiteParts: new Map(),
      endsSupport: false,
    });
  });

  it('names the A320 neo add-on as a part of the suite', () => {
    // Prepare
    const lines = [
      line('suite-licence-a320', 2, 150_000),
      line('support-annual-a320', 2, 0),
      line('a320-neo-addon', 2, 30_000),
    ];

    // Act
    const refunded = refundedUnitsOf(
      NEO,
      units(takeback([refund([{ priceKey: 'a320-neo-addon', type: 'partial', amountCents: 30_000 }])], lines)),
      lines,
      index,
    );

    // Assess
    expect(refunded).toMatchObject({ licences: 0, suiteParts: new Map([['a320-neo-addon', 1]]) });
  });

  it.each([
    ['ends a support extension whose support line is refunded', 'support-annual-b737', true],
    ['keeps a support extension whose catch-up months alone are refunded', 'support-catch-up-month-b737', false],
  ])('%s', (_label, priceKey, endsSupport) => {
    // Prepare
    const lines = [line('support-annual-b737', 1, 12_000), line('support-catch-up-month-b737', 2, 1_000)];

    // Act
    const refunded = refundedUnitsOf(
      EXTENSION,
      units(takeback([refund([{ priceKey, type: 'full', amountCents: 0 }])], lines)),
      lines,
      index,
    );

    // Assess
    expect(refunded).toMatchObject({ licences: 0, endsSupport });
  });
});

describe('keptEntitlement', () => {
  it('takes a refunded add-on from the highest units of the purchase only', () => {
    // Prepare
    const refunded = { addOns: new Map([['hud', 2]]), suiteParts: new Map() };

    // Act
    const kept = [1, 2, 3].map((unit) => keptEntitlement(suite(unit), { slug: B737, units: 3 }, refunded).addOns);

    // Assess
    expect(kept).toEqual([['hud'], [], []]);
  });

  it('keeps a licence that already lost the add-on as it is', () => {
    // Prepare
    const refunded = { addOns: new Map([['hud', 1]]), suiteParts: new Map() };

    // Act
    const kept = keptEntitlement(suite(3, []), { slug: B737, units: 3 }, refunded);

    // Assess
    expect(kept).toEqual({ productSlug: B737, productTitle: 'SkyDeck 737 suite', configuration: null, addOns: [] });
  });

  it('turns a neo-and-ceo licence whose neo add-on was refunded into the ceo-only suite', () => {
    // Prepare
    const licence = {
      licenceId: unitId('txn_1', 2),
      productSlug: NEO,
      productTitle: 'SkyDeck A320 suite (neo and ceo)',
      configuration: 'neoandceo' as const,
      addOns: [],
    };

    // Act
    const kept = keptEntitlement(
      licence,
      { slug: NEO, units: 2 },
      { addOns: new Map(), suiteParts: new Map([['a320-neo-addon', 1]]) },
    );

    // Assess
    expect(kept).toEqual({
      productSlug: 'skydeck-suitea320ceoonlyannual',
      productTitle: expect.stringContaining('(ceo only)'),
      configuration: 'ceoonly',
      addOns: [],
    });
  });
});
