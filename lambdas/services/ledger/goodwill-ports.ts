import { randomUUID } from 'node:crypto';
import { licenceSigner } from '../../adapters/licence-signer';
import { writeGoodwill } from '../../adapters/store/ledger';
import { getLicence, issueLicenceWith } from '../../adapters/store/licences';
import { getSubscriptions } from '../../adapters/store/subscriptions';
import { signLicenceKeyPayload } from '../licences/sign-key';
import type { GoodwillPorts } from './goodwill';

/** Goodwill over the table and the licence signer, for the console's handlers (ADR 404). */
export const goodwillPorts: GoodwillPorts = {
  getLicence,
  getSubscriptions,
  writeGoodwill,
  issueLicence: issueLicenceWith,
  signLicenceKey: (payload) => signLicenceKeyPayload(licenceSigner, payload),
  newId: randomUUID,
  now: () => new Date(),
};
