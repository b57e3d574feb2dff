import { randomUUID } from 'node:crypto';
import * as adminStore from '../../adapters/store/admin';
import { getLicence, getLicences } from '../../adapters/store/licences';
import { getOrder } from '../../adapters/store/orders';
import type { LookupPorts } from './lookups';
import type { LicenceStatusPorts } from './licence-status';

/** The admin services' ports over the DynamoDB store, built once per process. */
export const lookupPorts: LookupPorts = {
  getOrder,
  getLicence,
  getLicences,
  getSubscription: adminStore.getSubscription,
  ownerItems: adminStore.ownerItems,
  partition: adminStore.partition,
  auditTimeline: adminStore.auditTimeline,
};

export const licenceStatusPorts: LicenceStatusPorts = {
  getLicence,
  storedAnswer: adminStore.storedAnswer,
  changeLicenceStatus: adminStore.changeLicenceStatus,
  newId: randomUUID,
  now: () => new Date(),
};
