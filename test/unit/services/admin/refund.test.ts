import type { LicenceRecord } from '../../../../lambdas/adapters/store/licences';
import type { OrderRecord } from '../../../../lambdas/adapters/store/orders';
import type { RefundRequestToPaddle } from '../../../../lambdas/adapters/paddle-refunds';
import { adminRefund, type RefundPorts } from '../../../../lambdas/services/admin/refund';
import { memoryIdempotency } from '../../../support/memory-idempotency';

const TXN = 'txn_abc';
const IDS = ['lic_abc_1', 'lic_abc_2', 'lic_abc_3'];

function order(): OrderRecord {
  return {
    transactionId: TXN,
    status: 'paid',
    totalCents: 3 * 119_000,
    createdAt: '2026-11-01T00:00:00.000Z',
    licenceIds: IDS,
    lines: [{ lineItemId: 'txnitm_1', priceId: 'pri_suite', quantity: 3, unitTotalCents: 119_000 }],
  } as unknown as OrderRecord;
}

function harness(revoked: readonly string[] = []) {
  const asked: RefundRequestToPaddle[] = [];
  const audits: unknown[] = [];
  const idempotency = memoryIdempotency();
  const ports: RefundPorts = {
    ...idempotency.ports,
    getOrder: async (id) => (id === TXN ? order() : undefined),
    getLicences: async (ids) =>
      [...ids]
        .reverse()
        .map(
          (licenceId) => ({ licenceId, status: revoked.includes(licenceId) ? 'revoked' : 'active' }) as LicenceRecord,
        ),
    requestRefund: async (request) => {
      asked.push(request);
      return { adjustmentId: 'adj_1', status: 'pending_approval' };
    },
    appendAudit: async (entry, record) => {
      audits.push(entry);
      return idempotency.complete(record);
    },
  };
  return { refund: adminRefund(ports), asked, audits };
}

const request = (licenceIds?: string[]) => ({
  transactionId: TXN,
  licenceIds,
  reason: 'asked for it',
  operator: { email: 'op@skydeck.test', sub: 'sub-op' },
  idempotency: { key: 'refund-key-1', fingerprint: `refund:${licenceIds?.join(',') ?? 'all'}` },
  requestId: 'req-1',
});

describe('the console refund request', () => {
  it('asks Paddle for a full refund when no licence is named', async () => {
    // Prepare
    const { refund, asked } = harness();

    // Act
    const answer = await refund(request());

    // Assess
    expect(asked).toEqual([{ type: 'full', transactionId: TXN, reason: 'asked for it' }]);
    expect(answer).toMatchObject({ adjustmentId: 'adj_1', status: 'pending_approval', licenceIds: IDS });
  });

  it('asks for a partial refund worth exactly the named highest units, tax included', async () => {
    // Prepare
    const { refund, asked, audits } = harness();

    // Act
    await refund(request(['lic_abc_3', 'lic_abc_2']));

    // Assess
    expect(asked).toEqual([
      {
        type: 'partial',
        transactionId: TXN,
        reason: 'asked for it',
        items: [{ itemId: 'txnitm_1', amountCents: 2 * 119_000 }],
      },
    ]);
    expect(audits).toEqual([
      expect.objectContaining({
        action: 'order.refund',
        targets: [`order:${TXN}`, 'licence:lic_abc_3', 'licence:lic_abc_2'],
      }),
    ]);
  });

  it('counts the highest units among the licences still active', async () => {
    // Prepare
    const { refund, asked } = harness(['lic_abc_3']);

    // Act
    await refund(request(['lic_abc_2']));

    // Assess
    expect(asked).toEqual([
      expect.objectContaining({ type: 'partial', items: [{ itemId: 'txnitm_1', amountCents: 119_000 }] }),
    ]);
  });

  it('refuses a lower unit, a revoked or foreign licence, and asks Paddle nothing', async () => {
    // Prepare
    const { refund, asked } = harness(['lic_abc_3']);

    // Act + Assess
    await expect(refund(request(['lic_abc_1']))).rejects.toMatchObject({ code: 'REFUND_TAKES_HIGHEST_UNITS' });
    await expect(refund(request(['lic_abc_3']))).rejects.toMatchObject({ code: 'NOT_REFUNDABLE' });
    await expect(refund(request(['lic_other_1']))).rejects.toMatchObject({ code: 'NOT_REFUNDABLE' });
    expect(asked).toEqual([]);
  });
});
