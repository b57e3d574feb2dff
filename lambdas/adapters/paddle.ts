import { ApiError, Environment, Paddle } from '@paddle/paddle-node-sdk';
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

export async function customerEmail(customerId: string): Promise<string> {
  return (await (await paddleClient()).customers.get(customerId)).email.toLowerCase();
}

/** Ends a subscription now; Paddle's refusal because it is already canceled means the job is done. */
export async function cancelSubscriptionNow(subscriptionId: string): Promise<void> {
  try {
    await (await paddleClient()).subscriptions.cancel(subscriptionId, { effectiveFrom: 'immediately' });
  } catch (error) {
    if (error instanceof ApiError && /cancel/.test(error.code)) return;
    throw error;
  }
}

/**
 * The Paddle customer for an e-mail, created when there is none (DESIGN.md §7): receipts, dunning mails and the
 * customer portal then reach the address the licences are bound to. Two checkouts racing to create the same
 * customer both end with the one Paddle kept: its 409 `customer_already_exists` names it.
 */
export async function findOrCreateCustomer(email: string): Promise<string> {
  const paddle = await paddleClient();
  const [found] = await paddle.customers.list({ email: [email], status: ['active'] }).next();
  if (found) return found.id;
  try {
    return (await paddle.customers.create({ email })).id;
  } catch (error) {
    const existing = error instanceof ApiError && error.code === 'customer_already_exists' ? /ctm_[a-z0-9]+/.exec(error.detail)?.[0] : undefined;
    if (existing) return existing;
    throw error;
  }
}

export function webhookSecret(): Promise<string> {
  return readSecret('PADDLE_WEBHOOK_SECRET');
}

