import type {
  RefundsReport,
  RefundsReportRow,
  SalesReport,
  SalesReportRow,
  SalesReportSection,
} from '../../contract/admin';
import { formatAmount } from '../../contract/formats';
import { mapBounded } from '../../domain/concurrency';
import { DomainError } from '../../domain/errors';
import type { IndexQuery } from '../../adapters/store/admin';
import type { OrderRecord } from '../../adapters/store/orders';
import type { TableKey } from '../../adapters/store/table';
import { adjustmentAmount } from './order-money';
import { knownAdjustments, type KnownAdjustment } from './refund-units';

/**
 * `GET /api/admin/reports/sales` and `…/refunds` (ADR 336, ADR 455). The sales report sums what Paddle charged for
 * orders and renewals paid on each UTC day, by product and kind, in one section per currency: net, VAT and gross,
 * and beside them what approved refunds and chargebacks took back since (quantities net of refunded units). Goodwill
 * grants are no payment and have no paid day: they are never in it. The refunds report lists approved refunds and
 * chargebacks by the day they changed, so a month already exported can be reconciled.
 *
 * Each day is one Query of its index partition, many in flight; orders with adjustments and renewals (their
 * subscription's product) add one keyed read each in a second wave.
 */
export interface SalesReportPorts {
  /** Every item of an index partition, page after page. */
  queryIndexAll(query: Omit<IndexQuery, 'startKey' | 'limit'>): Promise<Record<string, unknown>[]>;
  partition(pk: string): Promise<Record<string, unknown>[]>;
  itemsByKey(keys: readonly TableKey[]): Promise<Record<string, unknown>[]>;
}

/** The longest range one report covers: a year and a day, so any calendar year fits. */
export const SALES_REPORT_MAX_DAYS = 366;
const DAYS_IN_FLIGHT = 32;
/** As many as the SDK's connection pool keeps open: a busy day's adjusted orders are one wave, not several. */
const ADJUSTMENT_READS_IN_FLIGHT = 50;
const DAY_MS = 86_400_000;

type Paid = OrderRecord & { readonly type: string; readonly subscriptionId?: string | null };

/** Money back counts positive; a reversed chargeback gives it back to the shop. */
const SIGN: Readonly<Record<string, number>> = { refund: 1, chargeback: 1, chargeback_reverse: -1 };

