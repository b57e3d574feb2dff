import type { PortalRecords } from '../../../../lambdas/adapters/licence-views';
import type { LicenceRecord } from '../../../../lambdas/adapters/store/licences';
import type { SubscriptionRecord } from '../../../../lambdas/adapters/store/subscriptions';
import { ledgerEntry, ledgerMap } from '../../../../lambdas/domain/ledger/entries';
import {
  portalViews,
  readSubscriptionSupports,
  subscriptionView,
  subscriptionViews,
} from '../../../../lambdas/services/portal/licence-views';
import { b737SuiteLicence } from '../../../support/licence-fixtures';

const NOW = new Date('2027-03-15T00:00:00.000Z');
const OWNER = 'owner@example.com';

const paid = (subscriptionId: string, payer: string, from: string, until: string) =>
  ledgerEntry({
    source: 'renewal',
    from,
    until,
    transactionId: `txn_${subscriptionId}`,
    subscriptionId,
    payer,
    state: 'paid',
    recordedAt: from,
  });

const subscription = (subscriptionId: string, fields: Partial<SubscriptionRecord> = {}) =>
  ({
    subscriptionId,
    status: 'active',
    ownerEmail: OWNER,
    customerId: 'ctm_1',
    productSlug: 'ios-fms-trainer-b738-personal-monthly',
    transactionId: 'txn_buy',
    priceIds: [],
    currentPeriodStart: '2027-03-01T00:00:00.000Z',
    currentPeriodEnd: '2027-04-01T00:00:00.000Z',
    nextBilledAt: '2027-04-01T00:00:00.000Z',
    canceledAt: null,
    lastEventAt: '2027-03-01T00:00:00.000Z',
    ...fields,
  }) as SubscriptionRecord;

/** The one batched read, answering from what the test holds, and what it was asked for. */
function reads(subscriptions: SubscriptionRecord[]) {
  const asked: string[][] = [];
  const read = async (request: { subscriptionIds: readonly string[] }): Promise<PortalRecords> => {
    asked.push([...request.subscriptionIds]);
    return {
      transfers: new Map(),
      subscriptions: new Map(
        subscriptions
          .filter((each) => request.subscriptionIds.includes(each.subscriptionId))
          .map((each) => [each.subscriptionId, each]),
      ),
      offeredLicences: new Map(),
    };
  };
  return { read, asked };
}

const licence = (licenceId: string, fields: Partial<LicenceRecord>): LicenceRecord => ({
  ...b737SuiteLicence({ licenceId, ownerEmail: OWNER, transactionId: 'txn_buy', licenceKey: 'SKYDECK1.x.y' }),
  ledgerComplete: true,
  ...fields,
});

