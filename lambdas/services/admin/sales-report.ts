import type { SalesReport, SalesReportRow } from '../../contract/admin';
import { mapBounded } from '../../domain/concurrency';
import { DomainError } from '../../domain/errors';
import type { IndexPage, IndexQuery } from '../../adapters/store/admin';
import type { OrderRecord } from '../../adapters/store/orders';

/**
 * `GET /api/admin/reports/sales?from=&to=` (ADR 336): the shop's orders by product and UTC day of payment,
 * net of refunds: a fully refunded or charged-back order is left out, a partial refund's approved amount is taken
 * off its order's total. Each day is one Query of the paid-day index (gsi2), many in flight; an order with
 * adjustments adds one Query of its partition, in a second wave.
 */
export interface SalesReportPorts {
  queryIndex(query: IndexQuery): Promise<IndexPage>;
  partition(pk: string): Promise<Record<string, unknown>[]>;
}

/** The longest range one report covers: a year and a day, so any calendar year fits. */
export const SALES_REPORT_MAX_DAYS = 366;
const DAYS_IN_FLIGHT = 32;
const ADJUSTMENT_READS_IN_FLIGHT = 16;
const DAY_MS = 86_400_000;

type PaidOrder = OrderRecord & { readonly charged?: { grandTotalCents: number; currency: string } | null };

interface StoredAdjustment {
  readonly action: string;
  readonly status: string;
  readonly adjustmentType?: string;
  readonly items?: readonly { amountCents: number | null }[];
}

export function salesReport(ports: SalesReportPorts) {
  async function ordersPaidOn(day: string): Promise<PaidOrder[]> {
    const orders: PaidOrder[] = [];
    let startKey: Record<string, string> | undefined;
    do {
      const page = await ports.queryIndex({ index: 'gsi2', partition: `PAID#${day}`, startKey });
      orders.push(...(page.items as unknown as PaidOrder[]));
      startKey = page.lastKey ?? undefined;
    } while (startKey);
    return orders;
  }

  async function refundedCents(transactionId: string): Promise<number> {
    const items = (await ports.partition(`ORDER#${transactionId}`)) as unknown as (StoredAdjustment & {
      sk: string;
    })[];
    return items
      .filter((item) => item.sk.startsWith('ADJUSTMENT#') && item.status === 'approved')
      .filter((item) => item.action === 'refund' || item.action === 'chargeback')
      .flatMap((item) => item.items ?? [])
      .reduce((sum, item) => sum + (item.amountCents ?? 0), 0);
  }

  return async function report(from: string, to: string): Promise<SalesReport> {
    const days = daysBetween(from, to);
    const perDay = await mapBounded(days, DAYS_IN_FLIGHT, ordersPaidOn);
    const paid = perDay.flat().filter((order) => order.status === 'paid');
    const adjusted = paid.filter((order) => order.hasAdjustments);
    const refunds = new Map(
      await mapBounded(adjusted, ADJUSTMENT_READS_IN_FLIGHT, async (order) => [
        order.transactionId,
        await refundedCents(order.transactionId),
      ]),
    );
    const rows = new Map<string, { -readonly [K in keyof SalesReportRow]: SalesReportRow[K] }>();
    for (const order of paid) {
      const day = order.paidAt!.slice(0, 10);
      const product = order.request?.slug ?? 'unknown';
      const row = rows.get(`${day}\u0000${product}`) ?? { day, product, orders: 0, quantity: 0, totalCents: 0 };
      row.orders += 1;
      row.quantity += order.request?.quantity ?? 1;
      row.totalCents += (order.charged?.grandTotalCents ?? order.totalCents) - (refunds.get(order.transactionId) ?? 0);
      rows.set(`${day}\u0000${product}`, row);
    }
    const sorted = [...rows.values()].sort((a, b) => a.day.localeCompare(b.day) || a.product.localeCompare(b.product));
    const totals = new Map<string, { product: string; orders: number; quantity: number; totalCents: number }>();
    for (const row of sorted) {
      const total = totals.get(row.product) ?? { product: row.product, orders: 0, quantity: 0, totalCents: 0 };
      total.orders += row.orders;
      total.quantity += row.quantity;
      total.totalCents += row.totalCents;
      totals.set(row.product, total);
    }
    return {
      from,
      to,
      currency: paid.find((order) => order.charged?.currency)?.charged?.currency ?? 'EUR',
      rows: sorted,
      totals: [...totals.values()].sort((a, b) => a.product.localeCompare(b.product)),
      totalCents: sorted.reduce((sum, row) => sum + row.totalCents, 0),
    };
  };
}

/** The UTC days from `from` to `to`, both included; a range that is no calendar range is the caller's mistake. */
export function daysBetween(from: string, to: string): string[] {
  const start = calendarDay(from, 'from');
  const end = calendarDay(to, 'to');
  if (end < start) throw new DomainError('BAD_RANGE', '"to" must be on or after "from".');
  const count = Math.round((end - start) / DAY_MS) + 1;
  if (count > SALES_REPORT_MAX_DAYS)
    throw new DomainError('RANGE_TOO_LONG', `Ask for at most ${SALES_REPORT_MAX_DAYS} days at a time.`);
  return Array.from({ length: count }, (_, index) => new Date(start + index * DAY_MS).toISOString().slice(0, 10));
}

function calendarDay(day: string, name: string): number {
  const time = Date.parse(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== day)
    throw new DomainError('BAD_DATE', `${name}: a calendar date as YYYY-MM-DD, such as 2026-11-01.`);
  return time;
}

/** The report's rows as a CSV file (RFC 4180; every field is a date, a slug or a number, so none needs quoting). */
export function salesReportCsv(report: SalesReport): string {
  const lines = [
    'day,product,orders,quantity,total_cents,currency',
    ...report.rows.map((row) =>
      [row.day, row.product, row.orders, row.quantity, row.totalCents, report.currency].join(','),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
