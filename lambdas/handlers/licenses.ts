import { portalViews } from '../adapters/licence-views';
import { ownerItems } from '../adapters/portal-store';
import { apiHandler } from '../http/api-handler';
import { json } from '../http/responses';
import { signedInHandler } from '../http/session';

/**
 * `GET /api/licenses`: the caller's licences (keys, support status, pending transfers they asked for) and the
 * transfers other owners addressed to the caller's verified e-mail. Two round trips to the table whatever the
 * number of licences: the owner's items, then one batched read (portalViews).
 */
export const handler = apiHandler(
  signedInHandler(async (_event, caller) => {
    const { licences, incomingTransfers } = await portalViews(caller.email, await ownerItems(caller.email), {
      withIncoming: true,
    });
    return json(200, { email: caller.email, licences, incomingTransfers });
  }),
);
