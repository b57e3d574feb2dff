import type { LicenceView, SubscriptionView } from '../../lambdas/contract/portal-views';
import type { AdminLicenceView } from '../../lambdas/contract/admin';
import { uniqueEmail } from '../support/auth-client';
import { eventually } from '../support/eventually';
import { ADMIN_API, adminAction, operatorClient } from '../support/admin-kit';
import { formatDate } from '../../lambdas/contract/formats';
import { readRefusal, RENEWAL_REFUSALS } from '../../lambdas/contract/renewal-refusals';
import { mailedLicenceKeys, shopMails } from '../support/mailbox';
import { orderSummary, postCheckout, standIn } from '../support/paddle-test-kit';
import { buyAndPay, licencesSeenBy, ownerOf, subscriptionControl, waitForDeliveries } from '../support/portal-kit';
import { localStatus } from '../support/portal-seed';
import { boughtThenCancelled, extendedAndPaid, licenceOf, payExtension } from '../support/extension-scenarios';
import { stackUrl } from '../support/stack-url';

/**
 * The money features in combination, as buyers and operators use them (ADRs 400–403), through the local stack and
 * the Paddle stand-in's real event shapes. After each step what the buyer reads (`/api/licenses`,
 * `/api/subscriptions`), what the simulator reads (key status) and what an operator reads (the console's licence
 * page) agree with the licence's ledger.
 */
const SUITE = 'skydeck-suiteb38mannual';
const EXTENSION = 'suite-nc-support-extension-b38m-annual';
const TRAINER = 'ios-fms-trainer-b738-personal-monthly';

let operator: Awaited<ReturnType<typeof operatorClient>>['client'];
beforeAll(async () => {
  operator = (await operatorClient('ledger-scenarios')).client;
}, 60_000);

async function keyStatus(key: string) {
  return (await (await fetch(`${stackUrl()}/api/licence-keys/status?key=${encodeURIComponent(key)}`)).json()) as any;
}

/** A subscription as Paddle (the stand-in's API, through its key) holds it. */
async function atPaddle(subscriptionId: string) {
  const status = (await localStatus(stackUrl())) as unknown as { paddleApiBaseUrl: string; paddleApiKey: string };
  const response = await fetch(`${status.paddleApiBaseUrl}/subscriptions/${subscriptionId}`, {
    headers: { authorization: `Bearer ${status.paddleApiKey}` },
  });
  return ((await response.json()) as { data: any }).data;
}

/** Every adjustment Paddle (the stand-in's API) holds for a transaction. */
async function paddleAdjustmentsOf(transactionId: string) {
  const status = (await localStatus(stackUrl())) as unknown as { paddleApiBaseUrl: string; paddleApiKey: string };
  const response = await fetch(`${status.paddleApiBaseUrl}/adjustments?transaction_id=${transactionId}`, {
    headers: { authorization: `Bearer ${status.paddleApiKey}` },
  });
  return ((await response.json()) as { data: any[] }).data;
}

/**
 * What the owner, the key and the console say of one licence, checked to agree: one standing from the ledger,
 * whoever asks. Answers the owner's view and the console's page.
 */
async function agreed(
  licenceId: string,
  ownerEmail: string,
): Promise<{ view: LicenceView; console: AdminLicenceView }> {
  const view = (await licencesSeenBy(ownerEmail)).find((licence) => licence.licenceId === licenceId)!;
  const [key, page, subscriptions] = await Promise.all([
    keyStatus(view.licenceKey),
    operator.get(ADMIN_API.licence(licenceId)),
    (await ownerOf(ownerEmail)).get('/api/subscriptions'),
  ]);
  const console = page.body as AdminLicenceView;
  expect(key.support).toEqual(view.support);
  expect(console.standing.support).toEqual(view.support);
  expect(console.standing.usable).toBe(view.status === 'active');
  if (view.kind === 'suite') {
    expect(key.catchUpMonths).toBe(view.catchUpMonths);
    expect(console.standing.catchUpMonths).toBe(view.catchUpMonths);
    const annual = console.extensionQuotes.find((quote) => quote.term === 'Annual');
    if (annual?.kind === 'extend') expect(annual.catchUpMonths).toBe(view.catchUpMonths);
  } else expect(key.state === 'expired').toBe(view.status === 'expired');
  // The subscription that renews it, if it is the owner's, lists it as renewing; no other of theirs does (ADR 408).
  const renewing = console.standing.renews ? console.standing.renewingSubscriptionId : null;
  for (const subscription of subscriptions.body.subscriptions as SubscriptionView[]) {
    const listed = subscription.supports.find((supported) => supported.licenceId === licenceId);
    if (subscription.subscriptionId === renewing) expect(listed?.renews).toBe(true);
    else if (listed) expect(listed.renews).toBe(false);
  }
  return { view, console };
}

