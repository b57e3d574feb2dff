import { signedUpClient, uniqueEmail } from '../support/auth-client';
import { operatorClient } from '../support/admin-kit';

/** `GET /api/auth/session` tells the console whether to ask for its data, and tells a buyer nothing of it. */
describe('the session answer of an operator and of a buyer', () => {
  it('marks an operator as such', async () => {
    // Prepare
    const { client, email } = await operatorClient('session-operator');

    // Act
    const session = await client.get('/api/auth/session');

    // Assess
    expect(session.body).toEqual({ signedIn: true, user: { email, emailVerified: true, operator: true } });
  });

  it('names no role for a buyer', async () => {
    // Prepare
    const email = uniqueEmail('session-buyer');
    const buyer = await signedUpClient(email, 'correct horse battery');

    // Act
    const session = await buyer.get('/api/auth/session');

    // Assess
    expect(session.body).toEqual({ signedIn: true, user: { email, emailVerified: true } });
  });
});
