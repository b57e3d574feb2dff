import type { EmfDocument } from '../../adapters/metrics';
import { RECONCILIATION_METRICS, SHOP_METRICS_NAMESPACE, type ReconciliationMetric } from '../../contract/shop-metrics';
import { lineNetCents } from '../../domain/pricing';
import type { PricedCatalogueItem } from '../../domain/licences/catalogue-prices';
import type { ListedTransaction } from '../../domain/licences/payment-events';
import type { ChargedBackfillReport } from './charged-backfill';
import type { RealignmentReport } from './subscription-alignment';

/**
 * Reconciliation (docs/product/licences.md): no paid order is lost even when webhooks are. It lists Paddle's completed
 * transactions of the last days, applies every purchase the shop has not recorded through the webhook's own
 * idempotent path, and checks what Paddle charged against the catalogue. Ports are parameters, so it runs the
 * same against the local stand-in, against Paddle from the scheduled Lambda, and against fakes in unit tests.
 */
export interface ReconcilePorts {
  /** Paddle's completed transactions billed at or after `since`. */
  completedTransactions(since: Date): AsyncIterable<ListedTransaction>;
  /** Whether the shop has recorded the purchase (its order is paid or refunded). */
  isRecorded(transactionId: string): Promise<boolean>;
  /** The webhook's idempotent path for a completed transaction (and its subscription, when it has one). */
  apply(transaction: ListedTransaction): Promise<void>;
  /** This stage's Paddle price id → catalogue item, and its first-year discount ids. */
  readonly prices: ReadonlyMap<string, PricedCatalogueItem>;
  readonly firstYearDiscountIds: readonly string[];
  readonly log: ReconcileLog;
  readonly now: () => Date;
  /** How long the run may still take (the Lambda's remaining time); unbounded when not given. */
  readonly timeLeftMs?: () => number;
  /** The backfill of Paddle's totals (ADR 363), run after the window with the time left. */
  readonly backfill?: (hasTime: () => boolean) => Promise<ChargedBackfillReport>;
  /** Aligns again the subscriptions marked as not in line with what they renew (ADR 407), with the time left. */
  readonly realign?: (hasTime: () => boolean) => Promise<RealignmentReport>;
}

export interface ReconcileLog {
  info(message: string, details: Record<string, unknown>): void;
  error(message: string, details: Record<string, unknown>): void;
}

export interface ReconcileReport {
  readonly since: string;
  readonly examined: number;
  /** Purchases the shop had not recorded, now applied. */
  readonly applied: string[];
  /** Transactions whose totals differ from the catalogue's price. */
  readonly mismatches: string[];
  /** Purchases that could not be applied (they are tried again on the next run). */
  readonly failures: string[];
  /** What the backfill of Paddle's totals did this run (ADR 363); absent when it did not run. */
  readonly backfill?: ChargedBackfillReport;
  /** What the pass over subscriptions not in line with what they renew did (ADR 407); absent when it did not run. */
  readonly realignment?: RealignmentReport;
}

export const DEFAULT_RECONCILE_DAYS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Origins that are purchases: what issues licences. Renewals, card updates and prorations do not. */
const PURCHASE_ORIGINS: ReadonlySet<string> = new Set(['web', 'api']);
/**
 * The time one more purchase may need (its writes, its keys signed, its mail sent or given up after the send's
 * deadline) and the report after it. With less left, the run stops before applying: a run killed mid-apply could
 * leave a mail claimed and unsent, and would report nothing.
 */
export const APPLY_RESERVE_MS = 30_000;
/** Origins billed at the catalogue's full price (prorations and card updates are billed at a share of it). */
const FULL_PRICE_ORIGINS: ReadonlySet<string> = new Set(['web', 'api', 'subscription_recurring']);

export async function reconcile(ports: ReconcilePorts, days = DEFAULT_RECONCILE_DAYS): Promise<ReconcileReport> {
  const since = new Date(ports.now().getTime() - days * DAY_MS);
  const report: { -readonly [K in keyof ReconcileReport]: ReconcileReport[K] } = {
    since: since.toISOString(),
    examined: 0,
    applied: [],
    mismatches: [],
    failures: [],
  };
  for await (const listed of ports.completedTransactions(since)) {
    report.examined += 1;
    const transactionId = listed.completed.transactionId;
    const mismatch = priceMismatch(listed, ports.prices, ports.firstYearDiscountIds);
    if (mismatch) {
      report.mismatches.push(transactionId);
      ports.log.error('Paddle charged something other than the catalogue price', {
        transactionId,
        ...mismatch,
      });
    }
    if (!PURCHASE_ORIGINS.has(listed.completed.origin)) continue;
    try {
      if (await ports.isRecorded(transactionId)) continue;
      if ((ports.timeLeftMs?.() ?? Infinity) < APPLY_RESERVE_MS) {
        // Counted as a failure, so the `ReconciliationFailures` alarm tells the operator; the next run applies it.
        report.failures.push(transactionId);
        ports.log.error('Reconciliation out of time: the rest is left for the next run', { transactionId });
        break;
      }
      await ports.apply(listed);
      report.applied.push(transactionId);
      ports.log.info('Paid transaction the shop had not recorded: applied', { transactionId });
    } catch (error) {
      report.failures.push(transactionId);
      ports.log.error('Paid transaction could not be applied', { transactionId, error: String(error) });
    }
  }
  await realign(ports, report);
  await backfill(ports, report);
  return report;
}

