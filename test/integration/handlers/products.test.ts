import { AuthClient, signedUpClient, uniqueEmail } from '../../support/auth-client';
import { buyAndPay } from '../../support/portal-kit';

describe('GET /api/products', () => {
  it('groups the caller’s licences by product, and shows none to anyone else', async () => {
    // Prepare
    const email = uniqueEmail('products');
    await buyAndPay({ slug: 'skydeck-suiteb38mannual', quantity: 2, email });
    const owner = await signedUpClient(email);
    const someoneElse = await signedUpClient(uniqueEmail('products-other'));

    // Act
    const own = await owner.get('/api/products');
    const other = await someoneElse.get('/api/products');
    const anonymous = await new AuthClient().get('/api/products');

    // Assess
    expect(own.status).toBe(200);
    expect(own.body.products).toEqual([
      expect.objectContaining({ product: 'skydeck-suiteb38mannual', licences: [expect.anything(), expect.anything()] }),
    ]);
    expect(other.body.products).toEqual([]);
    expect(anonymous.status).toBe(401);
  });
});