describe('catch-up months for support that never lapsed', () => {
  it('sells none, refuses a request that states some, and quotes the same signed in, by key and on the console', async () => {
    // Prepare: a suite whose support runs for a year and no longer renews
    const email = uniqueEmail('scenario-catch-up');
    const { bought, owner } = await boughtThenCancelled({ slug: SUITE, quantity: 1, email });
    const licenceId = licenceOf(bought.transactionId);
    const [licenceKey] = await mailedLicenceKeys(email);

    // Act
    const signedInThree = await owner.post('/api/checkout', {
      slug: EXTENSION,
      quantity: 1,
      secondaryQuantity: 3,
      licenceId,
    });
    const guestFive = await postCheckout({
      slug: EXTENSION,
      quantity: 1,
      secondaryQuantity: 5,
      licenceKey,
      email: uniqueEmail('payer'),
    });
    const signedIn = await owner.post('/api/checkout', { slug: EXTENSION, quantity: 1, licenceId });
    const guest = await postCheckout({ slug: EXTENSION, quantity: 1, licenceKey, email: uniqueEmail('payer') });
    const { console } = await agreed(licenceId, email);

    // Assess
    for (const refused of [signedInThree, guestFive])
      expect([refused.status, refused.body.error.code]).toEqual([400, 'CATCH_UP_MONTHS']);
    const quoted = await Promise.all(
      [signedIn, guest].map(async (answer) => {
        const summary = (await orderSummary(answer.body.transactionId)).body;
        return { totalCents: summary.totalCents, runsUntil: summary.supportExtension.runsUntil };
      }),
    );
    const annual = console.extensionQuotes.find((quote) => quote.term === 'Annual')!;
    expect(annual).toMatchObject({ kind: 'extend', catchUpMonths: 0, totalCents: 12_000 });
    expect(quoted).toEqual([
      { totalCents: 12_000, runsUntil: annual.kind === 'extend' ? annual.endsAt : null },
      { totalCents: 12_000, runsUntil: annual.kind === 'extend' ? annual.endsAt : null },
    ]);
  }, 60_000);
});

describe('a transfer, then the previous owner renews', () => {
  it('renews only the licence the previous owner kept; the new owner\u2019s extension renews theirs, sold once', async () => {
    // Prepare: X buys two suites and moves the second to Y, who continues its support with an extension
    const x = uniqueEmail('scenario-x');
    const y = uniqueEmail('scenario-y');
    const bought = await buyAndPay({ slug: SUITE, quantity: 2, email: x });
    const [kept, moved] = [licenceOf(bought.transactionId, 1), licenceOf(bought.transactionId, 2)];
    await (await ownerOf(x)).post(`/api/licenses/${moved}/transfer`, { email: y });
    expect((await (await ownerOf(y)).post(`/api/licenses/${moved}/transfer/accept`, {})).status).toBe(200);
    await waitForDeliveries(bought.subscriptionId!, 3);
    const { paid } = await extendedAndPaid(await ownerOf(y), { slug: EXTENSION, licenceId: moved });

    // Act: X's subscription renews a year on
    const renewal = await subscriptionControl(bought.subscriptionId!, 'renew');
    await waitForDeliveries(renewal.transactionId, 1);
    const again = await (await ownerOf(y)).post('/api/checkout', { slug: EXTENSION, quantity: 1, licenceId: moved });

    // Assess: the renewal charged one unit and paid for X's licence alone
    expect((await atPaddle(bought.subscriptionId!)).items.map((item: any) => item.quantity)).toEqual([1]);
    const xs = await agreed(kept, x);
    const ys = await agreed(moved, y);
    expect(xs.console.ledger.map((entry) => entry.source)).toEqual(['purchase', 'renewal']);
    expect(ys.console.ledger.map((entry) => [entry.source, entry.payer])).toEqual([
      ['purchase', x],
      ['extension', y],
    ]);
    expect(ys.view.support).toMatchObject({
      state: 'active',
      autoRenewing: true,
      subscriptionId: paid.body.subscriptionId,
    });
    expect(ys.console.standing).toMatchObject({ renewingSubscriptionId: paid.body.subscriptionId, renews: true });
    expect([again.status, again.body.error.code]).toEqual([409, 'SUPPORT_ALREADY_RENEWS']);
    // Y's order mail states the end the ledger records for the extension Y paid.
    const extended = ys.console.ledger.find((entry) => entry.source === 'extension')!;
    const [mail] = await shopMails(y, 'order-paid');
    expect(mail!.text).toContain(formatDate(extended.until, 'en'));
    expect(ys.view.support).toMatchObject({ activeUntil: extended.until });
  }, 90_000);
});

