import type { SubscriptionRecord } from '../../../../lambdas/adapters/store/subscriptions';
import { mailLimiter } from '../../../../lambdas/services/limits/mail-limiter';
import { subscriptionActions, type SubscriptionPorts } from '../../../../lambdas/services/portal/subscription-actions';
import { memoryMailCounters } from '../../../support/memory-mail-counters';

const OWNER = 'owner@example.com';
const SUBSCRIPTION = {
  subscriptionId: 'sub_1',
  status: 'active',
  ownerEmail: OWNER,
  customerId: 'ctm_1',
  currentPeriodEnd: '2027-01-15T00:00:00.000Z',
  nextBilledAt: '2027-01-15T00:00:00.000Z',
  scheduledChange: null,
} as SubscriptionRecord;
const SET_TO_END = {
  ...SUBSCRIPTION,
  scheduledChange: { action: 'cancel', effectiveAt: '2027-01-15T00:00:00.000Z' },
} as SubscriptionRecord;
const NOW = new Date('2026-11-26T10:00:00.000Z');

function ports(overrides: Partial<SubscriptionPorts> = {}, stored: SubscriptionRecord = SUBSCRIPTION) {
  const calls: string[] = [];
  const logged: string[] = [];
  const mails: { kind: string; change: object }[] = [];
  const paddle = {
    subscriptions: {
      cancel: async (id: string, body: { effectiveFrom: string }) => (
        calls.push(body.effectiveFrom === 'immediately' ? `cancel ${id} immediately` : `cancel ${id}`),
        body.effectiveFrom === 'immediately'
          ? { status: 'canceled', scheduledChange: null }
          : { scheduledChange: { action: 'cancel', effectiveAt: '2027-01-15T00:00:00.000Z' } }
      ),
      update: async (id: string, body: object) => (
        calls.push(`update ${id} ${JSON.stringify(body)}`),
        { scheduledChange: null, nextBilledAt: '2027-01-15T00:00:00.000Z' }
      ),
    },
    customerPortalSessions: {
      create: async (customerId: string) => (
        calls.push(`portal ${customerId}`),
        {
          urls: {
            general: { overview: 'https://portal/overview' },
            subscriptions: [{ id: 'sub_1', updateSubscriptionPaymentMethod: 'https://portal/pay' }],
          },
        }
      ),
    },
  } as unknown as Awaited<ReturnType<SubscriptionPorts['paddle']>>;
  const all: SubscriptionPorts = {
    getSubscription: async (id) => (id === stored.subscriptionId ? stored : undefined),
    // The support subscription renews its one licence, unless a test says otherwise.
    coverage: async () => ({ renews: ['lic_1_1'], renewedElsewhere: [], support: true }),
    // Its licence's ledger is paid to the end of Paddle's period, unless a test says otherwise.
    paidUntil: async () => '2027-01-15T00:00:00.000Z',
    paddle: async () => paddle,
    cancellable: () => true,
    productTitle: () => 'Support for SkyDeck Suite A320',
    mailer: {
      sendSubscriptionCancelled: async (change) => (mails.push({ kind: 'cancelled', change }), true),
      sendSubscriptionResumed: async (change) => (mails.push({ kind: 'resumed', change }), true),
    },
    limits: mailLimiter(memoryMailCounters(), () => NOW),
    now: () => NOW,
    logError: (message) => logged.push(message),
    alarm: (metric, message) => logged.push(`${metric}: ${message}`),
    ...overrides,
  };
  return { all, calls, logged, mails };
}

