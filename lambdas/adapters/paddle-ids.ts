/**
 * Paddle price and discount ids are per stage (sandbox and live accounts differ) and never part of the catalogue
 * code: the catalogue names each price with a stable `priceKey`, and this maps it to the stage's Paddle id.
 *
 * In the cloud the stage config supplies `PADDLE_PRICE_IDS` (JSON object priceKey → id) and
 * `PADDLE_FIRST_YEAR_DISCOUNT_ID`. In local mode the Paddle stand-in knows deterministic ids derived from the
 * price keys, so nothing has to be configured.
 */
export interface PaddleIds {
  priceId(priceKey: string): string;
  readonly firstYearDiscountIds: string[];
}

export function localPriceId(priceKey: string): string {
  return `pri_local_${priceKey}`;
}

export const LOCAL_FIRST_YEAR_DISCOUNT_ID = 'dsc_local_first_year_support';

export function readPaddleIds(env: NodeJS.ProcessEnv = process.env): PaddleIds {
  if (env.SKYDECK_MODE === 'local') {
    return { priceId: localPriceId, firstYearDiscountIds: [LOCAL_FIRST_YEAR_DISCOUNT_ID] };
  }
  const priceIds = JSON.parse(env.PADDLE_PRICE_IDS ?? '{}') as Record<string, string>;
  const discountId = env.PADDLE_FIRST_YEAR_DISCOUNT_ID;
  return {
    priceId(priceKey) {
      const id = priceIds[priceKey];
      // A missing id is a deployment mistake, not the buyer's: fail loudly so it is fixed, never charge a guess.
      if (!id) throw new Error(`No Paddle price id configured for price key "${priceKey}"`);
      return id;
    },
    firstYearDiscountIds: discountId ? [discountId] : [],
  };
}
