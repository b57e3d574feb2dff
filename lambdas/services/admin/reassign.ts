import type { AuditEntry } from '../../contract/admin';
import { normaliseEmail } from '../../domain/email';
import type { IdempotencyRecord } from '../../adapters/store/admin';
import type { LicenceRecord } from '../../adapters/store/licences';
import type { TransactItem } from '../../adapters/store/table';
import type { licenceTransfers } from '../portal/licence-transfers';
import type { MailLimiter } from '../limits/mail-limiter';
import { idempotent, type IdempotencyPorts, type IdempotencyRequest } from './idempotency';
import { adminLicenceNotFound, type Operator } from './licence-status';
import { operatorAudit } from './audit-log';

/**
 * The transfer "on request" (docs/product/transfers.md): an operator moves one licence to a new owner through the
 * transfer service's own move (`moveLicenceToNewOwner`), so the buyer-side rules apply (an active suite licence only,
 * a new key, an open offer ended, support following the licence as ADR 313 decides, both sides mailed; ADR 303).
 */
export interface ReassignPorts extends IdempotencyPorts {
  readonly limits: MailLimiter;
  readonly transfers: ReturnType<typeof licenceTransfers>;
  getLicence(licenceId: string): Promise<LicenceRecord | undefined>;
  auditItems(entry: AuditEntry, idempotency?: IdempotencyRecord): TransactItem[];
}

export interface ReassignRequest {
  readonly licenceId: string;
  readonly email: string;
  readonly reason: string;
  readonly operator: Operator;
  readonly idempotency: IdempotencyRequest;
  readonly requestId: string;
}

export interface ReassignAnswer {
  readonly licenceId: string;
  readonly ownerEmail: string;
  readonly keyVersion: number;
  readonly auditId: string;
}

export function adminReassign(ports: ReassignPorts) {
  const once = idempotent(ports);
  return (request: ReassignRequest): Promise<ReassignAnswer> =>
    once(request.operator.sub, request.idempotency, async (claim) => {
      const licence = await ports.getLicence(request.licenceId);
      if (!licence) throw adminLicenceNotFound();
      // The move mails both owners.
      await ports.limits.take('operator-mail', [
        { target: licence.ownerEmail, caller: request.operator.sub },
        { target: request.email, caller: request.operator.sub },
      ]);
      const auditId = ports.newId();
      const answerOf = (ownerEmail: string, keyVersion: number): ReassignAnswer => ({
        licenceId: licence.licenceId,
        ownerEmail,
        keyVersion,
        auditId,
      });
      const moved = await ports.transfers.moveLicenceToNewOwner(licence.licenceId, request.email, (move) =>
        ports.auditItems(
          operatorAudit(request, {
            auditId,
            at: move.at,
            action: 'licence.reassign',
            // Every party the move touches, so filtering the log by either owner finds it.
            targets: [
              `licence:${licence.licenceId}`,
              `order:${licence.transactionId}`,
              `buyer:${normaliseEmail(move.licence.ownerEmail)}`,
              `buyer:${normaliseEmail(move.toEmail)}`,
            ],
            before: { ownerEmail: move.licence.ownerEmail, keyVersion: move.licence.keyVersion ?? 1 },
            after: { ownerEmail: move.toEmail, keyVersion: move.keyVersion },
          }),
          { claim, answer: answerOf(move.toEmail, move.keyVersion) },
        ),
      );
      return answerOf(moved.ownerEmail, moved.keyVersion);
    });
}
