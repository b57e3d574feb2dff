import { incomingTransferViews, licenceViews } from '../adapters/licence-views';
import { ownerItems } from '../adapters/portal-store';
import { apiHandler } from '../http/api-handler';
import { json } from '../http/responses';
import { signedInHandler } from '../http/session';

/**
 * `GET /api/licenses`: the caller's licences (keys, support status, pending transfers they asked for) and the
 * transfers other owners addressed to the caller's verified e-mail.
 */
export const handler = apiHandler(
  signedInHandler(async (_event, caller) => {
    const items = await ownerItems(caller.email);
    const [licences, incomingTransfers] = await Promise.all([licenceViews(caller.email, items), incomingTransferViews(caller.email, items)]);
    return json(200, { email: caller.email, licences, incomingTransfers });
  }),
);
