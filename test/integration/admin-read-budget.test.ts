import { ADMIN_API } from '../support/admin-kit';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { OPERATORS_GROUP_NAME } from '../../lambdas/contract/admin';
import { localHandlerEnvironment, localStatus, signedInHeaders } from '../support/portal-seed';
import { buyAndPay } from '../support/portal-kit';
import { uniqueEmail } from '../support/auth-client';
import { stackUrl } from '../support/stack-url';
import { storeRounds, type StoreRounds } from '../support/store-rounds';

/**
 * Every console page is at most 3 sequential store round trips, the operator guard's sign-out check included, and
 * never a Scan (docs/architecture.md, "Budgets"; ADR 333). A budget, not a timing: the handlers run in this process on the local
 * stack's table, and a middleware on their DynamoDB client chains the calls.
 */
type Handler = (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>;

const MAX_ROUNDS = 3;
let rounds: StoreRounds;
let handlers: Record<'views' | 'search' | 'sales' | 'audit', Handler>;
let headers: Record<string, string>;
let bought: { transactionId: string; email: string; licenceId: string; customerId: string };

beforeAll(async () => {
  Object.assign(process.env, localHandlerEnvironment(await localStatus(stackUrl())));
  rounds = await storeRounds();
  const load = async (name: string) =>
    ((await import(`../../lambdas/handlers/${name}`)) as { handler: Handler }).handler;
  handlers = {
    views: await load('admin-views'),
    search: await load('admin-search'),
    sales: await load('admin-sales-report'),
    audit: await load('admin-audit'),
  };
  headers = await signedInHeaders(stackUrl(), uniqueEmail('admin-budget-op'), [OPERATORS_GROUP_NAME]);
  const email = uniqueEmail('admin-budget-buyer');
  const { transactionId } = await buyAndPay({ slug: 'skydeck-suiteb737annual', quantity: 2, email });
  const order = await get('views', ADMIN_API.order(transactionId), { transactionId });
  bought = {
    transactionId,
    email,
    licenceId: order.body.licences[0].licenceId,
    customerId: order.body.order.customerId,
  };
}, 60_000);

async function get(
  handler: keyof typeof handlers,
  path: string,
  pathParameters?: Record<string, string>,
  query?: Record<string, string>,
) {
  const {
    answer,
    rounds: count,
    calls,
  } = await rounds.measure(() =>
    handlers[handler]({
      rawPath: path,
      headers,
      pathParameters,
      queryStringParameters: query,
      requestContext: { http: { method: 'GET', path }, requestId: 'admin-budget' },
    } as unknown as APIGatewayProxyEventV2),
  );
  return { status: answer.statusCode, body: JSON.parse(answer.body ?? '{}'), rounds: count, calls };
}

describe('the console pages\u2019 store round trips', () => {
  it.each([
    ['home', () => get('views', '/api/admin/home', {})],
    ['order page', () => get('views', '', { transactionId: bought.transactionId })],
    ['licence page', () => get('views', '', { licenceId: bought.licenceId })],
    ['buyer page', () => get('views', '', { email: encodeURIComponent(bought.email) })],
    ['search by transaction', () => get('search', ADMIN_API.search, undefined, { q: bought.transactionId })],
    ['search by address start', () => get('search', ADMIN_API.search, undefined, { q: bought.email.slice(0, 12) })],
    ['search inside an address', () => get('search', ADMIN_API.search, undefined, { q: bought.email.slice(3, -4) })],
    ['search by address', () => get('search', ADMIN_API.search, undefined, { q: bought.email })],
    ['search by customer', () => get('search', ADMIN_API.search, undefined, { q: bought.customerId })],
    [
      'sales report',
      () => {
        const day = new Date().toISOString().slice(0, 10);
        return get('sales', ADMIN_API.salesReport, undefined, { from: day, to: day });
      },
    ],
    [
      'audit of a target',
      () => {
        const day = new Date().toISOString().slice(0, 10);
        return get('audit', ADMIN_API.audit, undefined, {
          from: day,
          to: day,
          target: `order:${bought.transactionId}`,
        });
      },
    ],
  ])('%s: at most 3 sequential round trips, none a Scan', async (_name, read) => {
    // Act
    const { status, rounds: count, calls } = await read();

    // Assess
    expect(status).toBe(200);
    expect(count).toBeGreaterThanOrEqual(1);
    expect(count).toBeLessThanOrEqual(MAX_ROUNDS);
    expect(calls).not.toContain('ScanCommand');
  });
});
