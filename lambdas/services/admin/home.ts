import type {
  AdminHomeAdjustment,
  AdminHomeCounts,
  AdminHomeFailedDelivery,
  AdminHomeMissing,
  AdminHomeOrder,
  AdminHomeView,
} from '../../contract/admin';
import { orderNumberOf } from '../../contract/order-number';
import type { ListedTransaction } from '../../domain/licences/payment-events';
import type { IndexPage, IndexQuery } from '../../adapters/store/admin';
import type { TableKey } from '../../adapters/store/table';
import type { OrderRecord } from '../../adapters/store/orders';
import { adjustmentAmount } from './order-money';
import { knownAdjustments } from './refund-units';

/**
 * The console's home (ADR 457): what happened today and in the last seven UTC days, and what failed. Each kind is a
 * day index of the console's index (gsi2) read day by day side by side (one round trip); Paddle's completed
 * transactions of the week are asked beside them, and those more than 10 minutes old that the shop has not applied
 * are looked up by key in a second round (the missing deliveries).
 */
export interface HomePorts {
  queryIndex(query: IndexQuery): Promise<IndexPage>;
  itemsByKey(keys: readonly TableKey[]): Promise<Record<string, unknown>[]>;
  /** Paddle's completed transactions billed at or after `since` (at most `limit`). */
  paddleCompletedSince(since: Date, limit: number): Promise<ListedTransaction[]>;
  now(): Date;
}

const DAY_MS = 86_400_000;
const WEEK_DAYS = 7;
/** A paid transaction without an applied event after this long is missing, not late. */
export const MISSING_AFTER_MS = 10 * 60_000;
/** Most rows of each kind one page of the home lists (a busy week is the sales report's). */
const ROWS = 200;
/** Origins the shop records: purchases (an order) and a subscription's own charges (a renewal). */
const RECORDED_ORIGINS: ReadonlySet<string> = new Set([
  'web',
  'api',
  'subscription_recurring',
  'subscription_update',
  'subscription_charge',
]);

type Item = Record<string, unknown>;

