import { contentSecurityPolicy } from '../definitions/security-headers';
import { EDGE_ALARMS_OUTPUTS, SHOP_OUTPUTS } from '../definitions/stack-outputs';
import { edgeAlarmsStackName, stackName } from '../definitions/stack-names';
import { UNSYNCED_ID_MARKER } from '../stages/paddle-id-map';
import { requiredOutput, type DeployedStage } from './deployed-stage';

/** One check of `npm run smoke`: what it looked at, whether it holds, and what was seen. */
export interface SmokeCheck {
  readonly name: string;
  readonly ok: boolean;
  readonly detail: string;
}

/** A product every stage sells, priced by the smoke test. */
const SMOKE_SLUG = 'skydeck-suiteb737annual';

/**
 * `npm run smoke -- --stage <name>`: what a first deploy must get right, checked from outside through the site's
 * public URL and the stacks' outputs. Read-only: it buys nothing and changes nothing.
 */
export async function smokeChecks(stage: DeployedStage): Promise<SmokeCheck[]> {
  const outputs = await stage.outputs('shop');
  const site = requiredOutput(outputs, SHOP_OUTPUTS.siteUrl, stackName(stage.name)).replace(/\/+$/, '');
  const checks: SmokeCheck[] = [];
  const check = async (name: string, run: () => Promise<{ ok: boolean; detail: string }>) => {
    try {
      checks.push({ name, ...(await run()) });
    } catch (error) {
      checks.push({ name, ok: false, detail: (error as Error).message });
    }
  };

  await check('health', async () => {
    const response = await fetch(`${site}/api/health`);
    const body = (await response.json()) as { status?: string };
    return {
      ok: response.status === 200 && body.status === 'ok',
      detail: `${response.status} ${JSON.stringify(body)}`,
    };
  });

  let mode: 'local' | 'cloud' = 'cloud';
  await check('config', async () => {
    const config = (await (await fetch(`${site}/config.json`)).json()) as {
      mode: 'local' | 'cloud';
      paddle: { environment: string; clientToken: string | null };
    };
    mode = config.mode;
    if (config.mode === 'local') return { ok: true, detail: 'local mode (the Paddle stand-in, no client token)' };
    const token = config.paddle.clientToken ?? '';
    const ok = /^(?:test|live)_[a-z0-9]{16,}$/.test(token);
    return {
      ok,
      detail: ok
        ? `Paddle ${config.paddle.environment}, client token ${token.slice(0, 9)}…`
        : `Paddle ${config.paddle.environment}, client token "${token}" is not one Paddle issued`,
    };
  });

  await check('prices', async () => {
    const response = await fetch(`${site}/api/pricing/${SMOKE_SLUG}?quantity=1`);
    const body = (await response.json()) as { total?: number; paddleItems?: { priceId: string }[] };
    const placeholders = (body.paddleItems ?? []).filter((item) => item.priceId.includes(UNSYNCED_ID_MARKER));
    const ok = response.status === 200 && (body.total ?? 0) > 0 && placeholders.length === 0;
    return {
      ok,
      detail:
        placeholders.length > 0
          ? `placeholder Paddle price ids (${placeholders.map((item) => item.priceId).join(', ')}): run npm run paddle:sync`
          : `${response.status}, ${SMOKE_SLUG} totals ${body.total}`,
    };
  });

  await check('unsigned webhook refused', async () => {
    const response = await fetch(`${site}/api/webhooks/paddle`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"event_id":"evt_smoke","event_type":"transaction.completed"}',
    });
    const body = (await response.json()) as { error?: { code?: string } };
    return {
      ok: response.status === 401 && body.error?.code === 'INVALID_SIGNATURE',
      detail: `${response.status} ${body.error?.code ?? ''}`.trim(),
    };
  });

  await check('content security policy', async () => {
    const csp = (await fetch(`${site}/`)).headers.get('content-security-policy');
    const expected = contentSecurityPolicy(mode);
    return { ok: csp === expected, detail: csp === expected ? expected : `expected "${expected}", got "${csp}"` };
  });

  const edgeOutputs = await stage.outputs('edge-alarms').catch(() => ({}) as Record<string, string>);
  const topics = [
    ['alarm topic', outputs[SHOP_OUTPUTS.alarmTopicArn], stackName(stage.name)],
    ['edge alarm topic', edgeOutputs[EDGE_ALARMS_OUTPUTS.alarmTopicArn], edgeAlarmsStackName(stage.name)],
  ] as const;
  for (const [name, topicArn, stack] of topics) {
    await check(`${name} subscribers confirmed`, async () => {
      if (!topicArn) return { ok: false, detail: `no topic output in ${stack}` };
      const subscriptions = await stage.subscriptions(topicArn);
      const pending = subscriptions.filter((subscription) => !subscription.confirmed);
      if (subscriptions.length === 0) return { ok: false, detail: 'nobody is subscribed: set alarmEmails and deploy' };
      return {
        ok: pending.length === 0,
        detail:
          pending.length > 0
            ? `waiting for confirmation: ${pending.map((s) => s.endpoint).join(', ')} (click the link in AWS's mail)`
            : subscriptions.map((s) => s.endpoint).join(', '),
      };
    });
  }
  return checks;
}

/** What to try by hand once the checks pass: a real purchase in Paddle's sandbox. */
export function manualSteps(site: string, stageName: string): string[] {
  return [
    'Then try by hand, in Paddle sandbox:',
    `  1. Open ${site}/buy-skydeck-suite/B737 and check out with an address you can read.`,
    "  2. Pay with Paddle's test card 4242 4242 4242 4242, any name, any future expiry date, security code 100.",
    '  3. The order mail arrives with the licence key (in the SES sandbox only at a verified address), and the key',
    `     is on ${site}/licenses after signing in with that address.`,
    `  4. npm run reconcile -- --stage ${stageName} reports the transaction as recorded (nothing applied, nothing failed).`,
  ];
}
