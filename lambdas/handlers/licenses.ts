import { tablePorts } from '../services/portal/portal-ports';
import { apiHandler } from '../http/api-handler';
import { requestedPage } from '../http/paging';
import { json } from '../http/responses';
import { signedInHandler } from '../http/session';
import { licencePage } from '../services/portal/licence-pages';

/**
 * `GET /api/licenses[?cursor=…]`: a page of the caller's licences (keys, support status, pending transfers they
 * asked for), the transfers other owners addressed to the caller's verified e-mail (first page), and the next
 * page's cursor. Two round trips to the table whatever the number of licences (ADR 115).
 */
export const handler = apiHandler(
  signedInHandler(
    async (event, caller) => {
      const { licences, incomingTransfers, nextCursor } = await licencePage(
        caller.email,
        requestedPage(event),
        {
          withIncoming: true,
        },
        tablePorts,
      );
      return json(200, { email: caller.email, licences, incomingTransfers, nextCursor });
    },
    { readsOnly: true },
  ),
);
