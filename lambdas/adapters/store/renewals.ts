import type { RenewalCharge } from '../../domain/licences/renewal-refunds';
import { keys } from './keys';
import { getItem, putIfAbsent } from './table';

/**
 * Keeps a subscription's own charge (a renewal) beside its adjustments (ADR 071): a refund of it names only the
 * transaction, and the charge's period and lines say what it paid for. The first write wins; a redelivery is the
 * same charge.
 */
export async function putRenewal(renewal: RenewalCharge & { readonly paidAt: string }): Promise<void> {
  await putIfAbsent({ ...keys.renewal(renewal.transactionId), type: 'renewal', ...renewal });
}

export function getRenewal(transactionId: string): Promise<(RenewalCharge & { paidAt: string }) | undefined> {
  return getItem(keys.renewal(transactionId), true);
}
