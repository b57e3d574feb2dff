import { readPortalRecords } from '../../adapters/licence-views';
import { portalViews } from './licence-views';
import { ownerIncomingTransfers, ownerLicencePage } from '../../adapters/portal-store';
import type { LicencePagePorts } from './licence-pages';

/** The portal's paged reads over the table: the handlers' wiring of `licencePage`. */
export const tablePorts: LicencePagePorts = {
  licencePage: ownerLicencePage,
  incomingTransfers: ownerIncomingTransfers,
  views: (email, items) => portalViews(readPortalRecords, email, items),
};
