import type { SubscriptionRecord } from '../../../lambdas/adapters/store/subscriptions';
import { subscriptionActions, type SubscriptionPorts } from '../../../lambdas/services/portal/subscription-actions';

const OWNER = 'owner@example.com';
const SUBSCRIPTION = {
  subscriptionId: 'sub_1',
  status: 'active',
  ownerEmail: OWNER,
  customerId: 'ctm_1',
} as SubscriptionRecord;

function ports(overrides: Partial<SubscriptionPorts> = {}) {
  const calls: string[] = [];
  const logged: string[] = [];
  const paddle = {
    subscriptions: { cancel: async (id: string) => (calls.push(`cancel ${id}`), {}) },
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
    getSubscription: async (id) => (id === SUBSCRIPTION.subscriptionId ? SUBSCRIPTION : undefined),
    paddle: async () => paddle,
    cancellable: () => true,
    logError: (message) => logged.push(message),
    ...overrides,
  };
  return { all, calls, logged };
}

describe('subscription actions as a service', () => {
  it('asks Paddle to cancel at the end of the period', async () => {
    // Prepare
    const { all, calls } = ports();

    // Act
    const answer = await subscriptionActions(all).cancel('sub_1', 'Owner@Example.com');

    // Assess
    expect(answer).toEqual({
      subscriptionId: 'sub_1',
      cancellation: 'requested',
      effectiveFrom: 'next_billing_period',
    });
    expect(calls).toEqual(['cancel sub_1']);
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
