import { cataloguePriceIndex } from '../domain/licences/catalogue-prices';
import { readPaddleIds } from './paddle-ids';
import { checkPaddleSignatureWithRefresh, type SignatureProblem } from './paddle-signature';
import { readSecret, refreshSecret } from './secrets';

/** What handlers need of the stage's Paddle set-up without the SDK; the API client is in `paddle-sdk.ts`. */
export const paddleIds = readPaddleIds();
/** This stage's Paddle price id → catalogue item; a price not in it is not something the shop sells. */
export const priceIndex = cataloguePriceIndex((priceKey) => {
  // An unconfigured price is missing from the index (and so refused), instead of failing every webhook at start.
  try {
    return paddleIds.priceId(priceKey);
  } catch {
    return `unconfigured:${priceKey}`;
  }
});

/**
 * Verifies `Paddle-Signature` over the raw body with the webhook secret, re-reading the secret once before refusing
 * (see checkPaddleSignatureWithRefresh). The webhook handler answers 401 for any problem this returns.
 */
export function verifyWebhookSignatureWithRefresh(
  rawBody: string,
  header: string | undefined,
): Promise<SignatureProblem | undefined> {
  return checkPaddleSignatureWithRefresh(rawBody, header, {
    current: () => readSecret('PADDLE_WEBHOOK_SECRET'),
    refreshed: () => refreshSecret('PADDLE_WEBHOOK_SECRET'),
  });
}
