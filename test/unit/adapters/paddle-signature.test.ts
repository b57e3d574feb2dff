import { checkPaddleSignature, paddleSignature } from '../../../lambdas/adapters/paddle-signature';

describe('checkPaddleSignature', () => {
  const secret = 'pdl_ntfset_test';
  const body = '{"event_id":"evt_1"}';
  const now = 1_800_000_000;

  it.each([
    ['accepts a fresh, matching signature', paddleSignature(body, secret, now), undefined],
    ['accepts a signature 5 seconds old', paddleSignature(body, secret, now - 5), undefined],
    [
      'accepts one of several h1 values during rotation',
      `${paddleSignature(body, secret, now)};h1=${'0'.repeat(64)}`,
      undefined,
    ],
    ['refuses a missing header', undefined, 'missing'],
    ['refuses a header without h1', `ts=${now}`, 'malformed'],
    ['refuses a non-numeric timestamp', 'ts=abc;h1=00', 'malformed'],
    ['refuses a signature 6 seconds old', paddleSignature(body, secret, now - 6), 'stale'],
    ['refuses a signature 6 seconds in the future', paddleSignature(body, secret, now + 6), 'future'],
    ['refuses another secret', paddleSignature(body, 'other', now), 'mismatch'],
    ['refuses a short h1', `ts=${now};h1=abcd`, 'mismatch'],
  ])('%s', (_label, header, expected) => {
    expect(checkPaddleSignature(body, header, secret, now)).toBe(expected);
  });

  it('refuses a body changed by one byte', () => {
    expect(checkPaddleSignature(`${body} `, paddleSignature(body, secret, now), secret, now)).toBe('mismatch');
  });
});
