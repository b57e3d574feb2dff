import { Environment, Paddle } from '@paddle/paddle-node-sdk';
import { cataloguePriceIndex } from '../domain/licences/catalogue-prices';
import { readPaddleIds } from './paddle-ids';
import { readSecret } from './secrets';

export { checkPaddleSignature } from './paddle-signature';

/**
 * The Paddle API client, built once per process. `PADDLE_API_BASE_URL` (local mode: the Paddle stand-in) takes the
 * place of the environment name: the SDK (3.x) uses any value that is not `sandbox`/`production` as its base URL.
 */
async function createPaddle(env: NodeJS.ProcessEnv = process.env): Promise<Paddle> {
  const target = env.PADDLE_API_BASE_URL ?? (env.PADDLE_ENVIRONMENT === 'production' ? Environment.production : Environment.sandbox);
  return new Paddle(await readSecret('PADDLE_API_KEY', env), { environment: target as Environment });
}

let client: Promise<Paddle> | undefined;
/** The client, created on first use (the API key may have to be fetched from Secrets Manager first). */
export function paddleClient(): Promise<Paddle> {
  client ??= createPaddle().catch((error: unknown) => {
    client = undefined;
    throw error;
  });
  return client;
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

