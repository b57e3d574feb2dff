import { DomainError } from '../../domain/errors';

/**
 * A code mailed to a person's verified address stands in for the password they do not have (an account that signs
 * in with Google or Apple) when they delete their account (ADR 487). Six digits, valid 15 minutes, five tries.
 */
export const ACCOUNT_CODE_MINUTES = 15;
export const ACCOUNT_CODE_TRIES = 5;

export interface AccountCodePorts {
  /** Six random digits. */
  newCode(): string;
  /** A keyed hash of the code for this user (never stored in the clear). */
  hash(code: string): string;
  /** Compares two hashes in constant time. */
  sameHash(a: string, b: string): boolean;
  put(codeHash: string, validUntil: number): Promise<void>;
  read(): Promise<{ codeHash: string; validUntil: number; failedAttempts: number } | undefined>;
  /**
   * Takes one of the code's tries in one conditional write: false when `tries` were taken already (or the code is
   * gone). Taken before the comparison, so guesses sent at once cannot all be weighed against one count.
   */
  takeTry(tries: number): Promise<boolean>;
  remove(): Promise<void>;
  mail(code: string): Promise<void>;
}

/** Makes a new code (the last one stops counting) and mails it; the caller limits how often (ADR 260). */
export async function sendAccountCode(ports: AccountCodePorts, now = Date.now()): Promise<void> {
  const code = ports.newCode();
  await ports.put(ports.hash(code), now + ACCOUNT_CODE_MINUTES * 60_000);
  await ports.mail(code);
}

const NO_CODE = 'Ask for a code first: we mail it to the address of your account.';
const EXPIRED = 'This code has expired. Ask for a new one.';
const TOO_MANY = 'Too many wrong codes. Ask for a new one.';
const WRONG = 'The code is not correct. Your account has not been deleted.';

/** Throws a sentence for a missing, expired, exhausted or wrong code; a right one is used up. */
export async function useAccountCode(code: string, ports: AccountCodePorts, now = Date.now()): Promise<void> {
  const stored = await ports.read();
  if (!stored) throw new DomainError('NO_CODE', NO_CODE);
  if (stored.validUntil < now) throw new DomainError('CODE_EXPIRED', EXPIRED);
  if (stored.failedAttempts >= ACCOUNT_CODE_TRIES || !(await ports.takeTry(ACCOUNT_CODE_TRIES)))
    throw new DomainError('TOO_MANY_CODES', TOO_MANY);
  if (!ports.sameHash(ports.hash(code.trim()), stored.codeHash)) throw new DomainError('INCORRECT_CODE', WRONG);
  await ports.remove();
}
