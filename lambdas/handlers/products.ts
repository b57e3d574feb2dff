import { tablePorts } from '../services/portal/portal-ports';
import { apiHandler } from '../http/api-handler';
import { requestedPage } from '../http/paging';
import { json } from '../http/responses';
import { signedInHandler } from '../http/session';
import { groupByProduct, licencePage } from '../services/portal/licence-pages';

/**
 * `GET /api/products[?cursor=…]` (docs/api.md): a page of the signed-in caller's licences grouped by product, each
 * with its support status (active until / lapsed since, auto-renewing or cancelled) and the catch-up months a
 * support extension would need, and the next page's cursor. Keyed by the verified e-mail of the id token (cookie or
 * `Authorization: Bearer`), never by input. Paged like `/api/licenses` (ADR 115).
 */
export const handler = apiHandler(
  signedInHandler(
    async (event, caller) => {
      const page = await licencePage(caller.email, requestedPage(event), { withIncoming: false }, tablePorts);
      return json(200, { email: caller.email, products: groupByProduct(page.licences), nextCursor: page.nextCursor });
    },
    { readsOnly: true },
  ),
);
