import { Link, useLoaderData } from 'react-router';
import type { AdminOrderState, AdminOrderView } from '@contract/admin';
import { orderNumberOf } from '@contract/order-number';
import { adminRecordPath } from '@contract/routes';
import { Card } from '../../shared/ui/Card';
import '../../shared/ui/facts.css';
import { ActionDialog, useActionDone } from './ActionDialog';
import { adminReads } from './admin-api';
import { actorName, formatTime, maybeMoney, money, moneyBreakdown } from './format';
import { MailRows } from './MailRows';
import { Console, operatorLoader } from './operator-only';
import { PaddleLink } from './PaddleLink';
import { RefundDialog } from './RefundDialog';
import { LicenceRows, SubscriptionRows, Table } from './Rows';
import { Timeline } from './Timeline';

/** `/admin/orders/{transactionId}`: the order as the shop and Paddle know it, and what can be done about it. */
export const loader = operatorLoader(({ params }) => adminReads.order(params.transactionId ?? ''));

const STATE_LABEL: Readonly<Record<AdminOrderState, string>> = {
  pending: 'Not paid yet',
  paid: 'Paid',
  'refund-pending': 'Paid; a refund waits for Paddle\u2019s approval',
  'partially-refunded': 'Paid, partly refunded',
  refunded: 'Refunded',
};

