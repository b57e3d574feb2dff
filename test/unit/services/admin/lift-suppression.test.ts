import type { Suppression } from '../../../../lambdas/adapters/mail/suppression';
import { adminLiftSuppression } from '../../../../lambdas/services/admin/lift-suppression';
import { memoryIdempotency } from '../../../support/memory-idempotency';

const EMAIL = 'gone@example.com';

function harness(suppression: Suppression | undefined, changedMeanwhile = false) {
  const idempotency = memoryIdempotency();
  const lifted: unknown[] = [];
  const lift = adminLiftSuppression({
    ...idempotency.ports,
    suppressionOf: async () => suppression,
    liftSuppression: async (found, entry, record) => {
      if (changedMeanwhile) return false;
      lifted.push({ found, entry });
      return idempotency.complete(record);
    },
  });
  return { lift, lifted };
}

const request = {
  email: EMAIL,
  reason: 'buyer fixed their mailbox',
  operator: { email: 'op@skydeck.test', sub: 'sub-op' },
  idempotency: { key: 'lift-1', fingerprint: 'lift' },
  requestId: 'req-1',
};

describe('lifting a suppression', () => {
  it('removes the suppression the operator saw, with an audit entry on the buyer saying what was lifted', async () => {
    // Prepare
    const { lift, lifted } = harness({ email: EMAIL, reason: 'bounce', suppressedAt: '2026-11-20T08:00:00.000Z' });

    // Act
    const answer = await lift(request);

    // Assess
    expect(answer).toMatchObject({ email: EMAIL, lifted: { reason: 'bounce', since: '2026-11-20T08:00:00.000Z' } });
    expect(lifted).toEqual([
      {
        found: expect.objectContaining({ suppressedAt: '2026-11-20T08:00:00.000Z' }),
        entry: expect.objectContaining({
          action: 'buyer.unsuppress',
          targets: [`buyer:${EMAIL}`],
          reason: 'buyer fixed their mailbox',
          after: { suppressed: null },
        }),
      },
    ]);
  });

  it('answers 409 for an address the shop mails, and for a suppression that changed meanwhile', async () => {
    // Act + Assess
    await expect(harness(undefined).lift(request)).rejects.toMatchObject({ code: 'NOT_SUPPRESSED' });
    await expect(
      harness({ email: EMAIL, reason: 'complaint', suppressedAt: '2026-11-20T08:00:00.000Z' }, true).lift(request),
    ).rejects.toMatchObject({ code: 'SUPPRESSION_CHANGED' });
  });
});
