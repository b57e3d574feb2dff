import { postCheckout, settledDeliveries, standIn } from './paddle-test-kit';

/** Buys (as a guest) and pays in the stand-in; resolves once every webhook of the purchase was delivered. */
export async function buyAndPay(request: {
  slug: string;
  quantity: number;
  email: string;
  secondaryQuantity?: number;
  licenceId?: string;
  addOns?: string[];
}) {
  const checkout = await postCheckout(request);
  if (checkout.status !== 201) throw new Error(`checkout failed: ${JSON.stringify(checkout.body)}`);
  const paid = await standIn(`transactions/${checkout.body.transactionId}/pay`, 'POST');
  await settledDeliveries(checkout.body.transactionId);
  if (paid.body.subscriptionId) await settledDeliveries(paid.body.subscriptionId);
  return {
    transactionId: checkout.body.transactionId as string,
    subscriptionId: paid.body.subscriptionId as string | null,
  };
}

/** A stand-in control on a subscription (`renew`, `cancel`, `lapse?monthsAgo=N`), then waits for its webhooks. */
export async function subscriptionControl(subscriptionId: string, control: string) {
  const before = (await standIn(`deliveries?entityId=${encodeURIComponent(subscriptionId)}`)).body.deliveries.length;
  const answer = await standIn(`subscriptions/${subscriptionId}/${control}`, 'POST');
  if (answer.status !== 200) throw new Error(`control ${control} failed: ${JSON.stringify(answer.body)}`);
  await waitForDeliveries(subscriptionId, before + 1);
  return answer.body;
}

export async function waitForDeliveries(entityId: string, count: number, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { deliveries } = (await standIn(`deliveries?entityId=${encodeURIComponent(entityId)}`)).body;
    if (deliveries.length >= count && deliveries.every((delivery: any) => delivery.status !== 'pending'))
      return deliveries;
    if (Date.now() > deadline)
      throw new Error(`Deliveries for ${entityId} did not settle: ${JSON.stringify(deliveries)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
