import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startLocalStack, REPO_ROOT } from '../../infra/local/local-stack';
import { median, round } from './stats';

/**
 * What the sign-out check costs the session guard per request: the median time of one signed-in
 * `GET /api/licenses` (which includes the check), and of the check alone (`readRevocations`: one BatchGetItem of
 * two keys), measured sequentially on the local stack. `npx tsx test/bench/session-revocation.ts`.
 */
const SAMPLES = 400;

async function timeEach(samples: number, run: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let index = 0; index < samples; index += 1) {
    const started = process.hrtime.bigint();
    await run();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return times;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'skydeck-revocation-bench-'));
  const stack = await startLocalStack({ port: 0, dataDir, webDir: path.join(REPO_ROOT, 'web/dist') });
  try {
    const headers = { 'content-type': 'application/json', origin: stack.url, 'x-requested-with': 'skydeck' };
    const email = `bench-${Date.now()}@example.com`;
    const password = 'correct horse battery';
    await fetch(`${stack.url}/api/auth/sign-up`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password }),
    });
    const mails = (await (await fetch(`${stack.url}/api/local/mailbox?to=${encodeURIComponent(email)}`)).json()) as {
      mails: { code: string }[];
    };
    const confirmed = await fetch(`${stack.url}/api/auth/confirm-sign-up`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, code: mails.mails[0]!.code, password }),
    });
    const cookie = confirmed.headers
      .getSetCookie()
      .map((line) => line.split(';')[0]!)
      .filter((pair) => pair.startsWith('__Host-skydeck-id=') || pair.startsWith('__Host-skydeck-access='))
      .join('; ');
    const idToken = /__Host-skydeck-id=([^;]+)/.exec(cookie)![1]!;

    const { readRevocations } = await import('../../lambdas/adapters/session-revocations');
    const { verifyIdToken } = await import('../../lambdas/adapters/token-verifier');
    const token = await verifyIdToken(idToken);
    const request = () =>
      fetch(`${stack.url}/api/licenses`, { headers: { cookie } }).then((response) => response.text());

    await timeEach(50, request);
    await timeEach(50, () => readRevocations(token));
    const requests = await timeEach(SAMPLES, request);
    const checks = await timeEach(SAMPLES, () => readRevocations(token));
    const requestMs = round(median(requests), 2);
    const checkMs = round(median(checks), 2);
    console.log(`GET /api/licenses (signed in, with the check): median ${requestMs} ms over ${SAMPLES}`);
    console.log(`the sign-out check alone (BatchGetItem, 2 keys): median ${checkMs} ms over ${SAMPLES}`);
    console.log(
      `without the check: about ${round(requestMs - checkMs, 2)} ms; the check is ${round((100 * checkMs) / requestMs, 0)} % of a request`,
    );
  } finally {
    await stack.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
