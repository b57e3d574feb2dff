import {
  checkPaddleSignatureWithRefresh,
  paddleSignature,
  type RotatingSecret,
} from '../../../lambdas/adapters/paddle-signature';

const body = '{"event_id":"evt_1"}';
const now = 1_800_000_000;

/** The function holds `held`; Secrets Manager already has `stored` (the operator rotated it). */
function secretSource(held: string, stored: string) {
  const calls = { refreshed: 0 };
  const secret: RotatingSecret = {
    current: async () => held,
    refreshed: async () => {
      calls.refreshed += 1;
      return stored;
    },
  };
  return { secret, calls };
}

describe('checkPaddleSignatureWithRefresh', () => {
  it('accepts a webhook signed with a just-rotated secret by re-reading the secret once', async () => {
    // Prepare
    const { secret, calls } = secretSource('old-secret', 'new-secret');

    // Act
    const problem = await checkPaddleSignatureWithRefresh(body, paddleSignature(body, 'new-secret', now), secret, now);

    // Assess
    expect(problem).toBeUndefined();
    expect(calls.refreshed).toBe(1);
  });

  it('refuses a forged signature after one re-read', async () => {
    // Prepare
    const { secret, calls } = secretSource('secret', 'secret');

    // Act
    const problem = await checkPaddleSignatureWithRefresh(body, paddleSignature(body, 'forger', now), secret, now);

    // Assess
    expect(problem).toBe('mismatch');
    expect(calls.refreshed).toBe(1);
  });

  it('does not re-read for a valid signature, nor for a stale or malformed one', async () => {
    // Prepare
    const { secret, calls } = secretSource('secret', 'secret');

    // Act
    const answers = [
      await checkPaddleSignatureWithRefresh(body, paddleSignature(body, 'secret', now), secret, now),
      await checkPaddleSignatureWithRefresh(body, paddleSignature(body, 'secret', now - 60), secret, now),
      await checkPaddleSignatureWithRefresh(body, 'ts=1', secret, now),
      await checkPaddleSignatureWithRefresh(body, undefined, secret, now),
    ];

    // Assess
    expect(answers).toEqual([undefined, 'stale', 'malformed', 'missing']);
    expect(calls.refreshed).toBe(0);
  });

  it('re-reads a secret that was still empty when first read', async () => {
    // Prepare
    const { secret } = secretSource('', 'secret');

    // Act
    const problem = await checkPaddleSignatureWithRefresh(body, paddleSignature(body, 'secret', now), secret, now);

    // Assess
    expect(problem).toBeUndefined();
  });
});
