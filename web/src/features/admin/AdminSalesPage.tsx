import { useState } from 'react';
import { Form, useLoaderData } from 'react-router';
import type { RefundsReport, SalesReport, SalesReportRow, SalesReportSection } from '@contract/admin';
import { Card } from '../../shared/ui/Card';
import { adminReads } from './admin-api';
import { money, utcDay } from './format';
import { Console, operatorLoader } from './operator-only';
import { Table } from './Rows';

/**
 * `/admin/reports/sales?from=&to=`: what Paddle charged by UTC day of payment, product and kind (orders, renewals),
 * net, VAT, gross and refunded, one section per currency; then refunds and chargebacks by the day Paddle approved
 * them. The last 30 days by default.
 */
export const loader = operatorLoader(async ({ request }) => {
  const params = new URL(request.url).searchParams;
  const from = params.get('from') || utcDay(30);
  const to = params.get('to') || utcDay();
  const [report, refunds] = await Promise.all([adminReads.sales(from, to), adminReads.refunds(from, to)]);
  return { report, refunds };
});

export function Component() {
  const loaded = useLoaderData<typeof loader>();
  return (
    <Console title="Sales report" loaded={loaded}>
      {({ report, refunds }) => (
        <>
          <Range report={report} />
          <p className="admin-subject">
            Amounts are what Paddle charged, by the UTC day it was paid; refunds are those approved since, whenever that
            was. Goodwill grants are not sales and never appear here.
          </p>
          {report.sections.length === 0 ? (
            <p role="status">No paid orders or renewals in this range.</p>
          ) : (
            report.sections.map((section) => <SalesSection key={section.currency} section={section} />)
          )}
          <Refunds refunds={refunds} />
        </>
      )}
    </Console>
  );
}

/** The dates as typed: "Show" reads the report for them, and the CSV link follows them before "Show" is pressed. */
function Range({ report }: { report: SalesReport }) {
  const [from, setFrom] = useState(report.from);
  const [to, setTo] = useState(report.to);
  return (
    <Card>
      <Form method="get" className="admin-filters">
        <label>
          From <input type="date" name="from" value={from} onChange={(event) => setFrom(event.target.value)} required />
        </label>
        <label>
          To <input type="date" name="to" value={to} onChange={(event) => setTo(event.target.value)} required />
        </label>
        <button type="submit" className="button primary">
          Show
        </button>
        <a className="button" href={adminReads.salesCsvHref(from, to)} download>
          Download CSV ({from} to {to})
        </a>
      </Form>
    </Card>
  );
}

function AmountCells({ row, currency }: { row: Omit<SalesReportRow, 'day' | 'product' | 'kind'>; currency: string }) {
  return (
    <>
      <td>{row.orders}</td>
      <td>{row.quantity}</td>
      <td>{money(row.netCents, currency)}</td>
      <td>{money(row.taxCents, currency)}</td>
      <td>{money(row.grossCents, currency)}</td>
      <td>{money(row.refundedGrossCents, currency)}</td>
    </>
  );
}

function AmountHeads({ currency }: { currency: string }) {
  return (
    <>
      <th scope="col">Orders</th>
      <th scope="col">Quantity net of refunds</th>
      <th scope="col">Net ({currency})</th>
      <th scope="col">VAT ({currency})</th>
      <th scope="col">Gross ({currency})</th>
      <th scope="col">Refunded gross ({currency})</th>
    </>
  );
}

function SalesSection({ section }: { section: SalesReportSection }) {
  const { currency } = section;
  const estimated = section.sum.withoutPaddleTotals;
  return (
    <section className="admin-section" aria-labelledby={`sales-${currency}`}>
      <h2 id={`sales-${currency}`}>Sales in {currency}</h2>
      {estimated > 0 && (
        <p>
          {estimated} order{estimated === 1 ? ' was' : 's were'} paid before the shop kept Paddle&rsquo;s totals: their
          net is the catalogue price and their VAT is not included.
        </p>
      )}
      <Table caption={`Totals by product in ${currency}`}>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Kind</th>
            <AmountHeads currency={currency} />
          </tr>
        </thead>
        <tbody>
          {section.totals.map((total) => (
            <tr key={`${total.product}-${total.kind}`}>
              <td>{total.product}</td>
              <td>{total.kind}</td>
              <AmountCells row={total} currency={currency} />
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              All products
            </th>
            <AmountCells row={section.sum} currency={currency} />
          </tr>
        </tfoot>
      </Table>
      <h3>By day</h3>
      <Table caption={`Sales by day, product and kind in ${currency}`}>
        <thead>
          <tr>
            <th scope="col">Day (UTC)</th>
            <th scope="col">Product</th>
            <th scope="col">Kind</th>
            <AmountHeads currency={currency} />
          </tr>
        </thead>
        <tbody>
          {section.rows.map((row) => (
            <tr key={`${row.day}-${row.product}-${row.kind}`}>
              <td>{row.day}</td>
              <td>{row.product}</td>
              <td>{row.kind}</td>
              <AmountCells row={row} currency={currency} />
            </tr>
          ))}
        </tbody>
      </Table>
    </section>
  );
}

function Refunds({ refunds }: { refunds: RefundsReport }) {
  return (
    <section className="admin-section" aria-labelledby="refunds-by-day">
      <h2 id="refunds-by-day">Refunds and chargebacks by day</h2>
      {refunds.sections.length === 0 ? (
        <p>No refund or chargeback was approved in this range.</p>
      ) : (
        refunds.sections.map((section) => (
          <Table key={section.currency} caption={`Refunds and chargebacks in ${section.currency}`}>
            <thead>
              <tr>
                <th scope="col">Day (UTC)</th>
                <th scope="col">Action</th>
                <th scope="col">Order</th>
                <th scope="col">Product</th>
                <th scope="col">Paid on</th>
                <th scope="col">Net ({section.currency})</th>
                <th scope="col">VAT ({section.currency})</th>
                <th scope="col">Gross ({section.currency})</th>
              </tr>
            </thead>
            <tbody>
              {section.rows.map((row) => (
                <tr key={row.adjustmentId}>
                  <td>{row.day}</td>
                  <td>{row.action}</td>
                  <td>{row.transactionId}</td>
                  <td>{row.product}</td>
                  <td>{row.paidDay ?? '—'}</td>
                  <td>{row.netCents === null ? '—' : money(row.netCents, section.currency)}</td>
                  <td>{row.taxCents === null ? '—' : money(row.taxCents, section.currency)}</td>
                  <td>{money(row.grossCents, section.currency)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={7}>
                  All, gross
                </th>
                <td>{money(section.grossCents, section.currency)}</td>
              </tr>
            </tfoot>
          </Table>
        ))
      )}
    </section>
  );
}
