import { normaliseEmail } from '../../domain/email';
import { findProduct, Frequency } from '../../domain/catalogue';
import { ledgerEntries, type LedgerEntry } from '../../domain/ledger/entries';
import { extensionEntries, unboughtCatchUp } from '../../domain/ledger/events';
import { extensionQuote } from '../../domain/ledger/quote';
import { monthsLater } from '../../domain/ledger/standing';
import type { SupportExtensionGrant } from '../../domain/licences/issuance';
import type { CompletedTransaction } from '../../domain/licences/payment-events';
import { addTerm } from '../../domain/licences/support-extension';
import type { LicenceRecord } from '../../adapters/store/licences';
import { standingOfLicence, subscriptionsToRead } from '../ledger/standing';
import type { PaymentPorts } from './ports';
import { renewOnlyWhatItPaysFor } from './subscription-alignment';

/** What a paid extension needs of the world besides the payment store (ADR 312). */
export interface SupportExtensionPorts {
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
  /**
   * Refunds one line of a transaction through Paddle (an adjustment of that item), unless Paddle already holds a
   * refund of the transaction that is not rejected: a redelivery asks once.
   */
  refundLineOnce(refund: { transactionId: string; itemId: string; amountCents: number; reason: string }): Promise<void>;
}

/** A renewal the extension's own period already reaches needs no move: Paddle opened it at the payment. */
const SAME_MOMENT_MS = 60_000;

/**
 * A paid support extension runs from where the licence's paid support ends (ADR 312), by the licence's ledger as it
 * stood before this payment (ADR 401): its term and the catch-up months it paid become the licence's entries (the
 * checkout's pending quote becomes paid), in one write. Paddle Billing opens the subscription at the payment and
 * cannot start it later, so its next billing date moves to the end of the term. Answers the new end of support.
 * A redelivery finds its entries paid and moves to the same date; a licence not issued yet (its purchase's webhook
 * on its way) fails the event, for Paddle's retry.
 */
export async function extendFromCurrentEnd(
  ports: PaymentPorts,
  extension: SupportExtensionGrant,
  transaction: CompletedTransaction,
): Promise<string | null> {
  if (!transaction.customData) return null;
  const [licence] = await ports.store.getLicences([extension.licenceId]);
  if (!licence)
    throw new Error(`Support extension ${transaction.transactionId} for ${extension.licenceId}, not issued yet`);
  const paidAt = new Date(transaction.paidAt);
  const own = ledgerEntries(licence.ledger).filter((entry) => entry.transactionId === transaction.transactionId);
  const paidBefore = own.find((entry) => entry.source === 'extension' && entry.state !== 'pending');
  const { startsAt, endsAt, catchUp } = paidBefore
    ? { startsAt: paidBefore.from, endsAt: paidBefore.until, catchUp: null }
    : await periodBought(ports, licence, extension, transaction);
  const payer = normaliseEmail(transaction.customData.buyerEmail);
  const unbought = paidBefore ? null : unboughtCatchUp(own, catchUp, transaction.paidAt);
  await ports.store.payLedgerEntries(
    licence.licenceId,
    extensionEntries({
      transactionId: transaction.transactionId,
      subscriptionId: extension.subscriptionId,
      payer,
      startsAt,
      endsAt,
      catchUp,
      state: 'paid',
      at: transaction.paidAt,
    })
      .filter((entry) => !paidBefore || entry.source === 'extension')
      .concat(unbought ? [unbought] : []),
    extension.subscriptionId,
  );
  await refundUnboughtCatchUp(ports, transaction, unbought ?? (paidBefore ? refundedCatchUp(own) : null));
  if (extension.subscriptionId && Date.parse(startsAt) - paidAt.getTime() > SAME_MOMENT_MS)
    await ports.supportExtensions.moveNextBilling(extension.subscriptionId, endsAt);
  // The extension now renews the licence: a subscription that renewed it until this payment (resumed after the
  // checkout, or still collecting its renewal) stops renewing it, so no period is charged twice. A redelivery
  // finds Paddle already in line.
  const before = subscriptionsToRead(licence).filter((id) => id !== extension.subscriptionId);
  await renewOnlyWhatItPaysFor(ports, before, {
    transactionId: transaction.transactionId,
    licenceId: licence.licenceId,
  });
  if (licence.ownerEmail !== payer) {
    await ports.supportExtensions.mailOwner({
      transactionId: transaction.transactionId,
      ownerEmail: licence.ownerEmail,
      licenceId: extension.licenceId,
      productTitle: licence.productTitle,
      supportUntil: endsAt,
    });
  }
  return endsAt;
}

