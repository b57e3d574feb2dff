/** What names a licence's support or seat subscriptions (the fields of a licence record that say it). */
export interface LicenceSubscriptionLinks {
  readonly licenceId: string;
  readonly status: 'active' | 'revoked';
  /** The subscription bought with the licence (a suite's support, a seat's subscription). */
  readonly subscriptionId?: string | null;
  /** Support extensions linked to it since. */
  readonly supportSubscriptionIds?: ReadonlySet<string> | readonly string[];
}

/** A licence's support subscriptions: the one bought with it and every support extension linked to it since. */
export function licenceSubscriptionIds(licence: Omit<LicenceSubscriptionLinks, 'licenceId' | 'status'>): string[] {
  return [
    ...new Set([
      ...(licence.subscriptionId ? [licence.subscriptionId] : []),
      ...(licence.supportSubscriptionIds ?? []),
    ]),
  ];
}

/**
 * The licences each subscription supports (support) or pays seats for (trainer), in the order given: only active
 * ones, since a refunded, charged-back or reduced seat is paid for no longer (ADR 150). One pass over the licences,
 * then a lookup per subscription.
 */
export function supportedLicences(
  licences: readonly LicenceSubscriptionLinks[],
): (subscriptionId: string) => readonly string[] {
  const bySubscription = new Map<string, string[]>();
  for (const licence of licences) {
    if (licence.status === 'revoked') continue;
    for (const subscriptionId of licenceSubscriptionIds(licence)) {
      const ids = bySubscription.get(subscriptionId) ?? [];
      if (ids.length === 0) bySubscription.set(subscriptionId, ids);
      ids.push(licence.licenceId);
    }
  }
  return (subscriptionId) => bySubscription.get(subscriptionId) ?? [];
}
