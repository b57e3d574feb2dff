import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { localHandlerEnvironment, localStatus, seedOwner } from '../support/portal-seed';
import { stackUrl } from '../support/stack-url';

/**
 * The portal's reads cost a bounded number of store calls whatever the number of licences (issue 16, point 3):
 * at most ⌈N/100⌉ + 3 for an owner of N licences. A budget, not a timing: the calls are counted by a middleware on
 * the handlers' own DynamoDB client, pointed at the local stack's table.
 */
type PortalStore = typeof import('../../lambdas/adapters/portal-store');
type LicenceViews = typeof import('../../lambdas/adapters/licence-views');

let store: PortalStore;
let views: LicenceViews;
let calls: string[] = [];
let dropHalfOfNextBatch = false;

beforeAll(async () => {
  Object.assign(process.env, localHandlerEnvironment(await localStatus(stackUrl())));
  const { dynamoClient } = (await import('../../lambdas/adapters/dynamo')) as { dynamoClient: DynamoDBClient };
  dynamoClient.middlewareStack.add(
    (next, context) => async (args) => {
      calls.push(context.commandName ?? 'unknown');
      const input = args.input as { RequestItems?: Record<string, { Keys: unknown[] }> };
      if (!dropHalfOfNextBatch || context.commandName !== 'BatchGetItemCommand' || !input.RequestItems)
        return next(args);
      // Plays DynamoDB leaving keys unprocessed (throttling): only half the keys are read, the rest handed back.
      dropHalfOfNextBatch = false;
      const [table, request] = Object.entries(input.RequestItems)[0]!;
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
  store = await import('../../lambdas/adapters/portal-store');
  views = await import('../../lambdas/adapters/licence-views');
}, 30_000);

async function readPortal(email: string) {
  calls = [];
  const portal = await views.portalViews(email, await store.ownerItems(email), { withIncoming: true });
  return { portal, calls: [...calls] };
}

describe('portal reads', () => {
  it.each([1, 100, 1000])(
    'answer an owner of %i licences within ⌈N/100⌉ + 3 store calls',
    async (count) => {
      // Prepare
      const email = `budget-${count}-${Date.now()}@skydeck.example`;
      await seedOwner(await localStatus(stackUrl()), email, count);

      // Act
      const { portal, calls: made } = await readPortal(email);

      // Assess
      expect(portal.licences).toHaveLength(count);
      expect(made.length).toBeLessThanOrEqual(Math.ceil(count / 100) + 3);
      const suite = portal.licences.find((licence) => licence.kind === 'suite')!;
      expect(suite.support.state).toBe('active');
      expect(suite.pendingTransfer).toMatchObject({ toEmail: 'next-owner@skydeck.example', status: 'pending' });
      expect(
        portal.licences
          .filter((licence) => licence.kind === 'trainer-seat')
          .every((seat) => seat.support.state === 'active'),
      ).toBe(true);
    },
    60_000,
  );

  it('reads the keys DynamoDB leaves unprocessed again, so no licence loses its transfer or support', async () => {
    // Prepare
    const email = `budget-unprocessed-${Date.now()}@skydeck.example`;
    await seedOwner(await localStatus(stackUrl()), email, 60);
    dropHalfOfNextBatch = true;

    // Act
    const { portal, calls: made } = await readPortal(email);

    // Assess
    expect(made.filter((name) => name === 'BatchGetItemCommand')).toHaveLength(2);
    expect(portal.licences.find((licence) => licence.kind === 'suite')!.pendingTransfer).not.toBeNull();
    expect(portal.licences.every((licence) => licence.support.state === 'active')).toBe(true);
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
