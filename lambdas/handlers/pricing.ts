import * as z from 'zod/mini';
import { readPaddleIds } from '../adapters/paddle-ids';
import { priceBasket } from '../domain/pricing';
import { apiHandler } from '../http/api-handler';
import { json } from '../http/responses';
import { parseInput, productSlug, wholeNumber } from '../http/validation';
import { MAX_QUANTITY, MAX_SECONDARY_QUANTITY } from '../contract/quantity';

const pathSchema = z.object({ slug: productSlug() });

const querySchema = z.object({
  quantity: z.optional(wholeNumber(1, MAX_QUANTITY)),
  secondaryQuantity: z.optional(wholeNumber(0, MAX_SECONDARY_QUANTITY)),
  addOns: z.optional(
    z.pipe(
      z
        .string({ error: 'must be a comma-separated list of add-on slugs' })
        .check(z.maxLength(200, { error: 'is too long' })),
      z.transform((list: string) => list.split(',').filter((slug) => slug.length > 0)),
    ),
  ),
});

const paddleIds = readPaddleIds();

/** `GET /api/pricing/{slug}?quantity=&secondaryQuantity=&addOns=a,b` → the priced basket (docs/api.md). */
export const handler = apiHandler(async (event) => {
  const { slug } = parseInput(pathSchema, event.pathParameters ?? {});
  const query = parseInput(querySchema, event.queryStringParameters ?? {});
  const basket = priceBasket(
    { slug, quantity: query.quantity, secondaryQuantity: query.secondaryQuantity, addOns: query.addOns },
    { priceId: paddleIds.priceId, discountIds: paddleIds.firstYearDiscountIds },
  );
  return json(200, basket);
});
