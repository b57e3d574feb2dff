import type { AuditEntry } from '../../lambdas/contract/admin';
import { localHandlerEnvironment, localStatus } from '../support/portal-seed';
import { buyAndPay, licencesSeenBy } from '../support/portal-kit';
import { uniqueEmail } from '../support/auth-client';
import { stackUrl } from '../support/stack-url';

/**
 * An operator's change and its audit entry are one DynamoDB transaction (ADR 334, 335): the
 * store's own writes, run against the local stack's table, with one side made to fail.
 */
let admin: typeof import('../../lambdas/adapters/store/admin');
let transfers: typeof import('../../lambdas/adapters/store/transfers');
let licences: typeof import('../../lambdas/adapters/store/licences');

beforeAll(async () => {
  Object.assign(process.env, localHandlerEnvironment(await localStatus(stackUrl())));
  admin = await import('../../lambdas/adapters/store/admin');
  transfers = await import('../../lambdas/adapters/store/transfers');
  licences = await import('../../lambdas/adapters/store/licences');
});

const entryFor = (licenceId: string, auditId: string): AuditEntry => ({
  auditId,
  at: new Date().toISOString(),
  actor: { email: 'op@skydeck.example', sub: 'sub-atomic' },
  action: 'licence.reassign',
  targets: [`licence:${licenceId}`],
  reason: 'atomicity test',
  before: null,
  after: null,
  requestId: 'req-atomic',
});

/** A key claimed the way an operator's call claims it before acting (ADR 451). */
async function claimed(key: string) {
  const claim = {
    actorSub: 'sub-atomic',
    key,
    fingerprint: 'atomic-test',
    claimId: `claim-${key}`,
    claimedAt: new Date().toISOString(),
  };
  expect(await admin.claimIdempotencyKey(claim, '2000-01-01T00:00:00.000Z')).toEqual({ state: 'claimed' });
  return claim;
}

async function boughtLicence() {
  const email = uniqueEmail('admin-atomic');
  await buyAndPay({ slug: 'skydeck-suiteb737annual', quantity: 1, email });
  const [seen] = await licencesSeenBy(email);
  return (await licences.getLicence(seen!.licenceId))!;
}

describe('an operator\u2019s change and its audit entry', () => {
  it('leaves the licence unmoved when its audit entry cannot be written', async () => {
    // Prepare: an entry under the same key already exists, so the move's own entry is refused
    const licence = await boughtLicence();
    const entry = entryFor(licence.licenceId, `atomic-${Date.now()}`);
    await admin.recordResend(entry, [], { claim: await claimed(`taken-${Date.now()}`), answer: {} });

    // Act
    const moved = await transfers.moveLicence({
      licence,
      toEmail: uniqueEmail('admin-atomic-to'),
      licenceKey: 'SKYDECK1.not.written',
      keyVersion: 2,
      at: entry.at,
      alongside: admin.auditItems(entry),
    });

    // Assess
    expect(moved).toBe(false);
    const after = await licences.getLicence(licence.licenceId);
    expect(after).toMatchObject({ ownerEmail: licence.ownerEmail, licenceKey: licence.licenceKey });
    expect(after?.keyVersion ?? 1).toBe(1);
  });

  it('writes no audit entry when the change it records is refused', async () => {
    // Prepare: the move names a key version the licence does not have
    const licence = await boughtLicence();
    const entry = entryFor(licence.licenceId, `refused-${Date.now()}`);

    // Act
    const moved = await transfers.moveLicence({
      licence,
      toEmail: uniqueEmail('admin-atomic-to'),
      licenceKey: 'SKYDECK1.not.written',
      keyVersion: 5,
      at: entry.at,
      alongside: admin.auditItems(entry, { claim: await claimed(`fresh-${Date.now()}`), answer: {} }),
    });

    // Assess
    expect(moved).toBe(false);
    expect(await admin.auditTimeline(`licence:${licence.licenceId}`)).toEqual([]);
  });

  it('records no re-sent mail when the call\u2019s idempotency key was answered meanwhile', async () => {
    // Prepare
    const transactionId = `txn_atomic${Date.now()}`;
    const claim = await claimed(`twin-${Date.now()}`);
    const entry = { ...entryFor('lic_none', `resend-${Date.now()}`), targets: [`order:${transactionId}`] };
    await admin.recordResend({ ...entry, auditId: `${entry.auditId}-twin` }, [], { claim, answer: { twin: true } });

    // Act
    const recorded = await admin.recordResend(
      entry,
      [{ transactionId, kind: 'order-resend', to: 'buyer@example.com', at: entry.at }],
      { claim, answer: { twin: false } },
    );

    // Assess
    expect(recorded).toBe(false);
    expect(await admin.partition(`ORDER#${transactionId}`)).toEqual([]);
    expect(await admin.claimIdempotencyKey({ ...claim, claimId: 'another' }, claim.claimedAt)).toEqual({
      state: 'done',
      actorSub: 'sub-atomic',
      fingerprint: 'atomic-test',
      answer: { twin: true },
    });
    expect((await admin.auditTimeline(`order:${transactionId}`)).map((audit) => audit.auditId)).toEqual([
      `${entry.auditId}-twin`,
    ]);
  });
});
