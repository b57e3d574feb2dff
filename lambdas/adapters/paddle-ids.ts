import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Paddle price and discount ids are per stage (sandbox and live accounts differ) and never part of the catalogue
 * code: the catalogue names each price with a stable `priceKey`, and this maps it to the stage's Paddle id.
 *
 * In the cloud the stage's price ids (JSON object priceKey → id) come in `PADDLE_PRICE_IDS` or, as deployed (they
 * exceed Lambda's 4 KB environment), in the file `paddle-price-ids.json` the API construct puts beside the bundle;
 * the discount id comes in `PADDLE_FIRST_YEAR_DISCOUNT_ID`. In local mode the Paddle stand-in knows deterministic ids derived from the
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

/** The price id map's file name beside a handler's bundle (written by infra/constructs/api.ts). */
export const PADDLE_PRICE_IDS_FILE = 'paddle-price-ids.json';

function stagePriceIds(env: NodeJS.ProcessEnv): string {
  if (env.PADDLE_PRICE_IDS) return env.PADDLE_PRICE_IDS;
  // In a bundle __dirname is the function's code directory.
  const file = path.join(__dirname, PADDLE_PRICE_IDS_FILE);
  return existsSync(file) ? readFileSync(file, 'utf8') : '{}';
}

export function readPaddleIds(env: NodeJS.ProcessEnv = process.env): PaddleIds {
  if (env.SKYDECK_MODE === 'local') {
    return { priceId: localPriceId, firstYearDiscountIds: [LOCAL_FIRST_YEAR_DISCOUNT_ID] };
  }
  const priceIds = JSON.parse(stagePriceIds(env)) as Record<string, string>;
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