describe('the licence portal\u2019s views', () => {
  it('shows a seat whose subscription was paused as expired, as its key status says', async () => {
    // Prepare
    const seat = licence('lic_buy_1', {
      kind: 'trainer-seat',
      subscriptionId: 'sub_seats',
      ledger: ledgerMap([paid('sub_seats', OWNER, '2027-03-01T00:00:00Z', '2027-04-01T00:00:00Z')]),
    });
    const { read, asked } = reads([subscription('sub_seats', { status: 'paused', pausedAt: '2027-03-10T00:00:00Z' })]);

    // Act
    const { licences } = await portalViews(read, OWNER, { licences: [seat] }, NOW);

    // Assess
    expect(licences[0]).toMatchObject({
      status: 'expired',
      support: { state: 'paused', pausedSince: '2027-03-10T00:00:00Z' },
    });
    expect(asked).toEqual([['sub_seats']]);
  });

  it('says who paid the support that runs: the caller, a previous owner or someone else', async () => {
    // Prepare
    const period = ['2027-01-01T00:00:00Z', '2028-01-01T00:00:00Z'] as const;
    const own = licence('lic_a_1', { ledger: ledgerMap([paid('sub_a', OWNER, ...period)]) });
    const moved = licence('lic_b_1', {
      transferredFrom: 'previous@example.com',
      ledger: ledgerMap([paid('sub_b', 'previous@example.com', ...period)]),
    });
    const gift = licence('lic_c_1', { ledger: ledgerMap([paid('sub_c', 'friend@example.com', ...period)]) });
    const { read } = reads([subscription('sub_a'), subscription('sub_b'), subscription('sub_c')]);

    // Act
    const { licences } = await portalViews(read, OWNER, { licences: [own, moved, gift] }, NOW);

    // Assess
    expect(licences.map((view) => view.supportPaidBy)).toEqual(['you', 'previous-owner', 'someone-else']);
  });

  it('reads no subscription the caller already holds, and shows nothing of a licence moved away meanwhile', async () => {
    // Prepare
    const own = licence('lic_a_1', {
      ledger: ledgerMap([paid('sub_a', OWNER, '2027-01-01T00:00:00Z', '2028-01-01T00:00:00Z')]),
    });
    const gone = licence('lic_z_1', { ownerEmail: 'elsewhere@example.com' });
    const { read, asked } = reads([]);

    // Act
    const { licences } = await portalViews(
      read,
      OWNER,
      { licences: [own, gone], subscriptions: [subscription('sub_a')] },
      NOW,
    );

    // Assess
    expect(licences.map((view) => view.licenceId)).toEqual(['lic_a_1']);
    expect(licences[0]!.support).toMatchObject({ state: 'active', autoRenewing: true });
    expect(asked).toEqual([[]]);
  });

  it('offers a subscription\u2019s cancel only while it runs and is not set to end', () => {
    // Act + Assess
    expect(subscriptionView(subscription('sub_a')).cancellable).toBe(true);
    expect(
      subscriptionView(
        subscription('sub_a', { scheduledChange: { action: 'cancel', effectiveAt: '2027-04-01T00:00:00Z' } }),
      ),
    ).toMatchObject({ cancellable: false, cancelsAt: '2027-04-01T00:00:00Z' });
  });

  it('offers no Resume of a subscription Paddle has canceled, whatever the cancellation it had scheduled (ADR 413)', () => {
    // Prepare: a paused subscription its buyer cancelled, which Paddle ends at once
    const ended = { status: 'canceled', canceledAt: '2027-02-01T00:00:00Z', nextBilledAt: null } as const;
    const wasEnding = { scheduledChange: { action: 'cancel', effectiveAt: '2027-04-01T00:00:00Z' } } as const;

    // Act
    const views = [subscription('sub_a', ended), subscription('sub_b', { ...ended, ...wasEnding })].map((stored) =>
      subscriptionView(stored),
    );

    // Assess
    expect(views.map((view) => [view.resumable, view.cancellable, view.resumeRefused])).toEqual([
      [false, false, null],
      [false, false, null],
    ]);
  });

  it('asks Paddle for the next charge only of a subscription that bills again, and keeps the net price when it fails', async () => {
    // Prepare
    const asked: string[] = [];
    const warned: string[] = [];
    const ports = {
      nextCharge: async (subscriptionId: string) => {
        asked.push(subscriptionId);
        if (subscriptionId === 'sub_refused') throw new Error('Paddle is down');
        return { netCents: 12_000, taxCents: 2_400, grossCents: 14_400, currency: 'EUR' };
      },
      coverage: async () => undefined,
      logWarning: (message: string) => warned.push(message),
    };
    const subscriptions = [
      subscription('sub_renews'),
      subscription('sub_ending', { scheduledChange: { action: 'cancel', effectiveAt: '2027-04-01T00:00:00Z' } }),
      subscription('sub_canceled', { status: 'canceled', nextBilledAt: null }),
      subscription('sub_refused'),
    ];

    // Act
    const views = await subscriptionViews(subscriptions, () => [], ports);

    // Assess
    expect(asked).toEqual(['sub_renews', 'sub_refused']);
    expect(views.map((view) => [view.subscriptionId, view.nextCharge?.grossCents ?? null])).toEqual([
      ['sub_renews', 14_400],
      ['sub_ending', null],
      ['sub_canceled', null],
      ['sub_refused', null],
    ]);
    expect(warned).toHaveLength(1);
  });

  it('offers Resume only where it would renew a licence of the caller\u2019s, and reads the ledgers only for those set to end', async () => {
    // Prepare: two set to end — one whose licence an extension now renews, one still its licence's — and one running
    const ending = { scheduledChange: { action: 'cancel', effectiveAt: '2027-04-01T00:00:00Z' } } as const;
    const asked: string[] = [];
    const ports = {
      nextCharge: async () => null,
      coverage: async ({ subscriptionId }: SubscriptionRecord) => {
        asked.push(subscriptionId);
        return subscriptionId === 'sub_replaced'
          ? {
              renews: [],
              renewedElsewhere: [{ licenceId: 'lic_a_1', subscriptionId: 'sub_extension' }],
              support: true,
            }
          : { renews: ['lic_b_1'], renewedElsewhere: [], support: true };
      },
      logWarning: () => undefined,
    };

    // Act
    const views = await subscriptionViews(
      [subscription('sub_replaced', ending), subscription('sub_own', ending), subscription('sub_running')],
      () => [],
      ports,
    );

    // Assess
    expect(views.map((view) => [view.subscriptionId, view.resumable])).toEqual([
      ['sub_replaced', false],
      ['sub_own', true],
      ['sub_running', false],
    ]);
    // The page says why instead of offering Resume, in the words of the refusal (ADR 409)
    expect(views.map((view) => view.resumeRefused)).toEqual([
      'Support for lic_a_1 now renews with another subscription of yours; resuming this one would charge for the same period twice. Cancel that one first if you want this one to renew instead.',
      null,
      null,
    ]);
    expect(asked).toEqual(['sub_replaced', 'sub_own']);
  });

  describe('what each subscription paid and renews, by the ledgers (ADR 408)', () => {
    const SUITE = { productSlug: 'skydeck-suiteb737annual' };
    const ending = { scheduledChange: { action: 'cancel', effectiveAt: '2027-06-01T00:00:00Z' } } as const;

    it('lists a licence an extension now renews under the cancelled subscription as paid until its end, not renewing', async () => {
      // Prepare: sub_old paid until 1 June and is set to end; sub_ext (an extension) paid the year after and renews
      const extended = licence('lic_a_1', {
        subscriptionId: 'sub_old',
        supportSubscriptionIds: ['sub_ext'],
        ledger: ledgerMap([
          paid('sub_old', OWNER, '2026-06-01T00:00:00Z', '2027-06-01T00:00:00Z'),
          paid('sub_ext', OWNER, '2027-06-01T00:00:00Z', '2028-06-01T00:00:00Z'),
        ]),
      });
      const subscriptions = [
        subscription('sub_old', { ...SUITE, ...ending }),
        subscription('sub_ext', { productSlug: 'suite-nc-support-extension-b737-annual' }),
      ];
      const read = {
        ownerSubscriptions: async () => subscriptions,
        ownerLicenceLinks: async () => [extended],
        getLicences: async () => [extended],
      };

      // Act
      const { supportsOf } = await readSubscriptionSupports(OWNER, read, NOW);

      // Assess
      expect(supportsOf('sub_old')).toEqual([
        { licenceId: 'lic_a_1', renews: false, paidUntil: '2027-06-01T00:00:00.000Z' },
      ]);
      expect(supportsOf('sub_ext')).toEqual([
        { licenceId: 'lic_a_1', renews: true, paidUntil: '2028-06-01T00:00:00.000Z' },
      ]);
    });

    it('names no licence a subscription paid nothing of, moved away, or whose time was refunded', async () => {
      // Prepare: linked to sub_a, but its one entry of sub_a was refunded; another moved to a new owner
      const refunded = licence('lic_a_1', {
        subscriptionId: 'sub_a',
        ledger: ledgerMap([
          { ...paid('sub_a', OWNER, '2026-06-01T00:00:00Z', '2027-06-01T00:00:00Z'), state: 'refunded' },
        ]),
      });
      const moved = licence('lic_a_2', {
        subscriptionId: 'sub_a',
        ownerEmail: 'new@example.com',
        ledger: ledgerMap([paid('sub_a', OWNER, '2026-06-01T00:00:00Z', '2027-06-01T00:00:00Z')]),
      });
      const asked: string[][] = [];
      const read = {
        ownerSubscriptions: async () => [subscription('sub_a', SUITE), subscription('sub_seats')],
        ownerLicenceLinks: async () => [refunded, moved, licence('lic_s_1', { subscriptionId: 'sub_seats' })],
        getLicences: async (ids: readonly string[]) => {
          asked.push([...ids]);
          return [refunded, moved];
        },
      };

      // Act
      const { supportsOf } = await readSubscriptionSupports(OWNER, read, NOW);

      // Assess: the trainer's seats follow its links and are not read whole
      expect(supportsOf('sub_a')).toEqual([]);
      expect(supportsOf('sub_seats')).toEqual([{ licenceId: 'lic_s_1', renews: true, paidUntil: null }]);
      expect(asked).toEqual([['lic_a_1', 'lic_a_2']]);
    });
  });
});
