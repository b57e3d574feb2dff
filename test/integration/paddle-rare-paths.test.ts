import { uniqueEmail } from '../support/auth-client';
import { adjustmentEvent, fixtureId, subscriptionEvent, transactionCompleted } from '../support/paddle-fixtures';
import { signedWebhook, standIn, webhookSecret } from '../support/paddle-test-kit';
import { buyAndPay, ownerOf, subscriptionControl, waitForDeliveries } from '../support/portal-kit';
import { stackUrl } from '../support/stack-url';

/**
 * Paddle's rarer paths, driven through the stand-in in Paddle's shapes and order and seen as a buyer and
 * the simulator see them: `/api/licenses` and `/api/licence-keys/status` (ADRs 240–243).
 */
const TRAINER = 'ios-fms-trainer-b738-personal-monthly';
const SUITE = 'skydeck-suiteb737annual';

async function keyStatus(key: string) {
  return (await (await fetch(`${stackUrl()}/api/licence-keys/status?key=${encodeURIComponent(key)}`)).json()) as any;
}

async function licences(email: string): Promise<any[]> {
  const listed = (await (await ownerOf(email)).get('/api/licenses')).body.licences as any[];
  return [...listed].sort((a, b) => a.licenceId.localeCompare(b.licenceId));
}

/** A stand-in control on a transaction, then waits for the adjustment's (or transaction's) webhooks. */
async function transactionControl(transactionId: string, control: string, deliveries: number) {
  const answer = await standIn(`transactions/${transactionId}/${control}`, 'POST');
  if (answer.status !== 200) throw new Error(`${control} failed: ${JSON.stringify(answer.body)}`);
  await waitForDeliveries(answer.body.adjustmentId ?? transactionId, deliveries);
  return answer.body;
}

describe('a trainer renewal whose payment fails (ADR 240)', () => {
  it('keeps the seat key at the paid period plus grace until the renewal is paid, then renews it', async () => {
    // Prepare
    const email = uniqueEmail('rare-dunning');
    const bought = await buyAndPay({ slug: TRAINER, quantity: 1, email });
    const [seat] = await licences(email);
    const paid = await keyStatus(seat.licenceKey);

    // Act
    const failed = await subscriptionControl(bought.subscriptionId!, 'fail-renewal');
    await waitForDeliveries(bought.subscriptionId!, 4);
    const unpaid = { key: await keyStatus(seat.licenceKey), listed: (await licences(email))[0] };
    await standIn(`transactions/${failed.transactionId}/recover`, 'POST');
    await waitForDeliveries(failed.transactionId, 3);
    const [renewed] = await licences(email);

    // Assess
    expect(paid).toMatchObject({ state: 'current' });
    expect(unpaid.key).toMatchObject({ state: 'past_due', validUntil: paid.validUntil });
    expect(unpaid.listed).toMatchObject({ licenceKey: seat.licenceKey, support: { state: 'payment-due' } });
    expect(await keyStatus(renewed.licenceKey)).toMatchObject({ state: 'current' });
    expect(Date.parse((await keyStatus(renewed.licenceKey)).validUntil)).toBeGreaterThan(Date.parse(paid.validUntil));
  });
});

describe('a paused subscription (ADR 243)', () => {
  it('shows suite support and trainer seats paused since the pause; the seat is not current', async () => {
    // Prepare
    const suiteEmail = uniqueEmail('rare-pause-suite');
    const trainerEmail = uniqueEmail('rare-pause-seat');
    const suite = await buyAndPay({ slug: SUITE, quantity: 1, email: suiteEmail });
    const trainer = await buyAndPay({ slug: TRAINER, quantity: 1, email: trainerEmail });
    const before = Date.now();

    // Act
    await subscriptionControl(suite.subscriptionId!, 'pause');
    await subscriptionControl(trainer.subscriptionId!, 'pause');
    await waitForDeliveries(suite.subscriptionId!, 4);
    await waitForDeliveries(trainer.subscriptionId!, 4);

    // Assess
    const [licence] = await licences(suiteEmail);
    const [seat] = await licences(trainerEmail);
    expect(licence.support.state).toBe('paused');
    expect(Date.parse(licence.support.pausedSince)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(licence.support.pausedSince)).toBeLessThanOrEqual(Date.now());
    expect(seat.support.state).toBe('paused');
    expect(await keyStatus(seat.licenceKey)).toMatchObject({ state: 'expired', current: false });
  });
});

