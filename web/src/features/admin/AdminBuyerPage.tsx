import { Link, useLoaderData } from 'react-router';
import type { AdminBuyerView } from '@contract/admin';
import { adminRecordPath } from '@contract/routes';
import { Card } from '../../shared/ui/Card';
import { ConsoleDialog, useActionDone } from './ActionDialog';
import { adminReads, liftSuppression } from './admin-api';
import { formatTime } from './format';
import { MailRows } from './MailRows';
import { Console, operatorLoader } from './operator-only';
import { LicenceRows, OrderRows, SubscriptionRows } from './Rows';
import { Timeline } from './Timeline';

/** `/admin/buyers/{email}`: everything one address bought, holds, pays for, is offered and was mailed. */
export const loader = operatorLoader(({ params }) => adminReads.buyer(params.email ?? ''));

const CAUSE: Readonly<Record<string, string>> = {
  bounce: 'mail to it bounced for good',
  complaint: 'its owner marked a mail as spam',
};

export function Component() {
  const loaded = useLoaderData<typeof loader>();
  const [doneNotice, setDone] = useActionDone();
  return (
    <Console title="Buyer" loaded={loaded}>
      {(view: AdminBuyerView) => (
        <>
          {doneNotice}
          <p className="admin-subject">
            <code>{view.email}</code>
          </p>
          <Card>
            {view.suppression ? (
              <>
                <p data-testid="suppression">
                  The shop sends this address no mail: {CAUSE[view.suppression.reason] ?? view.suppression.reason}{' '}
                  (suppressed since {formatTime(view.suppression.since)}). Its licences and keys stay on /licenses.
                </p>
                <ConsoleDialog
                  label="Lift the suppression"
                  intro={
                    <p>
                      {view.email} gets mail again from the next one. Lift it only once the buyer says the address works
                      again: mail that bounces again harms every buyer&rsquo;s delivery.
                    </p>
                  }
                  submit={(form, key) => liftSuppression(view.email, String(form.get('reason') ?? ''), key)}
                  done={() => `${view.email} gets mail again.`}
                  onDone={setDone}
                />
              </>
            ) : (
              <p data-testid="suppression">The shop mails this address.</p>
            )}
          </Card>
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
          <div className="admin-section">
            <h2 id="buyer-mails-heading">Mails</h2>
            <MailRows mails={view.mails} empty="The shop has sent this address no mail it logs." />
          </div>
          <Timeline entries={view.timeline} />
        </>
      )}
    </Console>
  );
}