describe('subscription actions as a service', () => {
  it('asks Paddle to cancel at the end of the period', async () => {
    // Prepare
    const { all, calls, mails } = ports();

    // Act
    const answer = await subscriptionActions(all).cancel('sub_1', 'Owner@Example.com');

    // Assess
    expect(answer).toEqual({
      subscriptionId: 'sub_1',
      cancellation: 'requested',
      effectiveFrom: 'next_billing_period',
      endsAt: '2027-01-15T00:00:00.000Z',
    });
    expect(calls).toEqual(['cancel sub_1']);
    expect(mails).toEqual([
      {
        kind: 'cancelled',
        change: {
          subscriptionId: 'sub_1',
          productTitle: 'Support for SkyDeck Suite A320',
          ownerEmail: OWNER,
          requestedAt: NOW.toISOString(),
          endsAt: '2027-01-15T00:00:00.000Z',
          resumable: true,
        },
      },
    ]);
  });

  it('resumes a subscription set to end by removing the scheduled change in Paddle, with a receipt', async () => {
    // Prepare
    const { all, calls, mails } = ports({}, SET_TO_END);

    // Act
    const answer = await subscriptionActions(all).resume('sub_1', OWNER);

    // Assess
    expect(answer).toEqual({
      subscriptionId: 'sub_1',
      resumption: 'requested',
      nextBilledAt: '2027-01-15T00:00:00.000Z',
    });
    expect(calls).toEqual(['update sub_1 {"scheduledChange":null}']);
    expect(mails).toMatchObject([{ kind: 'resumed', change: { nextBilledAt: '2027-01-15T00:00:00.000Z' } }]);
  });

  it('refuses to resume a subscription whose licence another subscription renews now, and asks Paddle nothing', async () => {
    // Prepare: after the cancel, an extension bought for the licence renews it from where this one ends
    const { all, calls, mails } = ports(
      {
        coverage: async () => ({
          renews: [],
          renewedElsewhere: [{ licenceId: 'lic_1_1', subscriptionId: 'sub_extension' }],
          support: true,
        }),
      },
      SET_TO_END,
    );

    // Act
    const resumed = subscriptionActions(all).resume('sub_1', OWNER);

    // Assess
    await expect(resumed).rejects.toMatchObject({
      code: 'RENEWED_ELSEWHERE',
      message:
        'Support for lic_1_1 now renews with another subscription of yours; resuming this one would charge for the same period twice. Cancel that one first if you want this one to renew instead.',
    });
    expect(calls).toEqual([]);
    expect(mails).toEqual([]);
  });

  it.each([
    ['support subscription whose licences all left the buyer', true],
    ['trainer subscription with no seat left in use (ADR 429)', false],
  ])('refuses to resume a %s, and asks Paddle nothing', async (_name, support) => {
    // Prepare: set to end, then nothing it pays for renews with it (moved to a new owner, refunded, reduced)
    const { all, calls, mails } = ports(
      { coverage: async () => ({ renews: [], renewedElsewhere: [], support }) },
      SET_TO_END,
    );

    // Act
    const resumed = subscriptionActions(all).resume('sub_1', OWNER);

    // Assess
    await expect(resumed).rejects.toMatchObject({
      code: 'RENEWS_NOTHING',
      message:
        'This subscription no longer pays for any licence of yours (they moved to a new owner or were refunded), so resuming it would charge for nothing.',
    });
    expect(calls).toEqual([]);
    expect(mails).toEqual([]);
  });

  it('resumes for the licences it still renews only: the others\u2019 units go, billed nothing', async () => {
    // Prepare: two licences on it; one moved away (or is renewed by an extension) since it was set to end
    const { all, calls } = ports(
      {
        coverage: async () => ({
          renews: ['lic_1_1'],
          renewedElsewhere: [{ licenceId: 'lic_1_2', subscriptionId: 'sub_extension' }],
          support: true,
        }),
      },
      { ...SET_TO_END, quantity: 2, priceIds: ['pri_support'] },
    );

    // Act
    await subscriptionActions(all).resume('sub_1', OWNER);

    // Assess
    expect(calls).toEqual([
      'update sub_1 {"items":[{"priceId":"pri_support","quantity":1}],"prorationBillingMode":"do_not_bill"}',
      'update sub_1 {"scheduledChange":null}',
    ]);
  });

  it('resumes for every licence it renews again: a unit an extension took over and gave back returns, billed nothing', async () => {
    // Prepare: two licences; an extension paid for one lowered this to one unit, and was refunded since
    const { all, calls } = ports(
      { coverage: async () => ({ renews: ['lic_1_1', 'lic_1_2'], renewedElsewhere: [], support: true }) },
      { ...SET_TO_END, quantity: 1, priceIds: ['pri_support'] },
    );

    // Act
    await subscriptionActions(all).resume('sub_1', OWNER);

    // Assess
    expect(calls).toEqual([
      'update sub_1 {"items":[{"priceId":"pri_support","quantity":2}],"prorationBillingMode":"do_not_bill"}',
      'update sub_1 {"scheduledChange":null}',
    ]);
  });

  it.each<[string, SubscriptionRecord, string]>([
    ['one that is not set to end', SUBSCRIPTION, 'NOT_CANCELLED'],
    ['one that has ended', { ...SET_TO_END, status: 'canceled' }, 'SUBSCRIPTION_ENDED'],
    [
      'one Paddle ended at once, with no cancellation scheduled',
      { ...SUBSCRIPTION, status: 'canceled' },
      'SUBSCRIPTION_ENDED',
    ],
  ])('refuses to resume %s', async (_label, stored, code) => {
    // Prepare
    const { all, calls, mails } = ports({}, stored);

    // Act
    const resumed = subscriptionActions(all).resume('sub_1', OWNER);

    // Assess
    await expect(resumed).rejects.toMatchObject({ name: 'ConflictError', code });
    expect(calls).toEqual([]);
    expect(mails).toEqual([]);
  });

  it.each([['paused'], ['past_due']])(
    'cancels a %s subscription at once, as Paddle only does, and mails the end of its paid time from the ledger',
    async (status) => {
      // Prepare: Paddle has no period left to end it with; the licence's ledger is paid to mid-2027
      const { all, calls, mails } = ports({ paidUntil: async () => '2027-06-30T00:00:00.000Z' }, {
        ...SUBSCRIPTION,
        status,
        currentPeriodEnd: null,
      } as SubscriptionRecord);

      // Act
      const answer = await subscriptionActions(all).cancel('sub_1', OWNER);

      // Assess
      expect(answer).toMatchObject({ effectiveFrom: 'immediately', endsAt: '2027-06-30T00:00:00.000Z' });
      expect(calls).toEqual(['cancel sub_1 immediately']);
      expect(mails).toMatchObject([
        { kind: 'cancelled', change: { endsAt: '2027-06-30T00:00:00.000Z', resumable: false } },
      ]);
    },
  );

  it('mails Paddle\u2019s end of the period where the ledgers know of no paid time', async () => {
    // Prepare
    const { all, mails } = ports({ paidUntil: async () => null });

    // Act
    await subscriptionActions(all).cancel('sub_1', OWNER);

    // Assess
    expect(mails).toMatchObject([{ kind: 'cancelled', change: { endsAt: '2027-01-15T00:00:00.000Z' } }]);
  });

  it('refuses with 409, not 502, a resume Paddle refuses because it has canceled the subscription meanwhile', async () => {
    // Prepare: the shop still holds it as set to end; Paddle has ended it and its notice is on its way
    const ended = Object.assign(new Error('The subscription is canceled.'), { code: 'subscription_locked_canceled' });
    const { all, logged, mails } = ports(
      {
        paddle: async () =>
          ({
            subscriptions: { update: async () => Promise.reject(ended) },
          }) as unknown as Awaited<ReturnType<SubscriptionPorts['paddle']>>,
      },
      SET_TO_END,
    );

    // Act
    const resumed = subscriptionActions(all).resume('sub_1', OWNER);

    // Assess
    await expect(resumed).rejects.toMatchObject({
      name: 'ConflictError',
      code: 'SUBSCRIPTION_ENDED',
      message: 'This subscription has ended and cannot be resumed. To continue, buy it again.',
    });
    expect(logged).toEqual([]);
    expect(mails).toEqual([]);
  });

  it('refuses a seventh cancel or resume of one subscription in a day, before asking Paddle', async () => {
    // Prepare: six changes (cancel, resume, …) spend the day's receipts of this subscription
    const limits = mailLimiter(memoryMailCounters(), () => NOW);
    for (let change = 0; change < 6; change += 1) {
      const stored = change % 2 === 0 ? SUBSCRIPTION : SET_TO_END;
      const { all } = ports({ limits }, stored);
      await subscriptionActions(all)[change % 2 === 0 ? 'cancel' : 'resume']('sub_1', OWNER);
    }
    const { all, calls, mails } = ports({ limits });

    // Act
    const seventh = subscriptionActions(all).cancel('sub_1', OWNER);

    // Assess
    await expect(seventh).rejects.toMatchObject({ name: 'TooManyMailsError', code: 'TOO_MANY_MAILS' });
    expect(calls).toEqual([]);
    expect(mails).toEqual([]);
  });

  it('cancels even when the receipt cannot be sent, and logs the failure', async () => {
    // Prepare
    const { all, calls, logged } = ports({
      mailer: {
        sendSubscriptionCancelled: async () => Promise.reject(new Error('SES is unavailable')),
        sendSubscriptionResumed: async () => true,
      },
    });

    // Act
    const answer = await subscriptionActions(all).cancel('sub_1', OWNER);

    // Assess
    expect(answer).toMatchObject({ cancellation: 'requested' });
    expect(calls).toEqual(['cancel sub_1']);
    expect(logged).toEqual(['SubscriptionReceiptFailures: Subscription receipt not sent']);
  });

  it('answers the portal link that updates this subscription\u2019s payment method', async () => {
    // Act
    const answer = await subscriptionActions(ports().all).portal('sub_1', OWNER);

    // Assess
    expect(answer).toEqual({ url: 'https://portal/pay' });
  });

  it.each<[string, Partial<SubscriptionPorts>, string, { name: string; code: string }]>([
    [
      'someone else\u2019s subscription',
      {},
      'other@example.com',
      { name: 'NotFoundError', code: 'SUBSCRIPTION_NOT_FOUND' },
    ],
    [
      'one already set to end',
      { cancellable: () => false },
      OWNER,
      { name: 'ConflictError', code: 'ALREADY_CANCELLED' },
    ],
    [
      'when Paddle fails',
      { paddle: async () => Promise.reject(new Error('down')) },
      OWNER,
      { name: 'UpstreamError', code: 'PAYMENT_PROVIDER_UNAVAILABLE' },
    ],
  ])('refuses to cancel %s', async (_label, overrides, callerEmail, expected) => {
    // Prepare
    const { all, calls } = ports(overrides);

    // Act
    const cancelled = subscriptionActions(all).cancel('sub_1', callerEmail);

    // Assess
    await expect(cancelled).rejects.toMatchObject(expected);
    expect(calls).toEqual([]);
  });
});
