import { byPeriod, ledgerEntries, type LedgerEntry } from '../../domain/ledger/entries';
import { migratedEntries, type LegacySubscription } from '../../domain/ledger/migration';
import {
  licenceStanding,
  renewingSubscription,
  type LicenceStanding,
  type SubscriptionFacts,
} from '../../domain/ledger/standing';
import { licenceSubscriptionIds } from '../../domain/licences/supported-licences';
import type { LicenceRecord } from '../../adapters/store/licences';

/** What a reader knows of a subscription the ledger names (a stored subscription is one). */
export type SubscriptionLookup = (subscriptionId: string) => (SubscriptionFacts & LegacySubscription) | undefined;

/**
 * A stored licence's standing (`licenceStanding`), the one way every service asks what a licence has, until when,
 * paid by whom. A licence the migration has not reached yet (ADR 400) is read with the ledger its records give:
 * what it holds, and its past rebuilt from the subscriptions in hand.
 */
export function standingOfLicence(
  licence: LicenceRecord,
  subscription: SubscriptionLookup,
  now: Date,
): LicenceStanding {
  return licenceStanding(
    {
      kind: licence.kind,
      status: licence.status,
      revokedAt: licence.revokedAt,
      ownerEmail: licence.ownerEmail,
      entries: ledgerOfLicence(licence, subscription, now),
      handedOverSubscriptionIds: licence.handedOverSubscriptionIds,
      previousOwners: previousOwners(licence),
    },
    subscription,
    now,
  );
}

/** The licence's entries: its ledger, and for a licence not migrated yet what its records say besides. */
export function ledgerOfLicence(
  licence: LicenceRecord,
  subscription: SubscriptionLookup = () => undefined,
  now = new Date(),
): LedgerEntry[] {
  const stored = ledgerEntries(licence.ledger);
  if (licence.ledgerComplete) return stored;
  const known = new Set(stored.map((entry) => entry.entryId));
  const subscriptions = new Map(
    licenceSubscriptionIds(licence).flatMap((id) => {
      const found = subscription(id);
      return found ? [[id, found] as const] : [];
    }),
  );
  const rebuilt = migratedEntries(
    { ...licence, ownerHistory: licence.ownerHistory },
    { subscriptions, renewals: [], extensions: [] },
    now,
  );
  return byPeriod([...stored, ...rebuilt.filter((entry) => !known.has(entry.entryId))]);
}

/**
 * The subscriptions a reader needs for a licence's standing: those its ledger names, and for a licence not migrated
 * yet those its record names.
 */
export function subscriptionsToRead(licence: LicenceRecord): string[] {
  return [
    ...new Set([
      ...ledgerEntries(licence.ledger).flatMap((entry) => (entry.subscriptionId ? [entry.subscriptionId] : [])),
      ...(licence.ledgerComplete ? [] : licenceSubscriptionIds(licence)),
    ]),
  ];
}

/** The subscription that renews the licence (or null): the one whose paid time ends last, unless handed over. */
export function renewingSubscriptionOf(licence: LicenceRecord): string | null {
  return renewingSubscription(ledgerOfLicence(licence), licence.handedOverSubscriptionIds);
}

/** Everyone who owned the licence before its owner, oldest first. */
export function previousOwners(licence: Pick<LicenceRecord, 'ownerHistory' | 'transferredFrom'>): string[] {
  const history = (licence.ownerHistory ?? []).map((owner) => owner.email);
  return licence.transferredFrom && !history.includes(licence.transferredFrom)
    ? [...history, licence.transferredFrom]
    : history;
}
