import type { AircraftType, SubscriptionPeriod } from '../../lambdas/domain/aircraft';
import { findProduct } from '../../lambdas/domain/catalogue';
import { supportExtensionSlug } from '../../lambdas/domain/product-keys';
import { unitIds } from '../../lambdas/domain/licences/issuance';
import { seededRandom } from '../../infra/local/seeded-random';
import { startStackProcess, type StackProcess } from '../support/local-stack-process';
import { ownStackClient } from '../support/own-stack';

/**
 * The webhook storm: 50 real checkouts, paid through the Paddle stand-in, whose events — in Paddle's shapes
 * and order: transaction.paid, subscription.created and .activated, transaction.completed; renewals, cancellations
 * and past-due notices — are each delivered at least twice (500 signed deliveries released at once in a shuffled
 * order) while 10% of store writes fail. The stand-in redelivers every 5xx as Paddle would. Afterwards every
 * purchase has exactly its licences and every subscription its final state. No timings are asserted.
 *
 * It runs on a stack of its own: injected faults and held deliveries must not reach the other tests.
 */
const SEED = 8;
const PURCHASES = 50;
const DELIVERIES = 500;
const FAILURE_RATE = 0.1;

type Lifecycle = 'none' | 'renew' | 'cancel' | 'past-due';
/** What each purchase does after paying, cycled so that every kind of basket meets every lifecycle. */
const LIFECYCLES: readonly Lifecycle[] = [
  'none',
  'renew',
  'none',
  'cancel',
  'none',
  'none',
  'past-due',
  'none',
  'none',
  'none',
];

interface Basket {
  slug: string;
  quantity: number;
  secondaryQuantity?: number;
  addOns?: string[];
  /** Support extensions: their term; the suite whose first licence they extend is chosen after the baskets. */
  extensionTerm?: SubscriptionPeriod;
}

interface Purchase {
  readonly index: number;
  readonly basket: Basket;
  readonly email: string;
  readonly lifecycle: Lifecycle;
  transactionId: string;
  licenceId?: string;
  subscriptionId?: string;
  /** The subscription as the stand-in last described it after the lifecycle's controls. */
  finalSubscription?: { status: string; current_billing_period: { ends_at: string } | null };
}

/** Ten kinds of basket: suites (with and without add-ons), trainers (tiers and classroom), support extensions. */
function basketFor(index: number, random: () => number): Basket {
  const upTo = (max: number) => 1 + Math.floor(random() * max);
  switch (index % 10) {
    case 0:
      return { slug: 'skydeck-suiteb737annual', quantity: upTo(3), addOns: ['hud'] };
    case 1:
      return { slug: 'skydeck-suitea320neoandceoannual', quantity: upTo(2) };
    case 2:
      return { slug: 'skydeck-suitea320ceoonlyannual', quantity: upTo(2) };
    case 3:
      return { slug: 'skydeck-suiteb38mannual', quantity: upTo(2) };
    case 4:
      return { slug: 'win-fms-trainer-b738-personal-annual', quantity: upTo(12) };
    case 5:
      return { slug: 'ios-fms-trainer-a322-classroom-monthly', quantity: upTo(2) };
    case 6:
      return { slug: 'win-fms-trainer-b38m-personal-monthly', quantity: upTo(3) };
    case 7:
      // The shop counts the catch-up months (none: the licence's support has not lapsed); a buyer need not say them.
      return { slug: '', quantity: 1, extensionTerm: 'Annual' };
    case 8:
      return { slug: '', quantity: 1, secondaryQuantity: 0, extensionTerm: 'Monthly' };
    default:
      return { slug: 'skydeck-suiteb737annual', quantity: upTo(3) };
  }
}

/** Runs `task` over `items` with at most `limit` at a time. */
async function inBatches<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: limit }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item);
    }),
  );
}

