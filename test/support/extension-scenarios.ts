import type { AuthClient } from './auth-client';
import { standIn } from './paddle-test-kit';
import { buyAndPay, ownerOf, waitForDeliveries } from './portal-kit';

/** The licence of one unit of an order, as the shop names it: `lic_<transaction without txn_>_<unit>`. */
export const licenceOf = (transactionId: string, unit = 1) => `lic_${transactionId.replace(/^txn_/, '')}_${unit}`;

/**
 * Licences bought and paid for `email`, whose owner then cancelled their support subscription: it ends with the year
 * it paid, once Paddle's notices of the cancellation are delivered. Answers the purchase and the owner's client.
 */
export async function boughtThenCancelled(request: { slug: string; quantity: number; email: string }) {
  const bought = await buyAndPay(request);
  const owner = await ownerOf(request.email);
  await owner.post(`/api/subscriptions/${bought.subscriptionId}/cancel`, {});
  await waitForDeliveries(bought.subscriptionId!, 3);
  return { bought, owner };
}

/** Pays a checked-out extension in the stand-in and waits for its order's notice; answers the stand-in's answer. */
export async function payExtension(transactionId: string) {
  const paid = await standIn(`transactions/${transactionId}/pay`, 'POST');
  await waitForDeliveries(transactionId, 1);
  return paid;
}

/**
 * The owner checks out a year's support extension (`slug`) of `licenceId` and pays it: its order's notice and its new
 * subscription's notices delivered. Answers the checkout's and the stand-in's answers.
 */
export async function extendedAndPaid(owner: AuthClient, request: { slug: string; licenceId: string }) {
  const extension = await owner.post('/api/checkout', {
    slug: request.slug,
    quantity: 1,
    licenceId: request.licenceId,
  });
  const paid = await payExtension(extension.body.transactionId);
  await waitForDeliveries(paid.body.subscriptionId, 3);
  return { extension, paid };
}
