import type { AuditEntry } from '../../../../lambdas/contract/admin';
import type { LicenceRecord } from '../../../../lambdas/adapters/store/licences';
import { adminReassign, type ReassignPorts, type ReassignRequest } from '../../../../lambdas/services/admin/reassign';
import { mailLimiter } from '../../../../lambdas/services/limits/mail-limiter';
import { b737SuiteLicence } from '../../../support/licence-fixtures';
import { memoryIdempotency } from '../../../support/memory-idempotency';
import { memoryMailCounters } from '../../../support/memory-mail-counters';

const OLD_OWNER = 'seller@example.com';
const NEW_OWNER = 'buyer@example.com';
const AT = '2026-11-26T12:00:00.000Z';

interface Move {
  licence: LicenceRecord;
  toEmail: string;
  keyVersion: number;
  at: string;
}

/**
 * The licence in memory, moved by a stand-in for the transfer service's own move (which the buyer-side transfer
 * uses too, and has tests of its own): it asks for the audit items to write with the move, as the store does.
 */
function harness(options: { moveRefused?: Error } = {}) {
  const idempotency = memoryIdempotency();
  let licence: LicenceRecord = {
    ...b737SuiteLicence({
      licenceId: 'lic_sold_1',
      ownerEmail: OLD_OWNER,
      transactionId: 'txn_sold',
      licenceKey: 'SKYDECK1.v1.sig',
    }),
    keyVersion: 1,
  };
  const audited: AuditEntry[] = [];
  const moves: string[] = [];
  const transfers = {
    async moveLicenceToNewOwner(licenceId: string, toEmail: string, alongside: (move: Move) => unknown[]) {
      if (options.moveRefused) throw options.moveRefused;
      const keyVersion = (licence.keyVersion ?? 1) + 1;
      alongside({ licence, toEmail, keyVersion, at: AT });
      moves.push(`${licenceId} → ${toEmail}`);
      licence = { ...licence, ownerEmail: toEmail, keyVersion, licenceKey: `SKYDECK1.v${keyVersion}.sig` };
      return { licenceId, ownerEmail: toEmail, licenceKey: licence.licenceKey, keyVersion };
    },
  } as unknown as ReassignPorts['transfers'];
  const ports: ReassignPorts = {
    ...idempotency.ports,
    limits: mailLimiter(memoryMailCounters()),
    transfers,
    getLicence: async (licenceId) => (licenceId === licence.licenceId ? licence : undefined),
    auditItems: (entry, record) => {
      audited.push(entry);
      if (record) idempotency.complete(record);
      return [];
    },
  };
  return { reassign: adminReassign(ports), audited, moves, current: () => licence };
}

const request = (fields: Partial<ReassignRequest> = {}): ReassignRequest => ({
  licenceId: 'lic_sold_1',
  email: NEW_OWNER,
  reason: 'sold the simulator with the licence',
  operator: { email: 'op@skydeck.test', sub: 'sub-op' },
  idempotency: { key: 'reassign-key-1', fingerprint: 'reassign:lic_sold_1:buyer@example.com' },
  requestId: 'req-1',
  ...fields,
});

describe('an operator reassigning a licence', () => {
  it('moves it to the new owner with the next key, as the buyer-side transfer does', async () => {
    // Prepare
    const { reassign, current } = harness();

    // Act
    const answer = await reassign(request());

    // Assess
    expect(answer).toMatchObject({ licenceId: 'lic_sold_1', ownerEmail: NEW_OWNER, keyVersion: 2 });
    expect(current()).toMatchObject({ ownerEmail: NEW_OWNER, licenceKey: 'SKYDECK1.v2.sig' });
  });

  it('writes the audit entry with the move, findable by the licence, its order and both owners', async () => {
    // Prepare
    const { reassign, audited } = harness();

    // Act
    const answer = await reassign(request());

    // Assess
    expect(audited).toEqual([
      {
        auditId: answer.auditId,
        at: AT,
        actor: { email: 'op@skydeck.test', sub: 'sub-op' },
        action: 'licence.reassign',
        targets: ['licence:lic_sold_1', 'order:txn_sold', `buyer:${OLD_OWNER}`, `buyer:${NEW_OWNER}`],
        reason: 'sold the simulator with the licence',
        before: { ownerEmail: OLD_OWNER, keyVersion: 1 },
        after: { ownerEmail: NEW_OWNER, keyVersion: 2 },
        requestId: 'req-1',
      },
    ]);
  });

  it('moves once when the console retries with the same key, and answers the first answer', async () => {
    // Prepare
    const { reassign, moves } = harness();
    const first = await reassign(request());

    // Act
    const again = await reassign(request());

    // Assess
    expect(again).toEqual(first);
    expect(moves).toEqual(['lic_sold_1 → buyer@example.com']);
  });

  it('refuses the same key for another decision', async () => {
    // Prepare
    const { reassign, moves } = harness();
    await reassign(request());

    // Act + Assess
    await expect(
      reassign(request({ email: 'other@example.com', idempotency: { key: 'reassign-key-1', fingerprint: 'other' } })),
    ).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(moves).toHaveLength(1);
  });

  it('answers 404 for a licence the shop does not have', async () => {
    // Prepare
    const { reassign, moves } = harness();

    // Act + Assess
    await expect(reassign(request({ licenceId: 'lic_unknown_1' }))).rejects.toMatchObject({
      code: 'LICENCE_NOT_FOUND',
      message: 'There is no such licence.',
    });
    expect(moves).toEqual([]);
  });

  it('passes on what the transfer refuses, and lets the operator retry with the same key', async () => {
    // Prepare: the move refuses (a revoked licence, say); the claim is given back
    const refused = Object.assign(new Error('This licence is revoked.'), { code: 'LICENCE_REVOKED' });
    const { reassign, audited } = harness({ moveRefused: refused });

    // Act + Assess
    await expect(reassign(request())).rejects.toMatchObject({ code: 'LICENCE_REVOKED' });
    await expect(reassign(request())).rejects.toMatchObject({ code: 'LICENCE_REVOKED' });
    expect(audited).toEqual([]);
  });

  it('refuses a move that would mail an address more than three times an hour, moving nothing', async () => {
    // Prepare: three moves back and forth, each a decision of its own
    const { reassign, moves } = harness();
    await reassign(request({ idempotency: { key: 'k-1', fingerprint: 'a' } }));
    await reassign(request({ email: OLD_OWNER, idempotency: { key: 'k-2', fingerprint: 'b' } }));
    await reassign(request({ idempotency: { key: 'k-3', fingerprint: 'c' } }));

    // Act + Assess
    await expect(
      reassign(request({ email: OLD_OWNER, idempotency: { key: 'k-4', fingerprint: 'd' } })),
    ).rejects.toMatchObject({ code: 'TOO_MANY_MAILS' });
    expect(moves).toHaveLength(3);
  });
});
