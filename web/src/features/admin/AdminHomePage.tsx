import { Link, useLoaderData } from 'react-router';
import type { AdminHomeCounts, AdminHomeView } from '@contract/admin';
import { adminRecordPath } from '@contract/routes';
import { ConsoleDialog, useActionDone } from './ActionDialog';
import { adminReads, runAdminAction } from './admin-api';
import { actorName, formatTime, money, moneyBreakdown } from './format';
import { Console, operatorLoader } from './operator-only';
import { PaddleLink } from './PaddleLink';
import { Table } from './Rows';

/** `/admin`: day 2 at a glance: today's and this week's orders, refunds, disputes, moves, bounces and failures. */
export const loader = operatorLoader(() => adminReads.home());

const KINDS: readonly { key: keyof AdminHomeCounts; label: string; anchor: string }[] = [
  { key: 'orders', label: 'Orders and renewals', anchor: '#home-orders' },
  { key: 'refunds', label: 'Refunds', anchor: '#home-adjustments' },
  { key: 'chargebacks', label: 'Chargebacks and disputes', anchor: '#home-adjustments' },
  { key: 'transfers', label: 'Licence moves', anchor: '#home-transfers' },
  { key: 'suppressed', label: 'Suppressed addresses', anchor: '#home-suppressed' },
  { key: 'failedDeliveries', label: 'Paddle deliveries failed', anchor: '#home-failed' },
  { key: 'missingDeliveries', label: 'Paid at Paddle, not applied', anchor: '#home-missing' },
];

