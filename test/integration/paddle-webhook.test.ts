import { createHmac } from 'node:crypto';
import { unitIds } from '../../lambdas/domain/licences/issuance';
import { verifyLicenceKey } from '../../lambdas/services/licences/verify-licence-key';
import { localPriceId } from '../../lambdas/adapters/paddle-ids';
import {
  storedOrder,
  storedSubscription,
  licencesOf,
  postCheckout,
  postWebhook,
  settledDeliveries,
  signedWebhook,
  standIn,
  uniqueEmail,
  webhookSecret,
} from '../support/paddle-test-kit';
import { stackUrl } from '../support/stack-url';

const now = () => Math.floor(Date.now() / 1000);
const sign = (body: string, secret: string, ts = now()) =>
  `ts=${ts};h1=${createHmac('sha256', secret).update(`${ts}:${body}`).digest('hex')}`;

function completedEvent(eventId: string, transactionId: string, email: string, items = [{ priceKey: 'suite-licence-b737', quantity: 2 }]) {
  return {
    event_id: eventId,
    event_type: 'transaction.completed',
    occurred_at: new Date().toISOString(),
    data: {
      id: transactionId,
      origin: 'web',
      subscription_id: null,
      custom_data: { shop: 'skydeck', slug: 'skydeck-suiteb737annual', quantity: 2, addOns: [], buyerEmail: email },
      items: items.map((item) => ({ price_id: localPriceId(item.priceKey), quantity: item.quantity })),
      billed_at: new Date().toISOString(),
    },
  };
}

async function publicKeyPem(): Promise<string> {
  return ((await (await fetch(`${stackUrl()}/api/licence-keys/public-key`)).json()) as any).publicKeyPem;
}

describe('POST /api/webhooks/paddle — signature', () => {
  const transactionId = `txn_sigtest${Date.now()}`;
  const email = uniqueEmail('signature');
  const body = JSON.stringify(completedEvent(`evt_sig${Date.now()}`, transactionId, email));

  it.each([
    ['missing', async () => undefined, 'The Paddle-Signature header is missing.'],
    ['malformed', async () => 'garbage', 'The Paddle-Signature header is malformed.'],
    ['signed with the wrong secret', async () => sign(body, 'pdl_ntfset_wrong'), 'The Paddle-Signature does not match the body.'],
    ['stale', async (secret: string) => sign(body, secret, now() - 10), 'The Paddle-Signature timestamp is older than the 5-second tolerance.'],
    ['future-dated', async (secret: string) => sign(body, secret, now() + 10), 'The Paddle-Signature timestamp lies in the future beyond the 5-second tolerance.'],
  ])('answers 401 and writes nothing when the signature is %s', async (_label, signature, message) => {
    // Prepare
    const secret = await webhookSecret();

    // Act
    const { status, body: answer } = await postWebhook(body, await signature(secret));

    // Assess
    expect(status).toBe(401);
    expect(answer.error).toEqual({ code: 'INVALID_SIGNATURE', message });
    expect(await licencesOf(email)).toEqual([]);
    expect(await storedOrder(transactionId)).toBeUndefined();
  });

  it('answers 401 and writes nothing when the body was changed after signing', async () => {
    // Prepare
    const signature = sign(body, await webhookSecret());
    const tampered = body.replace('"quantity":2}', '"quantity":50}');

    // Act
    const { status } = await postWebhook(tampered, signature);

    // Assess
    expect(tampered).not.toBe(body);
    expect(status).toBe(401);
    expect(await licencesOf(email)).toEqual([]);
  });
});