describe('two extensions checked out for one lapsed licence (ADR 412)', () => {
  it('refunds the catch-up line of the second paid, whose months the first covered, and stacks its year', async () => {
    // Prepare: support lapsed two months ago; two tabs check out the extension with its catch-up months
    const email = uniqueEmail('scenario-two-extensions');
    const bought = await buyAndPay({ slug: SUITE, quantity: 1, email, paidMonthsAgo: 14 });
    await subscriptionControl(bought.subscriptionId!, 'lapse?monthsAgo=2');
    const licenceId = licenceOf(bought.transactionId);
    const owner = await ownerOf(email);
    const lapsed = (await licencesSeenBy(email)).find((licence) => licence.licenceId === licenceId)!;
    const request = { slug: EXTENSION, quantity: 1, secondaryQuantity: lapsed.catchUpMonths, licenceId };
    const first = (await owner.post('/api/checkout', request)).body.transactionId as string;
    const second = (await owner.post('/api/checkout', request)).body.transactionId as string;

    // Act
    for (const transactionId of [first, second]) {
      await standIn(`transactions/${transactionId}/pay`, 'POST');
      await waitForDeliveries(transactionId, 1);
    }
    const deadline = Date.now() + 20_000;
    let summary = await orderSummary(second);
    while (summary.body.refunds?.length !== 1 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      summary = await orderSummary(second);
    }

    // Assess: nothing pending; the second's catch-up went back, its year follows the first's
    const { view, console } = await agreed(licenceId, email);
    const entry = (source: string, transactionId: string) =>
      console.ledger.find((candidate) => candidate.source === source && candidate.transactionId === transactionId)!;
    expect(console.ledger.filter((candidate) => candidate.state === 'pending')).toEqual([]);
    expect([entry('catch-up', first).state, entry('catch-up', second).state]).toEqual(['paid', 'refunded']);
    expect(entry('extension', second).from).toBe(entry('extension', first).until);
    const firstYear = new Date(entry('extension', first).from);
    const twoTerms = new Date(firstYear);
    twoTerms.setUTCFullYear(firstYear.getUTCFullYear() + 2);
    expect(view.support).toMatchObject({ state: 'active', activeUntil: twoTerms.toISOString() });
    const { lines } = (await standIn(`transactions/${second}`)).body;
    const catchUpLine = lines.find((line: any) => line.title === 'Support catch-up, per lapsed month');
    // The stand-in charges 20 % VAT: the refund is the catch-up line as charged, tax included
    expect(summary.body.refunds).toEqual([
      expect.objectContaining({ kind: 'refund', amountCents: catchUpLine.amountCents * 1.2 * lapsed.catchUpMonths }),
    ]);
  }, 60_000);
});

