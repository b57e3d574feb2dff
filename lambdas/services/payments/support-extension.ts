import { normaliseEmail } from '../../domain/email';
import { findProduct, Frequency } from '../../domain/catalogue';
import type { SupportExtensionGrant } from '../../domain/licences/issuance';
import type { CompletedTransaction } from '../../domain/licences/payment-events';
import { addTerm, supportExtensionPlan } from '../../domain/licences/support-extension';
import type { SupportStatus } from '../../domain/licences/support-status';
import type { PaymentPorts } from './ports';

/** What a paid extension needs of the world besides the payment store (ADR 312). */
export interface SupportExtensionPorts {
  /** The licence's support before this extension (its own subscription left out), or undefined for no licence. */
  supportBefore(
    licenceId: string,
    extensionSubscriptionId: string | null,
    at: Date,
  ): Promise<{ ownerEmail: string; productTitle: string; support: SupportStatus } | undefined>;
  /** Paddle's next billing date of the extension's subscription, moved without a charge. */
  moveNextBilling(subscriptionId: string, nextBilledAt: string): Promise<void>;
  /** Tells the licence's owner that someone else extended its support; once per payment. */
  mailOwner(notice: {
    transactionId: string;
    ownerEmail: string;
    licenceId: string;
    productTitle: string;
    supportUntil: string;
  }): Promise<unknown>;
}

/** A renewal the extension's own period already reaches needs no move: Paddle opened it at the payment. */
const SAME_MOMENT_MS = 60_000;

/**
 * A paid support extension runs from where the licence's support ended or ends (ADR 312). Paddle Billing opens its
 * subscription at the payment and cannot start it later, so the payment is taken now and the subscription's next
 * billing date moves to the end of the extended term: the licence's support, which follows that subscription's
 * period, then runs until that date, and the first renewal bills no earlier. Answers the new end of support.
 * Repeated deliveries compute the same start (the extension's own subscription is left out) and move to the same
 * date, so they change nothing more.
 */
export async function extendFromCurrentEnd(
  ports: PaymentPorts,
  extension: SupportExtensionGrant,
  transaction: CompletedTransaction,
): Promise<string | null> {
  const paidAt = new Date(transaction.paidAt);
  const before = await ports.supportExtensions.supportBefore(extension.licenceId, extension.subscriptionId, paidAt);
  if (!before || !transaction.customData) return null;
  const product = findProduct(transaction.customData.slug);
  const recurring = product?.items.find((item) => !item.isSecondary);
  const term = recurring?.frequency === Frequency.Monthly ? 'Monthly' : 'Annual';
  const plan = supportExtensionPlan(before.support, term, paidAt);
  // Sold while support renewed by itself (two extensions paid at once): it still adds its term after that one's.
  const startsAt = plan.kind === 'extend' ? plan.startsAt : plan.renewsAt;
  const endsAt = plan.kind === 'extend' ? plan.endsAt : addTerm(new Date(plan.renewsAt), term).toISOString();
  if (plan.kind === 'covered')
    ports.log.warn('Support extension paid while support renewed by itself', { licenceId: extension.licenceId });
  if (extension.subscriptionId && Date.parse(startsAt) - paidAt.getTime() > SAME_MOMENT_MS)
    await ports.supportExtensions.moveNextBilling(extension.subscriptionId, endsAt);
  if (before.ownerEmail !== normaliseEmail(transaction.customData.buyerEmail)) {
    await ports.supportExtensions.mailOwner({
      transactionId: transaction.transactionId,
      ownerEmail: before.ownerEmail,
      licenceId: extension.licenceId,
      productTitle: before.productTitle,
      supportUntil: endsAt,
    });
  }
  return endsAt;
}
