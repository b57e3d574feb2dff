import { Environment, Paddle } from '@paddle/paddle-node-sdk';
import { cataloguePriceIndex } from '../domain/licences/catalogue-prices';
import { readPaddleIds } from './paddle-ids';

export { checkPaddleSignature } from './paddle-signature';

/**
 * The Paddle API client, built once per process. `PADDLE_API_BASE_URL` (local mode: the Paddle stand-in) takes the
 * place of the environment name: the SDK (3.x) uses any value that is not `sandbox`/`production` as its base URL.
 */
function createPaddle(env: NodeJS.ProcessEnv = process.env): Paddle {
  const target = env.PADDLE_API_BASE_URL ?? (env.PADDLE_ENVIRONMENT === 'production' ? Environment.production : Environment.sandbox);
  return new Paddle(env.PADDLE_API_KEY ?? '', { environment: target as Environment });
}

export const paddle = createPaddle();
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

export function webhookSecret(env: NodeJS.ProcessEnv = process.env): string {
  return env.PADDLE_WEBHOOK_SECRET ?? '';
}

