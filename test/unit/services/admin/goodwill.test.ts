import type { AuditEntry } from '../../../../lambdas/contract/admin';
import type { IdempotencyRecord } from '../../../../lambdas/adapters/store/admin';
import type { LicenceRecord } from '../../../../lambdas/adapters/store/licences';
import type { SubscriptionRecord } from '../../../../lambdas/adapters/store/subscriptions';
import type { LedgerEntry } from '../../../../lambdas/domain/ledger/entries';
import { adminGoodwill, type AdminGoodwillPorts } from '../../../../lambdas/services/admin/goodwill';
import { paidSuiteLicence } from '../../../support/licence-fixtures';
import { memoryIdempotency } from '../../../support/memory-idempotency';

const NOW = new Date('2027-03-01T00:00:00.000Z');
const OPERATOR = { email: 'op@skydeck.example', sub: 'sub-op' };

/** A suite whose support, bought with it, ended on 1 Feb 2027 and renews no more; what the grants wrote. */
function world() {
  const licence = paidSuiteLicence({
    from: '2026-02-01T00:00:00.000Z',
    until: '2027-02-01T00:00:00.000Z',
    subscriptionId: null,
  });
  const idempotency = memoryIdempotency(() => NOW);
  const written: { entry: LedgerEntry; audit: AuditEntry[] }[] = [];
  const issued: LicenceRecord[] = [];
  let audit: AuditEntry[] = [];
  let ids = 0;
  const ports: AdminGoodwillPorts = {
    ...idempotency.ports,
    getLicence: async (id) => (id === licence.licenceId ? licence : undefined),
    getSubscriptions: async () => new Map<string, SubscriptionRecord>(),
    writeGoodwill: async (_id, entry) => {
      written.push({ entry, audit });
      return true;
    },
    issueLicence: async (record) => (issued.push(record), true),
    signLicenceKey: async () => 'SKYDECK1.new.key',
    auditItems: (entry: AuditEntry, record?: IdempotencyRecord) => {
      audit = [...audit, entry];
      if (record) idempotency.complete(record);
      return [];
    },
    newId: () => `id${(ids += 1)}`,
    now: () => NOW,
  };
  return { ports, written, issued, audit: () => audit };
}

const request = { licenceId: 'lic_a_1', operator: OPERATOR, reason: 'waited a week for an answer', requestId: 'r1' };

describe('goodwill from the console', () => {
  it('gives support months as a goodwill entry, with an audit entry naming the licence, order and owner', async () => {
    // Prepare
    const { ports, written, audit } = world();
    const give = adminGoodwill(ports);

    // Act
    const answer = await give({
      ...request,
      grant: 'support',
      months: 3,
      idempotency: { key: 'gw-key-01', fingerprint: 'support-3' },
    });

    // Assess
    expect(answer).toEqual({
      licenceId: 'lic_a_1',
      grant: 'support',
      from: NOW.toISOString(),
      until: '2027-06-01T00:00:00.000Z',
      replacementLicenceId: null,
      auditId: expect.any(String),
    });
    expect(written.map(({ entry }) => [entry.source, entry.payer, entry.grantedBy, entry.reason])).toEqual([
      ['goodwill', null, OPERATOR.email, 'waited a week for an answer'],
    ]);
    expect(audit()).toEqual([
      expect.objectContaining({
        action: 'licence.goodwill',
        actor: OPERATOR,
        targets: ['licence:lic_a_1', 'order:txn_a', 'buyer:pilot@example.com'],
        after: expect.objectContaining({ goodwill: 'support', months: 3 }),
      }),
    ]);
  });

  it('issues a replacement licence and names it in the audit entry; a retry with the key issues nothing more', async () => {
    // Prepare
    const { ports, issued, audit } = world();
    const give = adminGoodwill(ports);
    const replacement = {
      ...request,
      grant: 'replacement' as const,
      idempotency: { key: 'gw-key-02', fingerprint: 'replacement' },
    };

    // Act
    const first = await give(replacement);
    const retry = await give(replacement);

    // Assess
    expect(retry).toEqual(first);
    expect(issued).toHaveLength(1);
    expect(first.replacementLicenceId).toBe(issued[0]!.licenceId);
    expect(issued[0]).toMatchObject({ ownerEmail: 'pilot@example.com', status: 'active' });
    expect(audit()).toHaveLength(1);
    expect(audit()[0]!.targets).toEqual([
      'licence:lic_a_1',
      `licence:${issued[0]!.licenceId}`,
      'order:txn_a',
      'buyer:pilot@example.com',
    ]);
  });

  it('answers 404 for a licence the shop does not have, and gives the key back for the next try', async () => {
    // Prepare
    const { ports, written } = world();
    const give = adminGoodwill(ports);
    const unknown = {
      ...request,
      licenceId: 'lic_none_1',
      grant: 'support' as const,
      months: 1,
      idempotency: { key: 'gw-key-03', fingerprint: 'unknown' },
    };

    // Act
    const refused = give(unknown);

    // Assess
    await expect(refused).rejects.toMatchObject({ name: 'NotFoundError', code: 'LICENCE_NOT_FOUND' });
    expect(written).toEqual([]);
    await expect(give({ ...unknown, licenceId: 'lic_a_1' })).resolves.toMatchObject({ licenceId: 'lic_a_1' });
  });
});
