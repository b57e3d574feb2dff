import * as z from 'zod/mini';
import { auditOfDay, auditTimeline } from '../adapters/store/admin';
import type { AdminAuditAnswer } from '../contract/admin';
import { apiHandler } from '../http/api-handler';
import { operatorHandler } from '../http/operator';
import { json } from '../http/responses';
import { parseInput } from '../http/validation';
import { auditLog } from '../services/admin/audit-log';

/** `GET /api/admin/audit?from=YYYY-MM-DD&to=YYYY-MM-DD&actor=&target=` (lambdas/services/admin/audit-log.ts). */
const day = () =>
  z.string('a date (YYYY-MM-DD) is required').check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD'));
const querySchema = z.object({
  from: day(),
  to: day(),
  actor: z.optional(z.string().check(z.maxLength(320, 'an operator\u2019s e-mail address'), z.toLowerCase())),
  target: z.optional(
    z.string().check(z.regex(/^(licence|order|buyer):[^\s]{1,320}$/, 'licence:<id>, order:<id> or buyer:<email>')),
  ),
});

const entries = auditLog({ auditTimeline, auditOfDay });

export const handler = apiHandler(
  operatorHandler(async (event) => {
    const query = parseInput(querySchema, { ...event.queryStringParameters });
    const answer: AdminAuditAnswer = { entries: await entries(query) };
    return json(200, answer);
  }),
);
