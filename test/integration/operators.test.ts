import { AuthClient, decodeJwtPayload, signedUpClient, uniqueEmail } from '../support/auth-client';
import { localCognito } from '../support/local-cognito';
import { addOperator, listOperators, removeOperator, type OperatorPool } from '../../infra/operators/operators';

const PASSWORD = 'correct horse battery';

function idTokenGroups(client: AuthClient): unknown {
  return decodeJwtPayload(client.cookies.get('__Host-skydeck-id') ?? '')['cognito:groups'];
}

describe('operators: members of the pool\u2019s operators group (npm run operator)', () => {
  let pool: OperatorPool;

  beforeAll(async () => {
    const cognito = await localCognito();
    pool = { client: cognito.client, userPoolId: cognito.userPoolId };
  });

  afterAll(() => pool.client.destroy());

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
});
