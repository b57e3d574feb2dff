import { scanPages } from '../scans';
import type { LicenceRecord } from '../store/licences';
import { isSubscriptionState, type SubscriptionRecord } from '../store/subscriptions';

/**
 * Every active suite licence and every subscription, for the daily reminder job: one paginated Scan of the licence
 * and subscription items. The job runs once a day, off the request path, and the shop's table is small enough that
 * an index kept only for reminders would cost more than it saves (docs/adr/121). Which licence is reminded of what
 * is the mail service's to decide, from each licence's ledger.
 */
export async function reminderRecords(): Promise<{
  licences: LicenceRecord[];
  subscriptions: Map<string, SubscriptionRecord>;
}> {
  const licences: LicenceRecord[] = [];
  const subscriptions = new Map<string, SubscriptionRecord>();
  const pages = scanPages({
    FilterExpression: 'sk = :licence OR sk = :subscription',
    ExpressionAttributeValues: { ':licence': 'LICENCE', ':subscription': 'SUBSCRIPTION' },
  });
  for await (const page of pages) {
    for (const item of page.items) {
      if (item.sk === 'LICENCE') {
        const licence = item as unknown as LicenceRecord;
        if (licence.kind === 'suite' && licence.status === 'active') licences.push(licence);
      } else if (isSubscriptionState(item)) subscriptions.set(item.subscriptionId, item);
    }
  }
  return { licences, subscriptions };
}
