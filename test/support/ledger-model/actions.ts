import fc from 'fast-check';
import { findProduct } from '../../../lambdas/domain/catalogue';
import type { LicenceRecord } from '../../../lambdas/adapters/store/licences';
import type { SubscriptionRecord as PaddleSubscription } from '../../../infra/local/paddle-stand-in/model';
import { lapseOf } from './lapse';
import type { InProcessShop, ShopAnswer } from './shop';

/**
 * What buyers, Paddle and operators do in the model-based test of the ledger (ADR 415), each step as the shop
 * meets it: a request to its API as the buyer or an operator, or something Paddle does by itself through the
 * stand-in (a renewal paid or failing, a pause, a refund decided, a chargeback and its reversal, a seat change),
 * whose webhooks are then delivered in Paddle's order. A step names its targets by position (`pick`) among those
 * that exist when it runs, so any shrunk sequence still runs, and a kept example reads as what happened.
 */
export type Step = StepAction & {
  /** The webhooks this step causes arrive in an order shuffled by this seed, not in Paddle's. */
  readonly shuffled?: number;
};

type StepAction =
  | {
      readonly do: 'buy-suite';
      readonly buyer: Buyer;
      readonly aircraft: Aircraft;
      readonly hud?: boolean;
      readonly quantity: number;
      readonly as?: 'guest' | 'mistyped';
    }
  | { readonly do: 'buy-trainer'; readonly buyer: Buyer; readonly plan: TrainerPlan; readonly quantity: number }
  | { readonly do: 'time-passes'; readonly days: number; readonly renewals?: readonly RenewalOutcome[] }
  | { readonly do: 'cancel'; readonly pick: number }
  | { readonly do: 'resume'; readonly pick: number }
  | { readonly do: 'pause'; readonly pick: number }
  | { readonly do: 'unpause'; readonly pick: number }
  | {
      readonly do: 'extend';
      readonly pick: number;
      readonly term?: 'annual' | 'monthly';
      readonly by?: Buyer;
      /** The catch-up months the request states: a number, or the model's own count (`counted`); none by default. */
      readonly catchUp?: number | 'counted';
    }
  | { readonly do: 'transfer'; readonly pick: number; readonly to: Buyer; readonly accept?: boolean }
  | { readonly do: 'accept-transfer'; readonly pick: number }
  | { readonly do: 'refund'; readonly pick: number; readonly licences?: number; readonly decided?: 'at-once' | 'later' }
  | { readonly do: 'decide-refund'; readonly pick: number; readonly approve: boolean }
  | { readonly do: 'refund-charge'; readonly pick: number }
  | { readonly do: 'chargeback'; readonly pick: number }
  | { readonly do: 'reverse-chargeback'; readonly pick: number }
  | { readonly do: 'correct-email'; readonly pick: number }
  | { readonly do: 'change-seats'; readonly pick: number; readonly quantity: number }
  | { readonly do: 'deliver-again'; readonly pick: number };

/** Every kind of step, as `stepArbitrary` generates them. */
export const STEP_KINDS: readonly Step['do'][] = [
  'buy-suite',
  'buy-trainer',
  'time-passes',
  'cancel',
  'resume',
  'pause',
  'unpause',
  'extend',
  'transfer',
  'accept-transfer',
  'refund',
  'decide-refund',
  'refund-charge',
  'chargeback',
  'reverse-chargeback',
  'correct-email',
  'change-seats',
  'deliver-again',
];

export const BUYERS = ['ana', 'ben', 'cleo'] as const;
export type Buyer = (typeof BUYERS)[number];
export const AIRCRAFT = ['a320', 'b737', 'b38m'] as const;
export type Aircraft = (typeof AIRCRAFT)[number];
export const TRAINER_PLANS = ['personal-monthly', 'personal-annual', 'classroom-monthly'] as const;
export type TrainerPlan = (typeof TRAINER_PLANS)[number];
/** What Paddle's charge at a period's end does: paid, or failing then recovered, or failing until Paddle gives up. */
export type RenewalOutcome = 'paid' | 'recovered' | 'unpaid';

