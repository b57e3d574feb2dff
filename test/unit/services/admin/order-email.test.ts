import type { LicenceRecord } from '../../../../lambdas/adapters/store/licences';
import type { OrderRecord } from '../../../../lambdas/adapters/store/orders';
import { adminOrderEmail, type OrderEmailPorts } from '../../../../lambdas/services/admin/order-email';
import { mailLimiter } from '../../../../lambdas/services/limits/mail-limiter';
import { memoryIdempotency } from '../../../support/memory-idempotency';
import { memoryMailCounters } from '../../../support/memory-mail-counters';

const TXN = 'txn_abc';
const TYPO = 'buyer@exmaple.com';
const RIGHT = 'buyer@example.com';

function harness(licences: readonly Pick<LicenceRecord, 'licenceId' | 'status' | 'ownerEmail'>[]) {
  const idempotency = memoryIdempotency();
  const moves: [string, string][] = [];
  const written: { licenceId: string; action: string; idempotent: boolean }[] = [];
  const ports: OrderEmailPorts = {
    ...idempotency.ports,
    limits: mailLimiter(memoryMailCounters()),
    transfers: {
      moveLicenceToNewOwner: async (
        licenceId: string,
        toEmail: string,
        alongside: (move: { licence: LicenceRecord; toEmail: string; keyVersion: number; at: string }) => unknown[],
      ) => {
        const licence = licences.find((candidate) => candidate.licenceId === licenceId) as LicenceRecord;
        alongside({ licence, toEmail, keyVersion: 2, at: '2026-11-26T12:00:00.000Z' });
        moves.push([licenceId, toEmail]);
        return { licenceId, ownerEmail: toEmail, licenceKey: 'SKYDECK1.x.y', keyVersion: 2 };
      },
    } as unknown as OrderEmailPorts['transfers'],
    getOrder: async (id) =>
      id === TXN
        ? ({
            transactionId: TXN,
            request: { buyerEmail: TYPO },
            licenceIds: licences.map((l) => l.licenceId),
          } as unknown as OrderRecord)
        : undefined,
    getLicences: async () => licences as LicenceRecord[],
    auditItems: (entry, record) => {
      written.push({
        licenceId: String((entry.after as { licenceId: string }).licenceId),
        action: entry.action,
        idempotent: record !== undefined,
      });
      if (record) idempotency.complete(record);
      return [];
    },
  };
  return { correctEmail: adminOrderEmail(ports), moves, written };
}

const request = (email: string) => ({
  transactionId: TXN,
  email,
  reason: 'mistyped at checkout',
  operator: { email: 'op@skydeck.test', sub: 'sub-op' },
  idempotency: { key: 'email-key-1', fingerprint: `email:${email}` },
  requestId: 'req-1',
});

describe('correcting an order\u2019s checkout address', () => {
  it('moves only the active licences still at the checkout address', async () => {
    // Prepare
    const { correctEmail, moves } = harness([
      { licenceId: 'lic_abc_1', status: 'active', ownerEmail: TYPO },
      { licenceId: 'lic_abc_2', status: 'active', ownerEmail: 'colleague@example.com' },
      { licenceId: 'lic_abc_3', status: 'revoked', ownerEmail: TYPO },
    ]);

    // Act
    const answer = await correctEmail(request(RIGHT));

    // Assess
    expect(moves).toEqual([['lic_abc_1', RIGHT]]);
    expect(answer).toMatchObject({
      fromEmail: TYPO,
      email: RIGHT,
      licences: [{ licenceId: 'lic_abc_1', keyVersion: 2 }],
    });
  });

  it('writes each move with its own audit entry, the call\u2019s answer with the last one', async () => {
    // Prepare
    const { correctEmail, written } = harness([
      { licenceId: 'lic_abc_1', status: 'active', ownerEmail: TYPO },
      { licenceId: 'lic_abc_2', status: 'active', ownerEmail: TYPO },
    ]);

    // Act
    await correctEmail(request(RIGHT));

    // Assess
    expect(written).toEqual([
      { licenceId: 'lic_abc_1', action: 'order.email', idempotent: false },
      { licenceId: 'lic_abc_2', action: 'order.email', idempotent: true },
    ]);
  });

  it('refuses the same address and an order with nothing left at its checkout address', async () => {
    // Prepare
    const { correctEmail, moves } = harness([{ licenceId: 'lic_abc_1', status: 'active', ownerEmail: RIGHT }]);

    // Act + Assess
    await expect(correctEmail(request(TYPO))).rejects.toMatchObject({ code: 'SAME_EMAIL' });
    await expect(correctEmail(request(RIGHT))).rejects.toMatchObject({ code: 'NOTHING_TO_MOVE' });
    expect(moves).toEqual([]);
  });
});
