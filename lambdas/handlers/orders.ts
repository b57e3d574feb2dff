import { decodeOrderCursor, encodeOrderCursor, ORDERS_PAGE_SIZE } from '../contract/buyer-orders';
import { CURSOR_PARAM } from '../contract/portal-pages';
import { priceIndex } from '../adapters/paddle';
import { adjustmentsOf, ownerOrderPage } from '../adapters/store/buyer-orders';
import { apiHandler } from '../http/api-handler';
import { badRequest } from '../http/errors';
import { json } from '../http/responses';
import { signedInHandler } from '../http/session';
import { buyerOrderPage } from '../services/orders/buyer-orders';

const INVALID_CURSOR = 'This link to a later page of your orders is not valid. Please open your orders again.';

/**
 * `GET /api/orders[?cursor=…]`: a page of the caller's orders and renewals, newest first, with what Paddle charged
 * and whether it was refunded (ADR 290). One Query of the owner index, plus one per refunded order.
 */
export const handler = apiHandler(
  signedInHandler(
    async (event, caller) => {
      const cursor = event.queryStringParameters?.[CURSOR_PARAM];
      const after = cursor ? decodeOrderCursor(cursor) : undefined;
      if (cursor && !after) throw badRequest(INVALID_CURSOR, 'INVALID_CURSOR');
      const { orders, next } = await buyerOrderPage(caller.email, after, ORDERS_PAGE_SIZE, {
        ownerOrderPage,
        adjustmentsOf,
        priceIndex,
      });
      return json(200, { orders, nextCursor: next ? encodeOrderCursor(next) : null });
    },
    { readsOnly: true },
  ),
);
