import type { AuditEntry } from '../../contract/admin';
import type { IdempotencyRecord } from '../../adapters/store/admin';
import type { LicenceRecord } from '../../adapters/store/licences';
import type { TransactItem } from '../../adapters/store/table';
import type { licenceTransfers } from '../portal/licence-transfers';
import { adminLicenceNotFound, type Operator } from './licence-status';

/**
 * The transfer "on request" (docs/product/transfers.md): an operator moves one licence to a new owner through the
 * transfer service's own move (`moveLicenceToNewOwner`), so the buyer-side rules apply (an active suite licence only,
 * a new key, an open offer ended, support following the licence as ADR 313 decides, both sides mailed; ADR 303).
 */
export interface ReassignPorts {
  readonly transfers: ReturnType<typeof licenceTransfers>;
  getLicence(licenceId: string): Promise<LicenceRecord | undefined>;
  storedAnswer(actorSub: string, key: string): Promise<unknown>;
  auditItems(entry: AuditEntry, idempotency?: IdempotencyRecord): TransactItem[];
  newId(): string;
  now(): Date;
}

export interface ReassignRequest {
  readonly licenceId: string;
  readonly email: string;
  readonly reason: string;
  readonly operator: Operator;
  readonly idempotencyKey: string;
  readonly requestId: string;
}

export interface ReassignAnswer {
  readonly licenceId: string;
  readonly ownerEmail: string;
  readonly keyVersion: number;
  readonly auditId: string;
}

export function adminReassign(ports: ReassignPorts) {
  return async function reassign(request: ReassignRequest): Promise<ReassignAnswer> {
    const earlier = await ports.storedAnswer(request.operator.sub, request.idempotencyKey);
    if (earlier) return earlier as ReassignAnswer;
    const licence = await ports.getLicence(request.licenceId);
    if (!licence) throw adminLicenceNotFound();
    const auditId = ports.newId();
    const answerOf = (ownerEmail: string, keyVersion: number): ReassignAnswer => ({
      licenceId: licence.licenceId,
      ownerEmail,
      keyVersion,
      auditId,
    });
    const moved = await ports.transfers.moveLicenceToNewOwner(licence.licenceId, request.email, (move) =>
      ports.auditItems(
        {
          auditId,
          at: move.at,
          actor: request.operator,
          action: 'licence.reassign',
          targets: [`licence:${licence.licenceId}`, `order:${licence.transactionId}`, `buyer:${licence.ownerEmail}`],
          reason: request.reason,
          before: { ownerEmail: move.licence.ownerEmail, keyVersion: move.licence.keyVersion ?? 1 },
          after: { ownerEmail: move.toEmail, keyVersion: move.keyVersion },
          requestId: request.requestId,
        },
        {
          actorSub: request.operator.sub,
          key: request.idempotencyKey,
          answer: answerOf(move.toEmail, move.keyVersion),
        },
      ),
    );
    const answer = answerOf(moved.ownerEmail, moved.keyVersion);
    return answer;
  };
}