describe('resume over an extension', () => {
  it('refuses to resume a subscription whose licence an extension renews now', async () => {
    // Prepare: support cancelled, then extended from its end
    const email = uniqueEmail('scenario-resume');
    const { bought, owner } = await boughtThenCancelled({ slug: SUITE, quantity: 1, email });
    const licenceId = licenceOf(bought.transactionId);
    const { paid } = await extendedAndPaid(owner, { slug: EXTENSION, licenceId });

    // Act
    const listed = (await owner.get('/api/subscriptions')).body.subscriptions as SubscriptionView[];
    const resumed = await owner.post(`/api/subscriptions/${bought.subscriptionId}/resume`, {});

    // Assess: not offered, and refused when asked all the same
    expect(listed.map((listing) => [listing.subscriptionId, listing.resumable]).sort()).toEqual(
      [
        [bought.subscriptionId, false],
        [paid.body.subscriptionId, false],
      ].sort(),
    );
    expect([resumed.status, resumed.body.error.code]).toEqual([409, 'RENEWED_ELSEWHERE']);
    // The page says why, in the refusal's words, which it translates (ADR 409)
    expect(listed.find((listing) => listing.subscriptionId === bought.subscriptionId)!.resumeRefused).toBe(
      resumed.body.error.message,
    );
    expect(readRefusal(resumed.body.error.message)).toEqual({
      template: RENEWAL_REFUSALS.RENEWED_ELSEWHERE,
      values: { licences: licenceId },
    });
    expect((await atPaddle(bought.subscriptionId!)).scheduled_change).toMatchObject({ action: 'cancel' });
    const { view, console } = await agreed(licenceId, email);
    expect(view.support).toMatchObject({ autoRenewing: true, subscriptionId: paid.body.subscriptionId });
    // The cancelled one paid the running year and says so; only the extension renews the licence (ADR 408)
    const until = (source: string) => console.ledger.find((entry) => entry.source === source)!.until;
    const supports = Object.fromEntries(listed.map((listing) => [listing.subscriptionId, listing.supports]));
    expect(supports).toEqual({
      [bought.subscriptionId!]: [{ licenceId, renews: false, paidUntil: until('purchase') }],
      [paid.body.subscriptionId]: [{ licenceId, renews: true, paidUntil: until('extension') }],
    });
  }, 60_000);
});

describe('resume between an extension\u2019s checkout and its payment', () => {
  it('stops the resumed subscription when the extension is paid: the licence renews once', async () => {
    // Prepare: support set to end, an extension checked out, then the old subscription resumed before paying
    const email = uniqueEmail('scenario-resume-then-pay');
    const { bought, owner } = await boughtThenCancelled({ slug: SUITE, quantity: 1, email });
    const licenceId = licenceOf(bought.transactionId);
    const extension = await owner.post('/api/checkout', { slug: EXTENSION, quantity: 1, licenceId });
    expect((await owner.post(`/api/subscriptions/${bought.subscriptionId}/resume`, {})).status).toBe(200);
    await waitForDeliveries(bought.subscriptionId!, 4);

    // Act
    const paid = await payExtension(extension.body.transactionId);
    await waitForDeliveries(bought.subscriptionId!, 5);

    // Assess: the old one ends with the year it paid; the extension renews the licence from there
    expect((await atPaddle(bought.subscriptionId!)).scheduled_change).toMatchObject({ action: 'cancel' });
    const { view, console } = await agreed(licenceId, email);
    expect(console.ledger.map((entry) => [entry.source, entry.state])).toEqual([
      ['purchase', 'paid'],
      ['extension', 'paid'],
    ]);
    expect(view.support).toMatchObject({ autoRenewing: true, subscriptionId: paid.body.subscriptionId });
  }, 60_000);
});

describe('a pause between an extension\u2019s checkout and its payment', () => {
  it('ends the paused subscription when the extension is paid: resumed, it would renew the licence again', async () => {
    // Prepare: support set to end, an extension checked out, then the subscription paused before paying
    const email = uniqueEmail('scenario-pause-then-pay');
    const { bought, owner } = await boughtThenCancelled({ slug: SUITE, quantity: 1, email });
    const licenceId = licenceOf(bought.transactionId);
    const extension = await owner.post('/api/checkout', { slug: EXTENSION, quantity: 1, licenceId });
    await subscriptionControl(bought.subscriptionId!, 'pause');

    // Act
    const paid = await payExtension(extension.body.transactionId);
    await waitForDeliveries(bought.subscriptionId!, 5);

    // Assess
    expect((await atPaddle(bought.subscriptionId!)).status).toBe('canceled');
    const { view } = await agreed(licenceId, email);
    expect(view.support).toMatchObject({ autoRenewing: true, subscriptionId: paid.body.subscriptionId });
  }, 60_000);
});

