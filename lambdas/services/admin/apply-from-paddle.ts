import type { AuditEntry } from '../../contract/admin';
import { ConflictError, NotFoundError } from '../../domain/errors';
import type { ListedTransaction } from '../../domain/licences/payment-events';
import type { IdempotencyRecord } from '../../adapters/store/admin';
import type { OrderRecord } from '../../adapters/store/orders';
import { idempotent, type IdempotencyPorts, type IdempotencyRequest } from './idempotency';
import type { Operator } from './licence-status';
import { operatorAudit } from './audit-log';

/**
 * "Paid but no webhook" (ADR 457): Paddle says the transaction is completed and the shop has not applied it. The
 * operator runs the reconciliation of that one transaction, through the webhook's own idempotent path (licences,
 * keys, the order mail), instead of waiting for the daily job or reaching for AWS; the audit entry records who and
 * why. A webhook arriving meanwhile changes nothing: every write of the path is idempotent.
 */
export interface ApplyFromPaddlePorts extends IdempotencyPorts {
  /** The transaction as Paddle has it now; undefined when Paddle does not know it. */
  paddleTransaction(transactionId: string): Promise<(ListedTransaction & { status: string }) | undefined>;
  getOrder(transactionId: string): Promise<OrderRecord | undefined>;
  /** The webhook's path for a completed transaction (the reconciliation's). */
  apply(transaction: ListedTransaction): Promise<void>;
  recordAudit(entry: AuditEntry, idempotency: IdempotencyRecord): Promise<boolean>;
}

export interface ApplyFromPaddleRequest {
  readonly transactionId: string;
  readonly reason: string;
  readonly operator: Operator;
  readonly idempotency: IdempotencyRequest;
  readonly requestId: string;
}

export interface ApplyFromPaddleAnswer {
  readonly transactionId: string;
  readonly status: string;
  readonly licenceIds: readonly string[];
  readonly auditId: string;
}

const PURCHASE_ORIGINS: ReadonlySet<string> = new Set(['web', 'api']);

export function adminApplyFromPaddle(ports: ApplyFromPaddlePorts) {
  const once = idempotent(ports);
  return (request: ApplyFromPaddleRequest): Promise<ApplyFromPaddleAnswer> =>
    once(request.operator.sub, request.idempotency, async (claim) => {
      const before = await ports.getOrder(request.transactionId);
      if (before?.status === 'paid' || before?.status === 'refunded')
        throw new ConflictError(
          'ALREADY_APPLIED',
          `The shop has applied this payment already: the order is ${before.status}.`,
        );
      const listed = await ports.paddleTransaction(request.transactionId);
      if (!listed) throw new NotFoundError('ORDER_NOT_FOUND', 'Paddle does not know this transaction.');
      if (listed.status !== 'completed')
        throw new ConflictError(
          'NOT_PAID_AT_PADDLE',
          `Paddle says the transaction is ${listed.status}: there is no payment to apply.`,
        );
      if (listed.completed.customData === null || !PURCHASE_ORIGINS.has(listed.completed.origin))
        throw new ConflictError(
          'NOT_A_SHOP_PURCHASE',
          'This transaction is not a purchase made in the shop (a renewal, a card update, or sold elsewhere): the shop issues nothing for it.',
        );
      await ports.apply(listed);
      const after = await ports.getOrder(request.transactionId);
      const auditId = ports.newId();
      const buyer = after?.request?.buyerEmail ?? listed.completed.customData.buyerEmail;
      const answer: ApplyFromPaddleAnswer = {
        transactionId: request.transactionId,
        status: after?.status ?? 'pending',
        licenceIds: after?.licenceIds ?? [],
        auditId,
      };
      await ports.recordAudit(
        operatorAudit(request, {
          auditId,
          at: ports.now().toISOString(),
          action: 'order.apply-from-paddle',
          targets: [`order:${request.transactionId}`, `buyer:${buyer}`],
          before: { status: before?.status ?? null },
          after: { status: answer.status, licenceIds: answer.licenceIds },
        }),
        { claim, answer },
      );
      return answer;
    });
}
