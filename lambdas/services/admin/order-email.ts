import type { AuditEntry } from '../../contract/admin';
import type { IdempotencyRecord } from '../../adapters/store/admin';
import type { TransactItem } from '../../adapters/store/table';
import { normaliseEmail } from '../../domain/email';
import { ConflictError, DomainError } from '../../domain/errors';
import type { LicenceRecord } from '../../adapters/store/licences';
import type { OrderRecord } from '../../adapters/store/orders';
import type { licenceTransfers } from '../portal/licence-transfers';
import type { Operator } from './licence-status';
import { orderNotFound } from './lookups';

/**
 * A mistyped checkout address corrected (ADR 306): each active licence of the order still bound to the
 * address it was bought for moves to the corrected one through the transfer service's own move, as a reassign does
 * (ADR 303): a new key, the old one answers `superseded`, both addresses mailed. Licences the buyer already moved
 * elsewhere stay where they are. Each licence's move carries its own audit entry in its transaction, and the last
 * one also the call's answer (ADR 334): a retry after a failure part-way moves only what is still to move.
 */
export interface OrderEmailPorts {
  readonly transfers: ReturnType<typeof licenceTransfers>;
  getOrder(transactionId: string): Promise<OrderRecord | undefined>;
  getLicences(licenceIds: readonly string[]): Promise<LicenceRecord[]>;
  storedAnswer(actorSub: string, key: string): Promise<unknown>;
  auditItems(entry: AuditEntry, idempotency?: IdempotencyRecord): TransactItem[];
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
    const auditIds = movable.map(() => ports.newId());
    const answer: OrderEmailAnswer = {
      transactionId: order.transactionId,
      fromEmail,
      email: request.email,
      licences: movable.map((licence) => ({ licenceId: licence.licenceId, keyVersion: (licence.keyVersion ?? 1) + 1 })),
      auditId: auditIds[0]!,
    };
    for (const [index, licence] of movable.entries()) {
      await ports.transfers.moveLicenceToNewOwner(licence.licenceId, request.email, (move) =>
        ports.auditItems(
          {
            auditId: auditIds[index]!,
            at: move.at,
            actor: request.operator,
            action: 'order.email',
            targets: [
              `order:${order.transactionId}`,
              `licence:${licence.licenceId}`,
              `buyer:${fromEmail}`,
              `buyer:${request.email}`,
            ],
            reason: request.reason,
            before: { ownerEmail: fromEmail, licenceId: licence.licenceId, keyVersion: licence.keyVersion ?? 1 },
            after: { ownerEmail: request.email, licenceId: licence.licenceId, keyVersion: move.keyVersion },
            requestId: request.requestId,
          },
          index === movable.length - 1
            ? { actorSub: request.operator.sub, key: request.idempotencyKey, answer }
            : undefined,
        ),
      );
    }
    return answer;
  };
}
