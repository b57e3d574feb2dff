import { AuthClient, signedUpClient, uniqueEmail } from '../../support/auth-client';
import { buyAndPay } from '../../support/portal-kit';

describe('GET /api/orders/{transactionId}/invoice', () => {
  it('sends the buyer to Paddle’s invoice, and answers anyone else as if there were no such order', async () => {
    // Prepare
    const email = uniqueEmail('invoice');
    const { transactionId } = await buyAndPay({ slug: 'skydeck-suiteb737annual', quantity: 1, email });
    const buyer = await signedUpClient(email);
    const stranger = await signedUpClient(uniqueEmail('invoice-stranger'));
    const path = `/api/orders/${transactionId}/invoice`;

    // Act
    const own = await buyer.get(path);
    const notTheirs = await stranger.get(path);
    const anonymous = await new AuthClient().get(path);

    // Assess
    expect(own.status).toBe(302);
    expect(own.headers.get('location')).toEqual(expect.stringMatching(/^https?:\/\//));
    expect(own.headers.get('cache-control')).toBe('no-store');
    expect(notTheirs.status).toBe(404);
    expect(anonymous.status).toBe(401);
  });
});
