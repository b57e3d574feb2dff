import type { LicenceRecord } from '../../../../lambdas/adapters/store/licences';
import type { OrderRecord } from '../../../../lambdas/adapters/store/orders';
import type { RefundRequestToPaddle } from '../../../../lambdas/adapters/paddle-refunds';
import { adminRefund, type RefundPorts } from '../../../../lambdas/services/admin/refund';
import { memoryIdempotency } from '../../../support/memory-idempotency';

const TXN = 'txn_abc';
const IDS = ['lic_abc_1', 'lic_abc_2', 'lic_abc_3'];
const BUYER = 'buyer@example.com';

function order(): OrderRecord {
  return {
    transactionId: TXN,
    status: 'paid',
    totalCents: 3 * 100_000,
    createdAt: '2026-11-01T00:00:00.000Z',
    request: { buyerEmail: BUYER },
    licenceIds: IDS,
    lines: [
      { lineItemId: 'txnitm_licence', priceId: 'pri_suite', quantity: 3, unitTotalCents: 119_000 },
      { lineItemId: 'txnitm_support', priceId: 'pri_support', quantity: 3, unitTotalCents: 0 },
      { lineItemId: 'txnitm_neo', priceId: 'pri_neo', quantity: 3, unitTotalCents: 35_700 },
    ],
    charged: { subtotalCents: 540_000, discountCents: 0, taxCents: 102_600, grandTotalCents: 464_100, currency: 'EUR' },
  } as unknown as OrderRecord;
}

interface Setup {
  readonly revoked?: readonly string[];
  readonly owners?: Readonly<Record<string, string>>;
  readonly orderItems?: Record<string, unknown>[];
  readonly locked?: boolean;
  /** How many times recording the request fails after Paddle accepted it (the store unavailable). */
  readonly recordFailures?: number;
  /** What Paddle lists for the order before this call asks anything. */
  readonly atPaddle?: readonly { adjustmentId: string; action: string; status: string }[];
}

function harness({
  revoked = [],
  owners = {},
  orderItems = [],
  locked = false,
  recordFailures = 0,
  atPaddle: listed = [],
}: Setup = {}) {
  const asked: RefundRequestToPaddle[] = [];
  /** The adjustments Paddle holds for the order: every refund it accepted, whether the shop recorded it or not. */
  const atPaddle = [...listed];
  let failuresLeft = recordFailures;
  const recorded: { entry: unknown; request: unknown }[] = [];
  const unlocked: string[] = [];
  const idempotency = memoryIdempotency();
  const ports: RefundPorts = {
    ...idempotency.ports,
    getOrder: async (id) => (id === TXN ? order() : undefined),
    orderItems: async () => orderItems,
    getLicences: async (ids) =>
      [...ids].reverse().map(
        (licenceId) =>
          ({
            licenceId,
            ownerEmail: owners[licenceId] ?? BUYER,
            status: revoked.includes(licenceId) ? 'revoked' : 'active',
            revokedReason: revoked.includes(licenceId) ? 'refund' : undefined,
          }) as LicenceRecord,
      ),
    requestRefund: async (request) => {
      asked.push(request);
      const adjustmentId = asked.length === 1 ? 'adj_new' : `adj_new_${asked.length}`;
      atPaddle.push({ adjustmentId, action: 'refund', status: 'pending_approval' });
      return { adjustmentId, status: 'pending_approval' };
    },
    paddleAdjustments: async () => atPaddle,
    lockRefunds: async () => !locked,
    unlockRefunds: async (_transactionId, lockId) => void unlocked.push(lockId),
    recordRefundRequest: async (entry, request, _lock, record) => {
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        throw new Error('The store is unavailable');
      }
      recorded.push({ entry, request });
      return idempotency.complete(record);
    },
  };
  return { refund: adminRefund(ports), asked, recorded, unlocked };
}

let keys = 0;
const request = (choice: { licenceIds?: string[]; wholeOrder?: boolean; confirmOtherOwners?: boolean }) => ({
  transactionId: TXN,
  ...choice,
  reason: 'asked for it',
  operator: { email: 'op@skydeck.test', sub: 'sub-op' },
  idempotency: { key: `refund-key-${(keys += 1)}`, fingerprint: JSON.stringify(choice) },
  requestId: 'req-1',
});

