// A namespace import lets esbuild drop zod's unused parts (its locales alone are 260 KB): bundles stay under 300 KB.
import * as z from 'zod';
import { readPaddleIds } from '../adapters/paddle-ids';
import { priceBasket } from '../domain/pricing';
import { apiHandler } from '../http/api-handler';
import { json } from '../http/responses';
import { parseInput, wholeNumber } from '../http/validation';
import { MAX_QUANTITY, MAX_SECONDARY_QUANTITY } from '../contract/quantity';

const pathSchema = z.object({
  slug: z
    .string({ error: 'a product slug is required' })
    .max(100, { error: 'is too long (at most 100 characters)' })
    .regex(/^[a-z0-9-]+$/, { error: 'may contain only lowercase letters, digits and hyphens' }),
});

const querySchema = z.object({
  quantity: wholeNumber(1, MAX_QUANTITY).optional(),
  secondaryQuantity: wholeNumber(0, MAX_SECONDARY_QUANTITY).optional(),
  addOns: z
    .string()
    .max(200, { error: 'is too long' })
    .transform((list) => list.split(',').filter((slug) => slug.length > 0))
    .optional(),
});

const paddleIds = readPaddleIds();

/** `GET /api/pricing/{slug}?quantity=&secondaryQuantity=&addOns=a,b` → the priced basket (DESIGN.md §5). */
export const handler = apiHandler(async (event) => {
  const { slug } = parseInput(pathSchema, event.pathParameters ?? {});
  const query = parseInput(querySchema, event.queryStringParameters ?? {});
  const basket = priceBasket(
    { slug, quantity: query.quantity, secondaryQuantity: query.secondaryQuantity, addOns: query.addOns },
    { priceId: paddleIds.priceId, discountIds: paddleIds.firstYearDiscountIds },
  );
  return json(200, basket);
});
