import { mapBounded } from '../../domain/concurrency';
import type { LedgerEntry, LedgerState } from '../../domain/ledger/entries';
import type { LicenceRecord } from '../../adapters/store/licences';
import type { PaymentPorts } from '../payments/ports';
import { ledgerOfLicence, renewingSubscriptionOf } from './standing';

/**
 * Which of a licence's entries a payment paid, asked of each entry with the licence's whole ledger beside it (a charge
 * that paid one of several like entries picks it among them).
 */
export type PaidBy = (entry: LedgerEntry, ledger: readonly LedgerEntry[]) => boolean;

/** Licences whose entries change at once. */
const LICENCES_IN_FLIGHT = 16;

/**
 * What a refund or chargeback takes from the ledger (ADR 402): exactly the entries its transaction paid on the
 * licences named, moved from `paid` to `refunded` or `charged-back`. Repeating it changes nothing.
 */
export async function takeBackEntries(
  ports: PaymentPorts,
  licenceIds: readonly string[],
  paidBy: PaidBy,
  to: Extract<LedgerState, 'refunded' | 'charged-back'>,
  at: string,
): Promise<void> {
  await moveEntries(ports, licenceIds, paidBy, ['paid', 'pending'], to, at);
}

/** A reversed chargeback gives back exactly what it took: the entries it charged back are paid again. */
export async function restoreEntries(
  ports: PaymentPorts,
  licenceIds: readonly string[],
  paidBy: PaidBy,
  at: string,
): Promise<void> {
  await moveEntries(ports, licenceIds, paidBy, ['charged-back'], 'paid', at);
}

/**
 * Revokes the seats named that are still active with no paid time ahead and nothing renewing them, as a lower
 * quantity would take them (`seats-reduced`): for a subscription whose quantity Paddle will not change now (ended, or
 * past due). A seat whose only claim on coming periods was a charge paid back is one (ADR 428).
 */
export async function revokeSeatsLeftUnpaid(
  ports: PaymentPorts,
  seatIds: readonly string[],
  at: string,
): Promise<void> {
  const unpaid = (await ports.store.getLicences(seatIds)).filter(
    (seat) =>
      seat.status === 'active' &&
      renewingSubscriptionOf(seat) === null &&
      !ledgerOfLicence(seat).some((entry) => entry.state === 'paid' && Date.parse(entry.until) > Date.parse(at)),
  );
  if (unpaid.length > 0)
    await ports.store.revokeLicences(
      unpaid.map((seat) => seat.licenceId),
      at,
      'seats-reduced',
    );
}

async function moveEntries(
  ports: PaymentPorts,
  licenceIds: readonly string[],
  paidBy: PaidBy,
  from: readonly LedgerState[],
  to: LedgerState,
  at: string,
): Promise<void> {
  if (licenceIds.length === 0) return;
  const licences = await ports.store.getLicences(licenceIds);
  await mapBounded(licences, LICENCES_IN_FLIGHT, async (licence) => {
    const ledger = ledgerOfLicence(licence);
    const changes = ledger
      .filter((entry) => paidBy(entry, ledger) && from.includes(entry.state))
      .map((entry) => ({ entry, from, to, at }));
    if (changes.length > 0) await ports.store.changeEntryStates(licence.licenceId, changes);
  });
}

/** Periods overlapping by less than this meet rather than overlap: records may differ by a moment. */
const SAME_TIME_MS = 60_000;

/**
 * Whether time a chargeback took from the licence (its `own` entries charged back) was paid again meanwhile by
 * another payment (an extension bought after the chargeback lapsed the support): its reversal then gives it no
 * second entry for the same time, and the payment reversed is refunded (ADR 436).
 */
export function paidAgainElsewhere(licence: LicenceRecord, own: (entry: LedgerEntry) => boolean): boolean {
  const entries = ledgerOfLicence(licence);
  const takenBack = entries.filter((entry) => own(entry) && entry.state === 'charged-back');
  return takenBack.some((taken) =>
    entries.some(
      (entry) =>
        entry.state === 'paid' &&
        !own(entry) &&
        Math.min(Date.parse(taken.until), Date.parse(entry.until)) -
          Math.max(Date.parse(taken.from), Date.parse(entry.from)) >
          SAME_TIME_MS,
    ),
  );
}

/** The entries a transaction paid (its purchase, extension, catch-up or renewal entries). */
export const paidByTransaction = (transactionId: string) => (entry: LedgerEntry) =>
  entry.transactionId === transactionId;

/**
 * The entries a purchase paid on its licences, less a returned seat's own entry (ADR 423): that one is paid by the
 * raise that gave the seat back, and a refund of some of the purchase's licences pays back the purchase's.
 */
export const paidByPurchase = (transactionId: string) => (entry: LedgerEntry) =>
  entry.transactionId === transactionId && !entry.entryId.startsWith(`purchase:${transactionId}:`);

/** The entry of a subscription's renewal for one period, whichever transaction is recorded on it. */
export const renewalOf = (subscriptionId: string, period: { readonly startsAt: string }) => (entry: LedgerEntry) =>
  entry.source === 'renewal' &&
  entry.subscriptionId === subscriptionId &&
  Date.parse(entry.from) === Date.parse(period.startsAt);