export const emailOf = (buyer: Buyer) => `${buyer}@model.test`;
/** The same buyer's address with the domain's letters swapped: what a correction by an operator sets right. */
export const mistypedEmailOf = (buyer: Buyer) => `${buyer}@model.tset`;
const SUITE_SLUGS: Record<Aircraft, string> = {
  a320: 'skydeck-suitea320neoandceoannual',
  b737: 'skydeck-suiteb737annual',
  b38m: 'skydeck-suiteb38mannual',
};
const TRAINER_SLUGS: Record<TrainerPlan, string> = {
  'personal-monthly': 'win-fms-trainer-b738-personal-monthly',
  'personal-annual': 'ios-fms-trainer-a322-personal-annual',
  'classroom-monthly': 'win-fms-trainer-b38m-classroom-monthly',
};
const DAY = 24 * 3600 * 1000;
/** How long Paddle retries a failing renewal before it gives up and cancels (its dunning). */
const DUNNING_DAYS = 30;

const buyer = fc.constantFrom(...BUYERS);
const pick = fc.nat({ max: 20 });

/**
 * One step, weighted towards what buyers do most, and enough of the rarer ones (each needs a state an earlier step
 * made) that a short run reaches them all; one in six has its webhooks delivered out of order.
 */
export const stepArbitrary: fc.Arbitrary<Step> = fc
  .tuple(
    fc.oneof(
      {
        weight: 4,
        arbitrary: fc.record(
          {
            do: fc.constant('buy-suite' as const),
            buyer,
            aircraft: fc.constantFrom(...AIRCRAFT),
            hud: fc.boolean(),
            quantity: fc.integer({ min: 1, max: 3 }),
            as: fc.constantFrom(undefined, 'guest' as const, 'mistyped' as const),
          },
          { requiredKeys: ['do', 'buyer', 'aircraft', 'quantity'] },
        ),
      },
      {
        weight: 3,
        arbitrary: fc.record({
          do: fc.constant('buy-trainer' as const),
          buyer,
          plan: fc.constantFrom(...TRAINER_PLANS),
          quantity: fc.integer({ min: 1, max: 4 }),
        }),
      },
      {
        weight: 6,
        arbitrary: fc.record(
          {
            do: fc.constant('time-passes' as const),
            days: fc.oneof(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 40, max: 400 })),
            renewals: fc.array(fc.constantFrom<RenewalOutcome>('paid', 'paid', 'recovered', 'unpaid'), {
              maxLength: 6,
            }),
          },
          { requiredKeys: ['do', 'days'] },
        ),
      },
      { weight: 3, arbitrary: fc.record({ do: fc.constant('cancel' as const), pick }) },
      { weight: 2, arbitrary: fc.record({ do: fc.constant('resume' as const), pick }) },
      { weight: 2, arbitrary: fc.record({ do: fc.constant('pause' as const), pick }) },
      { weight: 2, arbitrary: fc.record({ do: fc.constant('unpause' as const), pick }) },
      {
        weight: 4,
        arbitrary: fc.record(
          {
            do: fc.constant('extend' as const),
            pick,
            term: fc.constantFrom('annual' as const, 'monthly' as const),
            by: fc.option(buyer, { nil: undefined }),
            catchUp: fc.option(fc.oneof(fc.nat({ max: 14 }), fc.constant('counted' as const)), {
              nil: undefined,
              freq: 3,
            }),
          },
          { requiredKeys: ['do', 'pick'] },
        ),
      },
      {
        weight: 3,
        arbitrary: fc.record(
          { do: fc.constant('transfer' as const), pick, to: buyer, accept: fc.boolean() },
          { requiredKeys: ['do', 'pick', 'to'] },
        ),
      },
      { weight: 2, arbitrary: fc.record({ do: fc.constant('accept-transfer' as const), pick }) },
      {
        weight: 3,
        arbitrary: fc.record(
          {
            do: fc.constant('refund' as const),
            pick,
            licences: fc.integer({ min: 1, max: 3 }),
            decided: fc.constantFrom('at-once' as const, 'later' as const),
          },
          { requiredKeys: ['do', 'pick'] },
        ),
      },
      { weight: 2, arbitrary: fc.record({ do: fc.constant('decide-refund' as const), pick, approve: fc.boolean() }) },
      { weight: 2, arbitrary: fc.record({ do: fc.constant('refund-charge' as const), pick }) },
      { weight: 1, arbitrary: fc.record({ do: fc.constant('chargeback' as const), pick }) },
      { weight: 2, arbitrary: fc.record({ do: fc.constant('reverse-chargeback' as const), pick }) },
      { weight: 2, arbitrary: fc.record({ do: fc.constant('correct-email' as const), pick }) },
      {
        weight: 2,
        arbitrary: fc.record({
          do: fc.constant('change-seats' as const),
          pick,
          quantity: fc.integer({ min: 1, max: 5 }),
        }),
      },
      { weight: 1, arbitrary: fc.record({ do: fc.constant('deliver-again' as const), pick }) },
    ),
    fc.option(fc.nat({ max: 1000 }), { nil: undefined, freq: 6 }),
  )
  .map(([step, shuffled]): Step => (shuffled === undefined ? step : { ...step, shuffled }));

