import { supportStatus, type SupportStatus } from '../../domain/licences/support-status';
import { scanPages } from '../scans';
import { toSupportState } from '../../domain/licences/support-status';
import type { LicenceRecord } from '../store/licences';
import { isSubscriptionState, type SubscriptionRecord } from '../store/subscriptions';

/** A licence whose owner may be reminded of its support (the mail service decides whether, and which mail). */
export interface ReminderCandidate {
  readonly licenceId: string;
  readonly productTitle: string;
  readonly ownerEmail: string;
  readonly support: SupportStatus;
}

/**
 * Every active suite licence with its support status, for the daily reminder job. One paginated Scan of the
 * licence, support-link and subscription items: the job runs once a day, off the request path, and the shop's
 * table is small enough that an index kept only for reminders would cost more than it saves (docs/adr/121).
 */
export async function reminderCandidates(now: Date): Promise<ReminderCandidate[]> {
  const licences: LicenceRecord[] = [];
  const links = new Map<string, string[]>();
  const subscriptions = new Map<string, SubscriptionRecord>();
  const pages = scanPages({
    FilterExpression: 'sk = :licence OR sk = :subscription OR begins_with(sk, :support)',
    ExpressionAttributeValues: { ':licence': 'LICENCE', ':subscription': 'SUBSCRIPTION', ':support': 'SUPPORT#' },
  });
  for await (const page of pages) {
    for (const item of page.items) {
      const sk = String(item.sk);
      if (sk === 'LICENCE') licences.push(item as unknown as LicenceRecord);
      else if (sk === 'SUBSCRIPTION') {
        if (isSubscriptionState(item)) subscriptions.set(item.subscriptionId, item);
      } else {
        const licenceId = String(item.pk).slice('LICENCE#'.length);
        links.set(licenceId, [...(links.get(licenceId) ?? []), sk.slice('SUPPORT#'.length)]);
      }
    }
  }

  return licences
    .filter((licence) => licence.kind === 'suite' && licence.status === 'active')
    .map((licence) => {
      const ids = new Set([
        ...(licence.subscriptionId ? [licence.subscriptionId] : []),
        ...(licence.supportSubscriptionIds ?? []),
        ...(links.get(licence.licenceId) ?? []),
      ]);
      const states = [...ids].flatMap((id) =>
        subscriptions.has(id) ? [toSupportState(subscriptions.get(id)!, licence)] : [],
      );
      return {
        licenceId: licence.licenceId,
        productTitle: licence.productTitle,
        ownerEmail: licence.ownerEmail,
        support: supportStatus(states, now),
      };
    });
}
