import { BillingSubscriptions } from './billing-subscriptions';

export type { BillingJournal } from './billing-records';
export type { RefundLine } from './billing-adjustments';

/**
 * The stand-in's state and what Paddle does with it: transactions, subscriptions, customers and adjustments, kept in
 * the journal, and every change announced through the outbox with the events Paddle sends for it, in Paddle's order.
 * One concern a file (billing-records.ts, billing-transactions.ts, billing-adjustments.ts, billing-subscriptions.ts),
 * each class extending the one before; this is the whole, as the routes use it.
 */
export class Billing extends BillingSubscriptions {}
