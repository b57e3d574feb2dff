import type { OrderRecord } from '../../../../lambdas/adapters/store/orders';
import type { ListedTransaction } from '../../../../lambdas/domain/licences/payment-events';
import { adminApplyFromPaddle } from '../../../../lambdas/services/admin/apply-from-paddle';
import { memoryIdempotency } from '../../../support/memory-idempotency';

const TXN = 'txn_missed';

function harness(paddle: { status: string; origin?: string; customData?: unknown } | undefined, paid = false) {
  const idempotency = memoryIdempotency();
  const applied: string[] = [];
  const audits: unknown[] = [];
  let status = paid ? 'paid' : 'pending';
  const apply = adminApplyFromPaddle({
    ...idempotency.ports,
    paddleTransaction: async () =>
      paddle
        ? ({
            status: paddle.status,
            completed: {
              transactionId: TXN,
              origin: paddle.origin ?? 'web',
              customData: paddle.customData === undefined ? { buyerEmail: 'buyer@example.com' } : paddle.customData,
            },
          } as unknown as ListedTransaction & { status: string })
        : undefined,
    getOrder: async () =>
      ({
        transactionId: TXN,
        status,
        request: { buyerEmail: 'buyer@example.com' },
        licenceIds: status === 'paid' ? ['lic_missed_1'] : [],
      }) as unknown as OrderRecord,
    apply: async (listed) => {
      applied.push(listed.completed.transactionId);
      status = 'paid';
    },
    recordAudit: async (entry, record) => {
      audits.push(entry);
      return idempotency.complete(record);
    },
  });
  return { apply, applied, audits };
}

const request = (key = 'apply-1') => ({
  transactionId: TXN,
  reason: 'paid at Paddle, no webhook',
  operator: { email: 'op@skydeck.test', sub: 'sub-op' },
  idempotency: { key, fingerprint: 'apply' },
  requestId: 'req-1',
});

describe('applying a payment from Paddle', () => {
  it('applies a purchase Paddle completed through the webhook path, once, with its audit entry', async () => {
    // Prepare
    const { apply, applied, audits } = harness({ status: 'completed' });

    // Act
    const answer = await apply(request());
    const retry = await apply(request());

    // Assess
    expect(answer).toMatchObject({ transactionId: TXN, status: 'paid', licenceIds: ['lic_missed_1'] });
    expect(retry).toEqual(answer);
    expect(applied).toEqual([TXN]);
    expect(audits).toEqual([
      expect.objectContaining({
        action: 'order.apply-from-paddle',
        targets: [`order:${TXN}`, 'buyer:buyer@example.com'],
        before: { status: 'pending' },
      }),
    ]);
  });

  it.each([
    ['an order the shop applied already', { status: 'completed' }, true, 'ALREADY_APPLIED'],
    ['a transaction Paddle has not been paid for', { status: 'ready' }, false, 'NOT_PAID_AT_PADDLE'],
    ['a renewal', { status: 'completed', origin: 'subscription_recurring' }, false, 'NOT_A_SHOP_PURCHASE'],
    ['a transaction sold elsewhere', { status: 'completed', customData: null }, false, 'NOT_A_SHOP_PURCHASE'],
    ['a transaction Paddle does not know', undefined, false, 'ORDER_NOT_FOUND'],
  ])('refuses %s and applies nothing', async (_label, paddle, paid, code) => {
    // Prepare
    const { apply, applied } = harness(paddle, paid);

    // Act + Assess
    await expect(apply(request())).rejects.toMatchObject({ code });
    expect(applied).toEqual([]);
  });
});