describe('a paused subscription that still renews another licence (ADR 407)', () => {
  it('drops the unit an extension took over, billing nothing, so its resume charges for the licence it renews', async () => {
    // Prepare: two suites on one subscription, set to end; the second extended at checkout, then the subscription
    // resumed and paused before the extension was paid
    const email = uniqueEmail('scenario-paused-two');
    const { bought, owner } = await boughtThenCancelled({ slug: SUITE, quantity: 2, email });
    const [kept, extended] = [licenceOf(bought.transactionId, 1), licenceOf(bought.transactionId, 2)];
    const extension = await owner.post('/api/checkout', { slug: EXTENSION, quantity: 1, licenceId: extended });
    expect((await owner.post(`/api/subscriptions/${bought.subscriptionId}/resume`, {})).status).toBe(200);
    await waitForDeliveries(bought.subscriptionId!, 4);
    await subscriptionControl(bought.subscriptionId!, 'pause');

    // Act: the extension is paid while the subscription is paused, which is resumed later
    const paid = await payExtension(extension.body.transactionId);
    const paused = await atPaddle(bought.subscriptionId!);
    const resumed = await subscriptionControl(bought.subscriptionId!, 'resume');
    await waitForDeliveries(resumed.transactionId, 1);

    // Assess: one unit left while paused; the resume charged one licence's support, and paid for the kept one only
    expect([paused.status, paused.items.map((item: any) => item.quantity)]).toEqual(['paused', [1]]);
    const charged = (await standIn(`transactions/${resumed.transactionId}`)).body;
    expect(charged.lines.map((line: any) => line.quantity)).toEqual([1]);
    const extendedNow = await agreed(extended, email);
    expect(extendedNow.console.standing).toMatchObject({ renewingSubscriptionId: paid.body.subscriptionId });
    expect(extendedNow.console.ledger.map((entry) => entry.source)).toEqual(['purchase', 'extension']);
    const keptNow = await agreed(kept, email);
    expect(keptNow.console.standing).toMatchObject({ renewingSubscriptionId: bought.subscriptionId });
  }, 90_000);
});

describe('a past-due subscription that still renews another licence (ADR 407)', () => {
  it('is lowered once Paddle has collected its renewal, which takes no change while past due', async () => {
    // Prepare: two suites on one subscription, set to end; the second extended at checkout, then the subscription
    // resumed, and its renewal failed before the extension was paid
    const email = uniqueEmail('scenario-past-due-two');
    const { bought, owner } = await boughtThenCancelled({ slug: SUITE, quantity: 2, email });
    const [kept, extended] = [licenceOf(bought.transactionId, 1), licenceOf(bought.transactionId, 2)];
    const extension = await owner.post('/api/checkout', { slug: EXTENSION, quantity: 1, licenceId: extended });
    expect((await owner.post(`/api/subscriptions/${bought.subscriptionId}/resume`, {})).status).toBe(200);
    await waitForDeliveries(bought.subscriptionId!, 4);
    const failed = await subscriptionControl(bought.subscriptionId!, 'fail-renewal');

    // Act: the extension is paid while Paddle collects the renewal, which it then collects
    const paid = await payExtension(extension.body.transactionId);
    const collecting = await atPaddle(bought.subscriptionId!);
    await standIn(`transactions/${failed.transactionId}/recover`, 'POST');
    await waitForDeliveries(failed.transactionId, 3);

    // Assess: unchanged while past due, one unit once collected; the extension renews its licence
    expect([collecting.status, collecting.items.map((item: any) => item.quantity)]).toEqual(['past_due', [2]]);
    const collected = await eventually(
      () => atPaddle(bought.subscriptionId!),
      (subscription) => subscription.items[0].quantity === 1,
    );
    expect(collected.status).toBe('active');
    const extendedNow = await agreed(extended, email);
    expect(extendedNow.console.standing).toMatchObject({ renewingSubscriptionId: paid.body.subscriptionId });
    expect((await agreed(kept, email)).console.standing).toMatchObject({
      renewingSubscriptionId: bought.subscriptionId,
    });
  }, 90_000);
});

