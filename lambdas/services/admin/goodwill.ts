import type { AdminGoodwillAnswer, AdminGoodwillBody, AuditEntry } from '../../contract/admin';
import type { IdempotencyRecord } from '../../adapters/store/admin';
import type { TransactItem } from '../../adapters/store/table';
import { grantSupportGoodwill, issueReplacementLicence, type GoodwillPorts } from '../ledger/goodwill';
import { idempotent, type IdempotencyPorts, type IdempotencyRequest } from './idempotency';
import { adminLicenceNotFound, type Operator } from './licence-status';
import { operatorAudit } from './audit-log';

/**
 * "Give them something for the trouble" (ADR 463): support months on a suite licence, or a replacement licence,
 * without payment. The ledger writes the goodwill entry (ADR 404, `services/ledger/goodwill.ts`); this adds the
 * operator's audit entry and the call's answer to the same transaction, once per idempotency key. The entry names
 * the licence, its order, its owner and a replacement's new licence, so the audit log finds it by any of them.
 */
export interface AdminGoodwillPorts extends IdempotencyPorts, GoodwillPorts {
  auditItems(entry: AuditEntry, idempotency?: IdempotencyRecord): TransactItem[];
}

export type AdminGoodwillRequest = AdminGoodwillBody & {
  readonly licenceId: string;
  readonly operator: Operator;
  readonly idempotency: IdempotencyRequest;
  readonly requestId: string;
};

export function adminGoodwill(ports: AdminGoodwillPorts) {
  const once = idempotent(ports);
  return (request: AdminGoodwillRequest): Promise<AdminGoodwillAnswer> =>
    once(request.operator.sub, request.idempotency, async (claim) => {
      const licence = await ports.getLicence(request.licenceId);
      if (!licence) throw adminLicenceNotFound();
      const auditId = ports.newId();
      let answer: AdminGoodwillAnswer | undefined;
      const alongside = ({ entry, licenceId }: { entry: { from: string; until: string }; licenceId: string }) => {
        const replacementLicenceId = licenceId === licence.licenceId ? null : licenceId;
        answer = {
          licenceId: licence.licenceId,
          grant: request.grant,
          from: entry.from,
          until: entry.until,
          replacementLicenceId,
          auditId,
        };
        return ports.auditItems(
          operatorAudit(request, {
            auditId,
            at: ports.now().toISOString(),
            action: 'licence.goodwill',
            targets: [
              `licence:${licence.licenceId}`,
              ...(replacementLicenceId ? [`licence:${replacementLicenceId}`] : []),
              `order:${licence.transactionId}`,
              `buyer:${licence.ownerEmail}`,
            ],
            before: { licenceId: licence.licenceId, ownerEmail: licence.ownerEmail, status: licence.status },
            after: {
              goodwill: request.grant,
              ...(request.grant === 'support' ? { months: request.months } : { replacementLicenceId }),
              from: entry.from,
              until: entry.until,
            },
          }),
          { claim, answer },
        );
      };
      const grant = {
        licenceId: licence.licenceId,
        operatorEmail: request.operator.email,
        reason: request.reason,
        alongside,
      };
      if (request.grant === 'support') await grantSupportGoodwill(ports, { ...grant, months: request.months });
      else await issueReplacementLicence(ports, grant);
      // The ledger calls `alongside` before it writes: an answer is there once the grant is stored.
      return answer!;
    });
}