/** What the driver remembers between steps that the shop and Paddle do not tell it directly. */
export interface World {
  /** Checkouts that were paid, in order: what each bought, for whom. */
  readonly orders: { transactionId: string; slug: string; buyerEmail: string; mistyped: boolean }[];
  /** Refunds Paddle has not decided yet. */
  readonly pendingRefunds: string[];
  /** Extension checkouts the shop accepted, with the catch-up months their transaction charges. */
  readonly extensions: { transactionId: string; licenceId: string; catchUpMonths: number; at: string }[];
  /** How many of the shop's mails the invariants have read. */
  mailsRead: number;
  /**
   * Periods Paddle started and charged by resuming a paused subscription at once (its default `on_resume`,
   * `start_new_billing_period`): a pause effective now credits nothing, so such a period may overlap time already
   * paid. Paddle's doing, asked for in its dashboard, not the shop's sale.
   */
  readonly resumedAfterPause: { subscriptionId: string; startsAt: string; endsAt: string }[];
  /** What a step promised and did not keep (an e-mail correction that moved money), for the invariants to report. */
  readonly broken: { invariant: string; detail: string }[];
}

export const newWorld = (): World => ({
  orders: [],
  pendingRefunds: [],
  extensions: [],
  resumedAfterPause: [],
  mailsRead: 0,
  broken: [],
});

/** Answers the model does not call a failure: refusals a person understands (4xx), never a 5xx. */
export type StepAnswers = ShopAnswer[];

/** The table's licences, oldest first. */
export function licencesOf(shop: InProcessShop): LicenceRecord[] {
  return shop.table
    .items()
    .filter((item) => item.sk === 'LICENCE')
    .map((item) => item as unknown as LicenceRecord)
    .sort((a, b) => a.issuedAt.localeCompare(b.issuedAt) || a.licenceId.localeCompare(b.licenceId));
}

/** Paddle's subscriptions, oldest first, as the stand-in holds them. */
export function paddleSubscriptions(shop: InProcessShop): PaddleSubscription[] {
  const ids = [...new Set(shop.billing.listTransactions().flatMap((transaction) => transaction.subscriptionId ?? []))];
  return ids.map((id) => shop.billing.subscription(id));
}

const choose = <T>(candidates: readonly T[], at: number): T | undefined =>
  candidates.length === 0 ? undefined : candidates[at % candidates.length];

/**
 * Runs one step: its requests and Paddle's actions, then every webhook they caused. `onEvent` runs after each thing
 * that happens by itself within the step (a renewal, a cancellation at a period's end), so invariants are checked
 * there too. Answers whether the step changed anything (a step finds nothing to act on, or is refused).
 */
export async function runStep(
  shop: InProcessShop,
  world: World,
  step: Step,
  onEvent: () => Promise<void> = async () => undefined,
): Promise<boolean> {
  shop.advance(60_000);
  shop.shuffleDeliveries(step.shuffled);
  const before = footprint(shop);
  try {
    await act(shop, world, step, onEvent);
    await shop.deliver();
  } finally {
    shop.shuffleDeliveries(undefined);
  }
  return footprint(shop) !== before;
}

