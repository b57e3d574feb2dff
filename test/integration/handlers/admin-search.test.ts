import { AuthClient, refusal, signedUpClient, uniqueEmail } from '../../support/auth-client';
import { ADMIN_API, operatorClient } from '../../support/admin-kit';
import { buyAndPay } from '../../support/portal-kit';

describe('GET /api/admin/search', () => {
  it('finds a buyer’s order by their address, for an operator only', async () => {
    // Prepare
    const email = uniqueEmail('searched');
    const { transactionId } = await buyAndPay({ slug: 'skydeck-suiteb737annual', quantity: 1, email });
    const { client: operator } = await operatorClient('search-op');
    const buyer = await signedUpClient(uniqueEmail('search-buyer'));
    const path = `${ADMIN_API.search}?q=${encodeURIComponent(email)}`;

    // Act
    const found = await operator.get(path);
    const asBuyer = await buyer.get(path);
    const anonymous = await new AuthClient().get(path);

    // Assess
    expect(found.status).toBe(200);
    expect(found.body.orders).toEqual([expect.objectContaining({ transactionId, email })]);
    expect(found.body.licences).toHaveLength(1);
    expect(asBuyer).toMatchObject(refusal(403, 'NOT_AN_OPERATOR'));
    expect(anonymous.status).toBe(401);
  });
});
