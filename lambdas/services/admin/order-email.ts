import type { AuditEntry } from '../../contract/admin';
import type { IdempotencyClaim, IdempotencyRecord } from '../../adapters/store/admin';
import type { TransactItem } from '../../adapters/store/table';
import { normaliseEmail } from '../../domain/email';
import { ConflictError, DomainError } from '../../domain/errors';
import type { LicenceSigner } from '../../adapters/licence-signer';
import { alarmedFailure } from '../../adapters/logger';
import type * as corrections from '../../adapters/store/corrections';
import type { LicenceRecord } from '../../adapters/store/licences';
import type { CheckedOutOrder, OrderRecord } from '../../adapters/store/orders';
import { entriesPaidBy } from '../../domain/ledger/entries';
import { isCheckedOut } from '../../domain/orders';
import { signLicenceKey } from '../licences/sign-key';
import type { PaidOrder } from '../mail/mail-service';
import type { Operator } from './licence-status';
import type { MailLimiter } from '../limits/mail-limiter';
import { idempotent, type IdempotencyPorts, type IdempotencyRequest } from './idempotency';
import { orderNotFound } from './lookups';
import { operatorAudit } from './audit-log';

/**
 * A mistyped checkout address corrected (ADR 403, amending ADR 306). The buyer is the same person: nothing changes
 * hands and no money moves. Each active licence of the order still bound to the mistyped address gets a key naming
 * the corrected one (the old key answers `superseded`), and the entries it paid in the licences' ledgers say so; the
 * order, its renewals and its subscriptions follow the buyer to the corrected address (listed, invoiced, cancelled
 * and resumed there; no subscription is cancelled or handed over); Paddle's customer, and the custom data Paddle
 * copies onto every renewal, take the corrected address; and the corrected address is mailed the order with its new
 * keys. The mistyped address, perhaps a stranger's, is told nothing. The buyer's records move first, each write
 * conditional on the mistyped address, then each licence with its own audit entry and the last one with the call's
 * answer (ADR 334): a retry after a failure part-way does only what is left.
 */
