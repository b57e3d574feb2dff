import { challengeKeyFrom } from '../http/cookies';
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
