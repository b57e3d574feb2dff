/**
 * When a verified token no longer counts (sign-out ends the session on the server). Two records can
 * end it: its token family was signed out (one sign-in, with every token refreshed from it), or its user signed out
 * everywhere after it was issued.
 */
export interface TokenIdentity {
  readonly sub: string;
  readonly family: string;
  /** Seconds since the epoch. */
  readonly issuedAt: number;
}

export interface RevocationRecords {
  readonly familyRevoked: boolean;
  /** Milliseconds since the epoch of the user's latest "sign out everywhere", if any. */
  readonly signedOutEverywhereAt: number | undefined;
  /** Seconds since the epoch of the user's latest removal from the operators, when an admin request asked. */
  readonly operatorRemovedAt?: number;
}

/**
 * Token times are whole seconds, so a token issued in the very second of a "sign out everywhere" is refused too: a
 * session on another device must never survive it; signing in again takes longer than that second.
 */
export function isTokenRevoked(token: TokenIdentity, records: RevocationRecords): boolean {
  if (records.familyRevoked) return true;
  return (
    records.signedOutEverywhereAt !== undefined && token.issuedAt <= Math.floor(records.signedOutEverywhereAt / 1000)
  );
}

/** How long a record must last: as long as the longest-lived token it refuses (Cognito's maximum id token life is 1 day). */
export const REVOCATION_RECORD_SECONDS = 24 * 3600;
