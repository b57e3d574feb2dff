import { Link } from 'react-router';
import type { AdminLicenceRow, AdminOrderRow, AdminSubscriptionRow } from '@contract/admin';
import { adminRecordPath } from '@contract/routes';
import { formatTime, money } from './format';

/**
 * The console's tables scroll sideways inside their box on a phone, never the page. `fit`: the table fits its box
 * on a desktop (1280 px) by wrapping its long cells (`admin-wrap`) instead of growing.
 */
export function Table({ caption, fit, children }: { caption: string; fit?: boolean; children: React.ReactNode }) {
  const className = fit ? 'admin-table admin-table-fit' : 'admin-table';
  return (
    // A region that scrolls must take focus, or keyboard users cannot scroll it (axe: scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus
    <div className={className} role="region" aria-label={caption} tabIndex={0}>
      <table>
        <caption className="visually-hidden">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

export function OrderRows({ orders, caption = 'Orders' }: { orders: readonly AdminOrderRow[]; caption?: string }) {
  if (orders.length === 0) return <p>No orders.</p>;
  return (
    <Table caption={caption}>
      <thead>
        <tr>
          <th scope="col">Order</th>
          <th scope="col">Transaction</th>
          <th scope="col">Buyer</th>
          <th scope="col">Status</th>
          <th scope="col">Licences</th>
          <th scope="col">Gross</th>
          <th scope="col">Created</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.transactionId}>
            <td>
              <Link to={adminRecordPath('order', order.transactionId)}>{order.orderNumber}</Link>
            </td>
            <td>
              <Link to={adminRecordPath('order', order.transactionId)}>{order.transactionId}</Link>
            </td>
            <td>
              <Link to={adminRecordPath('buyer', order.email)}>{order.email}</Link>
            </td>
            <td>{order.status}</td>
            <td>{order.licenceCount}</td>
            <td>{order.gross ? `${money(order.gross.cents, order.gross.currency)} gross` : '—'}</td>
            <td>{formatTime(order.createdAt)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

export function LicenceRows({
  licences,
  caption = 'Licences',
}: {
  licences: readonly AdminLicenceRow[];
  caption?: string;
}) {
  if (licences.length === 0) return <p>No licences.</p>;
  return (
    <Table caption={caption}>
      <thead>
        <tr>
          <th scope="col">Licence</th>
          <th scope="col">Product</th>
          <th scope="col">Owner</th>
          <th scope="col">Status</th>
          <th scope="col">Key version</th>
        </tr>
      </thead>
      <tbody>
        {licences.map((licence) => (
          <tr key={licence.licenceId}>
            <td>
              <Link to={adminRecordPath('licence', licence.licenceId)}>{licence.licenceId}</Link>
            </td>
            <td>{licence.product}</td>
            <td>
              <Link to={adminRecordPath('buyer', licence.owner)}>{licence.owner}</Link>
            </td>
            <td>
              {licence.status}
              {licence.goodwill ? ' (goodwill: no payment)' : ''}
            </td>
            <td>{licence.keyVersion}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

export function SubscriptionRows({ subscriptions }: { subscriptions: readonly AdminSubscriptionRow[] }) {
  if (subscriptions.length === 0) return <p>No subscriptions.</p>;
  return (
    <Table caption="Subscriptions">
      <thead>
        <tr>
          <th scope="col">Subscription</th>
          <th scope="col">Status</th>
          <th scope="col">Period ends</th>
          <th scope="col">Scheduled change</th>
        </tr>
      </thead>
      <tbody>
        {subscriptions.map((subscription) => (
          <tr key={subscription.subscriptionId}>
            <td>{subscription.subscriptionId}</td>
            <td>{subscription.status}</td>
            <td>{formatTime(subscription.currentPeriodEnd)}</td>
            <td>{subscription.scheduledChange ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
