import { Environment, Paddle } from '@paddle/paddle-node-sdk';
import { cataloguePriceIndex } from '../domain/licences/catalogue-prices';
import { readPaddleIds } from './paddle-ids';
import { checkPaddleSignatureWithRefresh, type SignatureProblem } from './paddle-signature';
import { readSecret, refreshSecret } from './secrets';

export { checkPaddleSignature } from './paddle-signature';

/**
 * The Paddle API client. `PADDLE_API_BASE_URL` (local mode: the Paddle stand-in) takes the place of the environment
 * name: the SDK (3.x) uses any value that is not `sandbox`/`production` as its base URL.
 */
function createPaddle(apiKey: string, env: NodeJS.ProcessEnv = process.env): Paddle {
  const target = env.PADDLE_API_BASE_URL ?? (env.PADDLE_ENVIRONMENT === 'production' ? Environment.production : Environment.sandbox);
  return new Paddle(apiKey, { environment: target as Environment });
}

let client: { readonly apiKey: string; readonly paddle: Paddle } | undefined;
/**
 * The client, created on first use and again when the API key changes: the key comes from the secrets cache, which
 * re-reads it every few minutes, so a key rotated in Paddle and Secrets Manager is picked up without a deploy.
 */
export async function paddleClient(): Promise<Paddle> {
  const apiKey = await readSecret('PADDLE_API_KEY');
  if (client?.apiKey !== apiKey) client = { apiKey, paddle: createPaddle(apiKey) };
  return client.paddle;
}
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

export function webhookSecret(): Promise<string> {
  return readSecret('PADDLE_WEBHOOK_SECRET');
}


/**
 * Verifies `Paddle-Signature` over the raw body with the webhook secret, re-reading the secret once before refusing
 * (see checkPaddleSignatureWithRefresh). The webhook handler answers 401 for any problem this returns.
 */
export function verifyWebhookSignatureWithRefresh(rawBody: string, header: string | undefined): Promise<SignatureProblem | undefined> {
  return checkPaddleSignatureWithRefresh(rawBody, header, {
    current: () => readSecret('PADDLE_WEBHOOK_SECRET'),
    refreshed: () => refreshSecret('PADDLE_WEBHOOK_SECRET'),
  });
}
