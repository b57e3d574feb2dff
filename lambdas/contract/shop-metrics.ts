/**
 * The shop's own CloudWatch metrics (namespace SkyDeck, dimension Stage): the functions write them as EMF
 * (lambdas/adapters/metrics.ts) and the alarms and dashboard read them (infra/constructs/monitoring.ts), by these
 * names only (`ApiServerErrors`, `ReconciliationFailures`, …).
 */
export const SHOP_METRICS_NAMESPACE = 'SkyDeck';
export const RECONCILIATION_METRICS = [
  'ReconciliationMismatches',
  'ReconciliationApplied',
  'ReconciliationFailures',
] as const;
export type ReconciliationMetric = (typeof RECONCILIATION_METRICS)[number];

/**
 * Every answer of 500 or more that `apiHandler` gives (an unexpected exception, or a typed upstream failure),
 * counted by Stage and Route (`POST /api/checkout`) and by Stage alone.
 */
export const API_SERVER_ERRORS_METRIC = 'ApiServerErrors';

/**
 * Failures the shop logs and carries on from, because what they would block matters more (a transfer stands when
 * its mail fails): each is counted under its name with its log line (`alarmedFailure` in adapters/logger.ts), and
 * each has an alarm (`TransferMailFailures` and the others below). A comment that says a failure is alarmed names
 * one of these.
 */
export const ALARMED_FAILURES = {
  PaddleEventsUnreadable: 'A signed Paddle event could not be read: it is kept for replay and Paddle retries it.',
  TransferMailFailures: 'A licence transfer mail (the offer or the completed move) could not be sent or queued.',
  SupportHandoverFailures:
    "A moved licence's previous owner's support renewal could not be lowered at Paddle: the reconciliation retries it.",
  SubscriptionReceiptFailures: 'The receipt of a cancelled or resumed subscription could not be sent or queued.',
  SupportReminderFailures: 'A support reminder mail could not be sent or queued (the others went on).',
  BuyerMailFailures:
    'A mail a buyer needs after a change that stands (their keys at a corrected address, "password changed", the receipt of a deleted account) could not be sent or queued.',
  MailDeliveryFailures:
    "A mail the outbox retried for three days was not sent: its recipient's mail log says failed; re-send it from the console.",
} as const;
export type AlarmedFailure = keyof typeof ALARMED_FAILURES;

/**
 * How long the oldest mail in the outbox has waited, in seconds (0 when it is empty): the outbox job publishes it on
 * every run (lambdas/services/mail/mail-outbox.ts), and its alarm `MailOutboxStuck` pages at 15 minutes.
 */
export const MAIL_OUTBOX_OLDEST_AGE_METRIC = 'MailOutboxOldestAge';
