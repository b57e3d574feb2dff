import { supportExtensionSlugFor } from '../../lambdas/domain/licences/support-status';
import { uniqueEmail } from '../support/auth-client';
import {
  adjustmentEvent,
  customData,
  fixtureId,
  subscriptionEvent,
  transactionCompleted,
} from '../support/paddle-fixtures';
import { signedWebhook, standIn, webhookSecret } from '../support/paddle-test-kit';
import { buyAndPay, ownerOf, waitForDeliveries } from '../support/portal-kit';
import { stackUrl } from '../support/stack-url';

/**
 * After Paddle wins a chargeback (ADR 241) the buyer is offered to restart the support Paddle canceled; what the buyer
 * had paid still runs to its end, and a restart charges catch-up months only from that end (ADR 360). Seen as the
 * buyer (`/api/licenses`, checkout) and the simulator (`/api/licence-keys/status`) see it.
 */
const SUITE = 'skydeck-suiteb737annual';

async function keyStatus(key: string) {
  return (await (await fetch(`${stackUrl()}/api/licence-keys/status?key=${encodeURIComponent(key)}`)).json()) as any;
}

async function onlyLicence(email: string): Promise<any> {
  const { licences } = (await (await ownerOf(email)).get('/api/licenses')).body;
  expect(licences).toHaveLength(1);
  return licences[0];
}

/** A stand-in control on a transaction, then waits for the adjustment's webhooks. */
async function transactionControl(transactionId: string, control: string) {
  const answer = await standIn(`transactions/${transactionId}/${control}`, 'POST');
  if (answer.status !== 200) throw new Error(`${control} failed: ${JSON.stringify(answer.body)}`);
  await waitForDeliveries(answer.body.adjustmentId, 1);
  return answer.body;
}

/** `GET /api/pricing` for the restart as the page prices it: one year, plus the licence's catch-up months. */
async function restartPrice(licence: any) {
  const slug = supportExtensionSlugFor(licence.aircraftType, 'Annual');
  const query = `quantity=1&secondaryQuantity=${licence.catchUpMonths}`;
  return (await (await fetch(`${stackUrl()}/api/pricing/${slug}?${query}`)).json()) as any;
}

/** What the checkout asked Paddle to charge (the stand-in's transaction), as Paddle items. */
async function charged(transactionId: string) {
  const { lines } = (await standIn(`transactions/${transactionId}`)).body;
  return lines.map((line: any) => ({ priceId: line.priceId, quantity: line.quantity }));
}

/** The restart's checkout for the licence, as its page asks for it (`secondaryQuantity` = catch-up months). */
async function restartCheckout(email: string, licence: any, catchUp: number) {
  return (await ownerOf(email)).post('/api/checkout', {
    slug: supportExtensionSlugFor(licence.aircraftType, 'Annual'),
    quantity: 1,
    secondaryQuantity: catchUp,
    licenceId: licence.licenceId,
  });
}