describe('a dispute both ways (ADR 241)', () => {
  it('takes nothing for a warning, everything for a chargeback, and gives it back when Paddle wins', async () => {
    // Prepare
    const email = uniqueEmail('rare-dispute');
    const bought = await buyAndPay({ slug: SUITE, quantity: 1, email });
    const [licence] = await licences(email);

    // Act
    await transactionControl(bought.transactionId, 'chargeback-warning', 1);
    const warned = await keyStatus(licence.licenceKey);
    const chargeback = await transactionControl(bought.transactionId, 'chargeback', 1);
    await waitForDeliveries(bought.subscriptionId!, 4);
    const chargedBack = await keyStatus(licence.licenceKey);
    await transactionControl(bought.transactionId, 'chargeback-reverse', 1);
    // Paddle also marks the chargeback itself reversed (adjustment.updated).
    await waitForDeliveries(chargeback.adjustmentId, 2);

    // Assess
    expect(warned.state).toBe('current');
    expect(chargedBack.state).toBe('revoked');
    expect(await keyStatus(licence.licenceKey)).toMatchObject({ state: 'current' });
    const [after] = await licences(email);
    expect(after).toMatchObject({ status: 'active', licenceKey: licence.licenceKey, supportRestart: true });
  });
});

describe('seats added part-way through a period, refunded (ADRs 242, 411)', () => {
  it('takes back only the added seat, which Paddle stops billing; the seats bought before run on', async () => {
    // Prepare
    const email = uniqueEmail('rare-midperiod');
    const bought = await buyAndPay({ slug: TRAINER, quantity: 2, email });
    const raised = await subscriptionControl(bought.subscriptionId!, 'quantity?quantity=3');
    await waitForDeliveries(raised.transactionId, 2);
    const seats = await licences(email);
    const subscriptionEvents = await waitForDeliveries(bought.subscriptionId!, 1);

    // Act: the refund's webhooks, then Paddle's notice of the quantity the shop lowered
    await transactionControl(raised.transactionId, 'refund', 2);
    await waitForDeliveries(bought.subscriptionId!, subscriptionEvents.length + 1);

    // Assess
    const statuses = await Promise.all(seats.map((seat) => keyStatus(seat.licenceKey)));
    expect(seats).toHaveLength(3);
    expect(statuses.map((status) => status.state)).toEqual(['current', 'current', 'revoked']);
    const { subscriptions } = (await (await ownerOf(email)).get('/api/subscriptions')).body;
    expect(subscriptions).toEqual([
      expect.objectContaining({ status: 'active', licenceIds: [seats[0]!.licenceId, seats[1]!.licenceId] }),
    ]);
  });
});

describe('what the shop did not sell (ADR 244)', () => {
  it('answers 200 to another product\u2019s subscription, renewal, chargeback and refund, and acts on none', async () => {
    // Prepare
    const secret = await webhookSecret();
    const subscriptionId = fixtureId('sub');
    const renewalId = fixtureId('txn');
    const period = {
      starts_at: new Date().toISOString(),
      ends_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    };
    const other = [{ priceKey: 'another-product-monthly', quantity: 1, unitCents: 900 }];
    const events = [
      subscriptionEvent('subscription.updated', {
        subscriptionId,
        status: 'active',
        customData: null,
        items: other,
        period,
        occurredAt: new Date().toISOString(),
      }),
      transactionCompleted({
        transactionId: renewalId,
        origin: 'subscription_recurring',
        subscriptionId,
        customData: null,
        lines: other,
        billingPeriod: period,
        recurring: 'month',
      }),
      adjustmentEvent({ transactionId: renewalId, subscriptionId, action: 'chargeback', type: 'full', items: [] }),
      adjustmentEvent({ transactionId: fixtureId('txn'), subscriptionId, action: 'refund', type: 'full', items: [] }),
    ];

    // Act
    const answers = [];
    for (const event of events) answers.push((await signedWebhook(event, secret)).status);

    // Assess
    expect(answers).toEqual([200, 200, 200, 200]);
    const cancels = await standIn(`deliveries?entityId=${subscriptionId}`);
    expect(cancels.body.deliveries).toEqual([]);
  });
});
