import { ADMIN_ID_PATTERNS } from '../contract/admin';
import { normaliseEmail } from '../domain/email';
import { apiHandler } from '../http/api-handler';
import { decodedPathParameter } from '../http/admin-input';
import { notFound } from '../http/errors';
import { operatorHandler } from '../http/operator';
import { json } from '../http/responses';
import type { AdminBuyerView, AdminHomeView, AdminLicenceView, AdminOrderView } from '../contract/admin';
import { adminHome } from '../services/admin/home';
import { adminLookups } from '../services/admin/lookups';
import { homePorts, lookupPorts } from '../services/admin/admin-ports';

/**
 * `GET /api/admin/home` (services/admin/home.ts), `GET /api/admin/orders/{transactionId}`, `…/buyers/{email}` and
 * `…/licences/{licenceId}`: one page of the console each, with its audit timeline (services/admin/lookups.ts).
 */
const lookups = adminLookups(lookupPorts);
const home = adminHome(homePorts);

export const handler = apiHandler(
  operatorHandler(async (event) => {
    const params = event.pathParameters ?? {};
    if (Object.keys(params).length === 0) {
      const view: AdminHomeView = await home();
      return json(200, view);
    }
    if (params.transactionId !== undefined) {
      if (!ADMIN_ID_PATTERNS.transactionId.test(params.transactionId)) throw notFound('There is no such order.');
      const order: AdminOrderView = await lookups.order(params.transactionId);
      return json(200, order);
    }
    if (params.licenceId !== undefined) {
      if (!ADMIN_ID_PATTERNS.licenceId.test(params.licenceId)) throw notFound('There is no such licence.');
      const licence: AdminLicenceView = await lookups.licence(params.licenceId);
      return json(200, licence);
    }
    const email = normaliseEmail(decodedPathParameter(params.email ?? ''));
    if (!ADMIN_ID_PATTERNS.email.test(email)) throw notFound('There is no buyer with this address.');
    const buyer: AdminBuyerView = await lookups.buyer(email);
    return json(200, buyer);
  }),
);
