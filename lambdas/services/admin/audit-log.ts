import type { AuditEntry } from '../../contract/admin';
import { DomainError } from '../../domain/errors';

/**
 * `GET /api/admin/audit`: the entries of one target (its audit partition), or of every target day by day (the day
 * index), between two dates and optionally by one actor, newest first. The days are read side by side: one round
 * trip.
 */
export interface AuditLogPorts {
  auditTimeline(target: string): Promise<AuditEntry[]>;
  auditOfDay(day: string): Promise<AuditEntry[]>;
}

export interface AuditQuery {
  readonly from: string;
  readonly to: string;
  readonly actor?: string;
  readonly target?: string;
}

/** The longest span read day by day in one call. */
export const AUDIT_MAX_DAYS = 31;

export function auditLog(ports: AuditLogPorts) {
  return async function entries(query: AuditQuery): Promise<AuditEntry[]> {
    const from = Date.parse(`${query.from}T00:00:00Z`);
    const to = Date.parse(`${query.to}T00:00:00Z`);
    if (!(to >= from)) throw new DomainError('BAD_RANGE', '"to" must be on or after "from".');
    const inRange = (entry: AuditEntry) =>
      entry.at.slice(0, 10) >= query.from &&
      entry.at.slice(0, 10) <= query.to &&
      (!query.actor || entry.actor.email === query.actor);
    const newestFirst = (entries: readonly AuditEntry[]) =>
      entries.filter(inRange).sort((a, b) => b.at.localeCompare(a.at) || b.auditId.localeCompare(a.auditId));
    if (query.target) return newestFirst(await ports.auditTimeline(query.target));
    const days = Math.round((to - from) / 86_400_000) + 1;
    if (days > AUDIT_MAX_DAYS)
      throw new DomainError('RANGE_TOO_LONG', `Ask for at most ${AUDIT_MAX_DAYS} days at a time, or name a target.`);
    const perDay = await Promise.all(
      Array.from({ length: days }, (_, index) =>
        ports.auditOfDay(new Date(from + index * 86_400_000).toISOString().slice(0, 10)),
      ),
    );
    return newestFirst(perDay.flat());
  };
}

/** What an operator's request gives its audit entry: who acted, why, and the request it came in. */
export interface OperatorRequest {
  readonly operator: AuditEntry['actor'];
  readonly reason: string;
  readonly requestId: string;
}

/**
 * An operator action's audit entry: the action says what it did, when, on which targets, and what was before and
 * after; the request says who, why and in which request.
 */
export function operatorAudit(
  request: OperatorRequest,
  entry: Pick<AuditEntry, 'auditId' | 'at' | 'action' | 'targets' | 'before' | 'after'>,
): AuditEntry {
  return {
    auditId: entry.auditId,
    at: entry.at,
    actor: request.operator,
    action: entry.action,
    targets: entry.targets,
    reason: request.reason,
    before: entry.before,
    after: entry.after,
    requestId: request.requestId,
  };
}
