import { Link, useLoaderData } from 'react-router';
import type { AdminLicenceView } from '@contract/admin';
import { adminRecordPath } from '@contract/routes';
import { Card } from '../../shared/ui/Card';
import '../../shared/ui/facts.css';
import { ActionDialog, useActionDone } from './ActionDialog';
import { adminReads } from './admin-api';
import { formatTime } from './format';
import { LicenceLedger } from './LicenceLedger';
import { Console, operatorLoader } from './operator-only';
import { Table } from './Rows';
import { Timeline } from './Timeline';
import { GoodwillDialog } from './GoodwillDialog';

/** `/admin/licences/{licenceId}`: the licence, its key's status, its owners over time and what happened to it. */
export const loader = operatorLoader(({ params }) => adminReads.licence(params.licenceId ?? ''));

export function Component() {
  const loaded = useLoaderData<typeof loader>();
  const [doneNotice, setDone] = useActionDone();
  return (
    <Console title="Licence" loaded={loaded}>
      {({ licence, owners, pendingTransfer, actions, timeline, ...ledger }: AdminLicenceView) => (
        <>
          {doneNotice}
          <Card>
            <dl className="facts">
              <dt>Licence</dt>
              <dd>
                <code>{licence.licenceId}</code>
              </dd>
              <dt>Product</dt>
              <dd>{licence.product}</dd>
              <dt>Owner</dt>
              <dd>
                <Link to={adminRecordPath('buyer', licence.owner)}>{licence.owner}</Link>
              </dd>
              <dt>Status</dt>
              <dd>
                {licence.status}
                {licence.revokedReason ? ` (${licence.revokedReason}, ${formatTime(licence.revokedAt)})` : ''}
              </dd>
              {licence.goodwill && (
                <>
                  <dt>Goodwill</dt>
                  <dd data-testid="goodwill-licence">Issued as goodwill, without payment; no sale counts it.</dd>
                </>
              )}
              <dt>Key status</dt>
              <dd data-testid="key-status">{licence.keyStatus}</dd>
              <dt>Key version</dt>
              <dd>{licence.keyVersion}</dd>
              <dt>Order</dt>
              <dd>
                <Link to={adminRecordPath('order', licence.transactionId)}>{licence.transactionId}</Link>
              </dd>
              <dt>Support subscription</dt>
              <dd>{licence.subscriptionId ?? '—'}</dd>
              <dt>Pending transfer</dt>
              <dd>
                {pendingTransfer ? `to ${pendingTransfer.to} since ${formatTime(pendingTransfer.offeredAt)}` : '—'}
              </dd>
            </dl>
            <details className="admin-key">
              <summary>Current licence key</summary>
              <pre>{licence.licenceKey}</pre>
            </details>
            <div className="admin-actions">
              <ActionDialog
                action="reassign"
                id={licence.licenceId}
                unavailable={actions.reassign}
                intro={
                  <p>
                    The licence moves from {licence.owner} with a new key; the old key answers superseded, and both
                    addresses are mailed that support staff made the change.
                  </p>
                }
                onDone={setDone}
              />
              {licence.status === 'revoked' ? (
                <ActionDialog
                  action="reinstate"
                  id={licence.licenceId}
                  unavailable={actions.reinstate}
                  intro={<p>Its key counts again at once.</p>}
                  onDone={setDone}
                />
              ) : (
                <ActionDialog
                  action="revoke"
                  id={licence.licenceId}
                  unavailable={actions.revoke}
                  intro={<p>Its key answers revoked at once; no money moves (for that, refund the order).</p>}
                  onDone={setDone}
                />
              )}
              <GoodwillDialog licence={licence} actions={actions} onDone={setDone} />
            </div>
          </Card>
          <LicenceLedger view={ledger} />
          <div className="admin-section">
            <h2 id="owners-heading">Owners over time</h2>
            <Table caption="Owners over time">
              <thead>
                <tr>
                  <th scope="col">Owner</th>
                  <th scope="col">Since</th>
                </tr>
              </thead>
              <tbody>
                {owners.map((owner) => (
                  <tr key={`${owner.email}-${owner.since}`}>
                    <td>{owner.email}</td>
                    <td>{formatTime(owner.since)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
          <Timeline entries={timeline} />
        </>
      )}
    </Console>
  );
}
