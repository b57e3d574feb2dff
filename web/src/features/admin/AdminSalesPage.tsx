import { Form, useLoaderData } from 'react-router';
import type { SalesReport } from '@contract/admin';
import { Card } from '../../shared/ui/Card';
import { adminReads } from './admin-api';
import { money as formatMoney, utcDay } from './format';
import { Console, operatorLoader } from './operator-only';
import { Table } from './Rows';

/** `/admin/reports/sales?from=&to=`: paid orders by product and UTC day; the last 30 days by default. */
export const loader = operatorLoader(async ({ request }) => {
  const params = new URL(request.url).searchParams;
  const from = params.get('from') || utcDay(30);
  const to = params.get('to') || utcDay();
  return { report: await adminReads.sales(from, to), csvHref: adminReads.salesCsvHref(from, to) };
});

export function Component() {
  const loaded = useLoaderData<typeof loader>();
  return (
    <Console title="Sales report" loaded={loaded}>
      {({ report, csvHref }) => (
        <>
          <Card>
            <Form method="get" className="admin-filters">
              <label>
                From <input type="date" name="from" defaultValue={report.from} required />
              </label>
              <label>
                To <input type="date" name="to" defaultValue={report.to} required />
              </label>
              <button type="submit" className="button primary">
                Show
              </button>
            </Form>
            <p>
              <a className="button" href={csvHref} download>
                Download CSV
              </a>
            </p>
          </Card>
          <SalesTables report={report} />
        </>
      )}
    </Console>
  );
}

function SalesTables({ report }: { report: SalesReport }) {
  if (report.rows.length === 0) return <p role="status">No paid orders in this range.</p>;
  const money = (cents: number) => formatMoney(cents, report.currency);
  return (
    <>
      <div className="admin-section">
        <h2 id="totals-heading">By product</h2>
        <Table caption="Totals by product">
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Orders</th>
              <th scope="col">Quantity</th>
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {report.totals.map((total) => (
              <tr key={total.product}>
                <td>{total.product}</td>
                <td>{total.orders}</td>
                <td>{total.quantity}</td>
                <td>{money(total.totalCents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                All products
              </th>
              <td>{money(report.totalCents)}</td>
            </tr>
          </tfoot>
        </Table>
      </div>
      <div className="admin-section">
        <h2 id="days-heading">By day</h2>
        <Table caption="Sales by day and product">
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Product</th>
              <th scope="col">Orders</th>
              <th scope="col">Quantity</th>
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {report.rows.map((row) => (
              <tr key={`${row.day}-${row.product}`}>
                <td>{row.day}</td>
                <td>{row.product}</td>
                <td>{row.orders}</td>
                <td>{row.quantity}</td>
                <td>{money(row.totalCents)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
    </>
  );
}