describe('restarting support after a reversed chargeback (ADR 360)', () => {
  it('runs support to the paid end, then a restart with no catch-up month continues from it', async () => {
    // Prepare: paid for a year; charged back (Paddle cancels the subscription and nulls its period); Paddle wins
    const email = uniqueEmail('restart-within');
    const bought = await buyAndPay({ slug: SUITE, quantity: 1, email });
    const paid = await onlyLicence(email);
    const paidEnd: string = paid.support.activeUntil;
    const chargeback = await transactionControl(bought.transactionId, 'chargeback');
    const notices = await waitForDeliveries(bought.subscriptionId!, 4);
    await transactionControl(bought.transactionId, 'chargeback-reverse');
    await waitForDeliveries(chargeback.adjustmentId, 2);

    // Act
    const offered = await onlyLicence(email);
    const key = await keyStatus(offered.licenceKey);
    const price = await restartPrice(offered);
    const checkout = await restartCheckout(email, offered, 0);
    const charge = await charged(checkout.body.transactionId);
    const restart = await standIn(`transactions/${checkout.body.transactionId}/pay`, 'POST');
    await waitForDeliveries(checkout.body.transactionId, 1);
    await waitForDeliveries(restart.body.subscriptionId, 2);
    const restarted = await onlyLicence(email);

    // Assess
    expect(notices.map((notice: any) => notice.eventType)).toContain('subscription.canceled');
    const runsToPaidEnd = { state: 'active', activeUntil: paidEnd, autoRenewing: false };
    expect(offered).toMatchObject({ supportRestart: true, catchUpMonths: 0, support: runsToPaidEnd });
    expect(key).toMatchObject({ state: 'current', support: runsToPaidEnd });
    expect(checkout.status).toBe(201);
    expect(price.items).toHaveLength(1);
    expect(charge).toEqual(price.paddleItems);
    const yearAfterPaidEnd = new Date(paidEnd);
    yearAfterPaidEnd.setUTCFullYear(yearAfterPaidEnd.getUTCFullYear() + 1);
    expect(restarted).toMatchObject({
      supportRestart: false,
      support: { state: 'active', autoRenewing: true, subscriptionId: restart.body.subscriptionId },
    });
    expect(Date.parse(restarted.support.activeUntil)).toBe(yearAfterPaidEnd.getTime());
  });

  it('offers the restart when the reversal arrives before Paddle\u2019s cancel (ADR 361)', async () => {
    // Prepare: paid for a year. A newer notice of the running subscription is delivered first, so Paddle's own cancel
    // (the stand-in's, after the chargeback) arrives as an older one and the shop still sees support running when
    // the reversal comes; the cancel is delivered again, newest, after it.
    const email = uniqueEmail('restart-reversal-first');
    const bought = await buyAndPay({ slug: SUITE, quantity: 1, email });
    const subscriptionId = bought.subscriptionId!;
    const paidEnd: string = (await onlyLicence(email)).support.activeUntil;
    const paidStart = new Date(paidEnd);
    paidStart.setUTCFullYear(paidStart.getUTCFullYear() - 1);
    const later = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
    const notice = (type: 'subscription.updated' | 'subscription.canceled', occurredAt: string) =>
      subscriptionEvent(type, {
        subscriptionId,
        status: type === 'subscription.updated' ? 'active' : 'canceled',
        customData: null,
        items: [{ priceKey: 'support-annual-b737', quantity: 1 }],
        period: { starts_at: paidStart.toISOString(), ends_at: paidEnd },
        occurredAt,
        interval: 'year',
      });
    const secret = await webhookSecret();
    const running = await signedWebhook(notice('subscription.updated', later(1)), secret);
    const chargeback = await transactionControl(bought.transactionId, 'chargeback');
    const notices = await waitForDeliveries(subscriptionId, 4);
    await transactionControl(bought.transactionId, 'chargeback-reverse');
    await waitForDeliveries(chargeback.adjustmentId, 2);
    const reversed = await onlyLicence(email);

    // Act
    const canceled = await signedWebhook(notice('subscription.canceled', later(2)), secret);
    const offered = await onlyLicence(email);
    const key = await keyStatus(offered.licenceKey);

    // Assess
    expect([running.status, canceled.status]).toEqual([200, 200]);
    expect(notices.map((delivery: any) => delivery.eventType)).toContain('subscription.canceled');
    expect(reversed).toMatchObject({ status: 'active', supportRestart: false, support: { autoRenewing: true } });
    const runsToPaidEnd = { state: 'active', activeUntil: paidEnd, autoRenewing: false, subscriptionId };
    expect(offered).toMatchObject({ status: 'active', supportRestart: true, catchUpMonths: 0, support: runsToPaidEnd });
    expect(key).toMatchObject({ state: 'current', support: runsToPaidEnd });
  });

  it('runs support to the end of a renewal paid before any subscription notice (ADR 362)', async () => {
    // Prepare: a year paid from 13 months ago and renewed a month ago; the renewal's payment is delivered first
    const email = uniqueEmail('restart-renewal-first');
    const transactionId = fixtureId('txn');
    const subscriptionId = fixtureId('sub');
    const renewedAt = new Date();
    renewedAt.setUTCMonth(renewedAt.getUTCMonth() - 1);
    const paidStart = new Date(renewedAt);
    paidStart.setUTCFullYear(paidStart.getUTCFullYear() - 1);
    const renewalEnd = new Date(renewedAt);
    renewalEnd.setUTCFullYear(renewalEnd.getUTCFullYear() + 1);
    const firstYear = { starts_at: paidStart.toISOString(), ends_at: renewedAt.toISOString() };
    const data = customData(SUITE, 1, email);
    const support = { priceKey: 'support-annual-b737', quantity: 1 };
    const subscription = (type: 'subscription.created' | 'subscription.canceled', occurredAt: Date) =>
      subscriptionEvent(type, {
        subscriptionId,
        transactionId,
        status: type === 'subscription.created' ? 'active' : 'canceled',
        customData: data,
        items: [support],
        period: firstYear,
        occurredAt: occurredAt.toISOString(),
        interval: 'year',
      });
    const dispute = (action: 'chargeback' | 'chargeback_reverse') =>
      adjustmentEvent({ transactionId, subscriptionId, action, type: 'full', items: [] });
    const purchase = transactionCompleted({
      transactionId,
      subscriptionId,
      customData: data,
      lines: [
        { priceKey: 'suite-licence-b737', quantity: 1, unitCents: 150_000 },
        { ...support, unitCents: 0 },
      ],
      billingPeriod: firstYear,
      occurredAt: paidStart.toISOString(),
    });
    const renewal = transactionCompleted({
      transactionId: fixtureId('txn'),
      origin: 'subscription_recurring',
      subscriptionId,
      customData: data,
      lines: [{ ...support, unitCents: 30_000 }],
      billingPeriod: { starts_at: renewedAt.toISOString(), ends_at: renewalEnd.toISOString() },
      occurredAt: renewedAt.toISOString(),
      recurring: 'year',
    });
    const secret = await webhookSecret();
    const answers = [];
    for (const event of [renewal, purchase]) answers.push((await signedWebhook(event, secret)).status);
    const beforeNotices = await onlyLicence(email);
    // The cancel before the chargeback that caused it, so the shop's own cancel finds it done (see below).
    for (const event of [
      subscription('subscription.created', paidStart),
      subscription('subscription.canceled', new Date()),
    ])
      answers.push((await signedWebhook(event, secret)).status);
    answers.push((await signedWebhook(dispute('chargeback'), secret)).status);

    // Act
    answers.push((await signedWebhook(dispute('chargeback_reverse'), secret)).status);
    const offered = await onlyLicence(email);

    // Assess
    expect(answers).toEqual([200, 200, 200, 200, 200, 200]);
    // The ledger knows the year its purchase paid, which ended when the renewal (waiting for its purchase) began.
    expect(beforeNotices).toMatchObject({ status: 'active', support: { state: 'lapsed' } });
    expect(offered).toMatchObject({
      status: 'active',
      supportRestart: true,
      catchUpMonths: 0,
      support: { state: 'active', activeUntil: renewalEnd.toISOString(), autoRenewing: false, subscriptionId },
    });
  });

  it('counts the catch-up months of a later restart from the paid end, not from the chargeback', async () => {
    // Prepare: a year paid from 14 months ago, charged back a month in, Paddle's reversal arriving now
    const email = uniqueEmail('restart-later');
    const transactionId = fixtureId('txn');
    const subscriptionId = fixtureId('sub');
    const paidEnd = new Date();
    paidEnd.setUTCMonth(paidEnd.getUTCMonth() - 2);
    paidEnd.setUTCDate(paidEnd.getUTCDate() - 1);
    const paidStart = new Date(paidEnd);
    paidStart.setUTCFullYear(paidStart.getUTCFullYear() - 1);
    const chargedBackAt = new Date(paidStart);
    chargedBackAt.setUTCMonth(chargedBackAt.getUTCMonth() + 1);
    const period = { starts_at: paidStart.toISOString(), ends_at: paidEnd.toISOString() };
    const data = customData(SUITE, 1, email);
    const support = [{ priceKey: 'support-annual-b737', quantity: 1 }];
    const subscription = (type: 'subscription.created' | 'subscription.canceled', occurredAt: Date) =>
      subscriptionEvent(type, {
        subscriptionId,
        transactionId,
        status: type === 'subscription.created' ? 'active' : 'canceled',
        customData: data,
        items: support,
        period,
        occurredAt: occurredAt.toISOString(),
        interval: 'year',
      });
    const dispute = (action: 'chargeback' | 'chargeback_reverse', at: Date) =>
      adjustmentEvent({
        transactionId,
        subscriptionId,
        action,
        type: 'full',
        items: [],
        occurredAt: at.toISOString(),
      });
    const events = [
      transactionCompleted({
        transactionId,
        subscriptionId,
        customData: data,
        lines: [
          { priceKey: 'suite-licence-b737', quantity: 1, unitCents: 150_000 },
          { priceKey: 'support-annual-b737', quantity: 1, unitCents: 0 },
        ],
        billingPeriod: period,
        occurredAt: paidStart.toISOString(),
      }),
      subscription('subscription.created', paidStart),
      // Paddle's notices arrive in any order: the cancel before the chargeback that caused it, so the shop's own
      // cancel finds it done (this subscription exists only in these notices, not in the stand-in).
      subscription('subscription.canceled', chargedBackAt),
      dispute('chargeback', chargedBackAt),
      dispute('chargeback_reverse', new Date()),
    ];
    const secret = await webhookSecret();

    // Act
    const answers = [];
    for (const event of events) answers.push((await signedWebhook(event, secret)).status);
    const offered = await onlyLicence(email);
    const key = await keyStatus(offered.licenceKey);
    const tooFew = await restartCheckout(email, offered, 1);
    const price = await restartPrice(offered);
    const checkout = await restartCheckout(email, offered, 2);
    const charge = await charged(checkout.body.transactionId);

    // Assess
    expect(answers).toEqual([200, 200, 200, 200, 200]);
    const lapsedAtPaidEnd = { state: 'lapsed', lapsedSince: paidEnd.toISOString(), subscriptionId };
    expect(offered).toMatchObject({
      status: 'active',
      supportRestart: true,
      catchUpMonths: 2,
      support: lapsedAtPaidEnd,
    });
    expect(key).toMatchObject({ state: 'current', support: lapsedAtPaidEnd });
    expect(tooFew.status).toBe(400);
    expect(tooFew.body.error.message).toMatch(
      /^secondaryQuantity: this licence's support lapsed on .+, so the extension includes exactly 2 catch-up months\.$/,
    );
    expect(checkout.status).toBe(201);
    expect(price.items.map((item: any) => item.quantity)).toEqual([1, 2]);
    expect(charge).toEqual(price.paddleItems);
  });
});
