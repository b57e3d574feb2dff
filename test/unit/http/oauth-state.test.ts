import { createHash } from 'node:crypto';
import { challengeKeyFrom } from '../../../lambdas/adapters/challenge-key';
import { isSameSitePath } from '../../../lambdas/contract/federated-sign-in';
import {
  checkOAuthState,
  codeChallengeOf,
  newOAuthAttempt,
  oauthStateCookie,
  OAUTH_STATE_COOKIE,
} from '../../../lambdas/http/oauth-state';

const KEY = challengeKeyFrom('k'.repeat(40));
const OTHER_KEY = challengeKeyFrom('o'.repeat(40));
const NOW = Date.parse('2026-11-26T12:00:00Z');

/** The cookie as the browser sends it back: its name=value pair. */
const sent = (setCookie: string) => ({ cookies: [setCookie.split(';')[0]!] });

describe('the OAuth state cookie (ADR 252)', () => {
  it('is Lax, HttpOnly, Secure, host-only for ten minutes, and shows neither the state nor the verifier', () => {
    // Prepare
    const attempt = newOAuthAttempt('google', '/licenses');

    // Act
    const cookie = oauthStateCookie(attempt, KEY, NOW);

    // Assess
    expect(cookie).toMatch(
      new RegExp(`^${OAUTH_STATE_COOKIE}=v1\\.[A-Za-z0-9_-]+; Path=/; Max-Age=600; HttpOnly; Secure; SameSite=Lax$`),
    );
    expect(cookie).not.toContain(attempt.state);
    expect(cookie).not.toContain(attempt.codeVerifier);
  });

  it('gives the attempt back to a callback that echoes its state within ten minutes', () => {
    // Prepare
    const attempt = newOAuthAttempt('apple', '/licenses');
    const cookie = oauthStateCookie(attempt, KEY, NOW);

    // Act
    const checked = checkOAuthState(sent(cookie), attempt.state, KEY, NOW + 599_000);

    // Assess
    expect(checked).toEqual({ attempt });
  });

  it.each([
    ['no cookie', () => ({ cookies: [] }), 'state', NOW, 'missing'],
    ['an expired cookie', (cookie: string) => sent(cookie), 'state', NOW + 600_000, 'expired'],
    ['another state', (cookie: string) => sent(cookie), 'forged', NOW, 'invalid'],
    ['no state', (cookie: string) => sent(cookie), undefined, NOW, 'invalid'],
    [
      'a tampered cookie',
      (cookie: string) => sent(cookie.replace(/\.(.)/, (_, c) => `.${c === 'A' ? 'B' : 'A'}`)),
      'state',
      NOW,
      'invalid',
    ],
    ['a plain cookie', () => ({ cookies: [`${OAUTH_STATE_COOKIE}=state`] }), 'state', NOW, 'invalid'],
  ] as const)('refuses %s', (_label, send, queryState, at, problem) => {
    // Prepare
    const attempt = { ...newOAuthAttempt('google', '/my'), state: 'state' };
    const cookie = oauthStateCookie(attempt, KEY, NOW);

    // Act
    const checked = checkOAuthState(send(cookie), queryState, KEY, at);

    // Assess
    expect(checked).toEqual({ problem });
  });

  it('does not open under another key (the challenge cookie’s, or another stage’s)', () => {
    // Prepare
    const attempt = newOAuthAttempt('google', '/my');

    // Act
    const checked = checkOAuthState(sent(oauthStateCookie(attempt, KEY, NOW)), attempt.state, OTHER_KEY, NOW);

    // Assess
    expect(checked).toEqual({ problem: 'invalid' });
  });

  it('sends the S256 challenge of its verifier (RFC 7636)', () => {
    // Prepare
    const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';

    // Act
    const challenge = codeChallengeOf(verifier);

    // Assess: RFC 7636 appendix B's example
    expect(challenge).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
    expect(challenge).toBe(createHash('sha256').update(verifier).digest('base64url'));
  });
});

describe('where a social sign-in may return', () => {
  it.each(['/licenses', '/my', '/buy/x?y=1'])('follows the same-site path %s', (path) => {
    // Act / Assess
    expect(isSameSitePath(path)).toBe(true);
  });

  it.each([
    null,
    '',
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'licenses',
    '/x\r\nSet-Cookie: a=b',
    `/${'a'.repeat(600)}`,
  ])('refuses %j', (path) => {
    // Act / Assess
    expect(isSameSitePath(path)).toBe(false);
  });
});
