import { randomUUID } from 'node:crypto';
import { addOperator } from '../../infra/operators/operators';
import { AuthClient, uniqueEmail } from './auth-client';
import { localCognito } from './local-cognito';

const PASSWORD = 'operator horse battery';

/** A new operator, added the way `npm run operator -- add` does, signed in with a password of their own. */
export async function operatorClient(label = 'operator'): Promise<{ client: AuthClient; email: string }> {
  const cognito = await localCognito();
  try {
    const email = uniqueEmail(label);
    const added = await addOperator({ client: cognito.client, userPoolId: cognito.userPoolId }, email);
    const client = new AuthClient();
    await client.post('/api/auth/sign-in', { email, password: added.temporaryPassword });
    const chosen = await client.post('/api/auth/force-new-password', { password: PASSWORD });
    if (chosen.body?.next !== 'authenticated')
      throw new Error(`operator sign-in failed: ${JSON.stringify(chosen.body)}`);
    return { client, email };
  } finally {
    cognito.client.destroy();
  }
}

/** A state-changing admin call with its reason and a fresh (or given) idempotency key. */
export function adminAction(client: AuthClient, path: string, body: unknown, idempotencyKey: string = randomUUID()) {
  return client.post(path, body, { headers: { 'idempotency-key': idempotencyKey } });
}

/** The audit entries of a console page's timeline, oldest first (the timeline lists every kind, newest first). */
export function auditTrail(timeline: readonly { audit: unknown }[]): any[] {
  return timeline.flatMap((entry) => (entry.audit ? [entry.audit] : [])).reverse();
}