/** What a step can change: Paddle's notifications, the shop's mails and table. Equal before and after: it did nothing. */
function footprint(shop: InProcessShop): string {
  return `${shop.notifications.length}:${shop.mails.length}:${JSON.stringify(shop.table.items())}`;
}

async function act(shop: InProcessShop, world: World, step: Step, onEvent: () => Promise<void>): Promise<void> {
  switch (step.do) {
    case 'buy-suite': {
      const email = step.as === 'mistyped' ? mistypedEmailOf(step.buyer) : emailOf(step.buyer);
      await buy(shop, world, {
        slug: SUITE_SLUGS[step.aircraft],
        quantity: step.quantity,
        ...(step.hud && step.aircraft === 'b737' ? { addOns: ['hud'] } : {}),
        email,
        signedIn: step.as === undefined,
        mistyped: step.as === 'mistyped',
      });
      return;
    }
    case 'buy-trainer':
      await buy(shop, world, {
        slug: TRAINER_SLUGS[step.plan],
        quantity: step.quantity,
        email: emailOf(step.buyer),
        signedIn: true,
        mistyped: false,
      });
      return;
    case 'time-passes':
      await timePasses(shop, step, onEvent);
      return;
    case 'cancel': {
      const subscription = choose(
        paddleSubscriptions(shop).filter(
          (candidate) => candidate.status !== 'canceled' && !candidate.scheduledCancelAt,
        ),
        step.pick,
      );
      if (subscription) await asOwner(shop, subscription, `/api/subscriptions/${subscription.id}/cancel`);
      return;
    }
    case 'resume': {
      const subscription = choose(
        paddleSubscriptions(shop).filter((candidate) => candidate.status !== 'canceled' && candidate.scheduledCancelAt),
        step.pick,
      );
      if (subscription) await asOwner(shop, subscription, `/api/subscriptions/${subscription.id}/resume`);
      return;
    }
    case 'pause': {
      // Paddle pauses a subscription that is not set to end (a pause replaces the scheduled change).
      const subscription = choose(
        paddleSubscriptions(shop).filter((candidate) => candidate.status === 'active' && !candidate.scheduledCancelAt),
        step.pick,
      );
      if (subscription) await shop.paddle(`subscriptions/${subscription.id}/pause`);
      break;
    }
    case 'unpause': {
      const subscription = choose(
        paddleSubscriptions(shop).filter((candidate) => candidate.status === 'paused'),
        step.pick,
      );
      if (!subscription) return;
      const resumed = await shop.paddle(`subscriptions/${subscription.id}/resume`);
      const period = shop.billing.subscription(subscription.id).period;
      if (resumed.status === 200 && period)
        world.resumedAfterPause.push({ subscriptionId: subscription.id, ...period });
      break;
    }
    case 'extend':
      await extend(shop, world, step);
      return;
    case 'transfer': {
      const licence = choose(
        licencesOf(shop).filter(
          (candidate) =>
            candidate.kind === 'suite' && candidate.status === 'active' && candidate.ownerEmail !== emailOf(step.to),
        ),
        step.pick,
      );
      if (!licence) return;
      const offered = await shop.request('POST', `/api/licenses/${licence.licenceId}/transfer`, {
        as: licence.ownerEmail,
        body: { email: emailOf(step.to) },
      });
      if (offered.status === 200 && step.accept !== false)
        await shop.request('POST', `/api/licenses/${licence.licenceId}/transfer/accept`, { as: emailOf(step.to) });
      break;
    }
    case 'accept-transfer': {
      const offers = shop.table.items().filter((item) => item.sk === 'TRANSFER' && item.status === 'pending');
      const offer = choose(offers, step.pick);
      if (offer)
        await shop.request('POST', `/api/licenses/${String(offer.licenceId)}/transfer/accept`, {
          as: String(offer.toEmail),
        });
      break;
    }
    case 'refund':
      await refund(shop, world, step);
      return;
    case 'decide-refund': {
      const adjustmentId = choose(world.pendingRefunds, step.pick);
      if (!adjustmentId) return;
      world.pendingRefunds.splice(world.pendingRefunds.indexOf(adjustmentId), 1);
      await shop.paddle(`adjustments/${adjustmentId}/${step.approve ? 'approve' : 'reject'}`);
      break;
    }
    case 'refund-charge': {
      // Paddle's dashboard: a renewal's, a seat addition's or an extension's charge paid back whole.
      const charge = choose(
        shop.billing
          .listTransactions()
          .filter((transaction) => transaction.status === 'completed' && !transaction.zeroValue)
          .filter(
            (transaction) =>
              transaction.origin === 'subscription_recurring' ||
              transaction.origin === 'subscription_update' ||
              isExtension(transaction.customData?.slug),
          ),
        step.pick,
      );
      if (charge) await shop.paddle(`transactions/${charge.id}/refund`);
      break;
    }
    case 'chargeback': {
      const charged = new Set(
        [...shop.billing.adjustments.values()]
          .filter((adjustment) => adjustment.action === 'chargeback')
          .map((adjustment) => adjustment.transactionId),
      );
      const charge = choose(
        shop.billing
          .listTransactions()
          .filter(
            (transaction) =>
              transaction.status === 'completed' && !transaction.zeroValue && !charged.has(transaction.id),
          ),
        step.pick,
      );
      if (charge) await shop.paddle(`transactions/${charge.id}/chargeback`);
      break;
    }
    case 'reverse-chargeback': {
      const chargeback = choose(
        [...shop.billing.adjustments.values()].filter(
          (adjustment) => adjustment.action === 'chargeback' && adjustment.status === 'approved',
        ),
        step.pick,
      );
      if (chargeback) await shop.paddle(`transactions/${chargeback.transactionId}/chargeback-reverse`);
      break;
    }
    case 'correct-email': {
      const order = choose(
        world.orders.filter((candidate) => candidate.mistyped),
        step.pick,
      );
      if (!order) return;
      const corrected = order.buyerEmail.replace(/@model\.tset$/, '@model.test');
      const before = moneyState(shop);
      const mailsBefore = shop.mails.length;
      const answer = await shop.request('POST', `/api/admin/orders/${order.transactionId}/email`, {
        as: { operator: OPERATOR },
        body: { email: corrected, reason: 'The buyer mistyped the address at checkout.' },
      });
      await shop.deliver();
      if (answer.status !== 200) return;
      const after = moneyState(shop);
      if (after !== before)
        world.broken.push({
          invariant: 'an e-mail correction moves no money',
          detail: `Paddle's subscriptions were ${before}, are ${after}`,
        });
      // The order and its invoice follow the buyer to the corrected address (ADR 403).
      const listed = async (email: string) =>
        ((await shop.request('GET', '/api/orders', { as: email })).body?.orders ?? []).some(
          (listedOrder: { transactionId: string }) => listedOrder.transactionId === order.transactionId,
        );
      if (!(await listed(corrected)) || (await listed(order.buyerEmail)))
        world.broken.push({
          invariant: 'an e-mail correction moves the order',
          detail: `${order.transactionId} is not listed at /api/orders of ${corrected} alone`,
        });
      for (const mail of shop.mails.slice(mailsBefore).filter((sent) => sent.to === order.buyerEmail))
        if (mail.text.includes(corrected))
          world.broken.push({
            invariant: 'an e-mail correction tells the mistyped address nothing',
            detail: `${mail.kind} to ${mail.to} names ${corrected}`,
          });
      break;
    }
    case 'change-seats': {
      const subscription = choose(
        paddleSubscriptions(shop).filter(
          (candidate) =>
            candidate.status === 'active' &&
            isTrainer(candidate.customData?.slug) &&
            candidate.items[0]!.quantity !== step.quantity,
        ),
        step.pick,
      );
      if (subscription) await shop.paddle(`subscriptions/${subscription.id}/quantity?quantity=${step.quantity}`);
      break;
    }
    case 'deliver-again':
      await shop.redeliver(step.pick);
      break;
  }
}

