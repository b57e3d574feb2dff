import { MAX_QUANTITY } from '../../../lambdas/contract/quantity';
import { unitIds } from '../../../lambdas/domain/licences/issuance';
import { mailedLicenceKeys } from '../../support/mailbox';
import { orderSummary, postCheckout, standIn, uniqueEmail } from '../../support/paddle-test-kit';
import { buyAndPay, subscriptionControl } from '../../support/portal-kit';
import { stackUrl } from '../../support/stack-url';

describe('POST /api/checkout', () => {
  it('creates a Paddle transaction priced by the server, ignoring amounts the client sends', async () => {
    // Prepare
    const email = uniqueEmail('tamper');
    const tampered = {
      slug: 'skydeck-suiteb737annual',
      quantity: 2,
      addOns: ['hud'],
      email,
      total: 1,
      amount: 0.01,
      items: [{ priceId: 'pri_cheap', amount: 1 }],
    };

    // Act
    const { status, body } = await postCheckout(tampered);

    // Assess: 2 × (1500 + 120 + 1000), support discounted by the first-year discount
    expect(status).toBe(201);
    expect(body.checkoutUrl).toBe(`/pay?_ptxn=${body.transactionId}`);
    const transaction = (await standIn(`transactions/${body.transactionId}`)).body;
    expect(transaction.lines.map((line: any) => [line.amountCents, line.quantity])).toEqual([
      [150000, 2],
      [12000, 2],
      [100000, 2],
    ]);
    expect(transaction.customData).toMatchObject({
      slug: 'skydeck-suiteb737annual',
      buyerEmail: email,
      addOns: ['hud'],
    });
    expect((await orderSummary(body.transactionId)).body).toMatchObject({ status: 'pending', totalCents: 500000 });
  });

  it.each([
    [
      { slug: 'skydeck-suiteb737annual', quantity: 1 },
      400,
      'email: an e-mail address is required to check out as a guest',
    ],
    [
      { slug: 'skydeck-suiteb737annual', quantity: 0, email: 'a@example.com' },
      400,
      `quantity: must be a whole number from 1 to ${MAX_QUANTITY}`,
    ],
    [
      { slug: 'ios-fms-trainer-b738-classroom-annual', quantity: MAX_QUANTITY + 1, email: 'a@example.com' },
      400,
      `quantity: must be a whole number from 1 to ${MAX_QUANTITY}`,
    ],
    [
      { slug: 'hud', quantity: 1, email: 'a@example.com' },
      400,
      "slug: Head-up Display is an add-on of a suite; choose it on the suite's page.",
    ],
    [{ slug: 'skydeck-suiteb737annual', quantity: 1, email: 'not-an-email' }, 400, 'email: must be an e-mail address'],
    [{ slug: 'a320-nc-suite', quantity: 1, email: 'a@example.com' }, 404, 'product [a320-nc-suite] not found'],
    [
      { slug: 'suite-nc-support-extension-a320-annual', quantity: 1, secondaryQuantity: 0, email: 'a@example.com' },
      400,
      'licenceKey: a support extension extends one suite licence; enter its licence key, or sign in and choose it.',
    ],
    [
      {
        slug: 'suite-nc-support-extension-a320-annual',
        quantity: 1,
        secondaryQuantity: 0,
        email: 'a@example.com',
        licenceKey: 'SKYDECK1.e30.AAAA',
      },
      400,
      'licenceKey: this is not a SkyDeck licence key (its signature does not verify)',
    ],
    [
      {
        slug: 'suite-nc-support-extension-a320-annual',
        quantity: 1,
        secondaryQuantity: 0,
        email: 'a@example.com',
        licenceId: 'lic_nosuchpurchase_1',
      },
      404,
      'licenceId: no such suite licence',
    ],
  ])('refuses %j with %i', async (request, expectedStatus, message) => {
    // Act
    const { status, body } = await postCheckout(request);

    // Assess
    expect(status).toBe(expectedStatus);
    expect(body.error.message).toBe(message);
  });

  it("attaches the buyer's Paddle customer, the same one for every checkout of that e-mail", async () => {
    // Prepare
    const email = uniqueEmail('customer');

    // Act
    const first = await postCheckout({ slug: 'skydeck-suiteb38mannual', quantity: 1, email });
    const second = await postCheckout({ slug: 'skydeck-suiteb38mannual', quantity: 1, email: email.toUpperCase() });

    // Assess
    const [firstCustomer, secondCustomer] = [
      (await standIn(`transactions/${first.body.transactionId}`)).body.customer,
      (await standIn(`transactions/${second.body.transactionId}`)).body.customer,
    ];
    expect(firstCustomer.id).toMatch(/^ctm_/);
    expect(secondCustomer).toEqual(firstCustomer);
  });

  it("sells a guest a support extension for the licence key they enter, of that licence's aircraft family only", async () => {
    // Prepare: a paid 737 suite and its key, whose support no longer renews (one that renews is not extended:
    // ADR 312); its paid year still runs, so no catch-up month is due
    const email = uniqueEmail('extension-key');
    const suite = await buyAndPay({ slug: 'skydeck-suiteb737annual', quantity: 1, email });
    const [licenceKey] = await mailedLicenceKeys(email);
    await subscriptionControl(suite.subscriptionId!, 'cancel');
    const extension = (slug: string) => ({
      slug,
      quantity: 1,
      secondaryQuantity: 0,
      email: uniqueEmail('payer'),
      licenceKey,
    });

    // Act
    const matching = await postCheckout(extension('suite-nc-support-extension-b737-annual'));
    const otherFamily = await postCheckout(extension('suite-nc-support-extension-a320-annual'));

    // Assess
    expect(matching.status).toBe(201);
    expect((await orderSummary(matching.body.transactionId)).body.supportExtension).toEqual({
      licenceId: unitIds(suite.transactionId, 1)[0],
      activeUntil: null,
      // From the end of the paid year, for a year: said before payment (ADR 312)
      runsUntil: expect.stringMatching(/^\d{4}-/),
    });
    expect(otherFamily.status).toBe(400);
    expect(otherFamily.body.error.message).toBe(
      "licenceId: the licence is for the B737, not for this product's aircraft",
    );
  });

  it('refuses a body that is not JSON', async () => {
    // Act
    const response = await fetch(`${stackUrl()}/api/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'skydeck', origin: stackUrl() },
      body: '{"slug":',
    });

    // Assess
    expect(response.status).toBe(400);
    expect(((await response.json()) as any).error.code).toBe('INVALID_JSON');
  });

  it.each([
    [
      'without the X-Requested-With header',
      { 'content-type': 'application/json', origin: 'ORIGIN' },
      'CSRF_HEADER_MISSING',
    ],
    [
      'from another origin',
      { 'content-type': 'application/json', 'x-requested-with': 'skydeck', origin: 'https://evil.example' },
      'CROSS_ORIGIN',
    ],
    ['without an Origin', { 'content-type': 'application/json', 'x-requested-with': 'skydeck' }, 'CROSS_ORIGIN'],
  ])('refuses a request %s with 403', async (_label, headers, code) => {
    // Prepare
    const resolved = Object.fromEntries(
      Object.entries(headers).map(([name, value]) => [name, value === 'ORIGIN' ? stackUrl() : value]),
    );

    // Act
    const { status, body } = await postCheckout(
      { slug: 'skydeck-suiteb737annual', quantity: 1, email: 'a@example.com' },
      resolved,
    );

    // Assess
    expect(status).toBe(403);
    expect(body.error.code).toBe(code);
  });
});
