import { useLoaderData } from 'react-router';
import type { AdminBuyerView } from '@contract/admin';
import { adminRecordPath } from '@contract/routes';
import { Link } from 'react-router';
import { adminReads } from './admin-api';
import { formatTime } from './format';
import { Console, operatorLoader } from './operator-only';
import { LicenceRows, OrderRows, SubscriptionRows } from './Rows';
import { Timeline } from './Timeline';

/** `/admin/buyers/{email}`: everything one address bought, holds, pays for and is being offered. */
export const loader = operatorLoader(({ params }) => adminReads.buyer(params.email ?? ''));

export function Component() {
  const loaded = useLoaderData<typeof loader>();
  return (
    <Console title="Buyer" loaded={loaded}>
      {(view: AdminBuyerView) => (
        <>
          <p className="admin-subject">
            <code>{view.email}</code>
          </p>
          <div className="admin-section">
            <h2 id="buyer-orders-heading">Orders</h2>
            <OrderRows orders={view.orders} />
          </div>
          <div className="admin-section">
            <h2 id="buyer-licences-heading">Licences</h2>
            <LicenceRows licences={view.licences} />
          </div>
          <div className="admin-section">
            <h2 id="buyer-subscriptions-heading">Subscriptions</h2>
            <SubscriptionRows subscriptions={view.subscriptions} />
          </div>
          <div className="admin-section">
            <h2 id="buyer-transfers-heading">Pending transfers</h2>
            {view.pendingTransfers.length === 0 ? (
              <p>None.</p>
            ) : (
              <ul>
                {view.pendingTransfers.map((transfer) => (
                  <li key={transfer.licenceId}>
                    <Link to={adminRecordPath('licence', transfer.licenceId)}>{transfer.licenceId}</Link> to{' '}
                    {transfer.to} since {formatTime(transfer.offeredAt)}
                  </li>
                ))}
              </ul>
            )}
          </div>
          <Timeline entries={view.timeline} />
        </>
      )}
    </Console>
  );
}
