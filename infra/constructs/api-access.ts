import { Duration } from 'aws-cdk-lib';

/**
 * What a handler may touch in AWS, beyond writing its own logs. The API construct turns each entry into the
 * narrowest grant it has (explicit actions on explicit resources); a handler missing from HANDLER_PROFILES gets
 * nothing (and a test asks that every handler be declared, so "nothing" is always a decision, never an oversight).
 * test/infra/api.test.ts reads each function's actions back from the template.
 */
export type HandlerAccess =
  /** dynamodb:DescribeTable only: the health check asks whether the table answers, and reads no item. */
  | 'table:describe'
  /** GetItem, BatchGetItem and Query on the table and its indexes: the reads the store makes. */
  | 'table:read'
  /**
   * Read plus PutItem, UpdateItem and DeleteItem: the store's writes, also inside TransactWriteItems, whose
   * Put/Update/Delete actions IAM governs by these same actions (ADR 155).
   */
  | 'table:write'
  /** ConditionCheckItem: a transaction that writes on condition of another item (a purchase's event, ADR 180). */
  | 'table:condition-check'
  /**
   * dynamodb:Scan on the table: only the daily jobs, the support reminders (every suite licence once) and the
   * reconciliation's one-pass backfill of the console index (ADR 331).
   */
  | 'table:scan'
  /** Reads the Paddle API key secret (calls to Paddle's API). */
  | 'paddle:api'
  /** Reads the Paddle webhook secret (verifies Paddle-Signature). */
  | 'paddle:webhook'
  /** Gets the stage's Paddle price id map (priceKey → pri_…) as PADDLE_PRICE_IDS. Not an AWS permission. */
  | 'paddle:prices'
  /** Gets the stage's legal pages (infra/stages/legal/<stage>/) as a file beside the bundle. Not an AWS permission. */
  | 'legal:texts'
  /** kms:Sign with the licence signing key (issuing a licence key). */
  | 'licence:sign'
  /** kms:GetPublicKey on the licence signing key (publishing it, checking a key's signature). */
  | 'licence:verify'
  /** ses:SendEmail from the stage's SES identity (the shop's own mails); nothing on a stage without SES. */
  | 'mail:send'
  /** PutItem of suppressed-address items only (`SUPPRESSED#…` partition keys): the SES events function. */
  | 'mail:suppress'
  /** Reads the origin-verify secret CloudFront sends (the API's authorizer). */
  | 'origin:verify'
  /** Reads the key that seals the sign-in challenge cookie. */
  | 'auth:challenge-key';

/** Every kind, for the test that no kind is declared without a function using it. */
export const HANDLER_ACCESS_KINDS: readonly HandlerAccess[] = [
  'table:describe',
  'table:read',
  'table:write',
  'table:scan',
  'table:condition-check',
  'paddle:api',
  'paddle:webhook',
  'paddle:prices',
  'legal:texts',
  'licence:sign',
  'licence:verify',
  'mail:send',
  'mail:suppress',
  'origin:verify',
  'auth:challenge-key',
];

export interface HandlerProfile {
  readonly access: readonly HandlerAccess[];
  /** @default Duration.seconds(10): long enough for a Paddle API round trip, short enough to fail fast */
  readonly timeout?: Duration;
}

/** The HTTP API's Lambda authorizer: not a route handler, but a function with a profile like one. */
export const ORIGIN_AUTHORIZER_HANDLER = 'origin-verify';

