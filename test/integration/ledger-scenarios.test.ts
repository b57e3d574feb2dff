import type { LicenceView } from '../../lambdas/contract/portal-views';
import { addTerm } from '../../lambdas/domain/licences/support-extension';
import { ADMIN_API, adminAction, operatorClient } from '../support/admin-kit';
import type { AuthClient } from '../support/auth-client';
import { uniqueEmail } from '../support/auth-client';
import { mailedLicenceKeys } from '../support/mailbox';
import { orderSummary, postCheckout, standIn } from '../support/paddle-test-kit';
import {
  buyAndPay,
  licencesSeenBy,
  ownerOf,
  subscriptionControl,
  subscriptionSeenBy,
  waitForDeliveries,
} from '../support/portal-kit';
import { stackUrl } from '../support/stack-url';

/**
 * The money features that were right alone and wrong together, played through the local stack as buyers, Paddle and
 * operators play them (ADR 400, ADR 415): after each, what the buyer's pages, key status and the console say
 * agree, and Paddle charges only what the ledger has still to be paid.
 */
const SUITE = 'skydeck-suiteb737annual';
const EXTENSION = 'suite-nc-support-extension-b737-annual';
const TRAINER = 'win-fms-trainer-b738-classroom-monthly';
const CATCH_UP_PRICE_KEY = 'support-catch-up-month-b737';

let operator: AuthClient;
beforeAll(async () => {
  operator = (await operatorClient('ledger-scenarios-op')).client;
}, 60_000);

async function keyStatus(key: string) {
  return (await (await fetch(`${stackUrl()}/api/licence-keys/status?key=${encodeURIComponent(key)}`)).json()) as any;
}

/** Paddle's subscription as Paddle holds it (the stand-in's API, as the SDK reads it): what it will charge next. */
async function paddleSubscription(subscriptionId: string) {
  const status = (await (await fetch(`${stackUrl()}/api/local/status`)).json()) as {
    paddleApiBaseUrl: string;
    paddleApiKey: string;
  };
  const response = await fetch(`${status.paddleApiBaseUrl}/subscriptions/${subscriptionId}`, {
    headers: { authorization: `Bearer ${status.paddleApiKey}` },
  });
  return ((await response.json()) as any).data as {
    status: string;
    scheduled_change: { action: string } | null;
    items: { quantity: number }[];
  };
}

/** Paddle's adjustments of a transaction, as the SDK lists them: each names the line items it takes back. */
async function paddleAdjustments(transactionId: string) {
  const status = (await (await fetch(`${stackUrl()}/api/local/status`)).json()) as {
    paddleApiBaseUrl: string;
    paddleApiKey: string;
  };
  const response = await fetch(`${status.paddleApiBaseUrl}/adjustments?transaction_id=${transactionId}`, {
    headers: { authorization: `Bearer ${status.paddleApiKey}` },
  });
  return ((await response.json()) as any).data as {
    action: string;
    status: string;
    items: { item_id: string; type: string }[];
  }[];
}

async function licenceOf(email: string, licenceId: string): Promise<LicenceView> {
  const found = (await licencesSeenBy(email)).find((licence) => licence.licenceId === licenceId);
  if (!found) throw new Error(`${licenceId} is not among ${email}'s licences`);
  return found;
}

/** `/api/licenses`, key status and the console's licence page say the same of a licence. */
async function seenAlikeEverywhere(email: string, licenceId: string): Promise<LicenceView> {
  const view = await licenceOf(email, licenceId);
  const status = await keyStatus(view.licenceKey);
  const console = (await operator.get(ADMIN_API.licence(licenceId))).body;
  const keyStateOf = { active: ['current', 'past_due'], expired: ['expired'], revoked: ['revoked'] };
  expect(keyStateOf[view.status]).toContain(status.state);
  expect(console.licence.keyStatus).toBe(status.state);
  if (view.status !== 'revoked') {
    expect(status.support).toEqual(view.support);
    expect(console.standing.support).toEqual(view.support);
  }
  return view;
}

/** Pays a started checkout and waits for its webhooks (an extension's billing date moves after its payment). */
async function pay(transactionId: string): Promise<string | null> {
  const paid = await standIn(`transactions/${transactionId}/pay`, 'POST');
  await waitForDeliveries(transactionId, 1);
  if (paid.body.subscriptionId) await waitForDeliveries(paid.body.subscriptionId, 2);
  return paid.body.subscriptionId;
}

async function catchUpMonthsCharged(transactionId: string): Promise<number> {
  const { lines } = (await standIn(`transactions/${transactionId}`)).body as {
    lines: { priceId: string; quantity: number }[];
  };
  return lines
    .filter((line) => line.priceId.includes(CATCH_UP_PRICE_KEY))
    .reduce((sum, line) => sum + line.quantity, 0);
}

