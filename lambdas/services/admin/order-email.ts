import type { AuditEntry } from '../../contract/admin';
import type { IdempotencyClaim, IdempotencyRecord } from '../../adapters/store/admin';
import type { TransactItem } from '../../adapters/store/table';
import { normaliseEmail } from '../../domain/email';
import { ConflictError, DomainError } from '../../domain/errors';
import type { LicenceRecord } from '../../adapters/store/licences';
import type { OrderRecord } from '../../adapters/store/orders';
import type { licenceTransfers } from '../portal/licence-transfers';
import type { Operator } from './licence-status';
import type { MailLimiter } from '../limits/mail-limiter';
import { idempotent, type IdempotencyPorts, type IdempotencyRequest } from './idempotency';
import { orderNotFound } from './lookups';

/**
 * A mistyped checkout address corrected (ADR 306): each active licence of the order still bound to the
 * address it was bought for moves to the corrected one through the transfer service's own move, as a reassign does
 * (ADR 303): a new key, the old one answers `superseded`, both addresses mailed. Licences the buyer already moved
 * elsewhere stay where they are. Each licence's move carries its own audit entry in its transaction, and the last
 * one also the call's answer (ADR 334): a retry after a failure part-way moves only what is still to move.
 */
export interface OrderEmailPorts extends IdempotencyPorts {
  readonly limits: MailLimiter;
  readonly transfers: ReturnType<typeof licenceTransfers>;
  getOrder(transactionId: string): Promise<OrderRecord | undefined>;
  getLicences(licenceIds: readonly string[]): Promise<LicenceRecord[]>;
  auditItems(entry: AuditEntry, idempotency?: IdempotencyRecord): TransactItem[];
}

export interface OrderEmailRequest {
  readonly transactionId: string;
  readonly email: string;
  readonly reason: string;
  readonly operator: Operator;
  readonly idempotency: IdempotencyRequest;
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
  const once = idempotent(ports);
  return (request: OrderEmailRequest): Promise<OrderEmailAnswer> =>
    once(request.operator.sub, request.idempotency, (claim) => correctEmail(request, claim));

  async function correctEmail(request: OrderEmailRequest, claim: IdempotencyClaim): Promise<OrderEmailAnswer> {
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
    // Each move mails both addresses; the correction counts once for each.
    await ports.limits.take('operator-mail', [
      { target: fromEmail, caller: request.operator.sub },
      { target: request.email, caller: request.operator.sub },
    ]);
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
          index === movable.length - 1 ? { claim, answer } : undefined,
        ),
      );
    }
    return answer;
  }
}
