import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Environment, Paddle } from '@paddle/paddle-node-sdk';
import { startPaddleStandIn, type PaddleStandIn } from '../../infra/local/paddle-stand-in/stand-in';
import { checkPaddleSignature } from '../../lambdas/adapters/paddle-signature';
import { localPriceId, LOCAL_FIRST_YEAR_DISCOUNT_ID } from '../../lambdas/adapters/paddle-ids';

/** The stand-in on its own, driven by the real SDK, delivering to a receiver that refuses the first attempts. */
describe('the Paddle stand-in', () => {
  let standIn: PaddleStandIn;
  let receiver: Server;
  let controls: Server;
  let paddle: Paddle;
  const received: { eventType: string; signatureProblem: string | undefined }[] = [];
  let refusalsLeft = 0;
  let controlsUrl = '';

  const listen = (server: Server) =>
    new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as { port: number }).port}`)));

  beforeAll(async () => {
    receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        if (refusalsLeft > 0) {
          refusalsLeft -= 1;
          response.writeHead(503).end();
          return;
        }
        received.push({
          eventType: JSON.parse(body).event_type,
          signatureProblem: checkPaddleSignature(body, request.headers['paddle-signature'] as string, standIn.webhookSecret),
        });
        response.writeHead(200).end('{}');
      });
    });
    const receiverUrl = await listen(receiver);
    standIn = await startPaddleStandIn({
      dataDir: mkdtempSync(path.join(tmpdir(), 'paddle-stand-in-')),
      webhookUrl: () => `${receiverUrl}/api/webhooks/paddle`,
      retryDelayMs: () => 20,
    });
    controls = createServer((request, response) => {
      void standIn.handleControl(request, response, new URL(request.url ?? '/', 'http://local'));
    });
    controlsUrl = await listen(controls);
    paddle = new Paddle(standIn.apiKey, { environment: standIn.baseUrl as Environment });
  });
  afterAll(async () => {
    await standIn.close();
    receiver.close();
    controls.close();
  });

  it('creates and reads transactions through the SDK, and refuses prices the catalogue does not sell', async () => {
    // Act
    const created = await paddle.transactions.create({
      items: [{ priceId: localPriceId('suite-licence-b737'), quantity: 1 }, { priceId: localPriceId('support-annual-b737'), quantity: 1 }],
      discountId: LOCAL_FIRST_YEAR_DISCOUNT_ID,
      customData: { buyerEmail: 'sdk@example.com' },
    });
    const read = await paddle.transactions.get(created.id);
    const refused = await paddle.transactions.create({ items: [{ priceId: 'pri_other', quantity: 1 }] }).catch((error: Error) => error);

    // Assess
    expect(read).toMatchObject({ id: created.id, status: 'ready', customData: { buyerEmail: 'sdk@example.com' }, discountId: LOCAL_FIRST_YEAR_DISCOUNT_ID });
    expect(read.items.map((item) => item.price?.unitPrice.amount)).toEqual(['150000', '12000']);
    expect(refused).toMatchObject({ message: 'Unknown prices or quantities: pri_other' });
  });

  it('pays with signed webhooks retried until accepted, then serves the customer, cancel and portal calls', async () => {
    // Prepare
    const transaction = await paddle.transactions.create({
      items: [{ priceId: localPriceId('support-annual-b737'), quantity: 1 }],
      customData: { buyerEmail: 'retry@example.com' },
    });
    refusalsLeft = 3;
    received.length = 0;

    // Act
    const paid = (await (await fetch(`${controlsUrl}/api/local/paddle/transactions/${transaction.id}/pay`, { method: 'POST' })).json()) as any;
    const deadline = Date.now() + 5_000;
    while (received.length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    const afterPayment = [...received];
    const customer = await paddle.customers.get((await paddle.transactions.get(transaction.id)).customerId!);
    const canceled = await paddle.subscriptions.cancel(paid.subscriptionId, { effectiveFrom: 'immediately' });
    const portal = await paddle.customerPortalSessions.create(customer.id, [paid.subscriptionId]);

    // Assess
    expect(afterPayment.map((event) => event.eventType).sort()).toEqual(['subscription.created', 'transaction.completed']);
    expect(afterPayment.every((event) => event.signatureProblem === undefined)).toBe(true);
    expect(refusalsLeft).toBe(0);
    expect(customer.email).toBe('retry@example.com');
    expect(canceled.status).toBe('canceled');
    expect(portal.urls.subscriptions[0]?.id).toBe(paid.subscriptionId);
  });

  it("keeps a catalogue of its own for paddle:sync: paged lists, refusals like Paddle's, no sales of its prices", async () => {
    // Prepare
    const product = await paddle.products.create({ name: 'Paged', taxCategory: 'standard' });
    const created = [];
    for (const amount of ['100', '200', '300']) {
      created.push(await paddle.prices.create({ productId: product.id, description: `EUR ${amount}`, unitPrice: { amount, currencyCode: 'EUR' } }));
    }

    // Act
    const listed = [];
    for await (const price of paddle.prices.list({ productId: [product.id], perPage: 2 })) listed.push(price.id);
    const notCents = await paddle.prices.create({ productId: product.id, description: 'x', unitPrice: { amount: '12.00', currencyCode: 'EUR' } }).catch((error: Error) => error);
    const unknownTarget = await paddle.discounts.create({ amount: '100', description: 'x', type: 'flat', currencyCode: 'EUR', restrictTo: ['pri_unknown'] }).catch((error: Error) => error);
    const sold = await paddle.transactions.create({ items: [{ priceId: created[0]!.id, quantity: 1 }] }).catch((error: Error) => error);

    // Assess
    expect(listed).toEqual(created.map((price) => price.id));
    expect(notCents).toMatchObject({ code: 'bad_request', errors: [{ field: 'unit_price.amount', message: 'amount must be a string of digits' }] });
    expect(unknownTarget).toMatchObject({ code: 'bad_request', errors: [{ field: 'restrict_to', message: 'unknown products or prices: pri_unknown' }] });
    expect(sold).toMatchObject({ message: `Unknown prices or quantities: ${created[0]!.id}` });
  });
});
