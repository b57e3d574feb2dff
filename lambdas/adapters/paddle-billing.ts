import { normaliseEmail } from '../domain/email';
import type { Subscription, Transaction } from '@paddle/paddle-node-sdk';
import type { RenewalCharge } from '../contract/portal-views';

/**
 * The webhook's and the reconciliation's Paddle calls, through the SDK loaded on first use: most webhook deliveries
 * never call Paddle, so their cold start does not pay for the SDK (~170 ms) (ADR 160). Everything these bundles
 * reach must use this module, never `paddle-sdk.ts` statically. Named `.js`, the build ships it as a file of its own
 * beside the bundle (FIRST_USE_FILES in infra/definitions/lambda-bundling.ts), which a cold start does not parse.
 */
const sdk = () => import('./paddle-sdk.js');

/** The e-mail of a Paddle customer, lower-cased as the shop keys owners. */
export async function customerEmail(customerId: string): Promise<string> {
  const paddle = await (await sdk()).paddleClient();
  return normaliseEmail((await paddle.customers.get(customerId)).email);
}

/** Ends a subscription now; Paddle's refusal because it is already canceled means the job is done. */
export async function cancelSubscriptionNow(subscriptionId: string): Promise<void> {
  const { ApiError, paddleClient } = await sdk();
  try {
    await (await paddleClient()).subscriptions.cancel(subscriptionId, { effectiveFrom: 'immediately' });
  } catch (error) {
    if (error instanceof ApiError && /cancel/.test(error.code)) return;
    throw error;
  }
}

/** Completed transactions billed at or after `since`, every page (the SDK's collection follows `next`). */
export async function* completedTransactionsSince(since: Date): AsyncIterable<Transaction> {
  const paddle = await (await sdk()).paddleClient();
  yield* paddle.transactions.list({ status: ['completed'], 'billedAt[GTE]': since.toISOString() });
}

/** Completed transactions billed at or after `since`, newest first (the console's home reads the newest few). */
export async function* completedTransactionsNewestFirst(since: Date): AsyncIterable<Transaction> {
  const paddle = await (await sdk()).paddleClient();
  yield* paddle.transactions.list({
    status: ['completed'],
    'billedAt[GTE]': since.toISOString(),
    orderBy: 'id[DESC]',
  });
}

/**
 * Every completed transaction after the given id, oldest first: Paddle's ids grow with time and it pages in id
 * order, so a walk through its history can stop anywhere and go on from the last id it saw.
 */
export async function* completedTransactionsAfter(after: string | null): AsyncIterable<Transaction> {
  const paddle = await (await sdk()).paddleClient();
  yield* paddle.transactions.list({
    status: ['completed'],
    orderBy: 'id[ASC]',
    perPage: 30,
    ...(after ? { after } : {}),
  });
}

/** One transaction as Paddle has it now; undefined when Paddle does not know the id. */
export async function transactionById(id: string): Promise<Transaction | undefined> {
  const { ApiError, paddleClient } = await sdk();
  try {
    return await (await paddleClient()).transactions.get(id);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'not_found') return undefined;
    throw error;
  }
}

export async function subscriptionById(id: string): Promise<Subscription> {
  return (await (await sdk()).paddleClient()).subscriptions.get(id);
}

/**
 * What Paddle says the subscription's next transaction charges — its preview (`include=next_transaction`), with the
 * tax for the customer's address — or null when nothing is due (canceled, or cancelling at the period's end).
 */
export async function nextChargeOf(subscriptionId: string): Promise<RenewalCharge | null> {
  const subscription = await (
    await (await sdk()).paddleClient()
  ).subscriptions.get(subscriptionId, { include: ['next_transaction'] });
  const totals = subscription.nextTransaction?.details.totals;
  if (!totals) return null;
  return {
    netCents: Number(totals.subtotal) - Number(totals.discount),
    taxCents: Number(totals.tax),
    grossCents: Number(totals.grandTotal),
    currency: totals.currencyCode,
  };
}

/**
 * Moves a subscription's next billing date without charging (ADR 312): a support extension bought while support
 * still runs is charged at once, and its renewal moves to where the extension's term ends.
 */
export async function moveNextBilling(subscriptionId: string, nextBilledAt: string): Promise<void> {
  const { ApiError, paddleClient } = await sdk();
  try {
    await (
      await paddleClient()
    ).subscriptions.update(subscriptionId, {
      nextBilledAt,
      prorationBillingMode: 'do_not_bill',
    });
  } catch (error) {
    // Canceled meanwhile (a refund, the buyer): it renews no more, so there is no billing date left to move.
    if (error instanceof ApiError && /cancel/.test(error.code)) return;
    throw error;
  }
}

/**
 * Ends a subscription at the end of its billing period (Paddle's `next_billing_period`); one already canceled or
 * already set to end counts as done.
 */
export async function cancelAtPeriodEnd(subscriptionId: string): Promise<void> {
  const { ApiError, paddleClient } = await sdk();
  const paddle = await paddleClient();
  const subscription = await paddle.subscriptions.get(subscriptionId);
  if (subscription.status === 'canceled' || subscription.scheduledChange?.action === 'cancel') return;
  try {
    await paddle.subscriptions.cancel(subscriptionId, { effectiveFrom: 'next_billing_period' });
  } catch (error) {
    if (error instanceof ApiError && /cancel/.test(error.code)) return;
    throw error;
  }
}

/**
 * Gives a renewing subscription back units up to `quantity` (its one item's), billing nothing for the change: a
 * licence a refunded extension had taken over is renewed by it again, its current period paid with the purchase
 * (ADR 424). Only raises, and only a subscription that renews (active, nothing scheduled): a reduction made in Paddle
 * meanwhile, or one set to end, is left as it is.
 */
export const raiseSubscriptionQuantity = (subscriptionId: string, quantity: number): Promise<void> =>
  setUnitsBillingNothing(
    subscriptionId,
    quantity,
    (subscription, units) => subscription.status === 'active' && !subscription.scheduledChange && units < quantity,
  );

/**
 * Sets the units a subscription renews (its one item's quantity), billing nothing for the change: used when units
 * were refunded, whose period the refund already paid back (ADR 402). A subscription already at or below it is left.
 */
export const setSubscriptionQuantity = (subscriptionId: string, quantity: number): Promise<void> =>
  setUnitsBillingNothing(
    subscriptionId,
    quantity,
    (subscription, units) => subscription.status !== 'canceled' && units > quantity,
  );

/** Sets a one-item subscription's units with `do_not_bill`, where Paddle's state of it says the change applies. */
async function setUnitsBillingNothing(
  subscriptionId: string,
  quantity: number,
  applies: (subscription: Subscription, units: number) => boolean,
): Promise<void> {
  const paddle = await (await sdk()).paddleClient();
  const subscription = await paddle.subscriptions.get(subscriptionId);
  const units = subscription.items.reduce((total, item) => total + item.quantity, 0);
  if (subscription.items.length !== 1 || !applies(subscription, units)) return;
  await paddle.subscriptions.update(subscriptionId, {
    items: [{ priceId: subscription.items[0]!.price.id, quantity }],
    prorationBillingMode: 'do_not_bill',
  });
}
