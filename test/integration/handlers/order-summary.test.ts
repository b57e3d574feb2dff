import { postCheckout, uniqueEmail } from '../../support/paddle-test-kit';
import { stackUrl } from '../../support/stack-url';

async function summary(transactionId: string) {
  const response = await fetch(`${stackUrl()}/api/orders/${encodeURIComponent(transactionId)}`);
  return { status: response.status, body: (await response.json()) as any };
}

describe('GET /api/orders/{transactionId}', () => {
  it('shows a checkout’s order by number, its lines and total, with the address masked', async () => {
    // Prepare
    const checkout = await postCheckout({
      slug: 'skydeck-suiteb737annual',
      quantity: 2,
      email: uniqueEmail('summary'),
    });

    // Act
    const answer = await summary(checkout.body.transactionId);

    // Assess
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      transactionId: checkout.body.transactionId,
      status: 'pending',
      totalCents: 300_000,
      basketPath: '/buy/skydeck-suiteb737annual/2',
    });
    expect(answer.body.maskedEmail).toMatch(/^s\*\*\*@/);
  });

  it('answers 404 for an order the shop does not have, and 400 for what is not an order number', async () => {
    // Act
    const unknown = await summary('txn_01abcdefghjkmnpqrstvwxyz00');
    const malformed = await summary('txn_nothing here');

    // Assess
    expect(unknown).toMatchObject({
      status: 404,
      body: { error: { code: 'ORDER_NOT_FOUND', message: 'There is no order with this number.' } },
    });
    expect(malformed).toMatchObject({
      status: 400,
      body: { error: { message: 'transactionId: is not an order number' } },
    });
  });
});