/** A refund the console asked Paddle for earlier, still waiting for Paddle's approval. */
const pendingRequest = (licenceIds: string[]) => ({
  sk: 'REFUND#adj_earlier',
  adjustmentId: 'adj_earlier',
  refundType: 'partial',
  status: 'pending_approval',
  licenceIds,
  amountCents: 154_700,
  currency: 'EUR',
  requestedAt: '2026-11-25T10:00:00.000Z',
  requestedBy: { email: 'colleague@skydeck.test', sub: 'sub-colleague' },
  reason: 'one seat too many',
});

describe('the console refund request', () => {
  it('asks Paddle for a full refund when the whole order is asked for', async () => {
    // Prepare
    const { refund, asked } = harness();

    // Act
    const answer = await refund(request({ wholeOrder: true }));

    // Assess
    expect(asked).toEqual([{ type: 'full', transactionId: TXN, reason: 'asked for it' }]);
    expect(answer).toMatchObject({
      adjustmentId: 'adj_new',
      status: 'pending_approval',
      licenceIds: IDS,
      amountCents: 464_100,
      currency: 'EUR',
    });
  });

  it('asks for every line one seat bought, worth exactly the named highest units, tax included', async () => {
    // Prepare
    const { refund, asked, recorded } = harness();

    // Act
    const answer = await refund(request({ licenceIds: ['lic_abc_3', 'lic_abc_2'] }));

    // Assess
    expect(asked).toEqual([
      {
        type: 'partial',
        transactionId: TXN,
        reason: 'asked for it',
        items: [
          { itemId: 'txnitm_licence', amountCents: 2 * 119_000 },
          { itemId: 'txnitm_neo', amountCents: 2 * 35_700 },
        ],
      },
    ]);
    expect(answer.amountCents).toBe(2 * 154_700);
    expect(recorded).toEqual([
      {
        entry: expect.objectContaining({
          action: 'order.refund',
          targets: [`order:${TXN}`, 'licence:lic_abc_3', 'licence:lic_abc_2', `buyer:${BUYER}`],
        }),
        request: expect.objectContaining({
          sk: 'REFUND#adj_new',
          status: 'pending_approval',
          licenceIds: ['lic_abc_3', 'lic_abc_2'],
        }),
      },
    ]);
  });

  it('refuses units a refund waiting for Paddle\u2019s approval already names, and offers the next ones', async () => {
    // Prepare
    const { refund, asked } = harness({ orderItems: [pendingRequest(['lic_abc_3'])] });

    // Act
    const again = refund(request({ licenceIds: ['lic_abc_3'] }));
    const whole = refund(request({ wholeOrder: true }));
    const next = await refund(request({ licenceIds: ['lic_abc_2'] }));

    // Assess
    await expect(again).rejects.toMatchObject({
      code: 'ALREADY_IN_A_REFUND',
      message: 'lic_abc_3 is already in refund adj_earlier, which waits for Paddle\u2019s approval.',
    });
    await expect(whole).rejects.toMatchObject({ code: 'WHOLE_ORDER_NOT_REFUNDABLE' });
    expect(next.licenceIds).toEqual(['lic_abc_2']);
    expect(asked).toHaveLength(1);
  });

  it('keeps the units a pending refund made in Paddle\u2019s dashboard will take', async () => {
    // Prepare: a dashboard refund of one unit's licence line, reported by its webhook, not yet approved
    const dashboard = {
      sk: 'ADJUSTMENT#adj_dashboard',
      adjustmentId: 'adj_dashboard',
      action: 'refund',
      adjustmentType: 'partial',
      status: 'pending_approval',
      occurredAt: '2026-11-25T10:00:00.000Z',
      items: [{ itemId: 'txnitm_licence', amountCents: 119_000 }],
    };
    const { refund } = harness({ orderItems: [dashboard] });

    // Act
    const highest = refund(request({ licenceIds: ['lic_abc_3'] }));

    // Assess
    await expect(highest).rejects.toMatchObject({ code: 'ALREADY_IN_A_REFUND' });
  });

  it('counts the highest units among the licences still active', async () => {
    // Prepare
    const { refund, asked } = harness({ revoked: ['lic_abc_3'] });

    // Act
    await refund(request({ licenceIds: ['lic_abc_2'] }));

    // Assess
    expect(asked).toEqual([
      expect.objectContaining({
        type: 'partial',
        items: [
          { itemId: 'txnitm_licence', amountCents: 119_000 },
          { itemId: 'txnitm_neo', amountCents: 35_700 },
        ],
      }),
    ]);
  });

  it('refuses a lower unit, a refunded or foreign licence, and asks Paddle nothing', async () => {
    // Prepare
    const { refund, asked } = harness({ revoked: ['lic_abc_3'] });

    // Act + Assess
    await expect(refund(request({ licenceIds: ['lic_abc_1'] }))).rejects.toMatchObject({
      code: 'REFUND_TAKES_HIGHEST_UNITS',
      message: 'A refund of 1 seat takes back the order\u2019s highest ones; refund lic_abc_2 instead.',
    });
    await expect(refund(request({ licenceIds: ['lic_abc_3'] }))).rejects.toMatchObject({
      code: 'ALREADY_IN_A_REFUND',
      // Refunded in Paddle's dashboard before the order kept its adjustments: no adjustment id to name.
      message: 'lic_abc_3 was refunded already.',
    });
    await expect(refund(request({ licenceIds: ['lic_other_1'] }))).rejects.toMatchObject({ code: 'NOT_REFUNDABLE' });
    expect(asked).toEqual([]);
  });

  it('refunds a seat someone else holds now only when the request confirms it', async () => {
    // Prepare
    const { refund, asked } = harness({ owners: { lic_abc_3: 'colleague@example.com' } });

    // Act
    const unconfirmed = refund(request({ licenceIds: ['lic_abc_3'] }));
    await expect(unconfirmed).rejects.toMatchObject({
      code: 'REFUND_TAKES_OTHER_OWNERS_LICENCE',
      message: expect.stringContaining('lic_abc_3 from colleague@example.com'),
    });
    const confirmed = await refund(request({ licenceIds: ['lic_abc_3'], confirmOtherOwners: true }));

    // Assess
    expect(confirmed.licenceIds).toEqual(['lic_abc_3']);
    expect(asked).toHaveLength(1);
  });

  it('asks nothing while another refund of the order is being asked, and gives its lock back on a refusal', async () => {
    // Prepare
    const busy = harness({ locked: true });
    const refusing = harness();

    // Act
    const whileBusy = busy.refund(request({ wholeOrder: true }));
    const lower = refusing.refund(request({ licenceIds: ['lic_abc_1'] }));

    // Assess
    await expect(whileBusy).rejects.toMatchObject({ code: 'REFUND_IN_PROGRESS' });
    await expect(lower).rejects.toMatchObject({ code: 'REFUND_TAKES_HIGHEST_UNITS' });
    expect(busy.asked).toEqual([]);
    expect(refusing.unlocked).toHaveLength(1);
  });

  it('asks Paddle once when recording its answer failed and the operator retries before Paddle\u2019s notice', async () => {
    // Prepare: Paddle accepted the refund, then the store failed, and Paddle's notice has not arrived
    const { refund, asked, recorded } = harness({ recordFailures: 1 });
    const seat = request({ licenceIds: ['lic_abc_3'] });
    await expect(refund(seat)).rejects.toThrow('The store is unavailable');

    // Act: the same decision again, with its key (given back after the failure), and with a new key
    const retried = refund(seat);
    const anew = refund(request({ licenceIds: ['lic_abc_3'] }));

    // Assess
    await expect(retried).rejects.toMatchObject({ code: 'REFUND_NOT_RECORDED_YET', kind: 'conflict' });
    await expect(anew).rejects.toMatchObject({ code: 'REFUND_NOT_RECORDED_YET' });
    expect(asked).toHaveLength(1);
    expect(recorded).toEqual([]);
  });

  it('refunds on when every adjustment Paddle holds for the order is known to the shop', async () => {
    // Prepare: an earlier refund the console asked for and recorded; Paddle lists it, one it rejected and a credit
    const { refund, asked } = harness({
      orderItems: [pendingRequest(['lic_abc_3'])],
      atPaddle: [
        { adjustmentId: 'adj_earlier', action: 'refund', status: 'pending_approval' },
        { adjustmentId: 'adj_rejected', action: 'refund', status: 'rejected' },
        { adjustmentId: 'adj_credit', action: 'credit', status: 'approved' },
      ],
    });

    // Act
    const answer = await refund(request({ licenceIds: ['lic_abc_2'] }));

    // Assess
    expect(answer.licenceIds).toEqual(['lic_abc_2']);
    expect(asked).toHaveLength(1);
  });
});
