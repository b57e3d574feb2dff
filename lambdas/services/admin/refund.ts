import type { AuditEntry } from '../../contract/admin';
import { ConflictError } from '../../domain/errors';
import type { LicenceRecord } from '../../adapters/store/licences';
import type { OrderRecord } from '../../adapters/store/orders';
import type { RefundRequestToPaddle } from '../../adapters/paddle-refunds';
import type { IdempotencyClaim, IdempotencyRecord } from '../../adapters/store/admin';
import { idempotent, type IdempotencyPorts, type IdempotencyRequest } from './idempotency';
import type { Operator } from './licence-status';
import { orderNotFound } from './lookups';

/**
 * "Refund me and revoke it" (ADR 305): the console asks Paddle for a refund and records that it asked; the
 * licences go when Paddle's approved adjustment reaches the webhook, as for a refund made in Paddle's dashboard. A
 * refund of some licences pays back whole units of the order's licence line, and the webhook takes back the
 * highest units (ADR 062), so only the order's highest active licences can be named.
 */
export interface RefundPorts extends IdempotencyPorts {
  getOrder(transactionId: string): Promise<OrderRecord | undefined>;
  getLicences(licenceIds: readonly string[]): Promise<LicenceRecord[]>;
  requestRefund(request: RefundRequestToPaddle): Promise<{ adjustmentId: string; status: string }>;
  appendAudit(entry: AuditEntry, idempotency: IdempotencyRecord): Promise<boolean>;
}

export interface RefundRequest {
  readonly transactionId: string;
  readonly licenceIds?: readonly string[];
  readonly reason: string;
  readonly operator: Operator;
  readonly idempotency: IdempotencyRequest;
  readonly requestId: string;
}

export interface RefundAnswer {
  readonly transactionId: string;
  readonly adjustmentId: string;
  readonly status: string;
  readonly licenceIds: readonly string[];
  readonly auditId: string;
}

export function adminRefund(ports: RefundPorts) {
  const once = idempotent(ports);
  return (request: RefundRequest): Promise<RefundAnswer> =>
    once(request.operator.sub, request.idempotency, (claim) => refund(request, claim));

  async function refund(request: RefundRequest, claim: IdempotencyClaim): Promise<RefundAnswer> {
    const order = await ports.getOrder(request.transactionId);
    if (!order) throw orderNotFound();
    const issued = order.licenceIds ?? [];
    const activeIds = new Set(
      (await ports.getLicences(issued)).filter((licence) => licence.status === 'active').map((l) => l.licenceId),
    );
    // In unit order: the webhook takes back the highest units.
    const active = issued.filter((licenceId) => activeIds.has(licenceId));
    if (order.status !== 'paid' || active.length === 0)
      throw new ConflictError('NOTHING_TO_REFUND', 'This order has no paid, active licence left to refund.');
    const chosen = request.licenceIds ?? active;
    const toPaddle = paddleRequest(order, active, chosen, request.reason);
    const adjustment = await ports.requestRefund(toPaddle);
    const auditId = ports.newId();
    const answer: RefundAnswer = {
      transactionId: order.transactionId,
      adjustmentId: adjustment.adjustmentId,
      status: adjustment.status,
      licenceIds: [...chosen],
      auditId,
    };
    await ports.appendAudit(
      {
        auditId,
        at: ports.now().toISOString(),
        actor: request.operator,
        action: 'order.refund',
        targets: [`order:${order.transactionId}`, ...chosen.map((licenceId) => `licence:${licenceId}`)],
        reason: request.reason,
        before: { activeLicenceIds: active },
        after: { refundRequested: { type: toPaddle.type, adjustmentId: adjustment.adjustmentId, licenceIds: chosen } },
        requestId: request.requestId,
      },
      { claim, answer },
    );
    return answer;
  }
}

function paddleRequest(
  order: OrderRecord,
  active: readonly string[],
  chosen: readonly string[],
  reason: string,
): RefundRequestToPaddle {
  const unknown = chosen.filter((licenceId) => !active.includes(licenceId));
  if (unknown.length > 0 || chosen.length === 0 || new Set(chosen).size !== chosen.length)
    throw new ConflictError(
      'NOT_REFUNDABLE',
      `Name one or more active licences of this order; not refundable here: ${unknown.join(', ') || '(none named)'}.`,
    );
  const everything = chosen.length === active.length && active.length === (order.licenceIds ?? []).length;
  if (everything) return { type: 'full', transactionId: order.transactionId, reason };
  const highest = active.slice(active.length - chosen.length);
  if (!chosen.every((licenceId) => highest.includes(licenceId)))
    throw new ConflictError(
      'REFUND_TAKES_HIGHEST_UNITS',
      `A refund of some licences takes back the order's last ones; refund ${highest.join(', ')} instead.`,
    );
  const units = (order.licenceIds ?? []).length;
  // A licence's refund pays back what was bought with it too: each charged line sold once per licence (its licence
  // line, an add-on such as the HUD, the A320 neo part), for the units refunded.
  const lines = (order.lines ?? []).filter((candidate) => candidate.quantity === units && candidate.unitTotalCents > 0);
  if (lines.length === 0)
    throw new ConflictError('NOT_REFUNDABLE', 'This order has no line of its licences to refund.');
  return {
    type: 'partial',
    transactionId: order.transactionId,
    reason,
    items: lines.map((line) => ({ itemId: line.lineItemId, amountCents: line.unitTotalCents * chosen.length })),
  };
}
