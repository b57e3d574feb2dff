import { decodeOrderCursor, encodeOrderCursor, ORDER_PARAM, ORDERS_PAGE_SIZE } from '../contract/buyer-orders';
import { TRANSACTION_ID_PATTERN } from '../contract/order-summary';
import { CURSOR_PARAM } from '../contract/portal-pages';
import { priceIndex } from '../adapters/paddle';
import { adjustmentsOf, orderWithAdjustments, ownerOrderPage } from '../adapters/store/buyer-orders';
import { apiHandler } from '../http/api-handler';
import { badRequest } from '../http/errors';
import { json } from '../http/responses';
import { signedInHandler } from '../http/session';
import { buyerOrder, buyerOrderPage } from '../services/orders/buyer-orders';

const INVALID_CURSOR = 'This link to a later page of your orders is not valid. Please open your orders again.';
const INVALID_ORDER = 'This link names no order. Please open your orders again.';

/**
 * `GET /api/orders[?cursor=…]`: a page of the caller's orders and renewals, newest first, with what Paddle charged
 * and whether it was refunded (ADR 290). One Query of the owner index, plus one per refunded order.
 * `GET /api/orders?order=txn_…`: that one order (the order mail's link), wherever it is in the list; one Query.
 */
export const handler = apiHandler(
  signedInHandler(
    async (event, caller) => {
      const query = event.queryStringParameters ?? {};
      const only = query[ORDER_PARAM];
      if (only !== undefined) {
        if (!TRANSACTION_ID_PATTERN.test(only)) throw badRequest(INVALID_ORDER, 'INVALID_ORDER');
        const order = await buyerOrder(caller.email, only, { orderWithAdjustments, priceIndex });
        return json(200, { orders: [order], nextCursor: null });
      }
      const cursor = query[CURSOR_PARAM];
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