describe('POST /api/webhooks/paddle — processing', () => {
  it('issues one set of licences when the same event arrives 20 times at once', async () => {
    // Prepare
    const secret = await webhookSecret();
    const email = uniqueEmail('storm');
    const transactionId = `txn_storm${Date.now()}`;
    const event = completedEvent(`evt_storm${Date.now()}`, transactionId, email);

    // Act
    const answers = await Promise.all(Array.from({ length: 20 }, () => signedWebhook(event, secret)));

    // Assess
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const licences = await licencesOf(email);
    expect(licences.map((licence) => licence.licenceId).sort()).toEqual(unitIds(transactionId, 2));
    const key = await publicKeyPem();
    for (const licence of licences) expect(verifyLicenceKey(licence.licenceKey, key).licenceId).toBe(licence.licenceId);
  });

  it('issues nothing for a transaction whose price ids are not in the catalogue', async () => {
    // Prepare
    const email = uniqueEmail('unknown-price');
    const event = completedEvent(`evt_unknown${Date.now()}`, `txn_unknown${Date.now()}`, email, [{ priceKey: 'not-a-price', quantity: 1 }]);

    // Act
    const { status } = await signedWebhook(event, await webhookSecret());

    // Assess
    expect(status).toBe(200);
    expect(await licencesOf(email)).toEqual([]);
  });

  it('keeps the newest subscription state when events arrive out of order', async () => {
    // Prepare
    const secret = await webhookSecret();
    const subscriptionId = `sub_order${Date.now()}`;
    const state = (eventId: string, eventType: string, occurredAt: string, status: string) => ({
      event_id: eventId,
      event_type: eventType,
      occurred_at: occurredAt,
      data: {
        id: subscriptionId,
        status,
        customer_id: 'ctm_x',
        custom_data: { shop: 'skydeck', slug: 'skydeck-suiteb737annual', quantity: 1, addOns: [], buyerEmail: 'order@example.com' },
        items: [{ price: { id: localPriceId('support-annual-b737') }, quantity: 1 }],
        current_billing_period: { starts_at: occurredAt, ends_at: occurredAt },
      },
    });

    // Act: the cancellation (newest) arrives before the creation and the update
    await signedWebhook(state(`evt_c${subscriptionId}`, 'subscription.canceled', '2026-03-01T00:00:00Z', 'canceled'), secret);
    await signedWebhook(state(`evt_a${subscriptionId}`, 'subscription.created', '2026-01-01T00:00:00Z', 'active'), secret);
    await signedWebhook(state(`evt_b${subscriptionId}`, 'subscription.updated', '2026-02-01T00:00:00Z', 'past_due'), secret);

    // Assess
    expect(await storedSubscription(subscriptionId)).toMatchObject({
      status: 'canceled',
      lastEventAt: '2026-03-01T00:00:00Z',
    });
  });

  it('answers 5xx when the store fails, and the stand-in retry completes the purchase', async () => {
    // Prepare
    const email = uniqueEmail('retry');
    const checkout = await postCheckout({ slug: 'skydeck-suiteb737annual', quantity: 1, addOns: ['hud'], email });
    // Only writes about this purchase fail, so tests running in parallel are not hit.
    const match = `lic_${checkout.body.transactionId.replace(/^txn_/, '')}`;
    await fetch(`${stackUrl()}/api/local/store/fail-next?count=2&match=${match}`, { method: 'POST' });

    // Act
    await standIn(`transactions/${checkout.body.transactionId}/pay`, 'POST');
    const [delivery] = await settledDeliveries(checkout.body.transactionId);

    // Assess
    expect(delivery).toMatchObject({ eventType: 'transaction.completed', status: 'delivered', lastStatusCode: 200 });
    expect(delivery.attempts).toBeGreaterThan(1);
    const licences = await licencesOf(email);
    expect(licences).toHaveLength(1);
    expect(licences[0]).toMatchObject({ addOns: ['hud'], aircraftType: 'B738', status: 'active' });
    expect(await storedOrder(checkout.body.transactionId)).toMatchObject({ status: 'paid' });
  });

  it('renews, cancels and refunds through the stand-in', async () => {
    // Prepare
    const email = uniqueEmail('lifecycle');
    const checkout = await postCheckout({ slug: 'skydeck-suiteb737annual', quantity: 1, email });
    const paid = (await standIn(`transactions/${checkout.body.transactionId}/pay`, 'POST')).body;
    await settledDeliveries(paid.subscriptionId);
    const created = await storedSubscription(paid.subscriptionId);

    // Act
    await standIn(`subscriptions/${paid.subscriptionId}/renew`, 'POST');
    await settledDeliveries(paid.subscriptionId);
    const renewed = await storedSubscription(paid.subscriptionId);
    await standIn(`subscriptions/${paid.subscriptionId}/cancel`, 'POST');
    await settledDeliveries(paid.subscriptionId);
    const canceled = await storedSubscription(paid.subscriptionId);
    const refund = (await standIn(`transactions/${checkout.body.transactionId}/refund`, 'POST')).body;
    await settledDeliveries(refund.adjustmentId);

    // Assess
    expect(created).toMatchObject({ status: 'active', ownerEmail: email, productSlug: 'skydeck-suiteb737annual' });
    expect(renewed.currentPeriodEnd > created.currentPeriodEnd).toBe(true);
    expect(canceled.status).toBe('canceled');
    const [licence] = await licencesOf(email);
    expect(licence).toMatchObject({ status: 'revoked', subscriptionId: paid.subscriptionId });
    expect(await storedOrder(checkout.body.transactionId)).toMatchObject({ status: 'refunded' });
  });
});
