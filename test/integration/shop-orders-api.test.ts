import {
  A320_CONFIGURATIONS,
  AIRCRAFT_TYPES,
  LICENCE_TYPES,
  PLATFORMS,
  SUBSCRIPTION_PERIODS,
} from '../../lambdas/domain/aircraft';
import { MAX_QUANTITY } from '../../lambdas/contract/quantity';
import { addOnsFor } from '../../lambdas/domain/catalogue';
import type { SuiteSelection } from '../../lambdas/domain/product-keys';
import { suiteOrder, supportExtensionOrder, trainerOrder, type Order } from '../../web/src/features/shop/orders';
import { pricingUrlFor } from '../browser/shop-helpers';

/**
 * The shop pages price with `orders.ts`; checkout prices with GET /api/pricing. For every product the pages can
 * build, the path Continue goes to must be priced by the API exactly as the page priced it.
 */
async function expectApiAgrees(order: Order | undefined) {
  expect(order).toBeDefined();
  const response = await fetch(pricingUrlFor(order!.checkoutPath));
  expect(response.status).toBe(200);
  const body = (await response.json()) as { slug: string; total: number; discount: number };
  expect(body).toMatchObject({ slug: order!.slug, total: order!.basket.total, discount: order!.basket.discount });
}

/** Each tier's edges, and the largest order the stepper lets through. */
const QUANTITIES = [1, 2, 9, 10, 11, 49, 50, 51, MAX_QUANTITY];

describe('shop orders against GET /api/pricing', () => {
  const trainerCases = PLATFORMS.flatMap((platform) =>
    AIRCRAFT_TYPES.flatMap((aircraftType) =>
      LICENCE_TYPES.flatMap((licenceType) =>
        SUBSCRIPTION_PERIODS.map((subscription) => ({ aircraftType, platform, licenceType, subscription })),
      ),
    ),
  );

  it.each(trainerCases)('trainer $platform $aircraftType $licenceType $subscription', async (choices) => {
    for (const quantity of QUANTITIES) {
      // Act + Assess
      await expectApiAgrees(trainerOrder(choices, quantity));
    }
  });

  const suiteCases = AIRCRAFT_TYPES.flatMap((aircraftType): SuiteSelection[] =>
    aircraftType === 'A322'
      ? A320_CONFIGURATIONS.map((configuration) => ({ aircraftType, configuration }))
      : [{ aircraftType }],
  );

  it.each(suiteCases)('suite $aircraftType $configuration, with and without each add-on', async (selection) => {
    // Prepare
    const bare = suiteOrder({ ...selection, addOns: [] }, 1)!;
    const addOnChoices = [[], ...addOnsFor(bare.slug).map((addOn) => [addOn.slug])];

    for (const addOns of addOnChoices) {
      for (const quantity of QUANTITIES) {
        // Act + Assess
        await expectApiAgrees(suiteOrder({ ...selection, addOns }, quantity));
      }
    }
  });

  it.each(AIRCRAFT_TYPES.flatMap((aircraftType) => SUBSCRIPTION_PERIODS.map((term) => ({ aircraftType, term }))))(
    'support extension $aircraftType $term',
    async ({ aircraftType, term }) => {
      for (const lapsedMonths of [0, 1, 12, 1200]) {
        // Act + Assess
        await expectApiAgrees(supportExtensionOrder({ aircraftType, term, lapsedMonths }));
      }
    },
  );
});