describe('a transfer whose hand-over Paddle refuses once (ADR 407)', () => {
  it('lowers the previous owner\u2019s subscription at the reconciliation: its renewal charges the licence kept', async () => {
    // Prepare: X's two suites on one subscription; Paddle fails the next change of it
    const x = uniqueEmail('scenario-handover-x');
    const y = uniqueEmail('scenario-handover-y');
    const bought = await buyAndPay({ slug: SUITE, quantity: 2, email: x });
    const [kept, moved] = [licenceOf(bought.transactionId, 1), licenceOf(bought.transactionId, 2)];
    await standIn(`api/fail-next?method=PATCH&match=${bought.subscriptionId}`, 'POST');
    await (await ownerOf(x)).post(`/api/licenses/${moved}/transfer`, { email: y });
    expect((await (await ownerOf(y)).post(`/api/licenses/${moved}/transfer/accept`, {})).status).toBe(200);
    const refused = await atPaddle(bought.subscriptionId!);

    // Act: the daily reconciliation, then X's renewal a year on
    const reconciled = await fetch(`${stackUrl()}/api/local/reconcile`, { method: 'POST' });
    const realignment = ((await reconciled.json()) as { realignment?: { aligned: string[] } }).realignment;
    const aligned = await atPaddle(bought.subscriptionId!);
    const renewal = await subscriptionControl(bought.subscriptionId!, 'renew');
    await waitForDeliveries(renewal.transactionId, 1);

    // Assess
    expect(refused.items.map((item: any) => item.quantity)).toEqual([2]);
    expect(realignment?.aligned).toContain(bought.subscriptionId);
    expect(aligned.items.map((item: any) => item.quantity)).toEqual([1]);
    const charged = (await standIn(`transactions/${renewal.transactionId}`)).body;
    expect(charged.lines.map((line: any) => line.quantity)).toEqual([1]);
    expect((await agreed(kept, x)).console.ledger.map((entry) => entry.source)).toEqual(['purchase', 'renewal']);
    const ys = await agreed(moved, y);
    expect(ys.console.ledger.map((entry) => entry.source)).toEqual(['purchase']);
    expect(ys.view).toMatchObject({ supportPaidBy: 'previous-owner', support: { autoRenewing: false } });
  }, 90_000);
});

describe('resume after the licence moved away', () => {
  it('refuses to resume a subscription whose one licence now belongs to someone else', async () => {
    // Prepare: support set to end, then the licence moves to a new owner
    const x = uniqueEmail('scenario-resume-moved-x');
    const y = uniqueEmail('scenario-resume-moved-y');
    const { bought, owner } = await boughtThenCancelled({ slug: SUITE, quantity: 1, email: x });
    const licenceId = licenceOf(bought.transactionId);
    await owner.post(`/api/licenses/${licenceId}/transfer`, { email: y });
    expect((await (await ownerOf(y)).post(`/api/licenses/${licenceId}/transfer/accept`, {})).status).toBe(200);

    // Act
    const resumed = await owner.post(`/api/subscriptions/${bought.subscriptionId}/resume`, {});

    // Assess: nothing of X's would be renewed; Paddle keeps the cancellation
    expect([resumed.status, resumed.body.error.code]).toEqual([409, 'RENEWS_NOTHING']);
    expect((await atPaddle(bought.subscriptionId!)).scheduled_change).toMatchObject({ action: 'cancel' });
    const { view } = await agreed(licenceId, y);
    expect(view).toMatchObject({ supportPaidBy: 'previous-owner', support: { state: 'active', autoRenewing: false } });
  }, 60_000);
});

