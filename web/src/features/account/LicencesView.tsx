import type { Licence } from './portal';

/** A suite licence stands alone; trainer seats bought together are one group (per subscription), seats in order. */
export type LicenceGroup =
  | { readonly kind: 'suite'; readonly licence: Licence }
  | { readonly kind: 'seats'; readonly key: string; readonly seats: readonly Licence[] };

const natural = new Intl.Collator('en', { numeric: true });

export function groupLicences(licences: readonly Licence[]): LicenceGroup[] {
  const groups: LicenceGroup[] = [];
  const seatGroups = new Map<string, Licence[]>();
  for (const licence of licences) {
    if (licence.kind === 'suite') {
      groups.push({ kind: 'suite', licence });
      continue;
    }
    const key =
      licence.support.state === 'none'
        ? `${licence.productSlug}:${licence.purchasedAt}`
        : licence.support.subscriptionId;
    let seats = seatGroups.get(key);
    if (!seats) {
      seats = [];
      seatGroups.set(key, seats);
      groups.push({ kind: 'seats', key, seats });
    }
    seats.push(licence);
  }
  for (const seats of seatGroups.values()) seats.sort((a, b) => natural.compare(a.licenceId, b.licenceId));
  return groups;
}