/**
 * The term and catch-up an extension's payment bought, from the ledger without this payment's own entries: it starts
 * where paid support ends (or at the payment, after a lapse); the catch-up months it paid cover the lapse from where
 * paid support ended.
 */
async function periodBought(
  ports: PaymentPorts,
  licence: LicenceRecord,
  extension: SupportExtensionGrant,
  transaction: CompletedTransaction,
) {
  const paidAt = new Date(transaction.paidAt);
  const before: LicenceRecord = {
    ...licence,
    ledger: Object.fromEntries(
      ledgerEntries(licence.ledger)
        .filter((entry) => entry.transactionId !== transaction.transactionId)
        .map((entry) => [entry.entryId, entry]),
    ),
  };
  const subscriptions = new Map(
    (await Promise.all(subscriptionsToRead(before).map((id) => ports.store.getSubscription(id)))).flatMap((found) =>
      found ? [[found.subscriptionId, found] as const] : [],
    ),
  );
  const standing = standingOfLicence(before, (id) => subscriptions.get(id), paidAt);
  const product = findProduct(transaction.customData!.slug);
  const term = product?.items.some((item) => !item.isSecondary && item.frequency === Frequency.Monthly)
    ? 'Monthly'
    : 'Annual';
  const quote = extensionQuote(standing, licence.aircraftType, term, paidAt);
  if (quote.kind === 'covered') {
    // Paid while support renewed by itself (two checkouts at once): it still adds its term after that renewal's.
    ports.log.warn('Support extension paid while support renewed by itself', { licenceId: extension.licenceId });
    return {
      startsAt: quote.renewsAt,
      endsAt: addTerm(new Date(quote.renewsAt), term).toISOString(),
      catchUp: null,
    };
  }
  if (quote.kind === 'paused') {
    // Checked out before its renewal was paused: it still adds its term after the time already paid, never over it.
    ports.log.warn('Support extension paid while its renewal is paused', { licenceId: extension.licenceId });
    const paidUntil = standing.paidUntil ? Date.parse(standing.paidUntil) : 0;
    const startsAt = new Date(Math.max(paidAt.getTime(), paidUntil));
    return { startsAt: startsAt.toISOString(), endsAt: addTerm(startsAt, term).toISOString(), catchUp: null };
  }
  const months = extension.catchUpMonths;
  const lapsedSince = standing.support.state === 'lapsed' ? standing.support.lapsedSince : null;
  // Catch-up paid where the ledger shows no lapse (a checkout from before the server counted the months) bought
  // no time: it is not written over time already paid, and an operator is told to refund it.
  if (months > 0 && !lapsedSince)
    ports.log.error('Catch-up months paid for support that never lapsed', {
      transactionId: transaction.transactionId,
      licenceId: extension.licenceId,
      months,
    });
  const catchUp =
    months > 0 && lapsedSince ? { from: lapsedSince, until: monthsLater(lapsedSince, months).toISOString() } : null;
  return { startsAt: quote.startsAt, endsAt: quote.endsAt, catchUp };
}

/** A redelivery's catch-up entry that an earlier delivery marked refunded: Paddle may not have been asked yet. */
function refundedCatchUp(own: readonly LedgerEntry[]): LedgerEntry | null {
  return own.find((entry) => entry.source === 'catch-up' && entry.state === 'refunded') ?? null;
}

/**
 * Gives back the catch-up line of a payment whose months another paid entry already covers (ADR 412): nothing is
 * charged for nothing. The entry is marked refunded first, in the payment's own write; Paddle refusing or
 * unreachable fails the event, and Paddle's retry asks again (once: `refundLineOnce`). The buyer's order shows the
 * refund when Paddle's adjustment arrives; it takes back no licence and no term.
 */
async function refundUnboughtCatchUp(
  ports: PaymentPorts,
  transaction: CompletedTransaction,
  entry: LedgerEntry | null,
): Promise<void> {
  if (!entry) return;
  const line = transaction.lines.find(
    (candidate) => candidate.quantity > 0 && ports.priceIndex.get(candidate.priceId)?.item.isSecondary,
  );
  if (!line) {
    ports.log.error('Catch-up months paid again, but the transaction shows no catch-up line to refund', {
      transactionId: transaction.transactionId,
    });
    return;
  }
  ports.log.warn('Catch-up months another payment already covered: refunding its line', {
    transactionId: transaction.transactionId,
    months: line.quantity,
  });
  await ports.supportExtensions.refundLineOnce({
    transactionId: transaction.transactionId,
    itemId: line.lineItemId,
    amountCents: line.unitTotalCents * line.quantity,
    reason: 'Catch-up months another payment already covered',
  });
}
