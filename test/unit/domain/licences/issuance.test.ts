import { cataloguePriceIndex } from '../../../../lambdas/domain/licences/catalogue-prices';
import { decideIssuance, unitIds, type PaidTransaction } from '../../../../lambdas/domain/licences/issuance';
import { localPriceId } from '../../../../lambdas/adapters/paddle-ids';
import { listCatalogueSlugs, findProduct } from '../../../../lambdas/domain/catalogue';

const index = cataloguePriceIndex(localPriceId);

function paid(
  overrides: Partial<PaidTransaction> & Pick<PaidTransaction, 'items'>,
  customData: Partial<PaidTransaction['customData']> = {},
): PaidTransaction {
  return {
    transactionId: 'txn_abc',
    origin: 'web',
    subscriptionId: 'sub_1',
    paidAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
    customData: {
      shop: 'skydeck',
      slug: 'skydeck-suiteb737annual',
      quantity: 1,
      addOns: [],
      buyerEmail: 'Pilot@Example.com',
      ...customData,
    },
  };
}

describe('cataloguePriceIndex', () => {
  it('knows every price of every catalogue product', () => {
    // Act
    const priceKeys = listCatalogueSlugs().flatMap((slug) => findProduct(slug)!.items.map((item) => item.priceKey));

    // Assess
    for (const priceKey of priceKeys) expect(index.get(localPriceId(priceKey))?.item.priceKey).toBe(priceKey);
    expect(index.has('pri_local_unknown')).toBe(false);
  });
});

describe('decideIssuance', () => {
  it('issues one perpetual suite licence per unit, with the add-ons that were paid', () => {
    // Act
    const decision = decideIssuance(
      paid(
        {
          items: [
            { priceId: localPriceId('suite-licence-b737'), quantity: 2 },
            { priceId: localPriceId('support-annual-b737'), quantity: 2 },
            { priceId: localPriceId('hud'), quantity: 2 },
          ],
        },
        { quantity: 2, addOns: ['hud'] },
      ),
      index,
    );

    // Assess
    expect(decision.outcome).toBe('issue');
    if (decision.outcome !== 'issue') return;
    expect(decision.licences.map((licence) => licence.licenceId)).toEqual(['lic_abc_1', 'lic_abc_2']);
    expect(decision.licences[0]).toMatchObject({
      kind: 'suite',
      aircraftType: 'B738',
      addOns: ['hud'],
      ownerEmail: 'pilot@example.com',
      subscriptionId: 'sub_1',
    });
  });

  it('does not grant an add-on that custom data names but the transaction did not charge', () => {
    // Act
    const decision = decideIssuance(
      paid({ items: [{ priceId: localPriceId('suite-licence-b737'), quantity: 1 }] }, { addOns: ['hud'] }),
      index,
    );

    // Assess
    expect(decision.outcome === 'issue' && decision.licences[0]!.addOns).toEqual([]);
  });

  it('issues trainer seats per unit with their period', () => {
    // Act
    const decision = decideIssuance(
      paid(
        { items: [{ priceId: localPriceId('win-fms-trainer-b738-personal-monthly-tier-10'), quantity: 12 }] },
        { slug: 'win-fms-trainer-b738-personal-monthly', quantity: 12 },
      ),
      index,
    );

    // Assess
    expect(decision.outcome === 'issue' && decision.licences.length).toBe(12);
    expect(decision.outcome === 'issue' && decision.licences[0]).toMatchObject({
      kind: 'trainer-seat',
      period: 'Monthly',
    });
  });

  it('links a support extension to the named licence', () => {
    // Act
    const decision = decideIssuance(
      paid(
        {
          items: [
            { priceId: localPriceId('support-annual-a320'), quantity: 1 },
            { priceId: localPriceId('support-catch-up-month-a320'), quantity: 3 },
          ],
        },
        { slug: 'suite-nc-support-extension-a320-annual', licenceId: 'lic_old_1', secondaryQuantity: 3 },
      ),
      index,
    );

    // Assess
    expect(decision).toEqual({
      outcome: 'issue',
      licences: [],
      supportExtension: { licenceId: 'lic_old_1', subscriptionId: 'sub_1', catchUpMonths: 3 },
    });
  });

  it.each([
    [paid({ items: [{ priceId: 'pri_elsewhere', quantity: 1 }] }), 'price ids not in the catalogue: pri_elsewhere'],
    [
      paid({
        origin: 'subscription_recurring',
        items: [{ priceId: localPriceId('support-annual-b737'), quantity: 1 }],
      }),
      'origin subscription_recurring: not a purchase, nothing new is issued',
    ],
    [paid({ items: [{ priceId: localPriceId('hud'), quantity: 1 }] }, { slug: 'nope' }), 'unknown product [nope]'],
  ])('issues nothing for %#', (transaction, reason) => {
    // Act / Assess
    expect(decideIssuance(transaction, index)).toEqual({ outcome: 'nothing', reason });
  });

  it('derives the same ids on every delivery', () => {
    expect(unitIds('txn_x', 3)).toEqual(unitIds('txn_x', 3));
    expect(unitIds('txn_x', 1)).toEqual(['lic_x_1']);
  });
});
