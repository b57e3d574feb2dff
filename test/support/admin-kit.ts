import { randomUUID } from 'node:crypto';
import { addOperator, closeOperatorPool, localPool, type OperatorPool } from '../../infra/operators/operators';
import type { AdminLicenceAction, AdminOrderAction } from '../../lambdas/contract/admin';
import { API } from '../../lambdas/contract/api-endpoints';
import { apiPath } from '../../lambdas/contract/endpoints';
import { AuthClient, uniqueEmail } from './auth-client';
import { localStatus } from './portal-seed';
import { stackUrl } from './stack-url';

const PASSWORD = 'operator horse battery';

const LICENCE_ACTIONS = {
  revoke: API.adminRevoke,
  reinstate: API.adminReinstate,
  reassign: API.adminReassign,
  goodwill: API.adminGoodwill,
};
const ORDER_ACTIONS = {
  resend: API.adminResend,
  refund: API.adminRefund,
  email: API.adminCorrectEmail,
  apply: API.adminApplyFromPaddle,
};

/** The console's paths as the tests call them, from the web's endpoint table. */
export const ADMIN_API = {
  search: API.adminSearch.path,
  order: (transactionId: string) => apiPath(API.adminOrder, { transactionId }),
  buyer: (email: string) => apiPath(API.adminBuyer, { email }),
  licence: (licenceId: string) => apiPath(API.adminLicence, { licenceId }),
  licenceAction: (licenceId: string, action: AdminLicenceAction) => apiPath(LICENCE_ACTIONS[action], { licenceId }),
  audit: API.adminAudit.path,
  salesReport: API.adminSalesReport.path,
  orderAction: (transactionId: string, action: AdminOrderAction) => apiPath(ORDER_ACTIONS[action], { transactionId }),
} as const;

/** The local stack's pool and table as `npm run operator` reaches them; close it with `closeOperatorPool`. */
export async function testOperatorPool(): Promise<OperatorPool> {
  return localPool(await localStatus(stackUrl()));
}

/** A new operator, added the way `npm run operator -- add` does, signed in with a password of their own. */
export async function operatorClient(label = 'operator'): Promise<{ client: AuthClient; email: string }> {
  const pool = await testOperatorPool();
  try {
    const email = uniqueEmail(label);
    const added = await addOperator(pool, email);
    const client = new AuthClient();
    await client.post('/api/auth/sign-in', { email, password: added.temporaryPassword });
    const chosen = await client.post('/api/auth/force-new-password', { password: PASSWORD });
    if (chosen.body?.next !== 'authenticated')
      throw new Error(`operator sign-in failed: ${JSON.stringify(chosen.body)}`);
    return { client, email };
  } finally {
    closeOperatorPool(pool);
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