export function salesReport(ports: SalesReportPorts) {
  const dayPartition = (partition: string) => ports.queryIndexAll({ index: 'gsi2', partition });

  async function adjustmentsOf(orders: readonly Paid[]): Promise<Map<string, KnownAdjustment[]>> {
    const adjusted = orders.filter((order) => order.hasAdjustments || order.type === 'renewal');
    return new Map(
      await mapBounded(adjusted, ADJUSTMENT_READS_IN_FLIGHT, async (order) => [
        order.transactionId,
        knownAdjustments(await ports.partition(`ORDER#${order.transactionId}`)),
      ]),
    );
  }

  /** A renewal's product: its subscription's (one keyed read for all of them). */
  async function renewalProducts(orders: readonly Paid[]): Promise<Map<string, string>> {
    const ids = [
      ...new Set(orders.flatMap((o) => (o.type === 'renewal' && o.subscriptionId ? [o.subscriptionId] : []))),
    ];
    const subscriptions = await ports.itemsByKey(ids.map((id) => ({ pk: `SUBSCRIPTION#${id}`, sk: 'SUBSCRIPTION' })));
    return new Map(
      subscriptions.map((item) => [String(item.subscriptionId), String(item.productSlug ?? 'unknown subscription')]),
    );
  }

  async function sales(from: string, to: string): Promise<SalesReport> {
    const days = daysBetween(from, to);
    const perDay = await mapBounded(days, DAYS_IN_FLIGHT, (day) => dayPartition(`PAID#${day}`));
    const paid = (perDay.flat() as unknown as Paid[]).filter(
      (order) => order.type === 'renewal' || order.status === 'paid' || order.status === 'refunded',
    );
    const [adjustments, renewalProduct] = await Promise.all([adjustmentsOf(paid), renewalProducts(paid)]);
    const rows = new Map<string, { currency: string; row: Mutable<SalesReportRow> }>();
    for (const order of paid) {
      const renewal = order.type === 'renewal';
      const day = order.paidAt!.slice(0, 10);
      const product = renewal
        ? (renewalProduct.get(order.subscriptionId ?? '') ?? 'unknown subscription')
        : (order.request?.slug ?? 'unknown');
      const kind = renewal ? 'renewal' : 'order';
      const currency = order.charged?.currency ?? 'EUR';
      const key = [currency, day, product, kind].join('\u0000');
      const entry = rows.get(key) ?? {
        currency,
        row: {
          day,
          product,
          kind,
          orders: 0,
          quantity: 0,
          netCents: 0,
          taxCents: 0,
          grossCents: 0,
          refundedGrossCents: 0,
          withoutPaddleTotals: 0,
        },
      };
      const { row } = entry;
      const taken = adjustments.get(order.transactionId) ?? [];
      const units = unitsOf(order, renewal);
      row.orders += 1;
      row.quantity += Math.max(0, units - refundedUnits(order, taken, units));
      if (order.charged) {
        row.netCents += order.charged.subtotalCents - order.charged.discountCents;
        row.taxCents += order.charged.taxCents;
        row.grossCents += order.charged.grandTotalCents;
      } else {
        row.netCents += order.totalCents ?? 0;
        row.grossCents += order.totalCents ?? 0;
        row.withoutPaddleTotals += 1;
      }
      row.refundedGrossCents += refundedGross(order, taken);
      rows.set(key, entry);
    }
    return { from, to, sections: sections([...rows.values()]) };
  }

  async function refunds(from: string, to: string): Promise<RefundsReport> {
    const days = daysBetween(from, to);
    const items = (await mapBounded(days, DAYS_IN_FLIGHT, (day) => dayPartition(`ADJUSTMENTS#${day}`))).flat();
    const byTransaction = new Map<string, Record<string, unknown>[]>();
    for (const item of items) {
      const transactionId = String(item.pk).replace(/^ORDER#/, '');
      byTransaction.set(transactionId, [...(byTransaction.get(transactionId) ?? []), item]);
    }
    const orders = await ports.itemsByKey(
      [...byTransaction.keys()].flatMap((id) => [
        { pk: `ORDER#${id}`, sk: 'ORDER' },
        { pk: `ORDER#${id}`, sk: 'RENEWAL' },
      ]),
    );
    const orderOf = new Map(orders.map((order) => [String(order.pk).replace(/^ORDER#/, ''), order as unknown as Paid]));
    const rows: { currency: string; row: RefundsReportRow }[] = [];
    for (const [transactionId, entries] of byTransaction) {
      const order = orderOf.get(transactionId) ?? ({ transactionId, type: 'order' } as Paid);
      for (const adjustment of knownAdjustments(entries)) {
        if (adjustment.status !== 'approved' || !SIGN[adjustment.action] || !inRange(adjustment.at, from, to)) continue;
        const amount = adjustmentAmount(order, adjustment);
        const sign = SIGN[adjustment.action]!;
        rows.push({
          currency: amount?.currency ?? order.charged?.currency ?? 'EUR',
          row: {
            day: adjustment.at.slice(0, 10),
            adjustmentId: adjustment.adjustmentId,
            transactionId,
            action: adjustment.action,
            product: order.request?.slug ?? (order.type === 'renewal' ? 'renewal' : 'unknown'),
            paidDay: order.paidAt?.slice(0, 10) ?? null,
            netCents: amount?.netCents === null || amount === null ? null : sign * amount.netCents,
            taxCents: amount?.taxCents === null || amount === null ? null : sign * amount.taxCents,
            grossCents: sign * (amount?.grossCents ?? 0),
          },
        });
      }
    }
    const currencies = [...new Set(rows.map((entry) => entry.currency))].sort();
    return {
      from,
      to,
      sections: currencies.map((currency) => {
        const mine = rows
          .filter((entry) => entry.currency === currency)
          .map((entry) => entry.row)
          .sort((a, b) => a.day.localeCompare(b.day) || a.adjustmentId.localeCompare(b.adjustmentId));
        return { currency, rows: mine, grossCents: mine.reduce((sum, row) => sum + row.grossCents, 0) };
      }),
    };
  }

  return { sales, refunds };
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** The units an order or renewal sold: its licences, else its first line's quantity, else what checkout asked for. */
function unitsOf(order: Paid, renewal: boolean): number {
  if (!renewal && (order.licenceIds ?? []).length > 0) return order.licenceIds!.length;
  return order.lines?.[0]?.quantity ?? order.request?.quantity ?? 1;
}

/** Units that approved refunds and chargebacks took back: all for a full one, else the first line's whole units. */
function refundedUnits(order: Paid, adjustments: readonly KnownAdjustment[], units: number): number {
  const line = order.lines?.[0];
  let taken = 0;
  for (const adjustment of adjustments) {
    if (adjustment.status !== 'approved' || !SIGN[adjustment.action]) continue;
    const sign = SIGN[adjustment.action]!;
    if (adjustment.type === 'full') {
      taken += sign * units;
      continue;
    }
    const item = adjustment.stored?.items?.find((candidate) => candidate.itemId === line?.lineItemId);
    const requested = adjustment.request?.licenceIds.length;
    taken +=
      sign *
      (requested ??
        (item?.amountCents && line?.unitTotalCents ? Math.floor(item.amountCents / line.unitTotalCents) : 0));
  }
  return Math.min(units, Math.max(0, taken));
}

function refundedGross(order: Paid, adjustments: readonly KnownAdjustment[]): number {
  return adjustments
    .filter((adjustment) => adjustment.status === 'approved' && SIGN[adjustment.action])
    .reduce(
      (sum, adjustment) => sum + SIGN[adjustment.action]! * (adjustmentAmount(order, adjustment)?.grossCents ?? 0),
      0,
    );
}

function sections(rows: readonly { currency: string; row: SalesReportRow }[]): SalesReportSection[] {
  const currencies = [...new Set(rows.map((entry) => entry.currency))].sort();
  return currencies.map((currency) => {
    const mine = rows
      .filter((entry) => entry.currency === currency)
      .map((entry) => entry.row)
      .sort((a, b) => a.day.localeCompare(b.day) || a.product.localeCompare(b.product) || a.kind.localeCompare(b.kind));
    const totals = new Map<string, Mutable<Omit<SalesReportRow, 'day'>>>();
    for (const row of mine) {
      const key = `${row.product}\u0000${row.kind}`;
      const { day: _day, ...rest } = row;
      const total = totals.get(key);
      totals.set(key, total ? add(total, row) : { ...rest });
    }
    const sum = mine.reduce((all, row) => add(all, row), {
      orders: 0,
      quantity: 0,
      netCents: 0,
      taxCents: 0,
      grossCents: 0,
      refundedGrossCents: 0,
      withoutPaddleTotals: 0,
    });
    return {
      currency,
      rows: mine,
      totals: [...totals.values()].sort((a, b) => a.product.localeCompare(b.product) || a.kind.localeCompare(b.kind)),
      sum,
    };
  });
}

const SUMMED = [
  'orders',
  'quantity',
  'netCents',
  'taxCents',
  'grossCents',
  'refundedGrossCents',
  'withoutPaddleTotals',
] as const;

function add<T extends Record<(typeof SUMMED)[number], number>>(
  total: T,
  row: Record<(typeof SUMMED)[number], number>,
): T {
  for (const field of SUMMED) total[field] += row[field];
  return total;
}

const inRange = (at: string, from: string, to: string) => at.slice(0, 10) >= from && at.slice(0, 10) <= to;

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

/** `1234.50`: an amount in major units with a dot, as spreadsheets read it whatever their language. */
const plain = (cents: number) => formatAmount(cents, 'en').replace(/,/g, '');

/**
 * The report as CSV (RFC 4180), one block per currency, each with a header naming every column's unit: days are
 * UTC dates, amounts are in that currency with two decimals. A blank line separates the blocks.
 */
export function salesReportCsv(report: SalesReport): string {
  // An empty range still gives the columns, in the shop's own currency, so a spreadsheet reads it the same way.
  const sections = report.sections.length > 0 ? report.sections : [{ currency: 'EUR', rows: [] }];
  const blocks = sections.map((section) => {
    const unit = section.currency;
    return [
      [
        'day (UTC YYYY-MM-DD)',
        'product',
        'kind (order or renewal)',
        'orders (count)',
        'quantity net of refunds (units)',
        `net (${unit})`,
        `VAT (${unit})`,
        `gross (${unit})`,
        `refunded gross (${unit})`,
      ]
        .map(csvField)
        .join(','),
      ...section.rows.map((row) =>
        [
          row.day,
          row.product,
          row.kind,
          row.orders,
          row.quantity,
          plain(row.netCents),
          plain(row.taxCents),
          plain(row.grossCents),
          plain(row.refundedGrossCents),
        ]
          .map(String)
          .map(csvField)
          .join(','),
      ),
    ].join('\r\n');
  });
  return `${blocks.join('\r\n\r\n')}\r\n`;
}

/** A field quoted only when it must be (a comma, a quote, a line break). */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}
