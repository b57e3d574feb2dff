import { AuthClient, decodeJwtPayload, signedUpClient, uniqueEmail } from '../support/auth-client';
import { ADMIN_API, adminAction, operatorClient, testOperatorPool } from '../support/admin-kit';
import { buyAndPay, licencesSeenBy } from '../support/portal-kit';
import {
  addOperator,
  closeOperatorPool,
  listOperators,
  removeOperator,
  type OperatorPool,
} from '../../infra/operators/operators';

const PASSWORD = 'correct horse battery';

function idTokenGroups(client: AuthClient): unknown {
  return decodeJwtPayload(client.cookies.get('__Host-skydeck-id') ?? '')['cognito:groups'];
}

describe('operators: members of the pool\u2019s operators group (npm run operator)', () => {
  let pool: OperatorPool;

  beforeAll(async () => {
    pool = await testOperatorPool();
  });

  afterAll(() => closeOperatorPool(pool));

  it('creates a new operator with a temporary password whose sign-in carries the group', async () => {
    // Prepare
    const email = uniqueEmail('new-operator');

    // Act
    const added = await addOperator(pool, email.toUpperCase());
    const client = new AuthClient();
    const first = await client.post('/api/auth/sign-in', { email, password: added.temporaryPassword });
    const chosen = await client.post('/api/auth/force-new-password', { password: PASSWORD });

    // Assess
    expect(added.email).toBe(email);
    expect(added.temporaryPassword!.length).toBeGreaterThanOrEqual(10);
    expect(first.body.next).toBe('forceNewPassword');
    expect(chosen.body.next).toBe('authenticated');
    expect(idTokenGroups(client)).toEqual(['operators']);
    expect(await listOperators(pool)).toContain(email);
  });

  it('adds an existing buyer account without touching its password, and removes it again', async () => {
    // Prepare
    const email = uniqueEmail('buyer-turned-operator');
    const buyer = await signedUpClient(email, PASSWORD);

    // Act
    const added = await addOperator(pool, email);
    const again = new AuthClient();
    const signIn = await again.post('/api/auth/sign-in', { email, password: PASSWORD });
    await removeOperator(pool, email);
    const afterRemoval = new AuthClient();
    await afterRemoval.post('/api/auth/sign-in', { email, password: PASSWORD });

    // Assess
    expect(idTokenGroups(buyer)).toBeUndefined();
    expect(added.temporaryPassword).toBeUndefined();
    expect(signIn.body.next).toBe('authenticated');
    expect(idTokenGroups(again)).toEqual(['operators']);
    expect(idTokenGroups(afterRemoval)).toBeUndefined();
    expect(await listOperators(pool)).not.toContain(email);
  });

  it('refuses an address that is not one, and removing an unknown account', async () => {
    // Act + Assess
    await expect(addOperator(pool, 'not-an-address')).rejects.toThrow('"not-an-address" is not an e-mail address.');
    await expect(removeOperator(pool, uniqueEmail('nobody'))).rejects.toThrow(/There is no account for/);
  });

  it('ends a removed operator\u2019s session at once: the very next read and write answer 403', async () => {
    // Prepare
    const { client: removed, email } = await operatorClient('removed-mid-session');
    const { client: colleague } = await operatorClient('stays-an-operator');
    const buyer = uniqueEmail('removed-op-buyer');
    const { transactionId } = await buyAndPay({ slug: 'skydeck-suiteb737annual', quantity: 1, email: buyer });
    const [licence] = await licencesSeenBy(buyer);
    const before = await removed.get(ADMIN_API.search + `?q=${transactionId}`);

    // Act
    await removeOperator(pool, email);
    const read = await removed.get(ADMIN_API.order(transactionId));
    const write = await adminAction(removed, ADMIN_API.licenceAction(licence!.licenceId, 'revoke'), {
      reason: 'should not happen',
    });
    const session = await removed.get('/api/auth/session');
    const colleagueRead = await colleague.get(ADMIN_API.order(transactionId));

    // Assess
    expect(before.status).toBe(200);
    expect(read).toMatchObject({ status: 403, body: { error: { code: 'OPERATOR_REMOVED' } } });
    expect(write).toMatchObject({ status: 403, body: { error: { code: 'OPERATOR_REMOVED' } } });
    expect(session.body.signedIn).not.toBe(true);
    expect(colleagueRead.status).toBe(200);
    expect((await licencesSeenBy(buyer)).map((seen) => seen.status)).toEqual(['active']);
  });

  it('lets a removed operator back in only with a new sign-in after being added again', async () => {
    // Prepare
    const { client: old, email } = await operatorClient('removed-and-back');
    await removeOperator(pool, email);
    await addOperator(pool, email);

    // Act
    const oldSession = await old.get(ADMIN_API.search + '?q=nothing-here');
    const fresh = new AuthClient();
    // auth_time counts whole seconds: a sign-in within the removal's own second still counts as before it.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await fresh.post('/api/auth/sign-in', { email, password: 'operator horse battery' });
    const newSession = await fresh.get(ADMIN_API.search + '?q=nothing-here');

    // Assess
    expect(oldSession.status).toBe(403);
    expect(newSession.status).toBe(200);
  });
});