describe('refunds bring Paddle in line', () => {
  it('lowers a trainer subscription to the seats left when one is refunded, never naming a seat already gone', async () => {
    // Prepare: three seats, reduced to two as Paddle bills it since 2024 (negative quantities), accepted
    const email = uniqueEmail('scenario-seats');
    const bought = await buyAndPay({ slug: TRAINER, quantity: 3, email });
    const reduced = await subscriptionControl(bought.subscriptionId!, 'quantity?quantity=2');
    const credit = (await waitForDeliveries(reduced.transactionId, 1)) as { status: string }[];
    const seats = (await licencesSeenBy(email)).map((seat) => [seat.licenceId, seat.status]);

    // Act: the operator refunds one seat, the order's highest active one
    const refund = await adminAction(operator, ADMIN_API.orderAction(bought.transactionId, 'refund'), {
      licenceIds: [licenceOf(bought.transactionId, 2)],
      reason: 'one seat was bought by mistake',
    });
    await waitForDeliveries(refund.body.adjustmentId, 2);
    await waitForDeliveries(bought.subscriptionId!, 3);

    // Assess
    expect(credit.map((delivery) => delivery.status)).toEqual(credit.map(() => 'delivered'));
    expect(seats).toEqual([
      [licenceOf(bought.transactionId, 1), 'active'],
      [licenceOf(bought.transactionId, 2), 'active'],
      [licenceOf(bought.transactionId, 3), 'revoked'],
    ]);
    const after = await licencesSeenBy(email);
    expect(after.map((seat) => seat.status)).toEqual(['active', 'revoked', 'revoked']);
    expect((await atPaddle(bought.subscriptionId!)).items.map((item: any) => item.quantity)).toEqual([1]);
    await agreed(licenceOf(bought.transactionId, 1), email);
  }, 90_000);

  it('stops the support extension of a refunded suite, and the revoked licence shows no support running', async () => {
    // Prepare: support cancelled and extended; then the suite is refunded
    const email = uniqueEmail('scenario-suite-refund');
    const { bought, owner } = await boughtThenCancelled({ slug: SUITE, quantity: 1, email });
    const licenceId = licenceOf(bought.transactionId);
    const extension = await owner.post('/api/checkout', { slug: EXTENSION, quantity: 1, licenceId });
    const paid = await standIn(`transactions/${extension.body.transactionId}/pay`, 'POST');
    await waitForDeliveries(paid.body.subscriptionId, 3);

    // Act
    const refund = await adminAction(operator, ADMIN_API.orderAction(bought.transactionId, 'refund'), {
      wholeOrder: true,
      reason: 'refunded on request',
    });
    await waitForDeliveries(refund.body.adjustmentId, 2);
    await waitForDeliveries(paid.body.subscriptionId, 4);

    // Assess
    expect((await atPaddle(paid.body.subscriptionId)).scheduled_change).toMatchObject({ action: 'cancel' });
    const [licence] = await licencesSeenBy(email);
    expect(licence).toMatchObject({ status: 'revoked', support: { state: 'lapsed' } });
    await agreed(licenceId, email);
  }, 90_000);
});

describe('seats added part-way through a period, then refunded (ADRs 410, 411)', () => {
  it('lowers the quantity when Paddle refunds the charge that added a seat, so the renewal charges the seat left', async () => {
    // Prepare: one seat, raised to two (Paddle bills the added seat at once)
    const email = uniqueEmail('scenario-seat-charge');
    const bought = await buyAndPay({ slug: TRAINER, quantity: 1, email });
    const added = await subscriptionControl(bought.subscriptionId!, 'quantity?quantity=2');
    await waitForDeliveries(added.transactionId, 1);
    const before = (await standIn(`deliveries?entityId=${bought.subscriptionId}`)).body.deliveries.length;

    // Act: Paddle's dashboard pays that charge back
    const refund = await standIn(`transactions/${added.transactionId}/refund`, 'POST');
    await waitForDeliveries(refund.body.adjustmentId, 2);
    await waitForDeliveries(bought.subscriptionId!, before + 1);

    // Assess
    expect((await atPaddle(bought.subscriptionId!)).items.map((item: any) => item.quantity)).toEqual([1]);
    expect((await licencesSeenBy(email)).map((seat) => seat.status)).toEqual(['active', 'revoked']);
    await agreed(licenceOf(bought.transactionId, 1), email);
  }, 90_000);

  it('pays back the charge that added a seat when the operator refunds the whole order', async () => {
    // Prepare
    const email = uniqueEmail('scenario-seat-order');
    const bought = await buyAndPay({ slug: TRAINER, quantity: 1, email });
    const added = await subscriptionControl(bought.subscriptionId!, 'quantity?quantity=2');
    await waitForDeliveries(added.transactionId, 1);

    // Act
    const refund = await adminAction(operator, ADMIN_API.orderAction(bought.transactionId, 'refund'), {
      wholeOrder: true,
      reason: 'the school closed',
    });
    await waitForDeliveries(refund.body.adjustmentId, 2);

    // Assess: Paddle holds an approved refund of the seat charge too, and both seats are gone
    const held = await eventually(
      async () =>
        (await paddleAdjustmentsOf(added.transactionId)).map((adjustment: any) => [
          adjustment.action,
          adjustment.status,
        ]),
      (adjustments) => adjustments.length > 0,
    );
    expect(held).toEqual([['refund', 'approved']]);
    expect((await licencesSeenBy(email)).map((seat) => seat.status)).toEqual(['revoked', 'revoked']);
  }, 90_000);
});

