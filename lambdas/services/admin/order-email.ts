import type { AuditEntry } from '../../contract/admin';
import { normaliseEmail } from '../../domain/email';
import { ConflictError, DomainError } from '../../domain/errors';
import type { LicenceRecord } from '../../adapters/store/licences';
import type { OrderRecord } from '../../adapters/store/orders';
import type { licenceTransfers } from '../portal/licence-transfers';
import type { Operator } from './licence-status';
import { orderNotFound } from './lookups';

/**
 * A mistyped checkout address corrected (issue 33, ADR 306): each active licence of the order still bound to the
 * address it was bought for moves to the corrected one through the transfer service's own move, as a reassign does
 * (ADR 303): a new key, the old one answers `superseded`, both addresses mailed. Licences the buyer already moved
 * elsewhere stay where they are.
 */
export interface OrderEmailPorts {
  readonly transfers: ReturnType<typeof licenceTransfers>;
  getOrder(transactionId: string): Promise<OrderRecord | undefined>;
  getLicences(licenceIds: readonly string[]): Promise<LicenceRecord[]>;
  storedAnswer(actorSub: string, key: string): Promise<unknown>;
  appendAudit(entry: AuditEntry, idempotency: { actorSub: string; key: string; answer: unknown }): Promise<boolean>;
  newId(): string;
  now(): Date;
}

export interface OrderEmailRequest {
  readonly transactionId: string;
  readonly email: string;
  readonly reason: string;
  readonly operator: Operator;
  readonly idempotencyKey: string;
  readonly requestId: string;
}

export interface OrderEmailAnswer {
  readonly transactionId: string;
  readonly fromEmail: string;
  readonly email: string;
  readonly licences: readonly { readonly licenceId: string; readonly keyVersion: number }[];
  readonly auditId: string;
}

export function adminOrderEmail(ports: OrderEmailPorts) {
  return async function correctEmail(request: OrderEmailRequest): Promise<OrderEmailAnswer> {
    const earlier = await ports.storedAnswer(request.operator.sub, request.idempotencyKey);
    if (earlier) return earlier as OrderEmailAnswer;
    const order = await ports.getOrder(request.transactionId);
    if (!order) throw orderNotFound();
    const fromEmail = order.request?.buyerEmail ?? '';
    if (normaliseEmail(fromEmail) === normaliseEmail(request.email))
      throw new DomainError('SAME_EMAIL', 'The order was bought for this address already.');
    const movable = (await ports.getLicences(order.licenceIds ?? [])).filter(
      (licence) => licence.status === 'active' && normaliseEmail(licence.ownerEmail) === normaliseEmail(fromEmail),
    );
    if (movable.length === 0)
      throw new ConflictError(
        'NOTHING_TO_MOVE',
        'No active licence of this order is still bound to its checkout address.',
      );
    const moved = [];
    for (const licence of movable)
      moved.push(await ports.transfers.moveLicenceToNewOwner(licence.licenceId, request.email));
    const auditId = ports.newId();
    const answer: OrderEmailAnswer = {
      transactionId: order.transactionId,
      fromEmail,
      email: request.email,
      licences: moved.map((licence) => ({ licenceId: licence.licenceId, keyVersion: licence.keyVersion })),
      auditId,
    };
    await ports.appendAudit(
      {
        auditId,
        at: ports.now().toISOString(),
        actor: request.operator,
        action: 'order.email',
        targets: [
          `order:${order.transactionId}`,
          `buyer:${fromEmail}`,
          `buyer:${request.email}`,
          ...moved.map((licence) => `licence:${licence.licenceId}`),
        ],
        reason: request.reason,
        before: {
          ownerEmail: fromEmail,
          licences: movable.map((licence) => ({ licenceId: licence.licenceId, keyVersion: licence.keyVersion ?? 1 })),
        },
        after: { ownerEmail: request.email, licences: answer.licences },
        requestId: request.requestId,
      },
      { actorSub: request.operator.sub, key: request.idempotencyKey, answer },
    );
    return answer;
  };
}
