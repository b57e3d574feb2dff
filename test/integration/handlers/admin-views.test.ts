import { uniqueEmail } from '../../support/auth-client';
import { ADMIN_API, operatorClient } from '../../support/admin-kit';
import { buyAndPay, licencesSeenBy } from '../../support/portal-kit';

describe('the console’s order, buyer and licence pages', () => {
  it('shows an order, its buyer and its licence to an operator, and says when there is no such order', async () => {
    // Prepare
    const email = uniqueEmail('viewed');
    const { transactionId } = await buyAndPay({ slug: 'skydeck-suiteb737annual', quantity: 1, email });
    const [licence] = await licencesSeenBy(email);
    const { client: operator } = await operatorClient('views-op');

    // Act
    const order = await operator.get(ADMIN_API.order(transactionId));
    const buyer = await operator.get(ADMIN_API.buyer(email));
    const licencePage = await operator.get(ADMIN_API.licence(licence!.licenceId));
    const missing = await operator.get(ADMIN_API.order('txn_not_there'));

    // Assess
    expect(order.status).toBe(200);
    expect(order.body.order).toMatchObject({ transactionId, email, status: 'paid' });
    expect(buyer.body.orders).toEqual([expect.objectContaining({ transactionId })]);
    expect(licencePage.body.licence).toMatchObject({ licenceId: licence!.licenceId, keyStatus: 'current' });
    expect(licencePage.body.owners).toEqual([expect.objectContaining({ email })]);
    expect(missing).toMatchObject({ status: 404, body: { error: { message: 'There is no such order.' } } });
  });
});
