import * as z from 'zod/mini';
import type { AdminSearchAnswer } from '../contract/admin';
import { apiHandler } from '../http/api-handler';
import { operatorHandler } from '../http/operator';
import { json } from '../http/responses';
import { parseInput } from '../http/validation';
import { adminSearch } from '../services/admin/search';
import { lookupPorts } from '../services/admin/admin-ports';

/**
 * `GET /api/admin/search?q=&cursor=`: buyers, orders and licences matching what a buyer quoted, a page at a time
 * (docs/product/console.md, lambdas/services/admin/search.ts).
 */
const querySchema = z.object({
  q: z
    .string()
    .check(
      z.trim(),
      z.minLength(3, 'type at least 3 characters'),
      z.maxLength(2000, 'too long (at most 2000 characters)'),
    ),
  cursor: z.optional(
    z
      .string()
      .check(z.regex(/^[A-Za-z0-9_-]{1,4000}$/, 'pass back the nextCursor of an earlier answer, as it was given.')),
  ),
});

const search = adminSearch(lookupPorts);

export const handler = apiHandler(
  operatorHandler(async (event) => {
    const { q, cursor } = parseInput(querySchema, {
      q: event.queryStringParameters?.q ?? '',
      cursor: event.queryStringParameters?.cursor,
    });
    const answer: AdminSearchAnswer = await search(q, cursor);
    return json(200, answer);
  }),
);