export const OPERATOR = 'operator@skydeck.model';

/** What Paddle will charge: each subscription's state, scheduled end and quantities. */
function moneyState(shop: InProcessShop): string {
  return JSON.stringify(
    paddleSubscriptions(shop).map((subscription) => [
      subscription.id,
      subscription.status,
      subscription.scheduledCancelAt,
      subscription.items.map((item) => item.quantity),
    ]),
  );
}

const isExtension = (slug: unknown) =>
  typeof slug === 'string' && findProduct(slug)?.family === 'suite-nc-support-extension';
const isTrainer = (slug: unknown) => typeof slug === 'string' && findProduct(slug)?.family === 'fms-trainer';

/** The subscription's owner: the address of its Paddle customer. */
function ownerOf(shop: InProcessShop, subscription: PaddleSubscription): string {
  return shop.billing.customer(subscription.customerId).email;
}

async function asOwner(shop: InProcessShop, subscription: PaddleSubscription, path: string): Promise<void> {
  await shop.request('POST', path, { as: ownerOf(shop, subscription) });
  await shop.deliver();
}

async function buy(
  shop: InProcessShop,
  world: World,
  order: { slug: string; quantity: number; addOns?: string[]; email: string; signedIn: boolean; mistyped: boolean },
): Promise<ShopAnswer> {
  const checkout = await shop.request('POST', '/api/checkout', {
    ...(order.signedIn ? { as: order.email } : {}),
    body: {
      slug: order.slug,
      quantity: order.quantity,
      ...(order.addOns ? { addOns: order.addOns } : {}),
      ...(order.signedIn ? {} : { email: order.email }),
    },
  });
  if (checkout.status !== 201) return checkout;
  const transactionId = String(checkout.body.transactionId);
  await shop.paddle(`transactions/${transactionId}/pay`);
  world.orders.push({ transactionId, slug: order.slug, buyerEmail: order.email, mistyped: order.mistyped });
  await shop.deliver();
  return checkout;
}

