import type { ChargedTotals } from '../../domain/licences/payment-events';
import type { RenewalCharge } from '../../domain/licences/renewal-refunds';
import { adminIndexKeys, keys, ownerSortKeys } from './keys';
import { getItem, putIfAbsent } from './table';

export interface StoredRenewal extends RenewalCharge {
  readonly paidAt: string;
  /** What Paddle charged for it (the buyer's order list shows it). */
  readonly charged?: ChargedTotals | null;
  /** Whose renewal it is (the checkout's e-mail Paddle copies onto every renewal): lists it in their orders. */
  readonly buyerEmail?: string | null;
}

/**
 * Keeps a subscription's own charge (a renewal) beside its adjustments (ADR 071): a refund of it names only the
 * transaction, and the charge's period and lines say what it paid for. The first write wins; a redelivery is the
 * same charge. With a buyer it joins their orders in the owner index, under the same sort-key kind as an order, so
 * one Query lists both by date (ADR 290). The console's sales report finds it by its paid day, beside orders
 * (ADR 455).
 */
export async function putRenewal(renewal: StoredRenewal): Promise<void> {
  const owner = renewal.buyerEmail
    ? {
        gsi1pk: keys.owner(renewal.buyerEmail),
        gsi1sk: ownerSortKeys.order(renewal.paidAt, renewal.transactionId),
      }
    : {};
  await putIfAbsent({
    ...keys.renewal(renewal.transactionId),
    ...owner,
    ...adminIndexKeys.paid(renewal.paidAt, renewal.transactionId),
    type: 'renewal',
    ...renewal,
  });
}

export function getRenewal(transactionId: string): Promise<StoredRenewal | undefined> {
  return getItem(keys.renewal(transactionId), true);
}
