import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Environment, Paddle } from '@paddle/paddle-node-sdk';
import { startPaddleStandIn, type PaddleStandIn } from '../../infra/local/paddle-stand-in/stand-in';
import { checkPaddleSignature } from '../../lambdas/adapters/paddle-signature';
import { localPriceId, LOCAL_FIRST_YEAR_DISCOUNT_ID } from '../../lambdas/adapters/paddle-ids';

interface Received {
  eventType: string;
  occurredAt: string;
  entityId: string;
  data: any;
  signatureProblem: string | undefined;
}

const SUITE = localPriceId('suite-licence-b737');
const SUPPORT = localPriceId('support-annual-b737');
const TRAINER = localPriceId('win-fms-trainer-b738-personal-monthly-tier-1');

/** The stand-in on its own, driven by the real SDK, delivering to a receiver that can refuse attempts. */
describe('the Paddle stand-in', () => {
  let standIn: PaddleStandIn;
  let receiver: Server;
  let controls: Server;
  let paddle: Paddle;
  let dataDir: string;
  let receiverUrl = '';
  let controlsUrl = '';
  const received: Received[] = [];
  let refusalsLeft = 0;

  const listen = (server: Server) =>
    new Promise<string>((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as { port: number }).port}`)),
    );
  const start = async () => {
    standIn = await startPaddleStandIn({
      dataDir,
      webhookUrl: () => `${receiverUrl}/api/webhooks/paddle`,
      retryDelayMs: () => 20,
    });
    paddle = new Paddle(standIn.apiKey, { environment: standIn.baseUrl as Environment });
  };
  const control = async (pathAndQuery: string, method: 'GET' | 'POST' = 'POST', body?: unknown) => {
    const response = await fetch(`${controlsUrl}/api/local/paddle/${pathAndQuery}`, {
      method,
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: response.status, body: (await response.json()) as any };
  };
  /** Waits until the receiver has `count` events of the entities, then answers them in `occurred_at` order. */
  const eventsOf = async (entityIds: string[], count: number) => {
    const deadline = Date.now() + 5_000;
    const matching = () => received.filter((event) => entityIds.includes(event.entityId));
    while (matching().length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    return matching().sort((a, b) => a.occurredAt.localeCompare(b.occurredAt));
  };
  const checkout = async (items: { priceId: string; quantity: number }[], email: string) => {
    const transaction = await paddle.transactions.create({ items, customData: { buyerEmail: email } });
    const paid = (await control(`transactions/${transaction.id}/pay`)).body;
    return { transactionId: transaction.id as string, subscriptionId: paid.subscriptionId as string | null };
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'paddle-stand-in-'));
    receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        if (refusalsLeft > 0) {
          refusalsLeft -= 1;
          response.writeHead(503).end();
          return;
        }
        const event = JSON.parse(body);
        received.push({
          eventType: event.event_type,
          occurredAt: event.occurred_at,
          entityId: event.data.id,
          data: event.data,
          signatureProblem: checkPaddleSignature(
            body,
            request.headers['paddle-signature'] as string,
            standIn.webhookSecret,
          ),
        });
        response.writeHead(200).end('{}');
      });
    });
    receiverUrl = await listen(receiver);
    await start();
    controls = createServer((request, response) => {
      void standIn.handleControl(request, response, new URL(request.url ?? '/', 'http://local'));
    });
    controlsUrl = await listen(controls);
  });
  afterAll(async () => {
    await standIn.close();
    receiver.close();
    controls.close();
  });

  it('creates draft transactions with price objects and totals, and refuses in Paddle’s error shape', async () => {
    // Act
    const created = await paddle.transactions.create({
      items: [
        { priceId: SUITE, quantity: 2 },
        { priceId: SUPPORT, quantity: 2 },
      ],
      discountId: LOCAL_FIRST_YEAR_DISCOUNT_ID,
      customData: { buyerEmail: 'sdk@example.com' },
    });
    const read = await paddle.transactions.get(created.id);
    const refused = await paddle.transactions
      .create({ items: [{ priceId: 'pri_other', quantity: 1 }] })
      .catch((error: Error) => error);
    const raw = await fetch(`${standIn.baseUrl}/transactions/txn_unknown`, {
      headers: { authorization: `Bearer ${standIn.apiKey}` },
    });

    // Assess
    expect(read).toMatchObject({
      id: created.id,
      status: 'draft',
      origin: 'api',
      customData: { buyerEmail: 'sdk@example.com' },
      discountId: LOCAL_FIRST_YEAR_DISCOUNT_ID,
    });
    expect(read.items.map((item) => [item.price?.id, item.price?.unitPrice.amount, item.price?.taxMode])).toEqual([
      [SUITE, '150000', 'external'],
      [SUPPORT, '12000', 'external'],
    ]);
    // 2 × 1500.00 + 2 × 120.00, the support year discounted, 20 % tax on the rest
    expect(read.details?.totals).toMatchObject({
      subtotal: '324000',
      discount: '24000',
      tax: '60000',
      total: '360000',
      grandTotal: '360000',
    });
    expect(read.details?.lineItems.map((line) => [line.priceId, line.quantity, line.totals?.total])).toEqual([
      [SUITE, 2, '360000'],
      [SUPPORT, 2, '0'],
    ]);
    expect(refused).toMatchObject({
      type: 'request_error',
      code: 'bad_request',
      detail: 'Unknown prices or quantities: pri_other',
    });
    expect(raw.status).toBe(404);
    expect(await raw.json()).toMatchObject({
      error: { type: 'request_error', code: 'not_found' },
      meta: { request_id: expect.any(String) },
    });
  });

  it('pays in Paddle’s order: paid, subscription created then activated, completed; retried until accepted', async () => {
    // Prepare
    refusalsLeft = 3;

    // Act
    const { transactionId, subscriptionId } = await checkout([{ priceId: SUPPORT, quantity: 1 }], 'retry@example.com');
    const events = await eventsOf([transactionId, subscriptionId!], 4);

    // Assess
    expect(events.map((event) => event.eventType)).toEqual([
      'transaction.paid',
      'subscription.created',
      'subscription.activated',
      'transaction.completed',
    ]);
    expect(events.every((event) => event.signatureProblem === undefined)).toBe(true);
    expect(refusalsLeft).toBe(0);
    const [, created, activated, completed] = events;
    expect(created!.data.transaction_id).toBe(transactionId);
    expect(activated!.data).not.toHaveProperty('transaction_id');
    expect(completed!.data).toMatchObject({
      status: 'completed',
      origin: 'api',
      subscription_id: subscriptionId,
      items: [{ price: { id: SUPPORT }, quantity: 1 }],
    });
    expect(completed!.data.items[0]).not.toHaveProperty('price_id');
    expect(completed!.data.details.totals).toMatchObject({ subtotal: '12000', tax: '2400', total: '14400' });
  });

  it('renews with subscription.updated before the renewal’s completed transaction, and cancels as Paddle does', async () => {
    // Prepare
    const { subscriptionId } = await checkout([{ priceId: TRAINER, quantity: 3 }], 'renew@example.com');

    // Act
    const renewal = (await control(`subscriptions/${subscriptionId}/renew`)).body;
    const renewalEvents = await eventsOf([renewal.transactionId, subscriptionId!], 2 + 3);
    const scheduled = await paddle.subscriptions.cancel(subscriptionId!, {});
    const canceled = await paddle.subscriptions.cancel(subscriptionId!, { effectiveFrom: 'immediately' });

    // Assess
    expect(renewalEvents.slice(2).map((event) => [event.eventType, event.data.origin ?? null])).toEqual([
      ['subscription.updated', null],
      ['transaction.paid', 'subscription_recurring'],
      ['transaction.completed', 'subscription_recurring'],
    ]);
    expect(scheduled).toMatchObject({ status: 'active', scheduledChange: { action: 'cancel' }, nextBilledAt: null });
    expect(canceled).toMatchObject({ status: 'canceled', currentBillingPeriod: null, scheduledChange: null });
  });

  it('cancels a paused subscription only immediately, as Paddle does', async () => {
    // Prepare
    const { subscriptionId } = await checkout([{ priceId: TRAINER, quantity: 1 }], 'paused-cancel@example.com');
    await control(`subscriptions/${subscriptionId}/pause`);

    // Act
    const atPeriodEnd = await paddle.subscriptions
      .cancel(subscriptionId!, { effectiveFrom: 'next_billing_period' })
      .then(
        () => 'canceled',
        (error: { code?: string }) => error.code,
      );
    const canceled = await paddle.subscriptions.cancel(subscriptionId!, { effectiveFrom: 'immediately' });

    // Assess
    expect(atPeriodEnd).toBe('bad_request');
    expect(canceled).toMatchObject({ status: 'canceled', scheduledChange: null });
  });

  it('refunds by line and quantity, refunds the rest in full, and sends approved chargebacks', async () => {
    // Prepare
    const first = await checkout(
      [
        { priceId: SUITE, quantity: 3 },
        { priceId: SUPPORT, quantity: 3 },
      ],
      'refund@example.com',
    );
    const second = await checkout([{ priceId: SUITE, quantity: 1 }], 'chargeback@example.com');

    // Act
    const partial = (
      await control(`transactions/${first.transactionId}/refund`, 'POST', { lines: [{ priceId: SUITE, quantity: 1 }] })
    ).body;
    const rest = (await control(`transactions/${first.transactionId}/refund`)).body;
    const tooMuch = await control(`transactions/${first.transactionId}/refund`);
    const chargeback = (await control(`transactions/${second.transactionId}/chargeback`)).body;
    const events = await eventsOf([partial.adjustmentId, rest.adjustmentId, chargeback.adjustmentId], 5);

    // Assess
    expect(partial.adjustment).toMatchObject({
      action: 'refund',
      type: 'partial',
      items: [
        {
          item_id: expect.stringMatching(/^txnitm_/),
          type: 'partial',
          amount: '180000',
          totals: { subtotal: '150000', tax: '30000', total: '180000' },
        },
      ],
      totals: { subtotal: '150000', tax: '30000', total: '180000' },
    });
    expect(rest.adjustment.items.map((item: any) => [item.type, item.totals.subtotal])).toEqual([
      ['partial', '300000'],
      ['full', '36000'],
    ]);
    expect(tooMuch).toMatchObject({ status: 409, body: { error: { code: 'NOTHING_TO_REFUND' } } });
    expect(chargeback.adjustment).toMatchObject({ action: 'chargeback', type: 'full', status: 'approved' });
    expect(events.map((event) => [event.eventType, event.data.status])).toEqual([
      ['adjustment.created', 'pending_approval'],
      ['adjustment.updated', 'approved'],
      ['adjustment.created', 'pending_approval'],
      ['adjustment.updated', 'approved'],
      ['adjustment.created', 'approved'],
    ]);
  });

  it('bills a card update at zero and a trainer quantity increase as a proration', async () => {
    // Prepare
    const { subscriptionId } = await checkout([{ priceId: TRAINER, quantity: 2 }], 'seats@example.com');

    // Act
    const cardUpdate = (await control(`subscriptions/${subscriptionId}/update-card`)).body;
    const updated = await paddle.subscriptions.update(subscriptionId!, {
      items: [{ priceId: TRAINER, quantity: 5 }],
      prorationBillingMode: 'prorated_immediately',
    });
    const transactions = [];
    for await (const transaction of paddle.transactions.list({
      subscriptionId: [subscriptionId!],
      status: ['completed'],
    }))
      transactions.push(transaction);
    const events = await eventsOf([subscriptionId!, ...transactions.map((transaction) => transaction.id)], 4 + 2 + 3);

    // Assess
    expect(updated.items[0]?.quantity).toBe(5);
    expect(transactions.map((transaction) => transaction.origin)).toEqual([
      'api',
      'subscription_payment_method_change',
      'subscription_update',
    ]);
    expect(transactions[1]).toMatchObject({ id: cardUpdate.transactionId, details: { totals: { total: '0' } } });
    expect(transactions[2]!.items).toMatchObject([
      { price: { id: TRAINER }, quantity: 3, proration: { rate: expect.stringMatching(/^(0|1)\.\d+$/) } },
    ]);
    expect(events.slice(6).map((event) => event.eventType)).toEqual([
      'subscription.updated',
      'transaction.paid',
      'transaction.completed',
    ]);
    expect(events[6]!.data.items[0].quantity).toBe(5);
  });

  it('finds and creates customers by e-mail, refusing a second one as Paddle does', async () => {
    // Act
    const created = await paddle.customers.create({ email: 'Customer@Example.com' });
    const conflict = await paddle.customers.create({ email: 'customer@example.com' }).catch((error: Error) => error);
    const found = [];
    for await (const customer of paddle.customers.list({ email: ['customer@example.com'] })) found.push(customer.id);
    const transaction = await paddle.transactions.create({
      items: [{ priceId: SUITE, quantity: 1 }],
      customerId: created.id,
      customData: { buyerEmail: 'customer@example.com' },
    });

    // Assess
    expect(conflict).toMatchObject({
      code: 'customer_already_exists',
      detail: `customer email conflicts with customer of id ${created.id}`,
    });
    expect(found).toEqual([created.id]);
    expect(transaction).toMatchObject({ customerId: created.id, status: 'draft' });
  });

  it('lists completed transactions by billing time, page by page', async () => {
    // Prepare
    const since = new Date().toISOString();
    const paid = [];
    for (const email of ['list-1@example.com', 'list-2@example.com', 'list-3@example.com'])
      paid.push((await checkout([{ priceId: SUITE, quantity: 1 }], email)).transactionId);
    await paddle.transactions.create({ items: [{ priceId: SUITE, quantity: 1 }] });

    // Act
    const listed = [];
    const collection = paddle.transactions.list({
      status: ['completed'],
      'billedAt[GTE]': since,
      origin: ['api'],
      perPage: 2,
    });
    for await (const transaction of collection) listed.push(transaction.id);

    // Assess
    expect(listed).toEqual(paid);
  });

  it('keeps its state and its outbox across a restart: held deliveries stay held, then are delivered', async () => {
    // Prepare
    await control('deliveries/hold');
    const { transactionId } = await checkout([{ priceId: SUITE, quantity: 1 }], 'restart@example.com');

    // Act
    await standIn.close();
    await start();
    const afterRestart = await paddle.transactions.get(transactionId);
    const held = (await control(`deliveries?entityId=${transactionId}`, 'GET')).body.deliveries;
    await control('deliveries/release');
    const events = await eventsOf([transactionId], 2);

    // Assess
    expect(afterRestart.status).toBe('completed');
    expect(held.map((delivery: any) => [delivery.eventType, delivery.status, delivery.held])).toEqual([
      ['transaction.paid', 'pending', true],
      ['transaction.completed', 'pending', true],
    ]);
    expect(events.map((event) => event.eventType)).toEqual(['transaction.paid', 'transaction.completed']);
  });

  it("keeps a catalogue of its own for paddle:sync: paged lists, refusals like Paddle's, no sales of its prices", async () => {
    // Prepare
    const product = await paddle.products.create({ name: 'Paged', taxCategory: 'standard' });
    const created = [];
    for (const amount of ['100', '200', '300']) {
      created.push(
        await paddle.prices.create({
          productId: product.id,
          description: `EUR ${amount}`,
          unitPrice: { amount, currencyCode: 'EUR' },
          taxMode: 'external',
        }),
      );
    }

    // Act
    const listed = [];
    for await (const price of paddle.prices.list({ productId: [product.id], perPage: 2 })) listed.push(price.id);
    const notCents = await paddle.prices
      .create({ productId: product.id, description: 'x', unitPrice: { amount: '12.00', currencyCode: 'EUR' } })
      .catch((error: Error) => error);
    const unknownTarget = await paddle.discounts
      .create({ amount: '100', description: 'x', type: 'flat', currencyCode: 'EUR', restrictTo: ['pri_unknown'] })
      .catch((error: Error) => error);
    const sold = await paddle.transactions
      .create({ items: [{ priceId: created[0]!.id, quantity: 1 }] })
      .catch((error: Error) => error);

    // Assess
    expect(listed).toEqual(created.map((price) => price.id));
    expect(notCents).toMatchObject({
      code: 'bad_request',
      errors: [{ field: 'unit_price.amount', message: 'amount must be a string of digits' }],
    });
    expect(unknownTarget).toMatchObject({
      code: 'bad_request',
      errors: [{ field: 'restrict_to', message: 'unknown products or prices: pri_unknown' }],
    });
    expect(sold).toMatchObject({ message: `Unknown prices or quantities: ${created[0]!.id}` });
  });

  it('answers a refund asked through the adjustments API pending, then approves it with both webhooks', async () => {
    // Prepare
    const { transactionId } = await checkout([{ priceId: SUITE, quantity: 2 }], 'adjusted@example.com');
    const [line] = (await paddle.transactions.get(transactionId)).details!.lineItems;
    const unitTotal = Number(line!.unitTotals!.total);

    // Act
    const notWholeUnits = await paddle.adjustments
      .create({
        action: 'refund',
        type: 'partial',
        transactionId,
        reason: 'goodwill',
        items: [{ itemId: line!.id, type: 'partial', amount: String(unitTotal - 1) }],
      })
      .catch((error: Error) => error);
    const adjustment = await paddle.adjustments.create({
      action: 'refund',
      type: 'partial',
      transactionId,
      reason: 'one seat too many',
      items: [{ itemId: line!.id, type: 'partial', amount: String(unitTotal) }],
    });
    const events = await eventsOf([adjustment.id], 2);

    // Assess
    expect(notWholeUnits).toMatchObject({ code: 'bad_request' });
    expect(adjustment).toMatchObject({ action: 'refund', status: 'pending_approval', reason: 'one seat too many' });
    expect(events.map((event) => [event.eventType, event.data.status])).toEqual([
      ['adjustment.created', 'pending_approval'],
      ['adjustment.updated', 'approved'],
    ]);
    expect(events[1]!.data.items).toEqual([expect.objectContaining({ item_id: line!.id, amount: String(unitTotal) })]);
  });

  it('holds a transaction\u2019s refunds for review, then approves or rejects each; a rejected one refunds nothing', async () => {
    // Prepare: two seats bought, their refunds held for review
    const { transactionId } = await checkout([{ priceId: SUITE, quantity: 2 }], 'decided@example.com');
    await control(`transactions/${transactionId}/hold-refund-approval`);
    const refundOne = () =>
      control(`transactions/${transactionId}/refund`, 'POST', { lines: [{ priceId: SUITE, quantity: 1 }] });

    // Act
    const first = (await refundOne()).body;
    const second = (await refundOne()).body;
    const third = await refundOne();
    const rejected = await control(`adjustments/${first.adjustmentId}/reject`);
    const approved = await control(`adjustments/${second.adjustmentId}/approve`);
    const again = await control(`adjustments/${second.adjustmentId}/reject`);
    const afterRejection = (await refundOne()).body;
    const events = await eventsOf([first.adjustmentId, second.adjustmentId], 4);

    // Assess: pending units are not refunded twice; each decision is announced once; a rejection frees its unit
    expect([first.adjustment.status, second.adjustment.status]).toEqual(['pending_approval', 'pending_approval']);
    expect(third.status).toBe(400);
    expect([rejected.body.adjustment.status, approved.body.adjustment.status]).toEqual(['rejected', 'approved']);
    expect([again.status, again.body.error.code]).toEqual([409, 'ADJUSTMENT_NOT_PENDING']);
    expect(afterRejection.adjustment).toMatchObject({ status: 'pending_approval', items: [expect.anything()] });
    expect(
      events.map((event) => [
        event.eventType,
        event.entityId === first.adjustmentId ? 'first' : 'second',
        event.data.status,
      ]),
    ).toEqual([
      ['adjustment.created', 'first', 'pending_approval'],
      ['adjustment.created', 'second', 'pending_approval'],
      ['adjustment.updated', 'first', 'rejected'],
      ['adjustment.updated', 'second', 'approved'],
    ]);
  });

  it('lists a transaction\u2019s adjustments, and only its own, page by page as Paddle does', async () => {
    // Prepare: three refunds of one order (one rejected), and one of another order
    const { transactionId } = await checkout([{ priceId: SUITE, quantity: 3 }], 'listed@example.com');
    const other = await checkout([{ priceId: SUITE, quantity: 1 }], 'listed-other@example.com');
    await control(`transactions/${transactionId}/hold-refund-approval`);
    const refundOne = async () =>
      (await control(`transactions/${transactionId}/refund`, 'POST', { lines: [{ priceId: SUITE, quantity: 1 }] })).body
        .adjustmentId as string;
    const ids = [await refundOne(), await refundOne(), await refundOne()];
    await control(`adjustments/${ids[0]}/reject`);
    await control(`transactions/${other.transactionId}/refund`, 'POST', {});

    // Act
    const listed: { id: string; status: string }[] = [];
    for await (const adjustment of paddle.adjustments.list({ transactionId: [transactionId], perPage: 2 }))
      listed.push({ id: adjustment.id, status: adjustment.status });
    const tooMany = await paddle.adjustments
      .list({ perPage: 51 })
      .next()
      .catch((error: Error) => error);

    // Assess
    expect(listed).toEqual([
      { id: ids[0], status: 'rejected' },
      { id: ids[1], status: 'pending_approval' },
      { id: ids[2], status: 'pending_approval' },
    ]);
    expect(tooMany).toMatchObject({ code: 'bad_request' });
  });
});
