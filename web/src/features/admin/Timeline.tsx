import type { TimelineEntry } from '@contract/admin';
import { formatTime } from './format';

const BY_LABEL: Readonly<Record<TimelineEntry['by'], string>> = {
  operator: 'Operator',
  buyer: 'Buyer',
  paddle: 'Paddle',
  shop: 'Shop',
};

/** Who did it: "Operator op@…", "Buyer a@…", "Paddle", "Shop (reconciliation)". */
function actorOf(entry: TimelineEntry): string {
  if (!entry.actor) return BY_LABEL[entry.by];
  return entry.by === 'shop' ? `Shop (${entry.actor})` : `${BY_LABEL[entry.by]} ${entry.actor}`;
}

/** What happened to a record, newest first: who did it (operator, buyer, Paddle, the shop), with an operator's reason. */
export function Timeline({ entries }: { entries: readonly TimelineEntry[] }) {
  return (
    <div className="admin-section">
      <h2 id="timeline-heading">Timeline</h2>
      {entries.length === 0 ? (
        <p>Nothing has happened to it yet.</p>
      ) : (
        <ol className="admin-timeline">
          {entries.map((entry, index) => (
            <li key={`${entry.at}-${entry.action}-${index}`} data-by={entry.by}>
              <p className="admin-timeline-head">
                <time dateTime={entry.at}>{formatTime(entry.at)}</time> · {actorOf(entry)}
              </p>
              <p>{entry.summary}</p>
              {entry.reason && <p className="admin-timeline-reason">Reason: {entry.reason}</p>}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
