/**
 * The table items that end sessions on the server (docs/product/accounts.md), as the API reads them and the operator
 * command writes them (`infra/operators/operators.ts`): one key scheme for both.
 */
export const sessionRecordKeys = {
  /** One signed-out token family (one sign-in, with every token refreshed from it). */
  family: (family: string) => ({ pk: `SESSION#${family}`, sk: 'REVOKED' }),
  /** A user's latest "sign out everywhere" (`signedOutAt`, milliseconds since the epoch). */
  user: (sub: string) => ({ pk: `USER#${sub}`, sk: 'SIGNED_OUT_EVERYWHERE' }),
  /**
   * An operator's removal (`removedAt`, seconds since the epoch): every admin request reads it, so a session signed
   * in before the removal is refused at once (ADR 453).
   */
  operator: (sub: string) => ({ pk: `OPERATOR#${sub}`, sk: 'ACCESS' }),
};
