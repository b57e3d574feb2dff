import { licenceSigner } from '../../adapters/licence-signer';
import { licenceSupport } from '../../adapters/licence-support';
import { stopRenewingOneUnit } from '../../adapters/paddle-billing';
import * as portalStore from '../../adapters/portal-store';
import { markSupportHandedOver } from '../../adapters/store/licences';
import * as transferStore from '../../adapters/store/transfers';
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
    supportOf: (licenceId) => licenceSupport(licenceId, new Date()),
    stopRenewing: stopRenewingOneUnit,
    markHandedOver: markSupportHandedOver,
  },
  signer: licenceSigner,
  mailer: transferMails,
  limits: mailLimits,
  now: () => new Date(),
});
