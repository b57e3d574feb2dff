import type { AuditEntry } from '../../contract/admin';
import { formatDateTime } from '../../contract/formats';
import { normaliseEmail } from '../../domain/email';
import { ConflictError, UpstreamError } from '../../domain/errors';
import type { Suppression } from '../../adapters/mail/suppression';
import { logger } from '../../adapters/logger';
import type { IdempotencyClaim, IdempotencyRecord } from '../../adapters/store/admin';
import type { MailLimiter } from '../limits/mail-limiter';
import { idempotent, type IdempotencyPorts, type IdempotencyRequest } from './idempotency';
import type { LicenceRecord } from '../../adapters/store/licences';
import type { OrderRecord } from '../../adapters/store/orders';
import { ORDER_RESEND_KIND, type PaidOrder } from '../mail/mail-service';
import type { Operator } from './licence-status';
import { orderNotFound } from './lookups';
import { operatorAudit } from './audit-log';

/**
 * "Re-send my keys" (docs/product/console.md): the order mail again, to each current owner of the order's active licences with the
 * keys they hold now, marked as a re-send. The webhook's sent-once claim is not touched.
 *
 * A mail cannot join a transaction, so the record comes first (ADR 335): the "mailed" rows, the audit entry and the
 * answer under the idempotency key in one transaction, then the mails. A retry with the same key finds the answer and
 * sends nothing, so a re-send is never mailed twice; a send that fails after the record is answered 502 and logged,
 * and the operator re-sends with a new key.
 */
export interface ResendPorts extends IdempotencyPorts {
  readonly limits: MailLimiter;
  /** Why the shop mails an address no more (it bounced or complained), if it does not. */
  suppressionOf(email: string): Promise<Suppression | undefined>;
  getOrder(transactionId: string): Promise<OrderRecord | undefined>;
  getLicences(licenceIds: readonly string[]): Promise<LicenceRecord[]>;
  sendOrderResend(order: PaidOrder): Promise<void>;
  recordResend(
    entry: AuditEntry,
    mails: readonly { transactionId: string; kind: string; to: string; at: string }[],
    idempotency: IdempotencyRecord,
  ): Promise<boolean>;
}

export interface ResendRequest {
  readonly transactionId: string;
  /** The owners to mail (all current owners of its active licences when absent). */
  readonly to?: readonly string[] | undefined;
  readonly reason: string;
  readonly operator: Operator;
  readonly idempotency: IdempotencyRequest;
  readonly requestId: string;
}

export interface ResendAnswer {
  readonly transactionId: string;
  readonly sentTo: readonly string[];
  readonly auditId: string;
}

export function adminResend(ports: ResendPorts) {
  const once = idempotent(ports);
  return (request: ResendRequest): Promise<ResendAnswer> =>
    once(request.operator.sub, request.idempotency, (claim) => resend(request, claim));

  async function resend(request: ResendRequest, claim: IdempotencyClaim): Promise<ResendAnswer> {
    const order = await ports.getOrder(request.transactionId);
    if (!order) throw orderNotFound();
    const licences = (await ports.getLicences(order.licenceIds ?? [])).filter((licence) => licence.status === 'active');
    if (licences.length === 0)
      throw new ConflictError('NOTHING_TO_RESEND', 'This order has no active licence whose key could be sent.');
    const byOwner = new Map<string, LicenceRecord[]>();
    for (const licence of licences)
      byOwner.set(licence.ownerEmail, [...(byOwner.get(licence.ownerEmail) ?? []), licence]);
    const sentTo = recipients(request.to, [...byOwner.keys()].sort());
    await refuseSuppressed(sentTo);
    await ports.limits.take(
      'operator-mail',
      sentTo.map((target) => ({ target, caller: request.operator.sub })),
    );
    const auditId = ports.newId();
    const at = ports.now().toISOString();
    const answer: ResendAnswer = { transactionId: order.transactionId, sentTo, auditId };
    const recorded = await ports.recordResend(
      operatorAudit(request, {
        auditId,
        at,
        action: 'order.resend',
        targets: [`order:${order.transactionId}`, ...sentTo.map((owner) => `buyer:${owner}`)],
        before: null,
        after: { sentTo, licenceIds: licences.map((licence) => licence.licenceId) },
      }),
      sentTo.map((to) => ({ transactionId: order.transactionId, kind: ORDER_RESEND_KIND, to, at })),
      { claim, answer },
    );
    if (!recorded) throw new ConflictError('ORDER_CHANGED', 'The order changed meanwhile; reload it and try again.');
    try {
      for (const owner of sentTo) await ports.sendOrderResend(resendOf(order, owner, byOwner.get(owner)!));
    } catch (error) {
      logger.error('Order re-send recorded but not mailed', {
        error: error as Error,
        transactionId: order.transactionId,
      });
      throw new UpstreamError(
        'RESEND_NOT_SENT',
        'The re-send is recorded but the mail service refused it; re-send with a new request.',
      );
    }
    return answer;
  }

  /**
   * A re-send to a suppressed address would be skipped, and the console would say "Done": it is refused instead,
   * naming the address, since when and why, and nothing is sent to anyone (ADR 458).
   */
  async function refuseSuppressed(sentTo: readonly string[]): Promise<void> {
    const suppressed = (await Promise.all(sentTo.map((email) => ports.suppressionOf(email)))).filter(
      (found): found is Suppression => found !== undefined,
    );
    if (suppressed.length > 0)
      throw new ConflictError(
        'ADDRESS_SUPPRESSED',
        `Not sent: ${suppressed
          .map(
            (found) =>
              `${found.email} is suppressed since ${formatDateTime(found.suppressedAt, 'en')} (${found.reason})`,
          )
          .join('; ')}. Lift the suppression on the buyer\u2019s page first, or leave the address out.`,
      );
  }
}

/** The owners the operator chose, each of whom must hold an active licence of the order; all of them by default. */
function recipients(chosen: readonly string[] | undefined, owners: readonly string[]): string[] {
  if (chosen === undefined) return [...owners];
  const unknown = chosen.filter((email) => !owners.includes(email));
  if (unknown.length > 0)
    throw new ConflictError(
      'NOT_AN_OWNER',
      `${unknown.join(', ')} holds no active licence of this order; its owners are ${owners.join(', ')}.`,
    );
  return [...new Set(chosen)].sort();
}

/**
 * Each owner gets only their own licences; the order's amount goes only to the buyer who paid it, as nobody is told
 * another buyer's amounts.
 */
function resendOf(order: OrderRecord, owner: string, owned: readonly LicenceRecord[]): PaidOrder {
  return {
    transactionId: order.transactionId,
    buyerEmail: owner,
    productTitle: owned[0]!.productTitle,
    totalCents: order.totalCents,
    charged: order.charged ?? null,
    language: order.request?.language ?? null,
    withoutAmounts: owner !== normaliseEmail(order.request?.buyerEmail ?? ''),
    licences: owned.map((licence) => ({
      licenceId: licence.licenceId,
      kind: licence.kind === 'trainer-seat' ? 'trainer-seat' : 'suite',
      productTitle: licence.productTitle,
      aircraftType: licence.aircraftType,
      licenceKey: licence.licenceKey,
    })),
    extendedLicenceId: null,
  };
}
