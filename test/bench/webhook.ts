import { localPriceId } from '../../lambdas/adapters/paddle-ids';
import { paddleSignature } from '../../lambdas/adapters/paddle-signature';
import type { ApiTarget } from './api';

/**
 * `POST /api/webhooks/paddle` with valid signed deliveries, each with a fresh event id and a signature made when
 * the request is sent. They alternate: a payment of a new transaction (one B737 suite licence is signed and
 * stored, the order and the event recorded) and another event for one transaction paid before the run (every
 * conditional write finds its item: the idempotent path of a duplicate payment notice).
 */
export async function webhookTarget(baseUrl: string): Promise<ApiTarget> {
  const { secret } = (await (await fetch(`${baseUrl}/api/local/paddle/webhook-secret`)).json()) as { secret: string };
  const run = `${Date.now().toString(36)}`;
  let sent = 0;
  const completed = (transactionId: string) =>
    JSON.stringify({
      event_id: `evt_bench${run}_${sent}`,
      event_type: 'transaction.completed',
      occurred_at: new Date().toISOString(),
      notification_id: `ntf_bench${run}_${sent}`,
      data: {
        id: transactionId,
        origin: 'web',
        subscription_id: null,
        custom_data: { shop: 'skydeck', slug: 'skydeck-suiteb737annual', quantity: 1, addOns: [], buyerEmail: 'bench@skydeck.example' },
        items: [{ price_id: localPriceId('suite-licence-b737'), quantity: 1 }],
        billed_at: new Date().toISOString(),
      },
    });
  const paidBefore = `txn_bench${run}paid`;
  const first = completed(paidBefore);
  const answer = await fetch(`${baseUrl}/api/webhooks/paddle`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'paddle-signature': paddleSignature(first, secret) },
    body: first,
  });
  if (!answer.ok) throw new Error(`The webhook refused the bench's first delivery: ${answer.status} ${await answer.text()}`);

  return {
    name: 'POST /api/webhooks/paddle (signed; ½ new purchases, ½ repeats)',
    path: '/api/webhooks/paddle',
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: () => {
      sent += 1;
      return completed(sent % 2 === 0 ? paidBefore : `txn_bench${run}_${sent}`);
    },
    requestHeaders: (body) => ({ 'paddle-signature': paddleSignature(body ?? '', secret) }),
  };
}