/**
 * Time passes to `days` later; on the way Paddle does what it does at each period's end, in order: a cancellation
 * set for then takes effect; a renewal is charged (paid, or failing: past due, then recovered or, after its
 * dunning, canceled), as `renewals` says in turn (paid when it says no more).
 */
async function timePasses(
  shop: InProcessShop,
  step: Extract<Step, { do: 'time-passes' }>,
  onEvent: () => Promise<void>,
): Promise<void> {
  const until = Date.now() + step.days * DAY;
  const outcomes = [...(step.renewals ?? [])];
  const failedAt = new Map<string, number>();
  for (;;) {
    const due = paddleSubscriptions(shop)
      .flatMap((subscription): { subscription: PaddleSubscription; at: number; what: 'give-up' | 'period-end' }[] => {
        if (subscription.status === 'past_due' && failedAt.has(subscription.id))
          return [{ subscription, at: failedAt.get(subscription.id)! + DUNNING_DAYS * DAY, what: 'give-up' as const }];
        if ((subscription.status === 'active' || subscription.status === 'past_due') && subscription.period)
          return [{ subscription, at: Date.parse(subscription.period.endsAt), what: 'period-end' as const }];
        return [];
      })
      .filter((event) => event.at <= until)
      .sort((a, b) => a.at - b.at)[0];
    if (!due) break;
    shop.advanceTo(due.at);
    const { subscription } = due;
    if (due.what === 'give-up') {
      failedAt.delete(subscription.id);
      await shop.paddle(`subscriptions/${subscription.id}/cancel`);
    } else if (subscription.scheduledCancelAt && Date.parse(subscription.scheduledCancelAt) <= due.at) {
      await shop.paddle(`subscriptions/${subscription.id}/lapse?monthsAgo=0`);
    } else {
      const outcome = outcomes.shift() ?? 'paid';
      if (outcome === 'paid') await shop.paddle(`subscriptions/${subscription.id}/renew`);
      else {
        const failed = await shop.paddle(`subscriptions/${subscription.id}/fail-renewal`);
        if (outcome === 'recovered') {
          await shop.deliver();
          await onEvent();
          shop.advance(3 * DAY);
          await shop.paddle(`transactions/${String(failed.body.transactionId)}/recover`);
        } else failedAt.set(subscription.id, Date.now());
      }
    }
    await shop.deliver();
    await onEvent();
    shop.advance(1_000);
  }
  shop.advanceTo(until);
}

