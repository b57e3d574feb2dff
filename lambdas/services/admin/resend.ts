import type { AuditEntry } from '../../contract/admin';
import { ConflictError } from '../../domain/errors';
import type { LicenceRecord } from '../../adapters/store/licences';
import type { OrderRecord } from '../../adapters/store/orders';
import type { PaidOrder } from '../mail/mail-service';
import type { Operator } from './licence-status';
import { orderNotFound } from './lookups';

/**
 * "Re-send my keys" (issue 33): the order mail again, to each current owner of the order's active licences with the
 * keys they hold now, marked as a re-send. The webhook's sent-once claim is not touched. A retry with the same
 * idempotency key answers the first answer and sends nothing.
 */
export interface ResendPorts {
  getOrder(transactionId: string): Promise<OrderRecord | undefined>;
  getLicences(licenceIds: readonly string[]): Promise<LicenceRecord[]>;
  sendOrderResend(order: PaidOrder): Promise<void>;
  storedAnswer(actorSub: string, key: string): Promise<unknown>;
  appendAudit(entry: AuditEntry, idempotency: { actorSub: string; key: string; answer: unknown }): Promise<boolean>;
  newId(): string;
  now(): Date;
}

export interface ResendRequest {
  readonly transactionId: string;
  readonly reason: string;
  readonly operator: Operator;
  readonly idempotencyKey: string;
  readonly requestId: string;
}

export interface ResendAnswer {
  readonly transactionId: string;
  readonly sentTo: readonly string[];
  readonly auditId: string;
}

export function adminResend(ports: ResendPorts) {
  return async function resend(request: ResendRequest): Promise<ResendAnswer> {
    const earlier = await ports.storedAnswer(request.operator.sub, request.idempotencyKey);
    if (earlier) return earlier as ResendAnswer;
    const order = await ports.getOrder(request.transactionId);
    if (!order) throw orderNotFound();
    const licences = (await ports.getLicences(order.licenceIds ?? [])).filter((licence) => licence.status === 'active');
    if (licences.length === 0)
      throw new ConflictError('NOTHING_TO_RESEND', 'This order has no active licence whose key could be sent.');
    const byOwner = new Map<string, LicenceRecord[]>();
    for (const licence of licences)
      byOwner.set(licence.ownerEmail, [...(byOwner.get(licence.ownerEmail) ?? []), licence]);
    for (const [owner, owned] of byOwner) {
      await ports.sendOrderResend({
        transactionId: order.transactionId,
        buyerEmail: owner,
        productTitle: owned[0]!.productTitle,
        totalCents: order.totalCents,
        licences: owned.map((licence) => ({
          licenceId: licence.licenceId,
          kind: licence.kind === 'trainer-seat' ? 'trainer-seat' : 'suite',
          productTitle: licence.productTitle,
          aircraftType: licence.aircraftType,
          licenceKey: licence.licenceKey,
        })),
        extendedLicenceId: null,
      });
    }
    const sentTo = [...byOwner.keys()].sort();
    const auditId = ports.newId();
    const answer: ResendAnswer = { transactionId: order.transactionId, sentTo, auditId };
    await ports.appendAudit(
      {
        auditId,
        at: ports.now().toISOString(),
        actor: request.operator,
        action: 'order.resend',
        targets: [`order:${order.transactionId}`, ...sentTo.map((owner) => `buyer:${owner}`)],
        reason: request.reason,
        before: null,
        after: { sentTo, licenceIds: licences.map((licence) => licence.licenceId) },
        requestId: request.requestId,
      },
      { actorSub: request.operator.sub, key: request.idempotencyKey, answer },
    );
    return answer;
  };
}