export const HANDLER_PROFILES: Readonly<Record<string, HandlerProfile>> = {
  health: { access: ['table:describe'] },
  pricing: { access: ['paddle:prices'] },
  // Sign-up, sign-in and the challenges are Cognito's public (unauthenticated) API: no IAM grant needed. The
  // table holds sign-out records; the challenge cookie is sealed with its own key.
  auth: { access: ['table:write', 'auth:challenge-key'] },
  products: { access: ['table:read'] },
  checkout: { access: ['table:write', 'paddle:api', 'paddle:prices', 'legal:texts'] },
  'legal-page': { access: ['legal:texts'] },
  // The payment and confirmation pages' order summary (masked e-mail, no keys).
  'order-summary': { access: ['table:read'] },
  // Maps paid price ids back to catalogue items, looks the buyer up at Paddle, signs keys and mails them.
  'paddle-webhook': {
    access: [
      'table:write',
      'table:condition-check',
      'paddle:api',
      'paddle:webhook',
      'paddle:prices',
      'licence:sign',
      'mail:send',
    ],
  },
  'licence-public-key': { access: ['licence:verify'] },
  // The licence portal: reads are keyed by the caller's verified e-mail.
  licenses: { access: ['table:read'] },
  subscriptions: { access: ['table:read'] },
  // Cancels, resumes or opens Paddle's customer portal for the caller's own subscription; the webhooks write its
  // state, this writes only the mail limits' counters and the receipts' claims (ADR 260, 261).
  'subscription-actions': { access: ['table:read', 'table:write', 'paddle:api', 'mail:send'] },
  // Moves a licence, re-issues its key (kms:Sign) and mails the offer and the completed transfer; an offer is stored
  // only while its licence is unchanged (a condition check in the same transaction).
  // Also stops the previous owner's support renewing for a moved licence (Paddle, ADR 313).
  'licence-transfers': {
    access: ['table:write', 'table:condition-check', 'licence:sign', 'mail:send', 'paddle:api'],
  },
  // Checks a key's signature with the public key and whether the licence still carries it.
  'licence-key-status': { access: ['table:read', 'licence:verify'] },
  // The buyer's orders and renewals, found by the caller's verified e-mail.
  orders: { access: ['table:read'] },
  // Checks the order is the caller's, then asks Paddle for its invoice PDF's link.
  'order-invoice': { access: ['table:read', 'paddle:api'] },
  // Everything the shop holds about the caller's address, read by it.
  'account-export': { access: ['table:read'] },
  // Cancels renewals in Paddle, deletes unpaid checkouts and open transfer offers, and records the sign-out of every
  // session; the password check and DeleteUser are Cognito's public client calls (the user's own token), no IAM.
  'account-delete': { access: ['table:write', 'paddle:api'] },
  // The operator console (docs/product/console.md): reads by key or index only; a status change writes the licence, its audit
  // entry and the idempotency record in one transaction.
  'admin-search': { access: ['table:read'] },
  // The order page also asks Paddle for the transaction's status now (`transaction.read`), beside the store reads.
  'admin-views': { access: ['table:read', 'paddle:api'] },
  'admin-audit': { access: ['table:read'] },
  // Orders by paid day from the paid-day index, and the adjustments of those that have any (ADR 336).
  'admin-sales-report': { access: ['table:read'] },
  // Re-sends an order's mail to its licences' owners and appends the audit entry.
  // Refund asks Paddle (ADR 305); the licences go through the webhook, not this handler. The address correction
  // runs the transfer's move per licence, as reassign does (ADR 306).
  'admin-order-actions': {
    access: ['table:write', 'table:condition-check', 'licence:sign', 'mail:send', 'paddle:api'],
  },
  // Reassign runs the transfer service's move: a new key (kms:Sign), the mails, and the previous owner's support
  // stopping its renewal at Paddle (ADR 313).
  'admin-licence-actions': {
    access: ['table:write', 'table:condition-check', 'licence:sign', 'mail:send', 'paddle:api'],
  },
  'no-route': { access: [] },
  [ORIGIN_AUTHORIZER_HANDLER]: { access: ['origin:verify'], timeout: Duration.seconds(5) },
};

export const DEFAULT_HANDLER_TIMEOUT = Duration.seconds(10);

export function handlerProfile(handler: string): HandlerProfile {
  return Object.hasOwn(HANDLER_PROFILES, handler) ? HANDLER_PROFILES[handler]! : { access: [] };
}
