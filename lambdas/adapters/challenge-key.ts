import { hkdfSync } from 'node:crypto';
import { readSecret } from './secrets';

/**
 * The key that seals the challenge cookie: `CHALLENGE_COOKIE_KEY` locally (a file under the local data directory),
 * the Secrets Manager secret named by `CHALLENGE_COOKIE_KEY_SECRET_ARN` in AWS. Read once per process.
 */
let key: Promise<Buffer> | undefined;

export function challengeKey(): Promise<Buffer> {
  if (!key) {
    const pending = readSecret('CHALLENGE_COOKIE_KEY').then(challengeKeyFrom);
    pending.catch(() => {
      key = undefined;
    });
    key = pending;
  }
  return key;
}

/** The 32-byte sealing key from the secret's text (a file locally, Secrets Manager in AWS). */
export function challengeKeyFrom(secret: string): Buffer {
  if (secret.length < 32) throw new Error('The challenge cookie key must have at least 32 characters.');
  return Buffer.from(hkdfSync('sha256', secret, 'skydeck', 'challenge cookie v1', 32));
}

/**
 * The key that seals the OAuth state cookie of social sign-in (ADR 252): derived from the same secret with its own
 * label, so neither cookie can be opened as the other.
 */
let stateKey: Promise<Buffer> | undefined;

export function oauthStateKey(): Promise<Buffer> {
  if (!stateKey) {
    const pending = readSecret('CHALLENGE_COOKIE_KEY').then((secret) =>
      Buffer.from(hkdfSync('sha256', challengeKeyFrom(secret), 'skydeck', 'oauth state cookie v1', 32)),
    );
    pending.catch(() => {
      stateKey = undefined;
    });
    stateKey = pending;
  }
  return stateKey;
}
