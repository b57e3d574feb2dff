import { Form, Link, useLoaderData } from 'react-router';
import type { AuditEntry } from '@contract/admin';
import { adminRecordPath } from '@contract/routes';
import { Card } from '../../shared/ui/Card';
import { adminReads, type AuditFilters } from './admin-api';
import { formatTime, utcDay } from './format';
import { Console, operatorLoader } from './operator-only';
import { Table } from './Rows';

/** `/admin/audit?from=&to=&actor=&target=`: who changed what and why, newest first; the last 7 days by default. */
export const loader = operatorLoader(async ({ request }) => {
  const params = new URL(request.url).searchParams;
  const filters: AuditFilters = {
    from: params.get('from') || utcDay(7),
    to: params.get('to') || utcDay(),
    actor: params.get('actor') || undefined,
    target: params.get('target') || undefined,
  };
  return { filters, answer: await adminReads.audit(filters) };
});

/** A target id as a link to its console page (`order:txn_…`, `licence:lic_…`, `buyer:a@b.c`). */
function TargetLink({ target }: { target: string }) {
  const [kind, id = ''] = target.split(/:(.*)/s);
  if (kind === 'order' || kind === 'licence' || kind === 'buyer') {
    return <Link to={adminRecordPath(kind, id)}>{target}</Link>;
  }
  return <>{target}</>;
}

export function Component() {
  const loaded = useLoaderData<typeof loader>();
  return (
    <Console title="Audit log" loaded={loaded}>
      {({ filters, answer }) => (
        <>
          <Card>
            <Form method="get" className="admin-filters">
              <label>
                From <input type="date" name="from" defaultValue={filters.from} required />
              </label>
              <label>
                To <input type="date" name="to" defaultValue={filters.to} required />
              </label>
              <label>
                Operator <input type="email" name="actor" defaultValue={filters.actor} autoComplete="off" />
              </label>
              <label>
                Target{' '}
                <input name="target" defaultValue={filters.target} placeholder="order:txn_…" autoComplete="off" />
              </label>
              <button type="submit" className="button primary">
                Show
              </button>
            </Form>
          </Card>
          <AuditTable entries={answer.entries} />
        </>
      )}
    </Console>
  );
}

function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  if (entries.length === 0) return <p role="status">No entries in this range.</p>;
  return (
    <Table caption="Audit entries" fit>
      <thead>
        <tr>
          <th scope="col">At</th>
          <th scope="col">Operator</th>
          <th scope="col">Action</th>
          <th scope="col">Targets</th>
          <th scope="col">Reason</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.auditId}>
            <td>{formatTime(entry.at)}</td>
            <td className="admin-wrap">{entry.actor.email}</td>
            <td>{entry.action}</td>
            <td className="admin-wrap">
              {entry.targets.map((target) => (
                <span key={target} className="admin-target">
                  <TargetLink target={target} />
                </span>
              ))}
            </td>
            <td className="admin-wrap">{entry.reason}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
