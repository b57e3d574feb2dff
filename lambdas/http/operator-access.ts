import { OPERATORS_GROUP_NAME, OPERATOR_SESSION_HOURS } from '../contract/admin';
import type { VerifiedIdToken } from '../adapters/token-verifier';
import { HttpError } from './errors';

/**
 * Who may use an admin route (docs/product/console.md): a member of the `operators` group of the verified id token's
 * `cognito:groups` (else 403), signed in within the last 8 hours (`auth_time`, which a refreshed token keeps, so
 * refreshing cannot stretch an operator session; else 401), and not removed since (the table's record, else 403).
 */
export const NOT_AN_OPERATOR = 'Not authorised: this is for SkyDeck shop operators only.';
export const OPERATOR_SESSION_OVER = `Operator sessions last ${OPERATOR_SESSION_HOURS} hours. Please sign in again.`;

export const OPERATOR_REMOVED =
  'Not authorised: your operator access was removed. Ask another operator if you need it back, then sign in again.';

export function assertOperator(caller: Pick<VerifiedIdToken, 'groups' | 'authTime'>, nowSeconds: number): void {
  if (!caller.groups.includes(OPERATORS_GROUP_NAME)) throw new HttpError(403, 'NOT_AN_OPERATOR', NOT_AN_OPERATOR);
  if (nowSeconds - caller.authTime > OPERATOR_SESSION_HOURS * 3600) {
    throw new HttpError(401, 'SESSION_EXPIRED', OPERATOR_SESSION_OVER);
  }
}

/**
 * The server-side record every admin request reads (ADR 453): a session signed in before the operator's latest
 * removal is refused (403) whatever its token still says, before a sign-out of the same removal could answer 401.
 */
export function assertStillOperator(caller: Pick<VerifiedIdToken, 'authTime'>, removedAt: number | undefined): void {
  if (removedAt !== undefined && caller.authTime <= removedAt)
    throw new HttpError(403, 'OPERATOR_REMOVED', OPERATOR_REMOVED);
}
