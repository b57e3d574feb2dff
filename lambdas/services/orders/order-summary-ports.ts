import { getLicenceWithLinks } from '../../adapters/portal-store';
import { getOrder, listAdjustments } from '../../adapters/store/orders';
import { getSubscriptions } from '../../adapters/store/subscriptions';
import { standingOfLicence, subscriptionsToRead } from '../ledger/standing';
import type { OrderSummaryPorts } from './order-summary';

/**
 * The public order summary over the table: the order, its adjustments, and the extended licence's standing from its
 * ledger.
 */
export const orderSummaryPorts: OrderSummaryPorts = {
  getOrder,
  adjustmentsOf: listAdjustments,
  async standingOf(licenceId, now) {
    const found = await getLicenceWithLinks(licenceId);
    if (!found) return undefined;
    const subscriptions = await getSubscriptions(subscriptionsToRead(found.licence));
    return standingOfLicence(found.licence, (id) => subscriptions.get(id), now);
  },
};