describe('webhook storm', () => {
  let stack: StackProcess;
  const { call, scan } = ownStackClient(() => stack.url);

  beforeAll(async () => {
    stack = await startStackProcess();
  }, 60_000);

  afterAll(async () => {
    await stack?.stop();
  });

  it('issues every purchase exactly its licences and leaves every subscription in its final state', async () => {
    // Prepare: suites bought and cancelled before the storm, delivered as they happen. A licence whose support a
    // subscription renews is sold no extension, so these are the licences the storm's extensions extend.
    const random = seededRandom(SEED);
    const purchases: Purchase[] = Array.from({ length: PURCHASES }, (_, index) => ({
      index,
      basket: basketFor(index, random),
      email: `storm-${index}-${Date.now()}@example.com`,
      lifecycle: LIFECYCLES[(index + Math.floor(index / 10)) % LIFECYCLES.length]!,
      transactionId: '',
    }));
    const subscriptionControl = (purchase: Purchase, action: string) =>
      call(`/api/local/paddle/subscriptions/${purchase.subscriptionId}/${action}`, 'POST');
    const checkout = async (purchase: Purchase) => {
      const { extensionTerm: _term, ...basket } = purchase.basket;
      const answer = await call('/api/checkout', 'POST', {
        ...basket,
        email: purchase.email,
        licenceId: purchase.licenceId,
      });
      purchase.transactionId = answer.transactionId;
      purchase.subscriptionId = (
        await call(`/api/local/paddle/transactions/${answer.transactionId}/pay`, 'POST')
      ).subscriptionId;
    };
    const extensions = purchases.filter((purchase) => purchase.basket.extensionTerm !== undefined);
    const cancelledBefore: Purchase[] = extensions.map((_extension, at) => ({
      index: PURCHASES + at,
      basket: { slug: at % 2 === 0 ? 'skydeck-suiteb737annual' : 'skydeck-suitea320neoandceoannual', quantity: 1 },
      email: `storm-cancelled-${at}-${Date.now()}@example.com`,
      lifecycle: 'cancel',
      transactionId: '',
    }));
    for (const suite of cancelledBefore) {
      await checkout(suite);
      suite.finalSubscription = (await subscriptionControl(suite, 'cancel')).subscription;
    }
    const delivered = async () => {
      let deliveries: any[] = [];
      for (
        const deadline = Date.now() + 45_000;
        Date.now() < deadline;
        await new Promise((resolve) => setTimeout(resolve, 250))
      ) {
        deliveries = (await call('/api/local/paddle/deliveries')).deliveries;
        if (deliveries.every((delivery) => delivery.status !== 'pending')) break;
      }
      return deliveries;
    };
    const deliveredBefore = new Set<string>((await delivered()).map((delivery) => delivery.eventId));
    extensions.forEach((extension, at) => {
      const suite = cancelledBefore[at]!;
      extension.licenceId = unitIds(suite.transactionId, 1)[0];
      extension.basket.slug = supportExtensionSlug(
        findProduct(suite.basket.slug)!.aircraftType as AircraftType,
        extension.basket.extensionTerm!,
      );
    });

    // Prepare: 50 checkouts, paid and taken through their lifecycle while the stand-in holds every delivery
    await call('/api/local/paddle/deliveries/hold', 'POST');
    await inBatches(purchases, 6, checkout);
    for (const purchase of purchases)
      if (purchase.lifecycle !== 'none')
        purchase.finalSubscription = (await subscriptionControl(purchase, purchase.lifecycle)).subscription;
    const events: any[] = ((await call('/api/local/paddle/deliveries')).deliveries as any[]).filter(
      (delivery) => !deliveredBefore.has(delivery.eventId),
    );
    // Every event is delivered twice, and a random few of them a third time, up to 500 deliveries.
    const extra = Array.from(
      { length: DELIVERIES - 2 * events.length },
      () => events[Math.floor(random() * events.length)],
    );
    for (const event of [...events, ...extra])
      await call(`/api/local/paddle/notifications/${event.notificationId}/replay`, 'POST');
    await call(`/api/local/store/fail-rate?rate=${FAILURE_RATE}&seed=${SEED}`, 'POST');

    // Act: all 500 at once, shuffled; the stand-in redelivers whatever is not answered 2xx
    await call(`/api/local/paddle/deliveries/release?seed=${SEED}`, 'POST');
    const deliveries = await delivered();
    const faults = await call('/api/local/store/fail-rate?rate=0', 'POST');

    // Assess: the storm was what it claims to be
    expect(events.length).toBeLessThanOrEqual(DELIVERIES / 2);
    expect(new Set(events.map((event) => event.eventType))).toEqual(
      new Set([
        'transaction.paid',
        'transaction.completed',
        'subscription.created',
        'subscription.activated',
        'subscription.updated',
        'subscription.canceled',
        'subscription.past_due',
      ]),
    );
    // A paid support extension moves its subscription's billing date (ADR 312): Paddle's notices of that come on top.
    const stormed = new Set(events.map((event) => event.eventId));
    expect(deliveries.filter((delivery) => stormed.has(delivery.eventId))).toHaveLength(DELIVERIES);
    expect(
      deliveries.every(
        (delivery) =>
          stormed.has(delivery.eventId) ||
          deliveredBefore.has(delivery.eventId) ||
          delivery.eventType === 'subscription.updated',
      ),
    ).toBe(true);
    expect(deliveries.filter((delivery) => delivery.status !== 'delivered')).toEqual([]);
    expect(faults.injectedFailures).toBeGreaterThan(0);
    expect(deliveries.filter((delivery) => delivery.attempts > 1).length).toBeGreaterThan(0);

    // Assess: exactly the licences of each purchase, from the catalogue: a unit per suite or trainer seat bought
    const licences = await scan('licence');
    const orders = await scan('order');
    const expectedLicenceIds: string[] = [];
    for (const purchase of [...cancelledBefore, ...purchases]) {
      const product = findProduct(purchase.basket.slug)!;
      const units = product.family === 'suite' || product.family === 'fms-trainer' ? purchase.basket.quantity : 0;
      const ids = unitIds(purchase.transactionId, units);
      expectedLicenceIds.push(...ids);
      const issued = licences.filter((licence) => licence.transactionId === purchase.transactionId);
      expect({ purchase: purchase.index, ids: issued.map((licence) => licence.licenceId).sort() }).toEqual({
        purchase: purchase.index,
        ids: ids.sort(),
      });
      for (const licence of issued) {
        expect(licence).toMatchObject({
          kind: product.family === 'suite' ? 'suite' : 'trainer-seat',
          productSlug: product.slug,
          ownerEmail: purchase.email,
          addOns: purchase.basket.addOns ?? [],
          subscriptionId: purchase.subscriptionId,
          status: 'active',
        });
      }
      const order = orders.find((candidate) => candidate.transactionId === purchase.transactionId);
      expect(order).toMatchObject({ status: 'paid', licenceIds: unitIds(purchase.transactionId, units) });
    }
    expect(licences.map((licence) => licence.licenceId).sort()).toEqual(expectedLicenceIds.sort());

    // Assess: each support extension paid once in the ledger of the licence it extends, with no catch-up month
    for (const purchase of extensions) {
      const extended = licences.find((licence) => licence.licenceId === purchase.licenceId)!;
      const paid = Object.values(extended.ledger as Record<string, any>).filter(
        (entry) => entry.transactionId === purchase.transactionId,
      );
      expect(paid).toEqual([
        expect.objectContaining({ source: 'extension', subscriptionId: purchase.subscriptionId, state: 'paid' }),
      ]);
    }

    // Assess: every subscription in the state of its newest event, whatever order the events came in; Paddle names
    // the purchase's transaction on subscription.created only, and a canceled subscription has no billing period
    const subscriptions = await scan('subscription');
    expect(subscriptions).toHaveLength(cancelledBefore.length + PURCHASES);
    for (const purchase of [...cancelledBefore, ...purchases]) {
      const subscription = subscriptions.find((candidate) => candidate.subscriptionId === purchase.subscriptionId);
      const expected = purchase.finalSubscription;
      expect({ purchase: purchase.index, lifecycle: purchase.lifecycle, ...subscription }).toMatchObject({
        purchase: purchase.index,
        transactionId: purchase.transactionId,
        ownerEmail: purchase.email,
        status: expected?.status ?? 'active',
        // An extension's period moved to where the support it extends ends, while the storm ran (ADR 312).
        ...(expected?.current_billing_period && purchase.basket.extensionTerm === undefined
          ? { currentPeriodEnd: expected.current_billing_period.ends_at }
          : {}),
      });
    }
  }, 120_000);
});