export interface OrderEmailPorts extends IdempotencyPorts {
  readonly limits: MailLimiter;
  getOrder(transactionId: string): Promise<OrderRecord | undefined>;
  getLicences(licenceIds: readonly string[]): Promise<LicenceRecord[]>;
  auditItems(entry: AuditEntry, idempotency?: IdempotencyRecord): TransactItem[];
  readonly signer: Pick<LicenceSigner, 'sign'>;
  readonly corrections: {
    licence: typeof corrections.correctLicenceOwner;
    order: typeof corrections.correctOrderOwner;
    renewalsOf: typeof corrections.ownerRenewalsOf;
    renewal: typeof corrections.correctRenewalOwner;
    subscription: typeof corrections.correctSubscriptionOwner;
  };
  readonly paddle: {
    /** Paddle's customer takes the corrected address: its receipts go there. */
    updateCustomerEmail(customerId: string, email: string): Promise<void>;
    /** The custom data Paddle copies onto the subscription's renewals names the corrected address. */
    updateSubscriptionBuyer(subscriptionId: string, email: string): Promise<void>;
  };
  sendOrderAddressCorrected(order: PaidOrder): Promise<void>;
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
    if (movable.length === 0 || !isCheckedOut(order))
      throw new ConflictError(
        'NOTHING_TO_MOVE',
        'No active licence of this order is still bound to its checkout address.',
      );
    const toEmail = normaliseEmail(request.email);
    // Only the corrected address is mailed.
    await ports.limits.take('operator-mail', [{ target: toEmail, caller: request.operator.sub }]);
    await moveBuyerRecords(order, fromEmail, toEmail);
    const auditIds = movable.map(() => ports.newId());
    const answer: OrderEmailAnswer = {
      transactionId: order.transactionId,
      fromEmail,
      email: request.email,
      licences: movable.map((licence) => ({ licenceId: licence.licenceId, keyVersion: (licence.keyVersion ?? 1) + 1 })),
      auditId: auditIds[0]!,
    };
    const moved: LicenceRecord[] = [];
    for (const [index, licence] of movable.entries()) {
      const at = ports.now().toISOString();
      const keyVersion = (licence.keyVersion ?? 1) + 1;
      const licenceKey = await signLicenceKey(ports.signer, licence, { ownerEmail: toEmail, issuedAt: at, keyVersion });
      const written = await ports.corrections.licence({
        licence,
        toEmail,
        licenceKey,
        keyVersion,
        // What the buyer paid under the mistyped address is theirs under the corrected one.
        paidEntryIds: entriesPaidBy(licence.ledger, licence.ownerEmail),
        at,
        alongside: ports.auditItems(
          operatorAudit(request, {
            auditId: auditIds[index]!,
            at,
            action: 'order.email',
            targets: [
              `order:${order.transactionId}`,
              `licence:${licence.licenceId}`,
              `buyer:${fromEmail}`,
              `buyer:${request.email}`,
            ],
            before: { ownerEmail: fromEmail, licenceId: licence.licenceId, keyVersion: licence.keyVersion ?? 1 },
            after: { ownerEmail: toEmail, licenceId: licence.licenceId, keyVersion },
          }),
          index === movable.length - 1 ? { claim, answer } : undefined,
        ),
      });
      if (!written)
        throw new ConflictError(
          'LICENCE_CHANGED',
          'A licence of this order changed meanwhile; reload it and try again.',
        );
      moved.push({ ...licence, ownerEmail: toEmail, licenceKey, keyVersion, keyIssuedAt: at });
    }
    try {
      await ports.sendOrderAddressCorrected(correctedOrderMail(order, toEmail, moved));
    } catch (error) {
      // The correction stands; the operator re-sends the keys once the cause is fixed (alarmed: BuyerMailFailures).
      alarmedFailure('BuyerMailFailures', 'Corrected address not mailed its keys', {
        error: error as Error,
        transactionId: order.transactionId,
      });
    }
    return answer;
  }

  /** The order, its renewals and subscriptions, and Paddle's customer follow the buyer to the corrected address. */
  async function moveBuyerRecords(order: CheckedOutOrder, fromEmail: string, toEmail: string): Promise<void> {
    const at = ports.now().toISOString();
    // Paddle's customer first: it may refuse the address for good (another customer holds it), before anything moved.
    if (order.customerId) await ports.paddle.updateCustomerEmail(order.customerId, toEmail);
    if (order.subscriptionId) {
      // The shop's record first: the notice Paddle sends for the custom data below then finds the corrected owner.
      await ports.corrections.subscription(order.subscriptionId, fromEmail, toEmail);
      for (const renewal of await ports.corrections.renewalsOf(fromEmail, order.subscriptionId))
        await ports.corrections.renewal(renewal, fromEmail, toEmail);
      await ports.paddle.updateSubscriptionBuyer(order.subscriptionId, toEmail);
    }
    await ports.corrections.order(order, toEmail, at);
  }
}

/** The order mail with the keys as they are now, to the corrected address. */
function correctedOrderMail(order: CheckedOutOrder, toEmail: string, licences: readonly LicenceRecord[]): PaidOrder {
  return {
    transactionId: order.transactionId,
    buyerEmail: toEmail,
    productTitle: licences[0]?.productTitle ?? order.request.slug,
    totalCents: order.totalCents,
    charged: order.charged ?? null,
    language: order.request.language ?? null,
    licences: licences.map((licence) => ({
      licenceId: licence.licenceId,
      kind: licence.kind === 'trainer-seat' ? 'trainer-seat' : 'suite',
      productTitle: licence.productTitle,
      aircraftType: licence.aircraftType,
      licenceKey: licence.licenceKey,
    })),
    extendedLicenceId: null,
  };
}
