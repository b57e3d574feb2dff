import { MAX_QUANTITY } from '../../lambdas/contract/quantity';
import { paddleCatalogue } from '../../infra/paddle-sync/paddle-catalogue';
import { cataloguePriceKeys } from '../../infra/stages/paddle-id-map';

describe('what paddle:sync asks of a Paddle account', () => {
  const { prices, discount } = paddleCatalogue();
  const price = (priceKey: string) => prices.find((candidate) => candidate.priceKey === priceKey)!;

  it('has one Paddle price per catalogue price key', () => {
    expect(prices.map((candidate) => candidate.priceKey).sort()).toEqual(cataloguePriceKeys().sort());
  });

  it('prices in euro cents with the catalogue amount and billing cycle', () => {
    expect(price('suite-licence-a320')).toMatchObject({ amountCents: 150_000, billingCycle: null });
    expect(price('support-annual-a320')).toMatchObject({
      amountCents: 12_000,
      billingCycle: { interval: 'year', frequency: 1 },
    });
    expect(price('support-monthly-a320')).toMatchObject({
      amountCents: 1_300,
      billingCycle: { interval: 'month', frequency: 1 },
    });
  });

  it('puts the tiers of a personal trainer on one product, each tier accepting the quantities it is priced for', () => {
    // Prepare
    const slug = 'win-fms-trainer-b738-personal-monthly';

    // Act
    const tiers = [1, 10, 50].map((minimum) => price(`${slug}-tier-${minimum}`));

    // Assess
    expect(new Set(tiers.map((tier) => tier.productKey))).toEqual(new Set([slug]));
    expect(tiers.map((tier) => tier.quantity)).toEqual([
      { minimum: 1, maximum: 9 },
      { minimum: 10, maximum: 49 },
      { minimum: 50, maximum: MAX_QUANTITY },
    ]);
    expect(tiers.map((tier) => tier.amountCents)).toEqual([4_999, 4_500, 4_000]);
  });

  it("has a first-year discount of 120.00 per licence, restricted to the suites' included annual support", () => {
    expect(discount).toMatchObject({ discountKey: 'first-year-support', amountCents: 12_000 });
    expect([...discount.priceKeys].sort()).toEqual(
      cataloguePriceKeys()
        .filter((key) => key.startsWith('support-annual-'))
        .sort(),
    );
  });
});
