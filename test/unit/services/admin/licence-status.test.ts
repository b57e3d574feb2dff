import type { AuditEntry } from '../../../../lambdas/contract/admin';
import type { LicenceStatusChange } from '../../../../lambdas/adapters/store/admin';
import type { LicenceRecord } from '../../../../lambdas/adapters/store/licences';
import {
  licenceStatusActions,
  type LicenceStatusPorts,
  type LicenceStatusRequest,
} from '../../../../lambdas/services/admin/licence-status';
import { b737SuiteLicence } from '../../../support/licence-fixtures';
import { memoryIdempotency } from '../../../support/memory-idempotency';

/** How the store marks what an operator revoked (the service's own word, not a payment's). */
const BY_OPERATOR = 'operator' as LicenceRecord['revokedReason'];

/** One licence in memory; the status change, its audit entry and the answer are written together, as the store does. */
function harness(fields: Partial<LicenceRecord> = {}, options: { changedMeanwhile?: boolean } = {}) {
  const idempotency = memoryIdempotency();
  let licence: LicenceRecord = {
    ...b737SuiteLicence({
      licenceId: 'lic_x_1',
      ownerEmail: 'pilot@example.com',
      transactionId: 'txn_x',
      licenceKey: 'SKYDECK1.a.b',
    }),
    ...fields,
  };
  const audited: AuditEntry[] = [];
  const ports: LicenceStatusPorts = {
    ...idempotency.ports,
    getLicence: async (id) => (id === licence.licenceId ? licence : undefined),
    changeLicenceStatus: async (change: LicenceStatusChange, entry, record) => {
      if (options.changedMeanwhile || licence.status !== change.from) return false;
      licence =
        change.to === 'revoked'
          ? { ...licence, status: 'revoked', revokedAt: change.at, revokedReason: BY_OPERATOR }
          : { ...licence, status: 'active', revokedAt: undefined, revokedReason: undefined };
      audited.push(entry);
      return idempotency.complete(record);
    },
  };
  return { act: licenceStatusActions(ports), audited, current: () => licence };
}

const request = (action: LicenceStatusRequest['action'], key = `${action}-1`): LicenceStatusRequest => ({
  action,
  licenceId: 'lic_x_1',
  reason: 'chargeback fraud reported by the bank',
  operator: { email: 'op@skydeck.test', sub: 'sub-op' },
  idempotency: { key, fingerprint: `${action}:lic_x_1` },
  requestId: 'req-1',
});

describe('an operator revoking and reinstating a licence', () => {
  it('revokes an active licence, with an audit entry naming the licence, its order and its owner', async () => {
    // Prepare
    const { act, audited, current } = harness();

    // Act
    const answer = await act(request('revoke'));

    // Assess
    expect(answer).toMatchObject({ licenceId: 'lic_x_1', status: 'revoked' });
    expect(current()).toMatchObject({ status: 'revoked', revokedReason: 'operator' });
    expect(audited).toEqual([
      expect.objectContaining({
        action: 'licence.revoke',
        targets: ['licence:lic_x_1', 'order:txn_x', 'buyer:pilot@example.com'],
        reason: 'chargeback fraud reported by the bank',
        before: { status: 'active', revokedReason: null },
        after: { status: 'revoked', revokedReason: 'operator' },
      }),
    ]);
  });

  it('reinstates what an operator revoked', async () => {
    // Prepare
    const { act, current } = harness({ status: 'revoked', revokedReason: BY_OPERATOR });

    // Act
    const answer = await act(request('reinstate'));

    // Assess
    expect(answer).toMatchObject({ status: 'active' });
    expect(current().status).toBe('active');
  });

  it('never reinstates what a refund or chargeback took', async () => {
    // Prepare
    const { act, current } = harness({ status: 'revoked', revokedReason: 'refund' });

    // Act + Assess
    await expect(act(request('reinstate'))).rejects.toMatchObject({
      code: 'REVOKED_BY_PAYMENT',
      message:
        'This licence was taken back by a refund or chargeback at Paddle; only a licence an operator revoked can be reinstated.',
    });
    expect(current().status).toBe('revoked');
  });

  it.each([
    [
      'revoking a revoked licence',
      'revoke',
      { status: 'revoked', revokedReason: 'operator' },
      'LICENCE_ALREADY_REVOKED',
    ],
    ['reinstating an active licence', 'reinstate', {}, 'LICENCE_NOT_REVOKED'],
  ] as const)('refuses %s', async (_label, action, fields, code) => {
    // Prepare
    const { act, audited } = harness(fields as Partial<LicenceRecord>);

    // Act + Assess
    await expect(act(request(action))).rejects.toMatchObject({ code });
    expect(audited).toEqual([]);
  });

  it('answers a retry with the same key as the first time, changing nothing more', async () => {
    // Prepare
    const { act, audited } = harness();
    const first = await act(request('revoke'));

    // Act
    const again = await act(request('revoke'));

    // Assess
    expect(again).toEqual(first);
    expect(audited).toHaveLength(1);
  });

  it('asks the operator to reload when the licence changed between reading and writing', async () => {
    // Prepare
    const { act } = harness({}, { changedMeanwhile: true });

    // Act + Assess
    await expect(act(request('revoke'))).rejects.toMatchObject({ code: 'LICENCE_CHANGED' });
  });

  it('answers 404 for a licence the shop does not have', async () => {
    // Prepare
    const { act } = harness();

    // Act + Assess
    await expect(act({ ...request('revoke'), licenceId: 'lic_none_1' })).rejects.toMatchObject({
      code: 'LICENCE_NOT_FOUND',
    });
  });
});
