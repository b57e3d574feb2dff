import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { unitIds } from '../../../lambdas/domain/licences/issuance';
import { REPO_ROOT, startStackProcess, typeScriptNodeArgs, type StackProcess } from '../../support/local-stack-process';
import { ownStackClient } from '../../support/own-stack';

/**
 * No paid order is ever lost (docs/product/licences.md, "Reconciliation"): orders are paid while the stand-in holds every webhook, the stack is killed
 * with SIGKILL, started again on the same data, and `npm run reconcile` applies what the webhooks never delivered.
 * Afterwards the held webhooks arrive too, and every order still has exactly its licences. On a stack of its own.
 */
const ORDERS = [
  { slug: 'skydeck-suiteb737annual', quantity: 2, addOns: ['hud'] },
  { slug: 'skydeck-suitea320neoandceoannual', quantity: 1 },
  { slug: 'win-fms-trainer-b738-personal-annual', quantity: 3 },
  { slug: 'ios-fms-trainer-a322-classroom-monthly', quantity: 1 },
] as const;

describe('reconciliation after a killed stack', () => {
  let stack: StackProcess;

  const { call, scan } = ownStackClient(() => stack.url);
  /** `npm run reconcile -- --url <stack>`, as an operator runs it. */
  const runReconcile = () =>
    new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(process.execPath, typeScriptNodeArgs('bin/reconcile.ts', '--url', stack.url), {
        cwd: REPO_ROOT,
      });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('exit', (code) => resolve({ code, output }));
    });
  /** SIGKILL to the process holding the data directory's lock: no handler of the stack's runs. */
  const killStack = async () => {
    const { pid } = JSON.parse(readFileSync(path.join(stack.dataDir, 'stack.lock'), 'utf8')) as { pid: number };
    const exited = new Promise((resolve) => stack.child.once('exit', resolve));
    process.kill(pid, 'SIGKILL');
    await exited;
  };
  const licencesByOrder = async (transactionIds: string[]) => {
    const licences = await scan('licence');
    return transactionIds.map((transactionId) =>
      licences
        .filter((licence) => licence.transactionId === transactionId)
        .map((licence) => licence.licenceId)
        .sort(),
    );
  };

  beforeAll(async () => {
    stack = await startStackProcess();
  }, 60_000);
  afterAll(async () => {
    await stack?.stop();
  });

  it('applies every order paid while webhooks were held, once, after a SIGKILL and a restart', async () => {
    // Prepare: orders paid while Paddle's webhooks are held, then the stack dies without a chance to tidy up
    await call('/api/local/paddle/deliveries/hold', 'POST');
    const paid: string[] = [];
    for (const [index, order] of ORDERS.entries()) {
      const { transactionId } = await call('/api/checkout', 'POST', {
        ...order,
        email: `reconcile-${index}-${Date.now()}@example.com`,
      });
      await call(`/api/local/paddle/transactions/${transactionId}/pay`, 'POST');
      paid.push(transactionId);
    }
    const expected = ORDERS.map((order, index) => unitIds(paid[index]!, order.quantity).sort());
    await killStack();
    stack = await startStackProcess({ dataDir: stack.dataDir });
    const afterRestart = await licencesByOrder(paid);
    const stillHeld = (await call('/api/local/paddle/deliveries')).deliveries;

    // Act
    const first = await runReconcile();
    const reconciled = await licencesByOrder(paid);
    await call('/api/local/paddle/deliveries/release?seed=12', 'POST');
    for (
      const deadline = Date.now() + 30_000;
      Date.now() < deadline;
      await new Promise((resolve) => setTimeout(resolve, 200))
    ) {
      if (
        (await call('/api/local/paddle/deliveries')).deliveries.every((delivery: any) => delivery.status !== 'pending')
      )
        break;
    }
    const afterWebhooks = await licencesByOrder(paid);
    const second = await runReconcile();

    // Assess: the restart kept Paddle's side (paid, webhooks still waiting) and the shop had issued nothing
    expect(afterRestart).toEqual(ORDERS.map(() => []));
    expect(stillHeld.length).toBeGreaterThanOrEqual(paid.length * 2);
    expect(stillHeld.every((delivery: any) => delivery.held && delivery.status === 'pending')).toBe(true);
    // Assess: reconciliation issued exactly each order's licences; the late webhooks and a second run changed nothing
    expect(first.code).toBe(0);
    expect(first.output).toContain(`Applied (the shop had not recorded them): ${paid.join(', ')}.`);
    expect(reconciled).toEqual(expected);
    expect(afterWebhooks).toEqual(expected);
    expect(second.output).toContain('Applied (the shop had not recorded them): none.');
    const orders = await scan('order');
    for (const transactionId of paid)
      expect(orders.find((order) => order.transactionId === transactionId)).toMatchObject({ status: 'paid' });
  }, 180_000);
});
