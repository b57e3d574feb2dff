import { ADMIN_API } from '../support/admin-kit';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { localHandlerEnvironment, type LocalStatus } from '../support/portal-seed';
import { storeRounds } from '../support/store-rounds';
import { median, round } from './stats';

export interface AdminRow {
  readonly read: string;
  readonly smallP50Ms: number;
  readonly largeP50Ms: number;
  /** The most sequential store round trips of one request at either size, the operator guard's included. */
  readonly rounds: number;
  readonly scans: number;
}

/** What one console read asks of its handler. */
interface AdminRead {
  readonly read: string;
  readonly handler: 'admin-views' | 'admin-search' | 'admin-sales-report' | 'admin-audit';
  readonly pathParameters?: Record<string, string>;
  readonly query?: Record<string, string>;
}

const DAY_MS = 86_400_000;

/**
 * The console's reads with a small and a large shop (docs/architecture.md, "Budgets"): `small` orders are written straight into
 * the local table, every read is timed, then the table grows to `large` orders and every read is timed again. Each
 * handler runs in this process against the local table; a middleware on its DynamoDB client chains its store calls
 * into sequential round trips and counts any Scan. The reads name the same order, buyer and licence at both sizes.
 */
export async function measureAdmin(options: {
  status: LocalStatus;
  small: number;
  large: number;
  requests: number;
  operatorHeaders: Record<string, string>;
}): Promise<AdminRow[]> {
  Object.assign(process.env, localHandlerEnvironment(options.status));
  const rounds = await storeRounds();
  const { seedAdminOrders, seededOrder } = await import('../support/admin-seed');
  const run = `adm${Date.now().toString(36)}`;
  const target = seededOrder(run, 0);
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);
  const reads: AdminRead[] = [
    { read: 'search: address start', handler: 'admin-search', query: { q: `${run}-b1` } },
    { read: 'search: inside an address', handler: 'admin-search', query: { q: `${run.slice(2)}-b1@bench` } },
    { read: 'search: transaction id', handler: 'admin-search', query: { q: target.transactionId } },
    { read: 'search: Paddle customer id', handler: 'admin-search', query: { q: target.customerId } },
    { read: 'order page', handler: 'admin-views', pathParameters: { transactionId: target.transactionId } },
    { read: 'buyer page', handler: 'admin-views', pathParameters: { email: encodeURIComponent(target.email) } },
    { read: 'licence page', handler: 'admin-views', pathParameters: { licenceId: target.licenceId } },
    { read: 'audit, last 7 days', handler: 'admin-audit', query: { from: day(6), to: day(0) } },
    { read: 'sales report, last 7 days', handler: 'admin-sales-report', query: { from: day(6), to: day(0) } },
  ];
  const handlers = new Map<string, (event: APIGatewayProxyEventV2) => Promise<{ statusCode?: number }>>();
  for (const { handler } of reads)
    handlers.set(handler, ((await import(`../../lambdas/handlers/${handler}`)) as { handler: never }).handler);

  const ask = async (read: AdminRead) => {
    const started = performance.now();
    const {
      answer,
      rounds: count,
      calls,
    } = await rounds.measure(() =>
      handlers.get(read.handler)!({
        rawPath: ADMIN_API.search,
        headers: options.operatorHeaders,
        pathParameters: read.pathParameters,
        queryStringParameters: read.query,
        requestContext: { http: { method: 'GET', path: ADMIN_API.search }, requestId: 'bench' },
      } as unknown as APIGatewayProxyEventV2),
    );
    const ms = performance.now() - started;
    if (answer.statusCode !== 200) throw new Error(`${read.read} answered ${answer.statusCode}`);
    return { ms, rounds: count, scans: calls.filter((call) => call === 'ScanCommand').length };
  };
  const timeAll = async () => {
    for (const read of reads) await ask(read);
    const answers = reads.map(() => [] as Awaited<ReturnType<typeof ask>>[]);
    for (let each = 0; each < options.requests; each += 1)
      for (const [index, read] of reads.entries()) answers[index]!.push(await ask(read));
    return answers;
  };

  await seedAdminOrders(options.status, run, 0, options.small);
  const small = await timeAll();
  await seedAdminOrders(options.status, run, options.small, options.large);
  const large = await timeAll();
  return reads.map(({ read }, index) => {
    const both = [...small[index]!, ...large[index]!];
    return {
      read,
      smallP50Ms: round(median(small[index]!.map((answer) => answer.ms)), 1),
      largeP50Ms: round(median(large[index]!.map((answer) => answer.ms)), 1),
      rounds: Math.max(...both.map((answer) => answer.rounds)),
      scans: both.reduce((sum, answer) => sum + answer.scans, 0),
    };
  });
}