/**
 * A support extension of a suite licence: signed in by its owner, or by anyone with its key. The request states no
 * catch-up months (the server counts them), or states a number, which the shop must refuse unless it is the count.
 */
async function extend(shop: InProcessShop, world: World, step: Extract<Step, { do: 'extend' }>): Promise<void> {
  const licence = choose(
    licencesOf(shop).filter((candidate) => candidate.kind === 'suite' && candidate.status === 'active'),
    step.pick,
  );
  if (!licence) return;
  const family = licence.aircraftType === 'A322' ? 'a320' : licence.aircraftType === 'B38M' ? 'b38m' : 'b737';
  const slug = `suite-nc-support-extension-${family}-${step.term ?? 'annual'}`;
  const guest = step.by !== undefined && emailOf(step.by) !== licence.ownerEmail;
  const counted = lapseOf(licence, Date.now()).months;
  const stated = step.catchUp === 'counted' ? counted : step.catchUp;
  const checkout = await shop.request('POST', '/api/checkout', {
    ...(guest ? {} : { as: licence.ownerEmail }),
    body: {
      slug,
      quantity: 1,
      ...(stated !== undefined ? { secondaryQuantity: stated } : {}),
      ...(guest ? { licenceKey: licence.licenceKey, email: emailOf(step.by!) } : { licenceId: licence.licenceId }),
    },
  });
  // The server's count is the one a request may state: stated right, it is never refused for it.
  if (stated === counted && checkout.body?.error?.code === 'CATCH_UP_MONTHS')
    world.broken.push({
      invariant: 'catch-up charged only for lapsed months',
      detail: `${licence.licenceId}: a request stating the ${counted} lapsed month(s) was refused: ${String(checkout.body.error.message)}`,
    });
  if (checkout.status !== 201) return;
  const transactionId = String(checkout.body.transactionId);
  const transaction = shop.billing.transaction(transactionId);
  const catchUpMonths = transaction.items
    .filter((item) => shop.billing.prices.get(item.priceId)?.item.isSecondary)
    .reduce((sum, item) => sum + item.quantity, 0);
  world.extensions.push({ transactionId, licenceId: licence.licenceId, catchUpMonths, at: new Date().toISOString() });
  await shop.paddle(`transactions/${transactionId}/pay`);
  world.orders.push({
    transactionId,
    slug,
    buyerEmail: guest ? emailOf(step.by!) : licence.ownerEmail,
    mistyped: false,
  });
  await shop.deliver();
}

/**
 * An operator's refund from the console: the whole order, or its last `licences` licences (the console takes
 * back the highest units); Paddle approves it at once or leaves it pending for a later decision.
 */
async function refund(shop: InProcessShop, world: World, step: Extract<Step, { do: 'refund' }>): Promise<void> {
  const purchases = world.orders.filter((order) => !isExtension(order.slug));
  const order = choose(purchases, step.pick);
  if (!order) return;
  const active = licencesOf(shop)
    .filter((licence) => licence.transactionId === order.transactionId && licence.status === 'active')
    .map((licence) => licence.licenceId)
    .sort((a, b) => unit(a) - unit(b));
  const named = step.licences === undefined ? undefined : active.slice(Math.max(0, active.length - step.licences));
  // Nothing left to take back: the console offers no refund of units already gone.
  if (named?.length === 0) return;
  // Paddle reviews a refund at once, or holds this order's refunds for a decision later.
  if (step.decided === 'later') await shop.paddle(`transactions/${order.transactionId}/hold-refund-approval`);
  const answer = await shop.request('POST', `/api/admin/orders/${order.transactionId}/refund`, {
    as: { operator: OPERATOR },
    body: { reason: 'The buyer asked for a refund.', ...(named ? { licenceIds: named } : { wholeOrder: true }) },
  });
  if (answer.status === 200 && step.decided === 'later') world.pendingRefunds.push(String(answer.body.adjustmentId));
  await shop.deliver();
}

const unit = (licenceId: string) => Number(/_(\d+)$/.exec(licenceId)?.[1] ?? 0);