export function Component() {
  const loaded = useLoaderData<typeof loader>();
  const [doneNotice, setDone] = useActionDone();
  return (
    <Console title="Order" loaded={loaded}>
      {(view: AdminOrderView) => {
        const { order } = view;
        const active = view.licences.filter((licence) => licence.status === 'active');
        const atCheckoutAddress = active.filter((licence) => licence.owner === order.email);
        const owners = [...new Set(active.map((licence) => licence.owner))].sort();
        return (
          <>
            {doneNotice}
            <Card>
              <dl className="facts">
                <dt>Order number</dt>
                <dd>
                  <strong>{orderNumberOf(order.transactionId)}</strong> (<code>{order.transactionId}</code>)
                </dd>
                <dt>Buyer</dt>
                <dd>
                  <Link to={adminRecordPath('buyer', order.email)}>{order.email}</Link>
                </dd>
                <dt>Status</dt>
                <dd data-testid="order-state">{STATE_LABEL[order.state]}</dd>
                <dt>At Paddle</dt>
                <dd data-testid="paddle-status">
                  {view.paddle
                    ? `${view.paddle.status} (${formatTime(view.paddle.updatedAt)})`
                    : 'Paddle could not be asked just now'}{' '}
                  <PaddleLink kind="transaction" id={order.transactionId} />
                </dd>
                <dt>Created</dt>
                <dd>{formatTime(order.createdAt)}</dd>
                <dt>Paid</dt>
                <dd>{formatTime(order.paidAt)}</dd>
                <dt>Paddle customer</dt>
                <dd>
                  {order.customerId ? (
                    <>
                      <code>{order.customerId}</code> <PaddleLink kind="customer" id={order.customerId} />
                    </>
                  ) : (
                    '—'
                  )}
                </dd>
              </dl>
              <div className="admin-actions">
                {order.state === 'pending' && view.paddle?.status === 'completed' && (
                  <ActionDialog
                    action="apply"
                    id={order.transactionId}
                    intro={
                      <p>
                        Paddle says this order is paid and the shop has not applied it: this runs the reconciliation of
                        this one transaction now, issuing its licences and mailing the buyer as the webhook would have.
                      </p>
                    }
                    onDone={setDone}
                  />
                )}
                <ActionDialog
                  action="resend"
                  id={order.transactionId}
                  unavailable={active.length === 0 ? 'No licence of this order is active.' : null}
                  intro={
                    <p>
                      Each owner ticked gets the order mail again, marked as sent by support staff, with only their own
                      licences and keys; the amount goes only to the buyer.
                    </p>
                  }
                  recipients={owners}
                  onDone={setDone}
                />
                <ActionDialog
                  action="correctEmail"
                  id={order.transactionId}
                  unavailable={
                    atCheckoutAddress.length === 0
                      ? `No active licence is still at the checkout address ${order.email}.`
                      : null
                  }
                  intro={
                    <p>
                      {atCheckoutAddress.length} licence{atCheckoutAddress.length === 1 ? '' : 's'} at {order.email}{' '}
                      move to the corrected address with new keys; both addresses are mailed.
                    </p>
                  }
                  onDone={setDone}
                />
                <RefundDialog transactionId={order.transactionId} options={view.refund} onDone={setDone} />
              </div>
            </Card>
            <OrderMoney view={view} />
            <div className="admin-section">
              <h2 id="lines-heading">Lines</h2>
              <Table caption="Lines">
                <thead>
                  <tr>
                    <th scope="col">Product</th>
                    <th scope="col">Quantity</th>
                    <th scope="col">Gross ({order.money.currency})</th>
                  </tr>
                </thead>
                <tbody>
                  {order.lines.map((line, index) => (
                    <tr key={`${line.slug}-${index}`}>
                      <td>{line.title}</td>
                      <td>{line.quantity}</td>
                      <td>{money(line.grossCents, order.money.currency)}</td>
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
            <Adjustments view={view} />
            <div className="admin-section">
              <h2 id="mails-heading">Mails</h2>
              <MailRows mails={view.mails} empty="No mail was sent or skipped about this order." />
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
        );
      }}
    </Console>
  );
}

/** Net, VAT and gross of what Paddle charged, what was refunded, what waits, and what the shop keeps. */
function OrderMoney({ view }: { view: AdminOrderView }) {
  const { money: amounts } = view.order;
  const currency = amounts.currency;
  return (
    <div className="admin-section">
      <h2 id="money-heading">Money</h2>
      <Table caption={`Money (${currency})`}>
        <thead>
          <tr>
            <th scope="col">Amount</th>
            <th scope="col">Net ({currency})</th>
            <th scope="col">VAT ({currency})</th>
            <th scope="col">Gross ({currency})</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Charged by Paddle</th>
            {amounts.charged ? (
              <>
                <td>{maybeMoney(amounts.charged.netCents, currency)}</td>
                <td>{maybeMoney(amounts.charged.taxCents, currency)}</td>
                <td>{money(amounts.charged.grossCents, currency)}</td>
              </>
            ) : (
              <>
                <td>{money(amounts.checkoutNetCents, currency)} (catalogue price at checkout)</td>
                <td>not recorded</td>
                <td>not recorded</td>
              </>
            )}
          </tr>
          <tr>
            <th scope="row">Refunded</th>
            <td>{maybeMoney(amounts.refunded.netCents, currency)}</td>
            <td>{maybeMoney(amounts.refunded.taxCents, currency)}</td>
            <td data-testid="refunded-gross">{money(amounts.refunded.grossCents, currency)}</td>
          </tr>
          <tr>
            <th scope="row">Refund waiting for Paddle</th>
            <td>—</td>
            <td>—</td>
            <td data-testid="pending-refund-gross">{money(amounts.pendingRefundCents, currency)}</td>
          </tr>
          <tr>
            <th scope="row">Remainder</th>
            <td>{maybeMoney(amounts.remainder?.netCents, currency)}</td>
            <td>{maybeMoney(amounts.remainder?.taxCents, currency)}</td>
            <td>{maybeMoney(amounts.remainder?.grossCents, currency)}</td>
          </tr>
        </tbody>
      </Table>
    </div>
  );
}

function Adjustments({ view }: { view: AdminOrderView }) {
  return (
    <div className="admin-section">
      <h2 id="adjustments-heading">Refunds and chargebacks</h2>
      {view.adjustments.length === 0 ? (
        <p>None asked for.</p>
      ) : (
        <Table caption="Refunds and chargebacks">
          <thead>
            <tr>
              <th scope="col">Adjustment</th>
              <th scope="col">Action</th>
              <th scope="col">State at Paddle</th>
              <th scope="col">Amount</th>
              <th scope="col">Asked by</th>
              <th scope="col">At</th>
              <th scope="col">Licences</th>
            </tr>
          </thead>
          <tbody>
            {view.adjustments.map((adjustment) => (
              <tr key={adjustment.adjustmentId}>
                <td>{adjustment.adjustmentId}</td>
                <td>
                  {adjustment.action} ({adjustment.type})
                </td>
                <td>{adjustment.status === 'pending_approval' ? 'waiting for approval' : adjustment.status}</td>
                <td>{adjustment.amount ? moneyBreakdown(adjustment.amount) : 'not reported'}</td>
                <td>
                  {actorName(adjustment.requestedBy)}
                  {adjustment.reason ? ` (${adjustment.reason})` : ''}
                </td>
                <td>{formatTime(adjustment.occurredAt)}</td>
                <td>{adjustment.licenceIds.join(', ') || '—'}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </div>
  );
}