export function Component() {
  const loaded = useLoaderData<typeof loader>();
  const [doneNotice, setDone] = useActionDone();
  return (
    <Console title="Today" loaded={loaded}>
      {(view: AdminHomeView) => (
        <>
          {doneNotice}
          <p className="admin-subject">
            Today is {view.today} (UTC); the week is {view.weekFrom} to {view.today}. As of{' '}
            {formatTime(view.generatedAt)}.
          </p>
          <Table caption="At a glance">
            <thead>
              <tr>
                <th scope="col">What</th>
                <th scope="col">Today</th>
                <th scope="col">This week</th>
              </tr>
            </thead>
            <tbody>
              {KINDS.map(({ key, label, anchor }) => (
                <tr key={key} data-attention={attention(key, view.counts.week[key]) ? 'yes' : undefined}>
                  <th scope="row">
                    <a href={anchor}>{label}</a>
                  </th>
                  <td>{view.counts.today[key]}</td>
                  <td>{view.counts.week[key]}</td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Missing view={view} onDone={setDone} />
          <Failed view={view} />
          <Orders view={view} />
          <Adjustments view={view} />
          <Transfers view={view} />
          <Suppressed view={view} />
        </>
      )}
    </Console>
  );
}

const attention = (key: keyof AdminHomeCounts, count: number) =>
  count > 0 && (key === 'failedDeliveries' || key === 'missingDeliveries' || key === 'chargebacks');

function Missing({ view, onDone }: { view: AdminHomeView; onDone: (message: string) => void }) {
  return (
    <div className="admin-section">
      <h2 id="home-missing">Paid at Paddle, not applied in the shop</h2>
      {view.paddleUnavailable ? (
        <p role="status">{view.paddleUnavailable} Missing deliveries are unknown until it answers.</p>
      ) : view.missingDeliveries.length === 0 ? (
        <p>Every transaction Paddle completed this week more than 10 minutes ago is applied.</p>
      ) : (
        <Table caption="Paid at Paddle, not applied">
          <thead>
            <tr>
              <th scope="col">Transaction</th>
              <th scope="col">Paid at Paddle</th>
              <th scope="col">In the shop</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {view.missingDeliveries.map((row) => (
              <tr key={row.transactionId}>
                <td>
                  {row.shopStatus ? (
                    <Link to={adminRecordPath('order', row.transactionId)}>{row.transactionId}</Link>
                  ) : (
                    <code>{row.transactionId}</code>
                  )}{' '}
                  <PaddleLink kind="transaction" id={row.transactionId} />
                </td>
                <td>{formatTime(row.paidAt)}</td>
                <td>{row.shopStatus ? `order ${row.shopStatus}` : 'nothing recorded'}</td>
                <td>
                  {row.origin === 'web' || row.origin === 'api' ? (
                    <ConsoleDialog
                      label="Apply from Paddle"
                      intro={
                        <p>
                          Runs the reconciliation of <code>{row.transactionId}</code> now: the licences are issued and
                          the buyer is mailed, as the webhook would have done.
                        </p>
                      }
                      submit={(form, key) =>
                        runAdminAction('apply', row.transactionId, { reason: String(form.get('reason') ?? '') }, key)
                      }
                      done={() => `${row.transactionId} is applied from Paddle.`}
                      onDone={onDone}
                    />
                  ) : (
                    `a ${row.origin.replace(/_/g, ' ')}: the daily reconciliation records it`
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </div>
  );
}

function Failed({ view }: { view: AdminHomeView }) {
  return (
    <div className="admin-section">
      <h2 id="home-failed">Paddle deliveries the shop could not process</h2>
      {view.failedDeliveries.length === 0 ? (
        <p>None this week.</p>
      ) : (
        <Table caption="Failed deliveries">
          <thead>
            <tr>
              <th scope="col">At</th>
              <th scope="col">Event</th>
              <th scope="col">About</th>
              <th scope="col">Why</th>
              <th scope="col">Since</th>
            </tr>
          </thead>
          <tbody>
            {view.failedDeliveries.map((row) => (
              <tr key={`${row.eventId}-${row.at}`}>
                <td>{formatTime(row.at)}</td>
                <td>
                  {row.eventType} <code>{row.eventId}</code>
                </td>
                <td>
                  {row.transactionId ? (
                    <Link to={adminRecordPath('order', row.transactionId)}>{row.transactionId}</Link>
                  ) : (
                    (row.entityId ?? '—')
                  )}
                </td>
                <td className="admin-wrap">{row.message}</td>
                <td>{row.appliedSince ? 'applied by a later delivery' : 'not applied yet'}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </div>
  );
}

function Orders({ view }: { view: AdminHomeView }) {
  return (
    <div className="admin-section">
      <h2 id="home-orders">Orders and renewals paid this week</h2>
      {view.orders.length === 0 ? (
        <p>None.</p>
      ) : (
        <Table caption="Orders and renewals this week">
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Kind</th>
              <th scope="col">Buyer</th>
              <th scope="col">Product</th>
              <th scope="col">Gross</th>
              <th scope="col">Paid</th>
            </tr>
          </thead>
          <tbody>
            {view.orders.map((row) => (
              <tr key={row.transactionId}>
                <td>
                  {row.kind === 'order' ? (
                    <Link to={adminRecordPath('order', row.transactionId)}>{row.orderNumber}</Link>
                  ) : (
                    <code>{row.transactionId}</code>
                  )}{' '}
                  <PaddleLink kind="transaction" id={row.transactionId} />
                </td>
                <td>{row.kind}</td>
                <td>{row.email ? <Link to={adminRecordPath('buyer', row.email)}>{row.email}</Link> : '—'}</td>
                <td>{row.product}</td>
                <td>{row.gross ? `${money(row.gross.cents, row.gross.currency)} gross` : 'not recorded'}</td>
                <td>{formatTime(row.paidAt)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </div>
  );
}

function Adjustments({ view }: { view: AdminHomeView }) {
  return (
    <div className="admin-section">
      <h2 id="home-adjustments">Refunds, chargebacks and disputes this week</h2>
      {view.adjustments.length === 0 ? (
        <p>None.</p>
      ) : (
        <Table caption="Refunds and chargebacks this week">
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Adjustment</th>
              <th scope="col">State at Paddle</th>
              <th scope="col">Amount</th>
              <th scope="col">Asked by</th>
              <th scope="col">At</th>
            </tr>
          </thead>
          <tbody>
            {view.adjustments.map((row) => (
              <tr key={row.adjustmentId}>
                <td>
                  <Link to={adminRecordPath('order', row.transactionId)}>{row.transactionId}</Link>{' '}
                  <PaddleLink kind="transaction" id={row.transactionId} />
                </td>
                <td>
                  {row.action} <code>{row.adjustmentId}</code>
                </td>
                <td>{row.status === 'pending_approval' ? 'waiting for approval' : row.status}</td>
                <td>{row.amount ? moneyBreakdown(row.amount) : 'not reported'}</td>
                <td>{actorName(row.requestedBy)}</td>
                <td>{formatTime(row.at)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </div>
  );
}

function Transfers({ view }: { view: AdminHomeView }) {
  return (
    <div className="admin-section">
      <h2 id="home-transfers">Licence moves this week</h2>
      {view.transfers.length === 0 ? (
        <p>None.</p>
      ) : (
        <Table caption="Licence moves this week">
          <thead>
            <tr>
              <th scope="col">Licence</th>
              <th scope="col">From</th>
              <th scope="col">To</th>
              <th scope="col">At</th>
            </tr>
          </thead>
          <tbody>
            {view.transfers.map((row) => (
              <tr key={`${row.licenceId}-${row.at}`}>
                <td>
                  <Link to={adminRecordPath('licence', row.licenceId)}>{row.licenceId}</Link>
                </td>
                <td>
                  <Link to={adminRecordPath('buyer', row.from)}>{row.from}</Link>
                </td>
                <td>
                  <Link to={adminRecordPath('buyer', row.to)}>{row.to}</Link>
                </td>
                <td>{formatTime(row.at)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </div>
  );
}

function Suppressed({ view }: { view: AdminHomeView }) {
  return (
    <div className="admin-section">
      <h2 id="home-suppressed">Addresses suppressed this week</h2>
      {view.suppressed.length === 0 ? (
        <p>None.</p>
      ) : (
        <ul>
          {view.suppressed.map((row) => (
            <li key={row.email}>
              <Link to={adminRecordPath('buyer', row.email)}>{row.email}</Link>: {row.reason} since{' '}
              {formatTime(row.since)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
