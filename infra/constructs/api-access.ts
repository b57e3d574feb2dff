import { Duration } from 'aws-cdk-lib';

/**
 * What a handler may touch in AWS, beyond writing its own logs. The API construct turns each entry into the
 * narrowest grant it has; a handler missing from HANDLER_PROFILES gets nothing (and a test asks that every
 * handler be declared, so "nothing" is always a decision, never an oversight).
 */
export type HandlerAccess =
  /** GetItem/Query/Scan/DescribeTable on the table and its indexes. */
  | 'table:read'
  /** Read plus Put/Update/Delete/Batch writes. */
  | 'table:write'
  /** Admin look-ups of users (AdminGetUser, ListUsers): e.g. finding a licence transfer's recipient. */
  | 'users:read'
  /** Reads the Paddle API key secret (calls to Paddle's API). */
  | 'paddle:api'
  /** Reads the Paddle webhook secret (verifies Paddle-Signature). */
  | 'paddle:webhook'
  /** Gets the stage's Paddle price id map (priceKey → pri_…) as PADDLE_PRICE_IDS. */
  | 'paddle:prices'
  /** kms:Sign and kms:GetPublicKey with the licence signing key. */
  | 'licence:sign'
  /** Reads the key that seals the sign-in challenge cookie. */
  | 'auth:challenge-key';

export interface HandlerProfile {
  readonly access: readonly HandlerAccess[];
  /** @default Duration.seconds(10): long enough for a Paddle API round trip, short enough to fail fast */
  readonly timeout?: Duration;
}

export const HANDLER_PROFILES: Readonly<Record<string, HandlerProfile>> = {
  health: { access: ['table:read'] },
  pricing: { access: ['paddle:prices'] },
  // Sign-up, sign-in and the challenges are Cognito's public (unauthenticated) API: no IAM grant needed. The
  // table holds sign-out records; the challenge cookie is sealed with its own key.
  auth: { access: ['table:write', 'auth:challenge-key'] },
  products: { access: ['table:read'] },
  checkout: { access: ['table:write', 'paddle:api', 'paddle:prices'] },
  // The payment and confirmation pages' order summary (masked e-mail, no keys).
  'order-summary': { access: ['table:read'] },
  // The webhook prices nothing, but maps paid price ids back to catalogue items; it looks the buyer up at Paddle.
  'paddle-webhook': { access: ['table:write', 'paddle:api', 'paddle:webhook', 'paddle:prices', 'licence:sign'] },
  'licence-public-key': { access: ['licence:sign'] },
  // The licence portal (issue 6): reads are keyed by the caller's verified e-mail.
  licenses: { access: ['table:read'] },
  subscriptions: { access: ['table:read'] },
  // Cancels or opens Paddle's customer portal for the caller's own subscription; it writes nothing (webhooks do).
  'subscription-actions': { access: ['table:read', 'paddle:api'] },
  // Moves a licence and re-issues its key (kms:Sign).
  'licence-transfers': { access: ['table:write', 'licence:sign'] },
  // Checks a key's signature with the public key (kms:GetPublicKey) and whether the licence still carries it.
  'licence-key-status': { access: ['table:read', 'licence:sign'] },
};

export const DEFAULT_HANDLER_TIMEOUT = Duration.seconds(10);

export function handlerProfile(handler: string): HandlerProfile {
  return Object.hasOwn(HANDLER_PROFILES, handler) ? HANDLER_PROFILES[handler]! : { access: [] };
}
