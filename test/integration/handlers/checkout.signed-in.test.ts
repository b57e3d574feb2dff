import { signedUpClient, uniqueEmail } from '../../support/auth-client';
import { postCheckout, standIn } from '../../support/paddle-test-kit';

describe('POST /api/checkout when signed in', () => {
  it('binds the order to the session e-mail, whatever e-mail the body names', async () => {
    // Prepare
    const email = uniqueEmail('checkout-session');
    const client = await signedUpClient(email);

    // Act
    const { status, body } = await client.post('/api/checkout', {
      slug: 'skydeck-suiteb38mannual',
      quantity: 1,
      email: 'someone-else@example.com',
    });

    // Assess
    expect(status).toBe(201);
    const transaction = (await standIn(`transactions/${body.transactionId}`)).body;
    expect([transaction.customer.email, transaction.customData.buyerEmail]).toEqual([email, email]);
  });

  it('needs no e-mail in the body when signed in', async () => {
    // Prepare
    const email = uniqueEmail('checkout-no-email');
    const client = await signedUpClient(email);

    // Act
    const { status, body } = await client.post('/api/checkout', { slug: 'skydeck-suiteb38mannual', quantity: 1 });

    // Assess
    expect(status).toBe(201);
    expect((await standIn(`transactions/${body.transactionId}`)).body.customer.email).toBe(email);
  });

  it('treats a request with a session cookie that does not verify as a guest checkout', async () => {
    // Prepare
    const headers = {
      'content-type': 'application/json',
      'x-requested-with': 'skydeck',
      origin: process.env.SKYDECK_URL!,
      cookie: '__Host-skydeck-id=not.a.token',
    };

    // Act
    const withoutEmail = await postCheckout({ slug: 'skydeck-suiteb38mannual', quantity: 1 }, headers);

    // Assess
    expect(withoutEmail.status).toBe(400);
    expect(withoutEmail.body.error.message).toBe('email: an e-mail address is required to check out as a guest');
  });
});
