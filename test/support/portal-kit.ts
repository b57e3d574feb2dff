import { CURSOR_PARAM } from '../../lambdas/contract/portal-pages';
import type { LicenceView, SubscriptionView } from '../../lambdas/contract/portal-views';
import { type AuthClient, signedUpClient, uniqueEmail } from './auth-client';
import { DELIVERY_POLL_MS, postCheckout, settledDeliveries, standIn } from './paddle-test-kit';

/** Buys (as a guest) and pays in the stand-in; resolves once every webhook of the purchase was delivered. */
export async function buyAndPay(request: {
  slug: string;
  quantity: number;
  email: string;
  secondaryQuantity?: number;
  licenceId?: string;
  addOns?: string[];
  /** Played as paid that many months ago (its period may have ended since); its notices arrive now. */
  paidMonthsAgo?: number;
}) {
  const { paidMonthsAgo, ...body } = request;
  const checkout = await postCheckout(body);
  if (checkout.status !== 201) throw new Error(`checkout failed: ${JSON.stringify(checkout.body)}`);
  const ago = paidMonthsAgo ? `?monthsAgo=${paidMonthsAgo}` : '';
  const paid = await standIn(`transactions/${checkout.body.transactionId}/pay${ago}`, 'POST');
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
    await new Promise((resolve) => setTimeout(resolve, DELIVERY_POLL_MS));
  }
}

const owners = new Map<string, Promise<AuthClient>>();

/**
 * The account of an e-mail, signed up on first use and kept for the test file: licences follow the verified e-mail,
 * so it sees whatever was bought for that address before or after it existed.
 */
export function ownerOf(email: string): Promise<AuthClient> {
  const known = owners.get(email.toLowerCase());
  if (known) return known;
  const created = signedUpClient(email);
  owners.set(email.toLowerCase(), created);
  return created;
}

/** Every licence the owner of `email` sees at `GET /api/licenses`, following the page cursor to the end. */
export async function licencesSeenBy(email: string): Promise<LicenceView[]> {
  const owner = await ownerOf(email);
  const licences: LicenceView[] = [];
  let cursor: string | undefined;
  do {
    const page = await owner.get(`/api/licenses${cursor ? `?${CURSOR_PARAM}=${encodeURIComponent(cursor)}` : ''}`);
    if (page.status !== 200) throw new Error(`GET /api/licenses answered ${page.status}: ${JSON.stringify(page.body)}`);
    licences.push(...page.body.licences);
    cursor = page.body.nextCursor ?? undefined;
  } while (cursor);
  return licences;
}

/** The owner of `email`'s view of one subscription at `GET /api/subscriptions` (undefined when not listed). */
export async function subscriptionSeenBy(email: string, subscriptionId: string): Promise<SubscriptionView | undefined> {
  const { status, body } = await (await ownerOf(email)).get('/api/subscriptions');
  if (status !== 200) throw new Error(`GET /api/subscriptions answered ${status}: ${JSON.stringify(body)}`);
  return (body.subscriptions as SubscriptionView[]).find(
    (subscription) => subscription.subscriptionId === subscriptionId,
  );
}

/** A buyer who paid for one suite as a guest, then signed up with the same address. */
export async function paidAndSignedUp(label: string, slug: string, password: string) {
  const email = uniqueEmail(label);
  const purchase = await buyAndPay({ slug, quantity: 1, email });
  return { email, purchase, owner: await signedUpClient(email, password) };
}