/**
 * Subscriptions Paddle refused to bring in line (a transfer's hand-over, an event Paddle stopped retrying) are
 * aligned again (ADR 407); one Paddle refuses again counts as a failure of the run, so `ReconciliationFailures`
 * tells the operator. It never fails the run.
 */
async function realign(ports: ReconcilePorts, report: { failures: string[]; realignment?: RealignmentReport }) {
  const hasTime = () => (ports.timeLeftMs?.() ?? Infinity) >= APPLY_RESERVE_MS;
  if (!ports.realign || !hasTime()) return;
  try {
    report.realignment = await ports.realign(hasTime);
    report.failures.push(...report.realignment.failed);
    if (report.realignment.examined > 0)
      ports.log.info('Subscriptions aligned again with what they renew', {
        aligned: report.realignment.aligned,
        waiting: report.realignment.waiting,
        failed: report.realignment.failed,
      });
  } catch (error) {
    report.failures.push('subscription-realignment');
    ports.log.error('The pass over subscriptions not in line with what they renew failed', { error: String(error) });
  }
}

/** The backfill's failures count as the run's (the `ReconciliationFailures` alarm then tells the operator); it never fails the run. */
async function backfill(ports: ReconcilePorts, report: { failures: string[]; backfill?: ChargedBackfillReport }) {
  const hasTime = () => (ports.timeLeftMs?.() ?? Infinity) >= APPLY_RESERVE_MS;
  if (!ports.backfill || !hasTime()) return;
  try {
    report.backfill = await ports.backfill(hasTime);
    if (report.backfill.failed) {
      report.failures.push(report.backfill.failed);
      ports.log.error('Paddle totals could not be backfilled', { transactionId: report.backfill.failed });
    } else if (report.backfill.examined > 0)
      ports.log.info('Paddle totals backfilled', {
        examined: report.backfill.examined,
        filled: report.backfill.filled.length,
        listed: report.backfill.listed.length,
      });
  } catch (error) {
    report.failures.push('charged-totals-backfill');
    ports.log.error('The backfill of Paddle totals failed', { error: String(error) });
  }
}

export interface PriceMismatch {
  readonly reason: string;
  readonly expectedNetCents?: number;
  readonly paddleNetCents?: number;
}

/**
 * What Paddle charged (its `details.totals`, net of discount and before tax: prices are tax-exclusive) against the
 * catalogue: each item at its catalogue amount, the first-year discount on the items it is restricted to.
 * Transactions billed at a share of the price (prorations, card updates) are not compared.
 */
export function priceMismatch(
  listed: ListedTransaction,
  prices: ReadonlyMap<string, PricedCatalogueItem>,
  firstYearDiscountIds: readonly string[],
): PriceMismatch | undefined {
  if (!FULL_PRICE_ORIGINS.has(listed.completed.origin)) return undefined;
  if (listed.netCents === null) return { reason: 'Paddle sent no totals' };
  const discounted = listed.discountId !== null && firstYearDiscountIds.includes(listed.discountId);
  let expectedNetCents = 0;
  for (const { priceId, quantity } of listed.completed.items) {
    const priced = prices.get(priceId);
    if (!priced) return { reason: `price ${priceId} is not in the catalogue` };
    expectedNetCents += lineNetCents(priced.item, quantity, { discountApplied: discounted });
  }
  if (listed.netCents === expectedNetCents) return undefined;
  return { reason: 'net total differs from the catalogue', expectedNetCents, paddleNetCents: listed.netCents };
}

/** CloudWatch embedded metric format: the alarms read exactly these names (`ReconciliationFailures`, …), in namespace SkyDeck by Stage. */
export function reconciliationMetrics(report: ReconcileReport, stage: string, at: Date): EmfDocument {
  const values: Record<ReconciliationMetric, number> = {
    ReconciliationMismatches: report.mismatches.length,
    ReconciliationApplied: report.applied.length,
    ReconciliationFailures: report.failures.length,
  };
  return {
    _aws: {
      Timestamp: at.getTime(),
      CloudWatchMetrics: [
        {
          Namespace: SHOP_METRICS_NAMESPACE,
          Dimensions: [['Stage']],
          Metrics: RECONCILIATION_METRICS.map((name) => ({ Name: name, Unit: 'Count' })),
        },
      ],
    },
    Stage: stage,
    ...values,
  };
}
