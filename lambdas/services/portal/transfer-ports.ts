import { licenceSigner } from '../../adapters/licence-signer';
import * as portalStore from '../../adapters/portal-store';
import { markSupportHandedOver } from '../../adapters/store/licences';
import { getSubscriptions } from '../../adapters/store/subscriptions';
import * as transferStore from '../../adapters/store/transfers';
import { standingOfLicence, subscriptionsToRead } from '../ledger/standing';
import { alignmentPorts } from '../payments/alignment-ports';
import { alignMarkedFirst } from '../payments/subscription-alignment';
import { mailLimits } from '../limits/limits-ports';
import { transferMails } from '../mail/mail-ports';
import { licenceTransfers } from './licence-transfers';

/**
 * Licence transfers over the table, Paddle, the signer and the mailer: the one wiring that a buyer's transfer and an
 * operator's reassign or address correction share, so a moved licence's support follows it the same way (ADR 313).
 */
export const tableTransfers = licenceTransfers({
  ...portalStore,
  ...transferStore,
  support: {
    async standingOf(licenceId) {
      const found = await portalStore.getLicenceWithLinks(licenceId);
      if (!found) return undefined;
      const subscriptions = await getSubscriptions(subscriptionsToRead(found.licence));
      return { standing: standingOfLicence(found.licence, (id) => subscriptions.get(id), new Date()), subscriptions };
    },
    align: (subscriptionId, context) =>
      alignMarkedFirst(alignmentPorts, subscriptionId, { ...context, reason: 'hand-over' }),
    markHandedOver: markSupportHandedOver,
  },
  signer: licenceSigner,
  mailer: transferMails,
  limits: mailLimits,
  now: () => new Date(),
});
