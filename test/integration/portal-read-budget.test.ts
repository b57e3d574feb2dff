import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { INVALID_CURSOR_MESSAGE, PORTAL_PAGE_SIZE } from '../../lambdas/contract/portal-pages';
import type { LicenceView } from '../../lambdas/contract/portal-views';
import { localHandlerEnvironment, localStatus, seedOwner, signedInHeaders } from '../support/portal-seed';
import { stackUrl } from '../support/stack-url';

/**
 * The portal's reads cost a bounded number of store calls whatever the number of licences (docs/architecture.md, "Budgets"; ADR
 * 115): a page of the licences answers within ⌈N/100⌉ + 3 store calls for the N licences it shows — the session
 * guard's sign-out check included — and every page is reachable through `nextCursor`. A budget, not a timing: the
 * calls are counted by a middleware on the handlers' own DynamoDB client, pointed at the local stack's table.
 */
type Handler = (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>;
interface Page {
  readonly licences?: LicenceView[];
  readonly products?: { product: string; licences: LicenceView[] }[];
  readonly nextCursor: string | null;
  readonly error?: { code: string; message: string };
}

let handlers: Record<'licenses' | 'products', Handler>;
let store: typeof import('../../lambdas/adapters/portal-store');
let calls: string[] = [];
let dropHalfOfNextBatch = false;

beforeAll(async () => {
  Object.assign(process.env, localHandlerEnvironment(await localStatus(stackUrl())));
  const { dynamoClient } = (await import('../../lambdas/adapters/dynamo')) as { dynamoClient: DynamoDBClient };
  dynamoClient.middlewareStack.add(
    (next, context) => async (args) => {
      calls.push(context.commandName ?? 'unknown');
      const input = args.input as { RequestItems?: Record<string, { Keys: unknown[] }> };
      const keys = input.RequestItems ? Object.values(input.RequestItems)[0]!.Keys.length : 0;
      // The sign-out check reads two keys; the page's batch is the one to play with.
      if (!dropHalfOfNextBatch || context.commandName !== 'BatchGetItemCommand' || keys <= 2) return next(args);
      // Plays DynamoDB leaving keys unprocessed (throttling): only half the keys are read, the rest handed back.
      dropHalfOfNextBatch = false;
      const [table, request] = Object.entries(input.RequestItems!)[0]!;
      const half = Math.ceil(request.Keys.length / 2);
      const output = (await next({
        ...args,
        input: { RequestItems: { [table]: { ...request, Keys: request.Keys.slice(0, half) } } },
      })) as {
        output: { UnprocessedKeys?: Record<string, { Keys: unknown[] }> };
      };
      output.output.UnprocessedKeys = { [table]: { ...request, Keys: request.Keys.slice(half) } };
      return output as never;
    },
    { step: 'serialize', priority: 'high', name: 'countPortalStoreCalls' },
  );
  handlers = {
    licenses: ((await import('../../lambdas/handlers/licenses')) as { handler: Handler }).handler,
    products: ((await import('../../lambdas/handlers/products')) as { handler: Handler }).handler,
  };
  store = await import('../../lambdas/adapters/portal-store');
}, 30_000);

async function ownerOf(count: number, label: string) {
  const email = `budget-${label}-${count}-${Date.now()}@skydeck.example`;
  const ids = await seedOwner(await localStatus(stackUrl()), email, count);
  return { ids, headers: await signedInHeaders(stackUrl(), email) };
}

async function get(route: 'licenses' | 'products', headers: Record<string, string>, cursor?: string) {
  calls = [];
  const path = `/api/${route}`;
  const answer = await handlers[route]({
    rawPath: path,
    headers,
    queryStringParameters: cursor === undefined ? undefined : { cursor },
    requestContext: { http: { method: 'GET', path }, requestId: 'budget' },
  } as unknown as APIGatewayProxyEventV2);
  return { status: answer.statusCode, page: JSON.parse(answer.body ?? '{}') as Page, calls: [...calls] };
}

/** Follows `nextCursor` from the first page to the last. */
async function readAllPages(route: 'licenses' | 'products', headers: Record<string, string>) {
  const pages: { page: Page; calls: string[] }[] = [];
  let cursor: string | undefined;
  do {
    const { status, page, calls: made } = await get(route, headers, cursor);
    expect(status).toBe(200);
    pages.push({ page, calls: made });
    cursor = page.nextCursor ?? undefined;
  } while (cursor && pages.length <= 100);
  return pages;
}

const licencesOf = (page: Page) => page.licences ?? (page.products ?? []).flatMap((group) => group.licences);

describe('portal reads', () => {
  it.each([
    ['licenses', 1],
    ['licenses', 100],
    ['licenses', 1000],
    ['products', 120],
  ] as const)(
    'GET /api/%s for an owner of %i licences: every page within ⌈N/100⌉ + 3 store calls, every licence once',
    async (route, count) => {
      // Prepare
      const { ids, headers } = await ownerOf(count, route);

      // Act
      const pages = await readAllPages(route, headers);

      // Assess
      const shown = pages.flatMap(({ page }) => licencesOf(page));
      expect(pages).toHaveLength(Math.ceil(count / PORTAL_PAGE_SIZE));
      expect(shown.map((licence) => licence.licenceId).sort()).toEqual([...ids].sort());
      for (const { page, calls: made } of pages)
        expect(made.length).toBeLessThanOrEqual(Math.ceil(licencesOf(page).length / 100) + 3);
      expect(pages.at(-1)!.page.nextCursor).toBeNull();
      const suite = shown.find((licence) => licence.kind === 'suite')!;
      expect(suite.support.state).toBe('active');
      expect(suite.pendingTransfer).toMatchObject({ toEmail: 'next-owner@skydeck.example', status: 'pending' });
      expect(
        shown.filter((licence) => licence.kind === 'trainer-seat').every((seat) => seat.support.state === 'active'),
      ).toBe(true);
    },
    120_000,
  );

  it('answers a cursor it did not write with 400 and a sentence, never a page', async () => {
    // Prepare
    const { headers } = await ownerOf(3, 'cursor');

    // Act
    const answers = await Promise.all(
      ['x', '%%%', 'bGljXzE', 'A'.repeat(400), btoa('2026-01-01T00:00:00Z#not-a-licence')].map((cursor) =>
        get('licenses', headers, cursor),
      ),
    );

    // Assess
    for (const answer of answers)
      expect(answer).toMatchObject({
        status: 400,
        page: { error: { code: 'INVALID_CURSOR', message: INVALID_CURSOR_MESSAGE } },
      });
  }, 60_000);

  it('reads the keys DynamoDB leaves unprocessed again, so no licence loses its transfer or support', async () => {
    // Prepare
    const { headers } = await ownerOf(40, 'unprocessed');
    dropHalfOfNextBatch = true;

    // Act
    const { page, calls: made } = await get('licenses', headers);

    // Assess
    expect(made.filter((name) => name === 'BatchGetItemCommand')).toHaveLength(3);
    expect(page.licences!.find((licence) => licence.kind === 'suite')!.pendingTransfer).not.toBeNull();
    expect(page.licences!.every((licence) => licence.support.state === 'active')).toBe(true);
  }, 60_000);

  it('answer the subscriptions page with one store call, however many licences the owner holds', async () => {
    // Prepare
    const email = `budget-subscriptions-${Date.now()}@skydeck.example`;
    await seedOwner(await localStatus(stackUrl()), email, 300);
    calls = [];

    // Act
    const subscriptions = await store.ownerSubscriptions(email);

    // Assess
    expect(calls).toEqual(['QueryCommand']);
    expect(subscriptions).toHaveLength(6);
  }, 60_000);
});
