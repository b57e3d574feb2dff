import { Link, useLoaderData } from 'react-router';
import type { AdminLicenceView } from '@contract/admin';
import type { LedgerEntry } from '@domain/ledger/entries';
import { adminRecordPath } from '@contract/routes';
import { Card } from '../../shared/ui/Card';
import '../../shared/ui/facts.css';
import { ActionDialog, useActionDone } from './ActionDialog';
import { adminReads } from './admin-api';
import { formatTime } from './format';
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
      {({ licence, owners, pendingTransfer, actions, timeline, ledger, standing }: AdminLicenceView) => (
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
              <dt>Support</dt>
              <dd>
                {standing.support.state === 'active'
                  ? `until ${formatTime(standing.support.activeUntil)}${standing.renews ? ', renewing' : ''}`
                  : standing.support.state}
                {standing.paidBy ? ` (paid by ${standing.paidBy})` : ''}
              </dd>
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
          <LedgerRows ledger={ledger} />
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

const SOURCE: Readonly<Record<LedgerEntry['source'], string>> = {
  purchase: 'Bought with the licence',
  renewal: 'Renewal',
  extension: 'Support extension',
  'catch-up': 'Catch-up months',
  goodwill: 'Goodwill (no payment)',
};

/** The licence's ledger of covered time, each period with what paid it or who gave it and why. */
function LedgerRows({ ledger }: { ledger: AdminLicenceView['ledger'] }) {
  return (
    <div className="admin-section">
      <h2 id="ledger-heading">Paid and given time</h2>
      {ledger.length === 0 ? (
        <p>No period is recorded for this licence.</p>
      ) : (
        <Table caption="Paid and given time">
          <thead>
            <tr>
              <th scope="col">From</th>
              <th scope="col">Until</th>
              <th scope="col">What</th>
              <th scope="col">State</th>
              <th scope="col">Paid by, or given by</th>
            </tr>
          </thead>
          <tbody>
            {ledger.map((entry) => (
              <tr key={entry.entryId} data-source={entry.source}>
                <td>{formatTime(entry.from)}</td>
                <td>{formatTime(entry.until)}</td>
                <td>{SOURCE[entry.source]}</td>
                <td>{entry.state}</td>
                <td className="admin-wrap">
                  {entry.source === 'goodwill'
                    ? `Given by ${entry.grantedBy ?? 'an operator'}${entry.reason ? `: ${entry.reason}` : ''}`
                    : (entry.payer ?? '—')}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </div>
  );
}
