import * as z from 'zod/mini';
import { apiHandler } from '../http/api-handler';
import { operatorHandler } from '../http/operator';
import { json } from '../http/responses';
import { parseInput } from '../http/validation';
import { adminLookups } from '../services/admin/lookups';
import { lookupPorts } from '../services/admin/admin-ports';

/** `GET /api/admin/search?q=`: buyers, orders and licences matching what a buyer quoted (DESIGN.md §10). */
const querySchema = z.object({
  q: z.string().check(z.trim(), z.minLength(3, 'q: type at least 3 characters'), z.maxLength(2000, 'q is too long')),
});

const lookups = adminLookups(lookupPorts);

export const handler = apiHandler(
  operatorHandler(async (event) => {
    const { q } = parseInput(querySchema, { q: event.queryStringParameters?.q ?? '' });
    return json(200, await lookups.search(q));
  }),
);