async function transfer(fromEmail: string, licenceId: string, toEmail: string): Promise<void> {
  const offered = await (await ownerOf(fromEmail)).post(`/api/licenses/${licenceId}/transfer`, { email: toEmail });
  expect(offered.status).toBe(200);
  expect((await (await ownerOf(toEmail)).post(`/api/licenses/${licenceId}/transfer/accept`, {})).status).toBe(200);
}

/** A suite whose renewal is cancelled: its support runs on until the end of the year paid, then stops. */
async function suiteWithCancelledRenewal(email: string) {
  const bought = await buyAndPay({ slug: SUITE, quantity: 1, email });
  const [licence] = await licencesSeenBy(email);
  expect((await (await ownerOf(email)).post(`/api/subscriptions/${bought.subscriptionId}/cancel`, {})).status).toBe(
    200,
  );
  await waitForDeliveries(bought.subscriptionId!, 3);
  return { ...bought, licence: (await licenceOf(email, licence!.licenceId)) as LicenceView };
}

describe('one ledger of paid time, through the local stack', () => {
  it('sells no catch-up months for support that never lapsed, signed in or with the key, at one price', async () => {
    // Prepare: support paid for a year, not renewing
    const email = uniqueEmail('never-lapsed');
    const { licence } = await suiteWithCancelledRenewal(email);
    const [key] = await mailedLicenceKeys(email);
    const owner = await ownerOf(email);
    const activeUntil = (licence.support as { activeUntil: string }).activeUntil;
    const runsUntil = addTerm(new Date(activeUntil), 'Annual').toISOString();

    // Act
    const claimed = await owner.post('/api/checkout', {
      slug: EXTENSION,
      quantity: 1,
      secondaryQuantity: 3,
      licenceId: licence.licenceId,
    });
    const claimedAsGuest = await postCheckout({
      slug: EXTENSION,
      quantity: 1,
      secondaryQuantity: 5,
      licenceKey: key,
      email: uniqueEmail('never-lapsed-giver'),
    });
    const signedIn = await owner.post('/api/checkout', { slug: EXTENSION, quantity: 1, licenceId: licence.licenceId });
    const asGuest = await postCheckout({
      slug: EXTENSION,
      quantity: 1,
      licenceKey: key,
      email: uniqueEmail('never-lapsed-giver'),
    });
    const quotes = (await operator.get(ADMIN_API.licence(licence.licenceId))).body.extensionQuotes;

    // Assess: a stated number of months is refused; every path charges no catch-up, to the same end date
    expect([claimed.status, claimedAsGuest.status]).toEqual([400, 400]);
    expect([signedIn.status, asGuest.status]).toEqual([201, 201]);
    for (const checkout of [signedIn, asGuest]) {
      expect(await catchUpMonthsCharged(checkout.body.transactionId)).toBe(0);
      expect((await orderSummary(checkout.body.transactionId)).body.supportExtension).toMatchObject({ runsUntil });
    }
    expect(quotes).toContainEqual(expect.objectContaining({ term: 'Annual', catchUpMonths: 0, endsAt: runsUntil }));
  });

  it('after a transfer, the previous owner\u2019s renewal pays only for what it kept; the new owner\u2019s extension renews the other, once', async () => {
    // Prepare: X buys two licences and gives the second to Y
    const previous = uniqueEmail('renewal-x');
    const next = uniqueEmail('renewal-y');
    const bought = await buyAndPay({ slug: SUITE, quantity: 2, email: previous });
    const [kept, moved] = [...(await licencesSeenBy(previous))].sort((a, b) => a.licenceId.localeCompare(b.licenceId));
    await transfer(previous, moved!.licenceId, next);
    await waitForDeliveries(bought.subscriptionId!, 3);
    const yearEnd = (kept!.support as { activeUntil: string }).activeUntil;

    // Act: Y continues support with an extension of their own; a year later X's subscription renews
    const extension = await (
      await ownerOf(next)
    ).post('/api/checkout', { slug: EXTENSION, quantity: 1, licenceId: moved!.licenceId });
    const extensionSubscription = await pay(extension.body.transactionId);
    await subscriptionControl(bought.subscriptionId!, 'renew');
    const second = await (
      await ownerOf(next)
    ).post('/api/checkout', { slug: EXTENSION, quantity: 1, licenceId: moved!.licenceId });

    // Assess: X paid for one licence; Y's licence is Y's, renewing by Y's extension; no second extension is sold
    expect((await paddleSubscription(bought.subscriptionId!)).items.map((item) => item.quantity)).toEqual([1]);
    const nextYear = addTerm(new Date(yearEnd), 'Annual').toISOString();
    const theirs = await seenAlikeEverywhere(next, moved!.licenceId);
    // The stack's clock does not move: the year X paid at the purchase still runs, renewed for Y by Y alone.
    expect(theirs).toMatchObject({
      supportPaidBy: 'previous-owner',
      support: { state: 'active', activeUntil: nextYear, autoRenewing: true, subscriptionId: extensionSubscription },
    });
    const mine = await seenAlikeEverywhere(previous, kept!.licenceId);
    expect(mine.support).toMatchObject({ state: 'active', activeUntil: nextYear, autoRenewing: true });
    expect((await subscriptionSeenBy(previous, bought.subscriptionId!))?.licenceIds).toEqual([kept!.licenceId]);
    expect(second.status).toBe(409);
  });

  it('accepts a seat reduction that Paddle bills as a transaction of negative quantities', async () => {
    // Prepare
    const email = uniqueEmail('seat-reduction');
    const bought = await buyAndPay({ slug: TRAINER, quantity: 3, email });

    // Act
    const reduced = await standIn(`subscriptions/${bought.subscriptionId}/quantity?quantity=2`, 'POST');
    const deliveries = await waitForDeliveries(reduced.body.transactionId ?? bought.subscriptionId!, 1);

    // Assess: every delivery accepted, the third seat taken away, the others as before
    expect(deliveries.every((delivery: { status: string }) => delivery.status === 'delivered')).toBe(true);
    const seats = [...(await licencesSeenBy(email))].sort((a, b) => a.licenceId.localeCompare(b.licenceId));
    expect(
      await Promise.all(seats.map((seat) => seenAlikeEverywhere(email, seat.licenceId).then((v) => v.status))),
    ).toEqual(['active', 'active', 'revoked']);
  });

  it('shows a paused seat and a seat whose renewal went unpaid alike in /api/licenses and at key status', async () => {
    // Prepare
    const paused = uniqueEmail('seat-paused');
    const unpaid = uniqueEmail('seat-unpaid');
    const first = await buyAndPay({ slug: TRAINER, quantity: 1, email: paused });
    const second = await buyAndPay({ slug: TRAINER, quantity: 1, email: unpaid });

    // Act
    await subscriptionControl(first.subscriptionId!, 'pause');
    await subscriptionControl(second.subscriptionId!, 'fail-renewal');
    await subscriptionControl(second.subscriptionId!, 'cancel');

    // Assess: expired in both places, not active in one and expired in the other
    for (const email of [paused, unpaid]) {
      const [seat] = await licencesSeenBy(email);
      const view = await seenAlikeEverywhere(email, seat!.licenceId);
      expect([view.status, (await keyStatus(view.licenceKey)).state]).toEqual(['expired', 'expired']);
    }
  });

  it('refunds a suite licence with the HUD bought with it, and leaves the other licence its HUD', async () => {
    // Prepare: two suites, each with the HUD
    const email = uniqueEmail('refund-with-hud');
    const bought = await buyAndPay({ slug: SUITE, quantity: 2, email, addOns: ['hud'] });
    const [kept, refunded] = [...(await licencesSeenBy(email))].sort((a, b) => a.licenceId.localeCompare(b.licenceId));

    // Act: the operator refunds the second licence
    const refund = await adminAction(operator, ADMIN_API.orderAction(bought.transactionId, 'refund'), {
      licenceIds: [refunded!.licenceId],
      reason: 'the buyer needed one suite only',
    });
    await waitForDeliveries(refund.body.adjustmentId, 2);

    // Assess: Paddle paid back two lines (the licence's and its HUD's), one unit each; the other licence keeps its HUD
    expect(refund.status).toBe(200);
    const [adjustment] = await paddleAdjustments(bought.transactionId);
    expect(adjustment).toMatchObject({ action: 'refund', status: 'approved' });
    expect(new Set(adjustment!.items.map((item) => item.item_id)).size).toBe(2);
    expect((await seenAlikeEverywhere(email, refunded!.licenceId)).status).toBe('revoked');
    const other = await seenAlikeEverywhere(email, kept!.licenceId);
    expect([other.status, other.addOns]).toEqual(['active', ['hud']]);
  });

  it('refuses a refund naming a seat already taken away by a seat reduction, and pays nothing back', async () => {
    // Prepare: three seats reduced to two as Paddle bills it, the third seat taken away
    const email = uniqueEmail('refund-gone-seat');
    const bought = await buyAndPay({ slug: TRAINER, quantity: 3, email });
    const reduced = await standIn(`subscriptions/${bought.subscriptionId}/quantity?quantity=2`, 'POST');
    await waitForDeliveries(reduced.body.transactionId ?? bought.subscriptionId!, 1);
    const seats = [...(await licencesSeenBy(email))].sort((a, b) => a.licenceId.localeCompare(b.licenceId));
    const gone = seats[2]!;

    // Act
    const refund = await adminAction(operator, ADMIN_API.orderAction(bought.transactionId, 'refund'), {
      licenceIds: [gone.licenceId],
      reason: 'refund the seat they stopped using',
    });

    // Assess: a 409 naming what is wrong, no refund at Paddle, the two seats still usable
    expect(refund.status).toBe(409);
    expect(refund.body.error.message).toContain(gone.licenceId);
    expect(await paddleAdjustments(bought.transactionId)).toEqual([]);
    const statuses = await Promise.all(
      seats.map(async (seat) => (await seenAlikeEverywhere(email, seat.licenceId)).status),
    );
    expect(statuses).toEqual(['active', 'active', 'revoked']);
  });
});
