import { idempotent } from '../../../../lambdas/services/admin/idempotency';
import { memoryIdempotency } from '../../../support/memory-idempotency';

const REVOKE = { key: 'key-0001', fingerprint: 'revoke:lic_1:reason' };

describe('an operator decision acts once per idempotency key', () => {
  it('answers a retry with the first answer without acting again', async () => {
    // Prepare
    const store = memoryIdempotency();
    const once = idempotent(store.ports);
    let acted = 0;
    const act = async (claim: Parameters<Parameters<typeof once>[2]>[0]) => {
      acted += 1;
      store.complete({ claim, answer: { acted } });
      return { acted };
    };

    // Act
    const first = await once('sub-op', REVOKE, act);
    const retry = await once('sub-op', REVOKE, act);

    // Assess
    expect(first).toEqual({ acted: 1 });
    expect(retry).toEqual({ acted: 1 });
    expect(acted).toBe(1);
  });

  it('refuses the same key for another target, route or body with 422, and keeps the first answer', async () => {
    // Prepare
    const store = memoryIdempotency();
    const once = idempotent(store.ports);
    await once('sub-op', REVOKE, async (claim) => store.complete({ claim, answer: 'revoked lic_1' }));

    // Act
    const other = once('sub-op', { ...REVOKE, fingerprint: 'revoke:lic_2:reason' }, async () => 'revoked lic_2');

    // Assess
    await expect(other).rejects.toMatchObject({ name: 'UnprocessableError', code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(store.held.get('key-0001')).toMatchObject({ state: 'done', answer: 'revoked lic_1' });
  });

  it('binds a key to its operator: another operator’s same request with it answers 422 and does nothing', async () => {
    // Prepare
    const store = memoryIdempotency();
    const once = idempotent(store.ports);
    await once('sub-op', REVOKE, async (claim) => store.complete({ claim, answer: 'first operator' }));
    let acted = false;

    // Act
    const colleague = once('sub-other', REVOKE, async () => {
      acted = true;
      return 'second';
    });

    // Assess
    await expect(colleague).rejects.toMatchObject({ name: 'UnprocessableError', code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(acted).toBe(false);
  });

  it('gives an overlapping retry the first call\u2019s answer once it comes, or 409 while it runs on', async () => {
    // Prepare
    const store = memoryIdempotency();
    const once = idempotent(store.ports);
    let finish: (() => void) | undefined;
    const first = once(
      'sub-op',
      REVOKE,
      (claim) =>
        new Promise<string>((resolve) => {
          finish = () => {
            store.complete({ claim, answer: 'first' });
            resolve('first');
          };
        }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    let waits = 0;
    const patient = idempotent({
      ...store.ports,
      pause: async () => {
        waits += 1;
        if (waits === 3) finish!();
      },
    });

    // Act
    const overlapping = await patient('sub-op', REVOKE, async () => 'second');
    const stuck = memoryIdempotency();
    await stuck.ports.claimKey(
      { ...REVOKE, actorSub: 'sub-op', claimId: 'other', claimedAt: '2026-11-26T11:59:59.000Z' },
      '2000-01-01T00:00:00.000Z',
    );
    const tooEarly = idempotent(stuck.ports)('sub-op', REVOKE, async () => 'second');

    // Assess
    expect(overlapping).toBe('first');
    expect(await first).toBe('first');
    await expect(tooEarly).rejects.toMatchObject({ name: 'ConflictError', code: 'IDEMPOTENCY_IN_PROGRESS' });
  });

  it('gives the key back when the call fails, so the retry acts', async () => {
    // Prepare
    const store = memoryIdempotency();
    const once = idempotent(store.ports);
    const failed = once('sub-op', REVOKE, async () => {
      throw new Error('Paddle did not answer');
    });
    await expect(failed).rejects.toThrow('Paddle did not answer');

    // Act
    const retried = await once('sub-op', REVOKE, async (claim) => {
      store.complete({ claim, answer: 'done now' });
      return 'done now';
    });

    // Assess
    expect(retried).toBe('done now');
  });

  it('takes over a claim whose call died long ago', async () => {
    // Prepare
    const store = memoryIdempotency();
    await store.ports.claimKey(
      { ...REVOKE, actorSub: 'sub-op', claimId: 'dead', claimedAt: '2026-11-26T11:50:00.000Z' },
      '2000-01-01T00:00:00.000Z',
    );

    // Act
    const answer = await idempotent(store.ports)('sub-op', REVOKE, async () => 'acted');

    // Assess
    expect(answer).toBe('acted');
  });
});
