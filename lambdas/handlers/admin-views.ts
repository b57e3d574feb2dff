import { ADMIN_ID_PATTERNS } from '../contract/admin';
import { apiHandler } from '../http/api-handler';
import { notFound } from '../http/errors';
import { operatorHandler } from '../http/operator';
import { json } from '../http/responses';
import { adminLookups } from '../services/admin/lookups';
import { lookupPorts } from '../services/admin/admin-ports';

/**
 * `GET /api/admin/orders/{transactionId}`, `…/buyers/{email}` and `…/licences/{licenceId}`: one page of the console
 * each, with its audit timeline (lambdas/services/admin/lookups.ts).
 */
const lookups = adminLookups(lookupPorts);

export const handler = apiHandler(
  operatorHandler(async (event) => {
    const params = event.pathParameters ?? {};
    if (params.transactionId !== undefined) {
      if (!ADMIN_ID_PATTERNS.transactionId.test(params.transactionId)) throw notFound('There is no such order.');
      return json(200, await lookups.order(params.transactionId));
    }
    if (params.licenceId !== undefined) {
      if (!ADMIN_ID_PATTERNS.licenceId.test(params.licenceId)) throw notFound('There is no such licence.');
      return json(200, await lookups.licence(params.licenceId));
    }
    const email = decodedOrEmpty(params.email ?? '').toLowerCase();
    if (!ADMIN_ID_PATTERNS.email.test(email)) throw notFound('There is no buyer with this address.');
    return json(200, await lookups.buyer(email));
  }),
);

/** A path parameter as the console sends it (`encodeURIComponent`); one that is not valid percent-encoding is no address. */
function decodedOrEmpty(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return '';
  }
}