describe('a paused subscription cancelled by its buyer (ADR 413)', () => {
  it('ends it at once, mails the end of its paid time, and refuses a resume with a 409 it can say', async () => {
    // Prepare: support bought, then paused (Paddle keeps no period for it)
    const email = uniqueEmail('scenario-paused-cancel');
    const bought = await buyAndPay({ slug: SUITE, quantity: 1, email });
    const licenceId = licenceOf(bought.transactionId);
    await subscriptionControl(bought.subscriptionId!, 'pause');
    const paidUntil = (await agreed(licenceId, email)).console.standing.paidUntil!;
    const owner = await ownerOf(email);
    const before = (await standIn(`deliveries?entityId=${bought.subscriptionId}`)).body.deliveries.length;

    // Act
    const cancelled = await owner.post(`/api/subscriptions/${bought.subscriptionId}/cancel`, {});
    await waitForDeliveries(bought.subscriptionId!, before + 2);
    const resumed = await owner.post(`/api/subscriptions/${bought.subscriptionId}/resume`, {});

    // Assess
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ effectiveFrom: 'immediately', endsAt: paidUntil });
    expect((await atPaddle(bought.subscriptionId!)).status).toBe('canceled');
    const [receipt] = await shopMails(email, 'subscription-cancelled');
    expect(receipt?.text).toContain(`It stays active until ${formatDate(paidUntil, 'en')} and`);
    expect([resumed.status, resumed.body.error.code]).toEqual([409, 'SUBSCRIPTION_ENDED']);
    expect(readRefusal(resumed.body.error.message)?.template).toBe(RENEWAL_REFUSALS.SUBSCRIPTION_ENDED);
    const listed = (await owner.get('/api/subscriptions')).body.subscriptions.find(
      (subscription: SubscriptionView) => subscription.subscriptionId === bought.subscriptionId,
    );
    expect(listed).toMatchObject({ status: 'canceled', resumable: false, cancellable: false });
    await agreed(licenceId, email);
  }, 90_000);
});

describe('a seat whose subscription is paused or unpaid', () => {
  it('reads expired in /api/licenses as at key status', async () => {
    // Prepare
    const email = uniqueEmail('scenario-paused');
    const bought = await buyAndPay({ slug: TRAINER, quantity: 1, email });

    // Act
    await subscriptionControl(bought.subscriptionId!, 'pause');

    // Assess
    const { view } = await agreed(licenceOf(bought.transactionId), email);
    expect(view).toMatchObject({ status: 'expired', support: { state: 'paused' } });
    expect((await keyStatus(view.licenceKey)).state).toBe('expired');
  }, 60_000);

  it('reads past due while its renewal is collected, and expired once Paddle ends it unpaid, as at key status', async () => {
    // Prepare
    const email = uniqueEmail('scenario-unpaid');
    const bought = await buyAndPay({ slug: TRAINER, quantity: 1, email });
    const licenceId = licenceOf(bought.transactionId);

    // Act
    await subscriptionControl(bought.subscriptionId!, 'past-due');
    const collecting = await agreed(licenceId, email);
    const collectingKey = await keyStatus(collecting.view.licenceKey);
    await subscriptionControl(bought.subscriptionId!, 'cancel');
    const ended = await agreed(licenceId, email);

    // Assess
    expect(collecting.view).toMatchObject({ status: 'active', support: { state: 'payment-due' } });
    expect(collectingKey.state).toBe('past_due');
    expect(ended.view).toMatchObject({ status: 'expired', support: { state: 'lapsed' } });
    expect((await keyStatus(ended.view.licenceKey)).state).toBe('expired');
  }, 60_000);
});
