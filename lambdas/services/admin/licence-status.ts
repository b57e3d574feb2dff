import type { AuditEntry } from '../../contract/admin';
import { ConflictError, NotFoundError } from '../../domain/errors';
import type { LicenceRecord } from '../../adapters/store/licences';
import type { IdempotencyRecord, LicenceStatusChange } from '../../adapters/store/admin';
import { idempotent, type IdempotencyPorts, type IdempotencyRequest } from './idempotency';
import { operatorAudit } from './audit-log';

/**
 * An operator revokes or reinstates a licence without money moving (a fraud, a mistaken issue; docs/product/console.md). The
 * key status follows at once, since `GET /api/licence-keys/status` reads the licence's status. Only what an operator
 * revoked can be reinstated: a refund or chargeback is Paddle's to undo (ADR 302). The change, its audit entry and
 * the call's answer are stored in one transaction, and a retry with the same idempotency key gets that answer.
 */
export type LicenceStatusAction = 'revoke' | 'reinstate';

export interface Operator {
  readonly email: string;
  readonly sub: string;
}

export interface LicenceStatusPorts extends IdempotencyPorts {
  getLicence(licenceId: string): Promise<LicenceRecord | undefined>;
  changeLicenceStatus(change: LicenceStatusChange, entry: AuditEntry, idempotency: IdempotencyRecord): Promise<boolean>;
}

export interface LicenceStatusRequest {
  readonly action: LicenceStatusAction;
  readonly licenceId: string;
  readonly reason: string;
  readonly operator: Operator;
  readonly idempotency: IdempotencyRequest;
  readonly requestId: string;
}

export interface LicenceStatusAnswer {
  readonly licenceId: string;
  readonly status: 'active' | 'revoked';
  readonly auditId: string;
}

export const adminLicenceNotFound = () => new NotFoundError('LICENCE_NOT_FOUND', 'There is no such licence.');

export function licenceStatusActions(ports: LicenceStatusPorts) {
  const once = idempotent(ports);
  return (request: LicenceStatusRequest): Promise<LicenceStatusAnswer> =>
    once(request.operator.sub, request.idempotency, async (claim) => {
      const licence = await ports.getLicence(request.licenceId);
      if (!licence) throw adminLicenceNotFound();
      const from = licence.status;
      const to = request.action === 'revoke' ? 'revoked' : 'active';
      refuseNoChange(request.action, licence);

      const at = ports.now().toISOString();
      const auditId = ports.newId();
      const answer: LicenceStatusAnswer = { licenceId: licence.licenceId, status: to, auditId };
      const entry = operatorAudit(request, {
        auditId,
        at,
        action: `licence.${request.action}`,
        targets: [`licence:${licence.licenceId}`, `order:${licence.transactionId}`, `buyer:${licence.ownerEmail}`],
        before: { status: from, revokedReason: licence.revokedReason ?? null },
        after: { status: to, revokedReason: to === 'revoked' ? 'operator' : null },
      });
      const stored = await ports.changeLicenceStatus({ licenceId: licence.licenceId, from, to, at }, entry, {
        claim,
        answer,
      });
      if (!stored)
        throw new ConflictError('LICENCE_CHANGED', 'The licence changed meanwhile; reload it and try again.');
      return answer;
    });
}

function refuseNoChange(action: LicenceStatusAction, licence: LicenceRecord): void {
  if (action === 'revoke' && licence.status !== 'active') {
    throw new ConflictError('LICENCE_ALREADY_REVOKED', 'This licence is already revoked.');
  }
  if (action === 'reinstate' && licence.status !== 'revoked') {
    throw new ConflictError('LICENCE_NOT_REVOKED', 'This licence is not revoked.');
  }
  if (action === 'reinstate' && (licence.revokedReason as string | undefined) !== 'operator') {
    throw new ConflictError(
      'REVOKED_BY_PAYMENT',
      'This licence was taken back by a refund or chargeback at Paddle; only a licence an operator revoked can be reinstated.',
    );
  }
}
