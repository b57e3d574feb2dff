import { PAGED_QUERY } from '../../lambdas/contract/portal-pages';
import { MAIL_OUTBOX_OLDEST_AGE_METRIC } from '../../lambdas/contract/shop-metrics';
import { apiRoutes, registryProblems, type HandlerRegistry } from './handler-definition';
import { COGNITO, DYNAMODB, PADDLE, TOKENS } from './handler-clients';

/**
 * Every Lambda function of the shop, one declaration each (the shape: handler-definition.ts). CDK makes one
 * ShopFunction per entry with its grants, routes, schedule and alarms; the local stack loads and routes the same
 * modules; the fuzzer attacks every route; the bundle and init budgets and the bench measure every entry; the docs'
 * function table is generated from it (`npm run docs:handlers`). Adding a handler is one entry here, its module in
 * `lambdas/handlers/` and its tests (CONTRIBUTING.md, "Add a handler").
 *
 * The key names the module `lambdas/handlers/<key>.ts` (unless `entry` says otherwise), which exports `handler`.
 */
export const HANDLERS = {
  health: {
    purpose: 'Answers whether the table answers (the health check)',
    routes: [{ method: 'GET', path: '/api/health' }],
    access: ['table:describe'],
    clients: ['@aws-sdk/client-dynamodb'],
    serverErrors: 'repeated',
  },
  pricing: {
    purpose: "Prices a basket from the catalogue and the stage's Paddle price ids",
    routes: [{ method: 'GET', path: '/api/pricing/{slug}' }],
    access: ['paddle:prices'],
    clients: [],
  },
  checkout: {
    purpose: 'Opens a Paddle transaction for a basket the server prices',
    // Checkout calls Paddle per request: 10/s is far beyond real buyers and keeps a flood from hitting Paddle's rate
    // limit.
    routes: [{ method: 'POST', path: '/api/checkout', throttle: { rateLimit: 10, burstLimit: 20 } }],
    // The stage's legal pages: the checkout names the terms the buyer accepts.
    access: ['table:write', 'paddle:api', 'paddle:prices', 'legal:texts'],
    clients: [...DYNAMODB, PADDLE, TOKENS],
    paddle: {
      calls: "finds the buyer's customer by e-mail, **creates it** when new, creates the transaction",
      permissions: ['customer.read', 'customer.write', 'transaction.write'],
    },
    alarms: [
      // Threshold 1 and no minimum traffic: a small shop's broken checkout is one failed buyer.
      {
        kind: 'answers',
        id: 'CheckoutFailures',
        metric: 'CheckoutServerErrors',
        status: '5*',
        threshold: 1,
        description: 'POST /api/checkout answered 5xx: a buyer could not start paying.',
        graph: 'Checkout 5xx and 502',
      },
      // Its 502s are Paddle refusing or not answering (UpstreamError): threshold 1, it names where to look.
      {
        kind: 'answers',
        id: 'CheckoutUpstreamFailures',
        metric: 'CheckoutUpstreamErrors',
        status: '502',
        threshold: 1,
        description:
          "POST /api/checkout answered 502: Paddle refused or did not answer (API key, its permissions, Paddle's status).",
        graph: 'Checkout 5xx and 502',
      },
    ],
  },
  'legal-page': {
    purpose: "One of the stage's legal pages (terms, privacy, imprint, withdrawal) in the buyer's language",
    routes: [{ method: 'GET', path: '/api/legal/{page}', query: ['language'] }],
    access: ['legal:texts'],
    clients: [],
  },
  'order-summary': {
    purpose: "The payment and confirmation pages' order summary (masked e-mail, no keys)",
    routes: [{ method: 'GET', path: '/api/orders/{transactionId}' }],
    access: ['table:read'],
    clients: DYNAMODB,
  },
  'paddle-webhook': {
    purpose: "Applies Paddle's signed events: issues, renews and takes back licences, and mails the buyer",
    // Paddle's retries after an outage arrive together: the webhook gets the largest budget and shares it with no
    // route.
    routes: [{ method: 'POST', path: '/api/webhooks/paddle', throttle: { rateLimit: 50, burstLimit: 100 } }],
    // Maps paid price ids back to catalogue items, looks the buyer up at Paddle, signs keys and mails them.
    access: [
      'table:write',
      'table:condition-check',
      'paddle:api',
      'paddle:webhook',
      'paddle:prices',
      'licence:sign',
      'mail:send',
    ],
    // Most deliveries never call Paddle: the SDK loads on first use (ADR 160).
    clients: DYNAMODB,
    paddle: {
      calls:
        "reads the buyer's e-mail from the customer; cancels a subscription whose purchase was refunded or charged back; refunds catch-up months another payment covered, and the seat charges of an order refunded whole",
      permissions: ['customer.read', 'subscription.write', 'transaction.read', 'adjustment.read', 'adjustment.write'],
    },
    alarms: [
      // Every 5xx, whatever produced it (the handler's own 500, a Lambda timeout or crash answered by API Gateway).
      // Threshold 1: Paddle retries, but until a retry succeeds a paid buyer has no licence. One is worth a look.
      {
        kind: 'answers',
        id: 'WebhookFailures',
        metric: 'WebhookServerErrors',
        status: '5*',
        threshold: 1,
        description:
          'POST /api/webhooks/paddle answered 5xx: paid orders are waiting for their licences (Paddle retries).',
        graph: 'Webhook 5xx',
      },
      // The handler answers 401 only when Paddle-Signature does not verify. A wrong or unset secret refuses every
      // delivery, so paid orders wait silently while Paddle retries. Threshold 1: a real delivery that fails is a
      // buyer without a licence, and a forged one is worth knowing about too.
      {
        kind: 'answers',
        id: 'WebhookSignatureFailures',
        metric: 'WebhookSignatureFailures',
        status: '401',
        threshold: 1,
        description:
          "POST /api/webhooks/paddle answered 401: Paddle's signature did not verify. Check the webhook secret in Secrets Manager against Paddle's notification destination.",
        graph: 'Webhook 401 (signature)',
      },
    ],
  },
  'licence-public-key': {
    purpose: 'Publishes the public key that verifies licence keys',
    routes: [{ method: 'GET', path: '/api/licence-keys/public-key' }],
    access: ['licence:verify'],
    clients: [],
    serverErrors: 'repeated',
  },
  auth: {
    purpose: "Sign-up, sign-in and every authenticator step, over Cognito's public API",
    routes: [
      { method: 'POST', path: '/api/auth/{action}' },
      { method: 'GET', path: '/api/auth/{action+}' },
    ],
    // Sign-up, sign-in and the challenges are Cognito's public (unauthenticated) API: no IAM grant needed. The
    // table holds sign-out records; the challenge cookie is sealed with its own key. A password reset ends every
    // session of the address's password user and mails "your password was changed" (ADR 487).
    access: ['table:write', 'auth:challenge-key', 'mail:send', 'pool:sign-out'],
    clients: [COGNITO, ...DYNAMODB, TOKENS],
  },
  products: {
    purpose: "The caller's licences grouped by product, with support status",
    routes: [{ method: 'GET', path: '/api/products', query: PAGED_QUERY }],
    // The licence portal: reads are keyed by the caller's verified e-mail.
    access: ['table:read'],
    clients: [...DYNAMODB, TOKENS],
  },
  licenses: {
    purpose: "The caller's licences",
    routes: [{ method: 'GET', path: '/api/licenses', query: PAGED_QUERY }],
    access: ['table:read'],
    clients: [...DYNAMODB, TOKENS],
  },
  subscriptions: {
    purpose: "The caller's subscriptions, each with the next charge as Paddle previews it",
    routes: [{ method: 'GET', path: '/api/subscriptions' }],
    access: ['table:read', 'paddle:api'],
    // A buyer without a renewing subscription never calls Paddle: the SDK loads on first use (ADR 160).
    clients: [...DYNAMODB, TOKENS],
    paddle: {
      calls: "reads each renewing subscription's next transaction (`include=next_transaction`)",
      permissions: ['subscription.read'],
    },
  },
  'subscription-actions': {
    purpose: "Cancels, resumes or opens Paddle's customer portal for the caller's own subscription",
    routes: [{ method: 'POST', path: '/api/subscriptions/{id}/{action}' }],
    // The webhooks write the subscription's state; this writes only the mail limits' counters and the receipts'
    // claims (ADR 260, 261).
    access: ['table:read', 'table:write', 'paddle:api', 'mail:send'],
    clients: [...DYNAMODB, TOKENS, PADDLE],
    paddle: {
      calls: 'cancels at period end; opens the customer portal',
      permissions: ['subscription.write', 'customer_portal_session.write'],
    },
  },
  'licence-transfers': {
    purpose: 'Offers a licence to another address, and accepts or declines the offer',
    routes: [
      { method: 'POST', path: '/api/licenses/{id}/transfer' },
      { method: 'POST', path: '/api/licenses/{id}/transfer/{action}' },
    ],
    // Moves a licence, re-issues its key (kms:Sign) and mails the offer and the completed transfer; an offer is stored
    // only while its licence is unchanged (a condition check in the same transaction). Also stops the previous
    // owner's support renewing for a moved licence (Paddle, ADR 313).
    access: ['table:write', 'table:condition-check', 'licence:sign', 'mail:send', 'paddle:api'],
    clients: [...DYNAMODB, TOKENS],
    paddle: {
      calls: "stops the previous owner's support renewing for a moved licence",
      permissions: ['subscription.write'],
    },
  },
  'licence-key-status': {
    purpose: "Checks a key's signature with the public key and whether the licence still carries it",
    routes: [{ method: 'GET', path: '/api/licence-keys/status' }],
    access: ['table:read', 'licence:verify'],
    clients: DYNAMODB,
    serverErrors: 'repeated',
  },
  orders: {
    purpose: "The buyer's orders and renewals, found by the caller's verified e-mail",
    routes: [{ method: 'GET', path: '/api/orders', query: [...PAGED_QUERY, 'order'] }],
    access: ['table:read'],
    clients: [...DYNAMODB, TOKENS],
  },
  'order-invoice': {
    purpose: "Checks the order is the caller's, then asks Paddle for its invoice PDF's link",
    routes: [{ method: 'GET', path: '/api/orders/{transactionId}/invoice', query: ['creditNote'] }],
    access: ['table:read', 'paddle:api'],
    clients: [...DYNAMODB, TOKENS, PADDLE],
    paddle: {
      calls: "the invoice PDF's link of the buyer's transaction, or the credit note's of one of its refunds",
      permissions: ['transaction.read', 'adjustment.read'],
    },
  },
  'account-export': {
    purpose: "Everything the shop holds about the caller's address",
    routes: [{ method: 'GET', path: '/api/account/export' }],
    access: ['table:read'],
    clients: [...DYNAMODB, TOKENS],
    serverErrors: 'repeated',
  },
  'account-delete': {
    purpose: "Deletes the caller's account and keeps their paid licences valid",
    routes: [
      { method: 'POST', path: '/api/account/delete' },
      { method: 'POST', path: '/api/account/delete-code' },
    ],
    // Cancels renewals in Paddle, deletes unpaid checkouts and open transfer offers, and records the sign-out of every
    // session; the password check is Cognito's public client call. Every user of the person's verified address is
    // signed out everywhere and deleted with the pool's admin calls, and the deletion code and receipt are mailed
    // (ADR 487).
    access: ['table:write', 'paddle:api', 'mail:send', 'pool:sign-out', 'pool:delete'],
    clients: [COGNITO, ...DYNAMODB, TOKENS, PADDLE],
    paddle: { calls: "ends the leaving buyer's renewals", permissions: ['subscription.write'] },
  },
  // The operator console (docs/product/console.md): reads by key or index only; a status change writes the licence, its audit entry and the
  // idempotency record in one transaction.
  'admin-search': {
    purpose: 'Finds orders, buyers and licences for an operator',
    routes: [{ method: 'GET', path: '/api/admin/search', query: ['q', 'cursor'] }],
    access: ['table:read'],
    clients: [...DYNAMODB, TOKENS],
  },
  'admin-views': {
    purpose: "The console's home, order, buyer and licence pages",
    routes: [
      { method: 'GET', path: '/api/admin/home' },
      { method: 'GET', path: '/api/admin/orders/{transactionId}' },
      { method: 'GET', path: '/api/admin/buyers/{email}' },
      { method: 'GET', path: '/api/admin/licences/{licenceId}' },
    ],
    // The order page also asks Paddle for the transaction's status now, beside the store reads; the home lists
    // Paddle's completed transactions of the week to find those the shop has not applied (ADR 457).
    access: ['table:read', 'paddle:api'],
    clients: [...DYNAMODB, TOKENS],
    paddle: {
      calls: "the order page's status at Paddle; the home's completed transactions of the week",
      permissions: ['transaction.read'],
    },
  },
  'admin-licence-actions': {
    purpose: "An operator's change to a licence: status, reassign, goodwill without payment",
    routes: [{ method: 'POST', path: '/api/admin/licences/{licenceId}/{action}' }],
    // Reassign runs the transfer service's move: a new key (kms:Sign), the mails, and the previous owner's support
    // stopping its renewal at Paddle (ADR 313).
    // Goodwill writes a ledger entry or signs a replacement licence's key (ADR 463).
    access: ['table:write', 'table:condition-check', 'licence:sign', 'mail:send', 'paddle:api'],
    clients: [...DYNAMODB, TOKENS],
    paddle: {
      calls: "stops the previous owner's support renewing for a moved licence",
      permissions: ['subscription.write'],
    },
  },
  'admin-audit': {
    purpose: "The console's audit log",
    routes: [{ method: 'GET', path: '/api/admin/audit', query: ['from', 'to', 'actor', 'target'] }],
    access: ['table:read'],
    clients: [...DYNAMODB, TOKENS],
  },
  'admin-order-actions': {
    purpose:
      "An operator's action on an order: resend its mail, refund, correct the address, apply it from Paddle; and lift an address's mail suppression",
    routes: [
      { method: 'POST', path: '/api/admin/orders/{transactionId}/{action}' },
      { method: 'POST', path: '/api/admin/buyers/{email}/{action}' },
    ],
    // Re-sends an order's mail to its licences' owners and appends the audit entry. Refund asks Paddle (ADR 305,
    // 454); the licences go through the webhook, not this handler. The address correction runs the transfer's move
    // per licence, as reassign does (ADR 306). Apply from Paddle runs the reconciliation of one transaction, the
    // webhook's own path (ADR 457). Lifting a suppression deletes its item with the audit entry (ADR 458).
    access: ['table:write', 'table:condition-check', 'licence:sign', 'mail:send', 'paddle:api'],
    clients: [...DYNAMODB, TOKENS],
    paddle: {
      calls:
        "a refund from the console (adjustments API); the address correction's moves; a transaction applied from Paddle",
      permissions: ['adjustment.write', 'subscription.write', 'transaction.read', 'subscription.read', 'customer.read'],
    },
  },
  'admin-sales-report': {
    purpose: 'Orders and renewals by paid day, as a table or CSV; refunds by day',
    routes: [
      { method: 'GET', path: '/api/admin/reports/sales', query: ['from', 'to', 'format'] },
      { method: 'GET', path: '/api/admin/reports/refunds', query: ['from', 'to'] },
    ],
    // Orders and renewals by paid day from the paid-day index, the adjustments of those that have any, and the
    // adjustments by day (ADR 336, 455).
    access: ['table:read'],
    clients: [...DYNAMODB, TOKENS],
  },
  'no-route': {
    purpose: "Answers every /api/* path no route matches, in the API's error shape",
    trigger: { kind: 'unmatched-routes' },
    access: [],
    clients: [],
    // Unknown paths: a scanner's, or a stale page's.
    serverErrors: 'repeated',
  },
  'origin-verify': {
    purpose: "Admits only requests carrying CloudFront's origin secret (the API's authorizer)",
    trigger: { kind: 'api-authorizer' },
    access: ['origin:verify'],
    clients: [],
    timeoutSeconds: 5,
  },
  reconcile: {
    purpose: 'Applies any completed Paddle transaction the shop has not recorded',
    // 04:15 UTC every day, after the night's renewals and before Europe's working day, over the last three days: more
    // than one, so a missed run loses nothing.
    trigger: { kind: 'schedule', job: 'Reconciliation', cron: { minute: '15', hour: '4' }, input: { days: 3 } },
    // Applies missed purchases through the webhook's path (table writes, licence signing, the catalogue's price ids,
    // the order mail) and lists transactions at Paddle. It also scans order items once, a slice a day, for the
    // console index's backfill (ADR 331).
    access: ['table:write', 'table:scan', 'paddle:api', 'paddle:prices', 'licence:sign', 'mail:send'],
    // Most runs find nothing to apply: the Paddle SDK loads on first use (ADR 160).
    clients: DYNAMODB,
    paddle: {
      calls:
        "lists completed transactions (also to backfill Paddle's totals); reads their subscriptions; then the webhook's path; lowers or ends subscriptions Paddle refused to bring in line (ADR 407)",
      permissions: ['transaction.read', 'subscription.read', 'subscription.write', 'customer.read'],
    },
    // Pages through three days of transactions and may sign a large order's licences: minutes, not seconds.
    timeoutSeconds: 300,
  },
  'webhook-replay': {
    purpose: 'Lists and re-applies the signed Paddle events the webhook kept because it could not read them',
    trigger: { kind: 'operator-command' },
    // Re-applies an event through the webhook's own path (no signature to verify: the event was verified when kept).
    access: ['table:write', 'table:condition-check', 'paddle:api', 'paddle:prices', 'licence:sign', 'mail:send'],
    clients: DYNAMODB,
    paddle: {
      calls: "re-applies a kept event through the webhook's path",
      permissions: ['customer.read', 'subscription.write'],
    },
    // Replays one event at a time, as the webhook applies it.
    timeoutSeconds: 30,
  },
  'support-reminders': {
    purpose: 'Mails "support ends soon" and "support lapsed" once per licence and period',
    // 08:00 UTC: a reminder read during the buyer's morning in Europe (ADR 121).
    trigger: { kind: 'schedule', job: 'SupportReminders', cron: { minute: '0', hour: '8' } },
    // It scans the suite licences once a day, claims each mail once in the table and sends it through SES.
    access: ['table:scan', 'table:write', 'mail:send'],
    clients: DYNAMODB,
    timeoutSeconds: 300,
  },
  'mail-outbox': {
    purpose: 'Sends again the mails the mail service refused, with backoff, and reports the oldest one waiting',
    // Every 5 minutes: a mail SES refused for a moment goes out within minutes, and the age alarm below sees a
    // refusal that lasts within one period of its 15 minutes.
    trigger: { kind: 'schedule', job: 'MailOutbox', cron: { minute: '0/5', hour: '*' } },
    // Reads the outbox's partition and the suppressed addresses, sends through SES, writes each mail's outcome into
    // its recipient's log and removes it from the outbox.
    access: ['table:write', 'mail:send'],
    clients: DYNAMODB,
    // 50 mails a run at SES's 3-second deadline at most.
    timeoutSeconds: 240,
    alarms: [
      // The oldest mail waiting for 15 minutes means SES has refused it three times in a row (sandbox, a paused
      // account, a revoked identity): buyers are not getting their keys or receipts. Re-notifies daily while it
      // lasts, as the job failure alarms do.
      {
        kind: 'metric',
        id: 'MailOutboxStuck',
        metric: MAIL_OUTBOX_OLDEST_AGE_METRIC,
        statistic: 'Maximum',
        threshold: 15 * 60,
        renotifyDaily: true,
        description:
          "A mail SES refused has waited 15 minutes or more in the outbox: mails are not going out. The mail-outbox function's log names SES's refusal (sandbox, a paused account, the identity). Repeats daily while it lasts.",
        graph: 'Mail outbox: oldest waiting (s)',
      },
    ],
  },
  'ses-events': {
    purpose: 'Records the addresses SES reports as bounced or complaining, so the shop mails them no more',
    trigger: { kind: 'mail-events' },
    // It writes suppressed-address items and nothing else.
    access: ['mail:suppress'],
    clients: DYNAMODB,
    memoryMb: 256,
    timeoutSeconds: 3,
  },
} as const satisfies HandlerRegistry;

const problems = registryProblems(HANDLERS);
if (problems.length > 0) throw new Error(`infra/definitions/handlers.ts: ${problems.join(' ')}`);

/** The shop's route table, read by CDK, the local stack, the fuzzer and the bench. */
export const API_ROUTES = apiRoutes(HANDLERS);

/** The handlers that answer routes. */
export const API_HANDLERS: readonly string[] = [...new Set(API_ROUTES.map((route) => route.handler))];
