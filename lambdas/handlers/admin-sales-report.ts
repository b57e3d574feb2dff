import * as z from 'zod/mini';
import { SALES_REPORT_CSV_FORMAT, type RefundsReport, type SalesReport } from '../contract/admin';
import { apiHandler } from '../http/api-handler';
import { operatorHandler } from '../http/operator';
import { json } from '../http/responses';
import { parseInput } from '../http/validation';
import { lookupPorts } from '../services/admin/admin-ports';
import { salesReport, salesReportCsv } from '../services/admin/sales-report';

/**
 * `GET /api/admin/reports/sales?from=YYYY-MM-DD&to=YYYY-MM-DD[&format=csv]`: orders and renewals by product, kind and
 * UTC day of payment, net, VAT, gross and refunded, one section per currency; `?format=csv` or `Accept: text/csv`
 * answers a CSV file named by the dates asked for. `GET /api/admin/reports/refunds?from=&to=`: approved refunds and
 * chargebacks by day (lambdas/services/admin/sales-report.ts, ADR 455).
 */
const DAY_MESSAGE = 'a date as YYYY-MM-DD is required, such as 2026-11-01.';
const day = () => z.string(DAY_MESSAGE).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, DAY_MESSAGE));
const querySchema = z.object({
  from: day(),
  to: day(),
  format: z.optional(
    z.enum(['json', SALES_REPORT_CSV_FORMAT], `leave it out for JSON, or ask for ${SALES_REPORT_CSV_FORMAT}.`),
  ),
});

const reports = salesReport(lookupPorts);

export const handler = apiHandler(
  operatorHandler(async (event) => {
    const query = parseInput(querySchema, { ...event.queryStringParameters });
    if ((event.rawPath ?? event.requestContext?.http?.path ?? '').endsWith('/refunds')) {
      const refunds: RefundsReport = await reports.refunds(query.from, query.to);
      return json(200, refunds);
    }
    const answer: SalesReport = await reports.sales(query.from, query.to);
    const wantsCsv = query.format === SALES_REPORT_CSV_FORMAT || /\btext\/csv\b/i.test(event.headers?.accept ?? '');
    if (!wantsCsv) return json(200, answer);
    return {
      statusCode: 200,
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="skydeck-sales-${answer.from}-to-${answer.to}.csv"`,
        'cache-control': 'no-store',
      },
      body: salesReportCsv(answer),
    };
  }),
);
