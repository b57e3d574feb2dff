import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../infra/local/provision';
import { localStage, type DeployedStage } from '../../infra/operations/deployed-stage';
import { runReconcile } from '../../infra/operations/reconcile-command';
import { smokeChecks } from '../../infra/operations/smoke';
import { listUnreadableEvents, replayEvent } from '../../infra/operations/webhooks-command';
import { customData, fixtureId, transactionCompleted } from '../support/paddle-fixtures';
import { orderSummary, signedWebhook, uniqueEmail, webhookSecret } from '../support/paddle-test-kit';
import { shopMails } from '../support/mailbox';
import { REPO_ROOT, typeScriptNodeArgs } from '../support/local-stack-process';
import { stackUrl } from '../support/stack-url';

/**
 * The operator commands (`npm run smoke`, `npm run reconcile`, `npm run webhooks`) against the local stack, through
 * the code path they take against a deployed stage: the AWS SDK's CloudFormation, Lambda and SNS clients, pointed at
 * the local stack's stand-in of those APIs (ADR 502).
 */
let stage: DeployedStage;

beforeAll(() => {
  stage = localStage(stackUrl());
});

afterAll(() => stage.close());

/** Runs one of the bin/ commands as `npm run <name>` does, against the test stack. */
function command(script: string, ...args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, typeScriptNodeArgs(script, ...args, '--url', stackUrl()), {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('close', (code) => resolve({ code, output }));
  });
}

async function setSubscriptions(
  topic: 'shop' | 'edge-alarms',
  subscriptions: { endpoint: string; confirmed: boolean }[],
) {
  const response = await fetch(`${stackUrl()}/api/local/aws/alarm-subscriptions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ topic, subscriptions }),
  });
  expect(response.status).toBe(200);
}

/** A one-suite purchase in Paddle's shape. */
function purchase(email: string) {
  const transactionId = fixtureId('txn');
  const event = transactionCompleted({
    transactionId,
    customData: customData('skydeck-suiteb737annual', 1, email),
    lines: [{ priceKey: 'suite-licence-b737', quantity: 1, unitCents: 150_000 }],
  });
  return { transactionId, event };
}

describe('npm run smoke', () => {
  it('passes every check on a healthy stack, and says so through the command', async () => {
    // Act
    const checks = await smokeChecks(stage);
    const { code, output } = await command('bin/smoke.ts');

    // Assess
    expect(checks.map((check) => [check.name, check.ok])).toEqual([
      ['health', true],
      ['config', true],
      ['prices', true],
      ['unsigned webhook refused', true],
      ['content security policy', true],
      ['alarm topic subscribers confirmed', true],
      ['edge alarm topic subscribers confirmed', true],
    ]);
    expect(code).toBe(0);
    expect(output).toContain("Pay with Paddle's test card 4242 4242 4242 4242");
  });

  it('fails while an alarm subscriber has not confirmed, naming the address', async () => {
    // Prepare
    await setSubscriptions('edge-alarms', [{ endpoint: 'oncall@shop.example', confirmed: false }]);

    // Act
    const checks = await smokeChecks(stage).finally(() =>
      setSubscriptions('edge-alarms', [{ endpoint: 'developer@localhost', confirmed: true }]),
    );

    // Assess
    expect(checks.find((check) => !check.ok)).toEqual({
      name: 'edge alarm topic subscribers confirmed',
      ok: false,
      detail: "waiting for confirmation: oncall@shop.example (click the link in AWS's mail)",
    });
  });
});

describe('npm run reconcile', () => {
  it("invokes the stage's reconciliation function and prints its report", async () => {
    // Act
    const report = await runReconcile(stage, 1);
    const { code, output } = await command('bin/reconcile.ts', '--days', '1');

    // Assess
    expect(report).toMatchObject({ failures: [], mismatches: [] });
    expect(typeof report.examined).toBe('number');
    expect(code).toBe(0);
    expect(output).toContain('Failed (tried again next run): none.');
  });

  it('refuses a window the function would refuse, before calling it', async () => {
    // Act
    const { code, output } = await command('bin/reconcile.ts', '--days', '45');

    // Assess
    expect(code).toBe(1);
    expect(output).toContain('--days must be more than 0 and at most 30.');
  });
});

describe('a signed Paddle event the shop cannot read', () => {
  it('is answered 500 so Paddle retries, kept whole, and listed by npm run webhooks', async () => {
    // Prepare: Paddle's payload drifted: items is no longer a list
    const { event } = purchase(uniqueEmail('drift'));
    const drifted = { ...event, data: { ...event.data, items: 'one suite' } };

    // Act
    const answer = await signedWebhook(drifted, await webhookSecret());
    const retry = await signedWebhook(drifted, await webhookSecret());
    const listed = await command('bin/webhooks.ts', 'list');

    // Assess
    expect(answer.status).toBe(500);
    expect(answer.body.error.code).toBe('EVENT_NOT_READ');
    expect(retry.status).toBe(500);
    const kept = (await listUnreadableEvents(stage)).find((found) => found.eventId === event.event_id);
    expect(kept).toMatchObject({
      eventType: 'transaction.completed',
      occurredAt: event.occurred_at,
      deliveries: 2,
      error: 'The transaction is not what Paddle sends.',
      replayedAt: null,
    });
    expect(listed.output).toContain(`${event.event_id} transaction.completed`);
  });

  it('stays kept when a replay still cannot read it, and the command exits 1', async () => {
    // Prepare
    const { event } = purchase(uniqueEmail('drift-replay'));
    await signedWebhook({ ...event, data: { ...event.data, items: null } }, await webhookSecret());

    // Act
    const { code, output } = await command('bin/webhooks.ts', 'replay', event.event_id);

    // Assess
    expect(code).toBe(1);
    expect(output).toContain(`${event.event_id} still cannot be read`);
  });

  it('is applied by a replay once the parser reads it: the order is paid and its mail sent, once', async () => {
    // Prepare: a kept event that today's parser reads (as after a fix and a deploy), put where the webhook keeps them
    const email = uniqueEmail('replayed');
    const { transactionId, event } = purchase(email);
    const status = (await (await fetch(`${stackUrl()}/api/local/status`)).json()) as any;
    const table = DynamoDBDocumentClient.from(
      new DynamoDBClient({ endpoint: status.dynamoDbEndpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }),
    );
    const now = new Date().toISOString();
    await table.send(
      new PutCommand({
        TableName: status.tableName,
        Item: {
          pk: 'PADDLE_UNREADABLE',
          sk: `EVENT#${event.event_id}`,
          type: 'unreadable-event',
          eventId: event.event_id,
          eventType: event.event_type,
          occurredAt: event.occurred_at,
          body: gzipSync(JSON.stringify(event)),
          error: 'The transaction is not what Paddle sends.',
          firstReceivedAt: now,
          lastReceivedAt: now,
          deliveries: 1,
        },
      }),
    );
    table.destroy();

    // Act
    const first = await replayEvent(stage, event.event_id);
    const second = await replayEvent(stage, event.event_id);

    // Assess
    expect(first).toEqual({ eventId: event.event_id, outcome: 'processed', eventType: 'transaction.completed' });
    expect(second).toEqual({ eventId: event.event_id, outcome: 'duplicate', eventType: 'transaction.completed' });
    expect((await orderSummary(transactionId)).body).toMatchObject({ status: 'paid', licenceCount: 1 });
    expect(await shopMails(email, 'order-paid')).toHaveLength(1);
    const kept = (await listUnreadableEvents(stage)).find((found) => found.eventId === event.event_id);
    expect(kept?.replayedAt).toEqual(expect.any(String));
  });
});
