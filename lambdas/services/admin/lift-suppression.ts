import type { AuditEntry } from '../../contract/admin';
import { ConflictError } from '../../domain/errors';
import type { IdempotencyRecord } from '../../adapters/store/admin';
import type { Suppression } from '../../adapters/mail/suppression';
import { idempotent, type IdempotencyPorts, type IdempotencyRequest } from './idempotency';
import type { Operator } from './licence-status';
import { operatorAudit } from './audit-log';

/**
 * "Please mail me again, I fixed my mailbox" (ADR 458): an operator lifts an address's suppression with a reason. The
 * suppression's removal, its audit entry (on the buyer, with what was lifted) and the call's answer are one
 * transaction; the next mail to the address goes out. A suppression SES reports again suppresses it again.
 */
export interface LiftSuppressionPorts extends IdempotencyPorts {
  suppressionOf(email: string): Promise<Suppression | undefined>;
  /** False when the suppression changed or went meanwhile. */
  liftSuppression(suppression: Suppression, entry: AuditEntry, idempotency: IdempotencyRecord): Promise<boolean>;
}

export interface LiftSuppressionRequest {
  readonly email: string;
  readonly reason: string;
  readonly operator: Operator;
  readonly idempotency: IdempotencyRequest;
  readonly requestId: string;
}

export interface LiftSuppressionAnswer {
  readonly email: string;
  readonly lifted: { readonly reason: string; readonly since: string };
  readonly auditId: string;
}

export function adminLiftSuppression(ports: LiftSuppressionPorts) {
  const once = idempotent(ports);
  return (request: LiftSuppressionRequest): Promise<LiftSuppressionAnswer> =>
    once(request.operator.sub, request.idempotency, async (claim) => {
      const suppression = await ports.suppressionOf(request.email);
      if (!suppression)
        throw new ConflictError('NOT_SUPPRESSED', `${request.email} is not suppressed: the shop mails it.`);
      const auditId = ports.newId();
      const answer: LiftSuppressionAnswer = {
        email: request.email,
        lifted: { reason: suppression.reason, since: suppression.suppressedAt },
        auditId,
      };
      const lifted = await ports.liftSuppression(
        suppression,
        operatorAudit(request, {
          auditId,
          at: ports.now().toISOString(),
          action: 'buyer.unsuppress',
          targets: [`buyer:${request.email}`],
          before: { suppressed: { reason: suppression.reason, since: suppression.suppressedAt } },
          after: { suppressed: null },
        }),
        { claim, answer },
      );
      if (!lifted)
        throw new ConflictError('SUPPRESSION_CHANGED', 'The suppression changed meanwhile; reload the page.');
      return answer;
    });
}
