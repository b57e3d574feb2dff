import type { BackfillCursor } from '../../adapters/store/charged-backfill';
import type { OrderRecord } from '../../adapters/store/orders';
import type { StoredRenewal } from '../../adapters/store/renewals';
import type { PricedCatalogueItem } from '../../domain/licences/catalogue-prices';
import type { ChargedTotals, ListedTransaction } from '../../domain/licences/payment-events';

/**
 * The backfill of Paddle's totals (ADR 363): orders paid before the shop kept what Paddle charged show only
 * a grand total in `/orders`, and renewals paid before it kept renewals by owner are not listed at all. Neither can be
 * found in the table without a scan (a missing renewal is not there at all), so the reconciliation walks Paddle's
 * own list of completed transactions, oldest first, a bounded stretch per run from where the last run stopped, and
 * adds to each record by its key what it lacks. Nothing here grants or takes anything.
 */
export interface ChargedBackfillPorts {
  /** Paddle's completed transactions after the id, in id order (Paddle's ids grow with time). */
  completedTransactionsAfter(after: string | null): AsyncIterable<ListedTransaction>;
  readCursor(): Promise<BackfillCursor>;
  saveCursor(next: BackfillCursor, previous: string | null): Promise<boolean>;
  getOrder(transactionId: string): Promise<OrderRecord | undefined>;
  getRenewal(transactionId: string): Promise<StoredRenewal | undefined>;
  /** The owner the shop keeps for the subscription, if it knows it. */
  subscriptionOwner(subscriptionId: string): Promise<string | null>;
  fillCharged(kind: 'order' | 'renewal', transactionId: string, charged: ChargedTotals): Promise<boolean>;
  listRenewal(renewal: StoredRenewal & { readonly buyerEmail: string }): Promise<void>;
  readonly prices: ReadonlyMap<string, PricedCatalogueItem>;
  readonly now: () => Date;
}

export interface ChargedBackfillReport {
  /** Paddle transactions gone through this run. */
  readonly examined: number;
  /** Orders and renewals that got Paddle's totals. */
  readonly filled: string[];
  /** Renewals now in their buyer's orders. */
  readonly listed: string[];
  /** The transaction the run stopped at because it could not be written (the next run starts there). */
  readonly failed: string | null;
  /** Paddle's list has been gone through to its end; later runs read nothing. */
  readonly finished: boolean;
}

/** Transactions per run: with a keyed read or two and at most two writes each, a few seconds of the job's time. */
export const BACKFILL_PER_RUN = 300;
const PURCHASE_ORIGINS: ReadonlySet<string> = new Set(['web', 'api']);

export async function backfillChargedTotals(
  ports: ChargedBackfillPorts,
  budget: { readonly limit?: number; readonly hasTime?: () => boolean } = {},
): Promise<ChargedBackfillReport> {
  const limit = budget.limit ?? BACKFILL_PER_RUN;
  const report = { examined: 0, filled: [] as string[], listed: [] as string[], failed: null as string | null };
  const cursor = await ports.readCursor();
  if (cursor.finishedAt) return { ...report, finished: true };
  let last = cursor.after;
  let reachedEnd = true;
  for await (const listed of ports.completedTransactionsAfter(cursor.after)) {
    if (report.examined >= limit || !(budget.hasTime?.() ?? true)) {
      reachedEnd = false;
      break;
    }
    report.examined += 1;
    try {
      await backfillOne(ports, listed, report);
    } catch {
      // Left for the next run, which starts again here; the reconciliation counts it as a failure.
      report.failed = listed.completed.transactionId;
      reachedEnd = false;
      break;
    }
    last = listed.completed.transactionId;
  }
  const finished = reachedEnd ? ports.now().toISOString() : null;
  if (last !== cursor.after || finished) await ports.saveCursor({ after: last, finishedAt: finished }, cursor.after);
  return { ...report, finished: finished !== null };
}

async function backfillOne(
  ports: ChargedBackfillPorts,
  { completed }: ListedTransaction,
  report: { filled: string[]; listed: string[] },
): Promise<void> {
  const { transactionId, charged } = completed;
  if (!charged) return;
  if (PURCHASE_ORIGINS.has(completed.origin)) {
    const order = await ports.getOrder(transactionId);
    const recorded = order?.status === 'paid' || order?.status === 'refunded';
    if (recorded && !order.charged && (await ports.fillCharged('order', transactionId, charged)))
      report.filled.push(transactionId);
    return;
  }
  const { subscriptionId, billingPeriod, lines } = completed;
  if (completed.origin !== 'subscription_recurring' || !subscriptionId || !billingPeriod) return;
  // Another product's renewal in the same Paddle account is none of the shop's (ADR 244).
  if (!lines.some((line) => ports.prices.has(line.priceId))) return;
  const renewal = await ports.getRenewal(transactionId);
  if (renewal && !renewal.charged && (await ports.fillCharged('renewal', transactionId, charged)))
    report.filled.push(transactionId);
  if (renewal?.buyerEmail) return;
  const buyerEmail = completed.customData?.buyerEmail ?? (await ports.subscriptionOwner(subscriptionId));
  if (!buyerEmail) return;
  const paidAt = completed.paidAt;
  await ports.listRenewal({ transactionId, subscriptionId, period: billingPeriod, lines, paidAt, charged, buyerEmail });
  report.listed.push(transactionId);
}
