import type { CompletedTransaction } from '../../../../lambdas/domain/licences/payment-events';
import type { SupportStatus } from '../../../../lambdas/domain/licences/support-status';
import { extendFromCurrentEnd } from '../../../../lambdas/services/payments/support-extension';
import { memoryPaymentPorts } from '../../../support/memory-payment-ports';

const PAID_AT = '2026-06-01T12:00:00.000Z';

/** An extension of lic_old_1's support, bought by `buyer`, with the licence's support before it as given. */
function extension(support: SupportStatus, buyer = 'owner@example.com') {
  const { ports } = memoryPaymentPorts();
  const moved: [string, string][] = [];
  const mailed: { ownerEmail: string; supportUntil: string }[] = [];
  const withSupport = {
    ...ports,
    supportExtensions: {
      supportBefore: async () => ({ ownerEmail: 'owner@example.com', productTitle: 'SkyDeck B737 suite', support }),
      moveNextBilling: async (subscriptionId: string, nextBilledAt: string) =>
        void moved.push([subscriptionId, nextBilledAt]),
      mailOwner: async (notice: { ownerEmail: string; supportUntil: string }) =>
        void mailed.push({ ownerEmail: notice.ownerEmail, supportUntil: notice.supportUntil }),
    },
  };
  const transaction = {
    transactionId: 'txn_ext',
    origin: 'web',
    subscriptionId: 'sub_ext',
    customerId: 'ctm_1',
    customData: {
      shop: 'skydeck',
      slug: 'suite-nc-support-extension-b737-annual',
      quantity: 1,
      secondaryQuantity: 0,
      addOns: [],
      buyerEmail: buyer,
      licenceId: 'lic_old_1',
    },
    items: [],
    lines: [],
    paidAt: PAID_AT,
    billingPeriod: null,
    totalCents: 12_000,
  } as CompletedTransaction;
  const run = () =>
    extendFromCurrentEnd(
      withSupport,
      { licenceId: 'lic_old_1', subscriptionId: 'sub_ext', catchUpMonths: 0 },
      transaction,
    );
  return { run, moved, mailed };
}

describe('a paid support extension', () => {
  it('runs one term from where running support ends, and moves its first renewal there', async () => {
    // Prepare: support runs until 1 August without renewing
    const { run, moved } = extension({
      state: 'active',
      activeUntil: '2026-08-01T00:00:00.000Z',
      autoRenewing: false,
      subscriptionId: 'sub_old',
    });

    // Act
    const endsAt = await run();

    // Assess
    expect(endsAt).toBe('2027-08-01T00:00:00.000Z');
    expect(moved).toEqual([['sub_ext', '2027-08-01T00:00:00.000Z']]);
  });

  it('runs from the payment after a lapse, and moves nothing: Paddle opened it then', async () => {
    // Prepare
    const { run, moved } = extension({
      state: 'lapsed',
      lapsedSince: '2026-01-01T00:00:00.000Z',
      subscriptionId: 'sub_old',
    });

    // Act
    const endsAt = await run();

    // Assess
    expect(endsAt).toBe('2027-06-01T12:00:00.000Z');
    expect(moved).toEqual([]);
  });

  it('tells the owner the new end when someone else paid for it, and only then', async () => {
    // Prepare
    const lapsed: SupportStatus = {
      state: 'lapsed',
      lapsedSince: '2026-01-01T00:00:00.000Z',
      subscriptionId: 'sub_old',
    };
    const byFriend = extension(lapsed, 'friend@example.com');
    const byOwner = extension(lapsed, 'Owner@Example.com');

    // Act
    await byFriend.run();
    await byOwner.run();

    // Assess
    expect(byFriend.mailed).toEqual([{ ownerEmail: 'owner@example.com', supportUntil: '2027-06-01T12:00:00.000Z' }]);
    expect(byOwner.mailed).toEqual([]);
  });

  it('moves to the same date when the payment is delivered again', async () => {
    // Prepare
    const { run, moved } = extension({
      state: 'active',
      activeUntil: '2026-08-01T00:00:00.000Z',
      autoRenewing: false,
      subscriptionId: 'sub_old',
    });

    // Act
    await run();
    await run();

    // Assess
    expect(new Set(moved.map(([, date]) => date))).toEqual(new Set(['2027-08-01T00:00:00.000Z']));
  });
});
