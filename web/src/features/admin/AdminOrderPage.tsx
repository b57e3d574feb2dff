import { Link, useLoaderData } from 'react-router';
import type { AdminOrderView } from '@contract/admin';
import { adminRecordPath } from '@contract/routes';
import { Card } from '../../shared/ui/Card';
import '../../shared/ui/facts.css';
import { ActionDialog, useActionDone } from './ActionDialog';
import { adminReads } from './admin-api';
import { formatMoney, formatTime } from './format';
import { Console, operatorLoader } from './operator-only';
import { LicenceRows, SubscriptionRows, Table } from './Rows';
import { Timeline } from './Timeline';

/** `/admin/orders/{transactionId}`: the order as the shop and Paddle know it, and what can be done about it. */
export const loader = operatorLoader(({ params }) => adminReads.order(params.transactionId ?? ''));

export function Component() {
  const loaded = useLoaderData<typeof loader>();
  const [doneNotice, setDone] = useActionDone();
  return (
    <Console title="Order" loaded={loaded}>
      {(view: AdminOrderView) => (
        <>
          {doneNotice}
          <Card>
            <dl className="facts">
              <dt>Transaction</dt>
              <dd>
                <code>{view.order.transactionId}</code>
              </dd>
              <dt>Buyer</dt>
              <dd>
                <Link to={adminRecordPath('buyer', view.order.email)}>{view.order.email}</Link>
              </dd>
              <dt>Status</dt>
              <dd>{view.order.status}</dd>
              <dt>At Paddle</dt>
              <dd data-testid="paddle-status">
                {view.paddle
                  ? `${view.paddle.status} (${formatTime(view.paddle.updatedAt)})`
                  : 'Paddle could not be asked just now'}
              </dd>
              <dt>Total</dt>
              <dd>{formatMoney(view.order.totalCents, view.order.currency)}</dd>
              <dt>Created</dt>
              <dd>{formatTime(view.order.createdAt)}</dd>
              <dt>Paid</dt>
              <dd>{formatTime(view.order.paidAt)}</dd>
              <dt>Paddle customer</dt>
              <dd>{view.order.customerId ?? '—'}</dd>
            </dl>
            <div className="portal-actions admin-actions">
              <ActionDialog action="resend" id={view.order.transactionId} onDone={setDone} />
              <ActionDialog action="correctEmail" id={view.order.transactionId} onDone={setDone} />
              <ActionDialog
                action="refund"
                id={view.order.transactionId}
                licenceIds={view.licences.map((licence) => licence.licenceId)}
                onDone={setDone}
              />
            </div>
          </Card>
          <div className="admin-section">
            <h2 id="lines-heading">Lines</h2>
            <Table caption="Lines">
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col">Quantity</th>
                  <th scope="col">Amount</th>
                </tr>
              </thead>
              <tbody>
                {view.order.lines.map((line, index) => (
                  <tr key={`${line.slug}-${index}`}>
                    <td>{line.title}</td>
                    <td>{line.quantity}</td>
                    <td>{formatMoney(line.totalCents, view.order.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
          <div className="admin-section">
            <h2 id="order-licences-heading">Licences issued</h2>
            <LicenceRows licences={view.licences} caption="Licences issued" />
          </div>
          <div className="admin-section">
            <h2 id="order-subscriptions-heading">Subscriptions</h2>
            <SubscriptionRows subscriptions={view.subscriptions} />
          </div>
          <div className="admin-section">
            <h2 id="adjustments-heading">Refunds and chargebacks</h2>
            {view.adjustments.length === 0 ? (
              <p>None.</p>
            ) : (
              <Table caption="Refunds and chargebacks">
                <thead>
                  <tr>
                    <th scope="col">Adjustment</th>
                    <th scope="col">Action</th>
                    <th scope="col">Status</th>
                    <th scope="col">At</th>
                    <th scope="col">Licences taken back</th>
                  </tr>
                </thead>
                <tbody>
                  {view.adjustments.map((adjustment) => (
                    <tr key={adjustment.adjustmentId}>
                      <td>{adjustment.adjustmentId}</td>
                      <td>{adjustment.action}</td>
                      <td>{adjustment.status}</td>
                      <td>{formatTime(adjustment.occurredAt)}</td>
                      <td>{adjustment.licenceIds.join(', ') || '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            )}
          </div>
          <div className="admin-section">
            <h2 id="mails-heading">Mails sent</h2>
            {view.mails.length === 0 ? (
              <p>No mail was sent about this order.</p>
            ) : (
              <Table caption="Mails sent">
                <thead>
                  <tr>
                    <th scope="col">Mail</th>
                    <th scope="col">To</th>
                    <th scope="col">At</th>
                  </tr>
                </thead>
                <tbody>
                  {view.mails.map((mail, index) => (
                    <tr key={`${mail.at}-${index}`}>
                      <td>{mail.kind}</td>
                      <td>{mail.to}</td>
                      <td>{formatTime(mail.at)}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            )}
          </div>
          <div className="admin-section">
            <h2 id="events-heading">Paddle events applied</h2>
            {view.webhookEvents.length === 0 ? (
              <p>None in the last 90 days.</p>
            ) : (
              <Table caption="Paddle events applied">
                <thead>
                  <tr>
                    <th scope="col">Event</th>
                    <th scope="col">Type</th>
                    <th scope="col">At</th>
                  </tr>
                </thead>
                <tbody>
                  {view.webhookEvents.map((event) => (
                    <tr key={event.eventId}>
                      <td>{event.eventId}</td>
                      <td>{event.type}</td>
                      <td>{formatTime(event.at)}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            )}
          </div>
          <Timeline entries={view.timeline} />
        </>
      )}
    </Console>
  );
}