export function adminHome(ports: HomePorts) {
  async function week(partition: (day: string) => string, days: readonly string[]): Promise<Item[]> {
    const pages = await Promise.all(
      days.map((day) => ports.queryIndex({ index: 'gsi2', partition: partition(day), newestFirst: true, limit: ROWS })),
    );
    return pages.flatMap((page) => page.items);
  }

  return async function home(): Promise<AdminHomeView> {
    const now = ports.now();
    const days = Array.from({ length: WEEK_DAYS }, (_, ago) =>
      new Date(now.getTime() - ago * DAY_MS).toISOString().slice(0, 10),
    );
    const today = days[0]!;
    const weekFrom = days.at(-1)!;
    const paddle = ports
      .paddleCompletedSince(new Date(`${weekFrom}T00:00:00.000Z`), ROWS)
      .then((listed) => ({ listed, unavailable: null as string | null }))
      .catch(() => ({ listed: [] as ListedTransaction[], unavailable: 'Paddle could not be asked just now.' }));
    const [paid, adjustmentItems, moves, suppressed, failures, fromPaddle] = await Promise.all([
      week((day) => `PAID#${day}`, days),
      week((day) => `ADJUSTMENTS#${day}`, days),
      week((day) => `MOVES#${day}`, days),
      week((day) => `SUPPRESSIONS#${day}`, days),
      week((day) => `WEBHOOK_FAILURES#${day}`, days),
      paddle,
    ]);
    const overdue = fromPaddle.listed.filter(
      ({ completed }) =>
        completed.customData !== null &&
        RECORDED_ORIGINS.has(completed.origin) &&
        now.getTime() - Date.parse(completed.paidAt) >= MISSING_AFTER_MS,
    );
    const [records, markers] = await Promise.all([
      ports.itemsByKey(
        overdue.flatMap(({ completed }) => [
          { pk: `ORDER#${completed.transactionId}`, sk: 'ORDER' },
          { pk: `ORDER#${completed.transactionId}`, sk: 'RENEWAL' },
        ]),
      ),
      ports.itemsByKey(
        failures.flatMap((item) =>
          String(item.eventId).startsWith('evt_') ? [{ pk: `EVENT#${String(item.eventId)}`, sk: 'EVENT' }] : [],
        ),
      ),
    ]);
    const orders = paid.map(homeOrder).sort(newest((row) => row.paidAt));
    const adjustments = homeAdjustments(adjustmentItems);
    const transfers = moves
      .map((item) => ({
        licenceId: String(item.licenceId),
        from: String(item.fromEmail),
        to: String(item.toEmail),
        at: String(item.movedAt),
      }))
      .sort(newest((row) => row.at));
    const suppressions = suppressed
      .map((item) => ({ email: String(item.email), reason: String(item.reason), since: String(item.suppressedAt) }))
      .sort(newest((row) => row.since));
    const applied = new Set(markers.map((item) => String(item.pk).replace(/^EVENT#/, '')));
    const failedDeliveries: AdminHomeFailedDelivery[] = failures
      .map((item) => ({
        eventId: String(item.eventId),
        eventType: typeof item.eventType === 'string' ? item.eventType : 'unreadable',
        entityId: typeof item.entityId === 'string' ? item.entityId : null,
        transactionId: typeof item.transactionId === 'string' ? item.transactionId : null,
        at: String(item.at),
        message: String(item.message),
        appliedSince: applied.has(String(item.eventId)),
      }))
      .sort(newest((row) => row.at));
    const missingDeliveries = missing(overdue, records);
    return {
      generatedAt: now.toISOString(),
      today,
      weekFrom,
      counts: {
        today: counts(today, { orders, adjustments, transfers, suppressions, failedDeliveries, missingDeliveries }),
        week: counts(null, { orders, adjustments, transfers, suppressions, failedDeliveries, missingDeliveries }),
      },
      orders,
      adjustments,
      transfers,
      suppressed: suppressions,
      failedDeliveries,
      missingDeliveries,
      paddleUnavailable: fromPaddle.unavailable,
    };
  };
}

function homeOrder(item: Item): AdminHomeOrder {
  const order = item as unknown as OrderRecord & { type: string; buyerEmail?: string | null };
  const renewal = order.type === 'renewal';
  return {
    transactionId: order.transactionId,
    orderNumber: orderNumberOf(order.transactionId),
    kind: renewal ? 'renewal' : 'order',
    email: renewal ? (order.buyerEmail ?? null) : (order.request?.buyerEmail ?? null),
    product: order.request?.slug ?? (renewal ? 'renewal' : 'unknown'),
    paidAt: String(order.paidAt),
    gross: order.charged ? { cents: order.charged.grandTotalCents, currency: order.charged.currency } : null,
    customerId: order.customerId ?? null,
    subscriptionId: order.subscriptionId ?? null,
  };
}

/** One row per adjustment, the newest state of Paddle's record or the console's request. */
function homeAdjustments(items: readonly Item[]): AdminHomeAdjustment[] {
  const byTransaction = new Map<string, Item[]>();
  for (const item of items) {
    const transactionId = String(item.transactionId ?? String(item.pk).replace(/^ORDER#/, ''));
    byTransaction.set(transactionId, [...(byTransaction.get(transactionId) ?? []), item]);
  }
  return [...byTransaction.entries()]
    .flatMap(([transactionId, entries]) =>
      knownAdjustments(entries).map((adjustment) => ({
        adjustmentId: adjustment.adjustmentId,
        transactionId,
        action: adjustment.action,
        status: adjustment.status,
        at: adjustment.at,
        amount: adjustmentAmount({ transactionId } as OrderRecord, adjustment),
        requestedBy: adjustment.request
          ? { kind: 'operator' as const, email: adjustment.request.requestedBy.email }
          : { kind: 'paddle' as const },
      })),
    )
    .sort(newest((row) => row.at));
}

function missing(overdue: readonly ListedTransaction[], records: readonly Item[]): AdminHomeMissing[] {
  const recorded = new Map<string, string>();
  for (const item of records) {
    const transactionId = String(item.pk).replace(/^ORDER#/, '');
    const status = item.sk === 'RENEWAL' ? 'paid' : String(item.status);
    if (recorded.get(transactionId) !== 'paid') recorded.set(transactionId, status);
  }
  return overdue
    .filter(({ completed }) => !['paid', 'refunded'].includes(recorded.get(completed.transactionId) ?? ''))
    .map(({ completed }) => ({
      transactionId: completed.transactionId,
      paidAt: completed.paidAt,
      origin: completed.origin,
      customerId: completed.customerId,
      subscriptionId: completed.subscriptionId,
      shopStatus: recorded.get(completed.transactionId) ?? null,
    }))
    .sort(newest((row) => row.paidAt));
}

function counts(
  day: string | null,
  rows: {
    orders: readonly AdminHomeOrder[];
    adjustments: readonly AdminHomeAdjustment[];
    transfers: readonly { at: string }[];
    suppressions: readonly { since: string }[];
    failedDeliveries: readonly AdminHomeFailedDelivery[];
    missingDeliveries: readonly AdminHomeMissing[];
  },
): AdminHomeCounts {
  const on = (at: string) => day === null || at.slice(0, 10) === day;
  const chargeback = (action: string) => action.startsWith('chargeback');
  return {
    orders: rows.orders.filter((row) => on(row.paidAt)).length,
    refunds: rows.adjustments.filter((row) => row.action === 'refund' && on(row.at)).length,
    chargebacks: rows.adjustments.filter((row) => chargeback(row.action) && on(row.at)).length,
    transfers: rows.transfers.filter((row) => on(row.at)).length,
    suppressed: rows.suppressions.filter((row) => on(row.since)).length,
    failedDeliveries: rows.failedDeliveries.filter((row) => on(row.at)).length,
    missingDeliveries: rows.missingDeliveries.filter((row) => on(row.paidAt)).length,
  };
}

const newest =
  <T>(at: (row: T) => string) =>
  (a: T, b: T) =>
    at(b).localeCompare(at(a));
