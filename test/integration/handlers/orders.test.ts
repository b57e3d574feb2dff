import { PDFDocument } from 'pdf-lib';
import { AuthClient, signedUpClient, uniqueEmail } from '../../support/auth-client';
import { standIn } from '../../support/paddle-test-kit';
import { buyAndPay, subscriptionControl, waitForDeliveries } from '../../support/portal-kit';
import { stackUrl } from '../../support/stack-url';

const SUITE = 'skydeck-suiteb38mannual';

/** `GET /api/orders` and `GET /api/orders/{transactionId}/invoice` (ADR 290, 291), through the local stack. */
describe('the buyer\u2019s orders and invoices', () => {
  let owner: AuthClient;
  let other: AuthClient;
  let purchase: { transactionId: string; subscriptionId: string | null };
  let renewalId: string;
  let refunded: { transactionId: string };
  let refundId: string;

  beforeAll(async () => {
    const email = uniqueEmail('orders-owner');
    purchase = await buyAndPay({ slug: SUITE, quantity: 2, email });
    renewalId = (await subscriptionControl(purchase.subscriptionId!, 'renew')).transactionId;
    refunded = await buyAndPay({ slug: SUITE, quantity: 1, email });
    const refund = await standIn(`transactions/${refunded.transactionId}/refund`, 'POST', {});
    refundId = refund.body.adjustmentId;
    await waitForDeliveries(refundId, 2);
    owner = await signedUpClient(email);
    other = await signedUpClient(uniqueEmail('orders-other'));
  });

  it('refuses a visitor who is not signed in (401)', async () => {
    // Act
    const list = await new AuthClient().get('/api/orders');
    const invoice = await new AuthClient().get(`/api/orders/${purchase.transactionId}/invoice`);

    // Assess
    expect(list.status).toBe(401);
    expect(invoice.status).toBe(401);
  });

  it('lists every order and renewal, newest first, with what Paddle charged and the status', async () => {
    // Act
    const { status, body } = await owner.get('/api/orders');

    // Assess
    expect(status).toBe(200);
    expect(body.nextCursor).toBeNull();
    const byId = new Map(body.orders.map((order: any) => [order.transactionId, order]));
    expect(body.orders.map((order: any) => order.transactionId).sort()).toEqual(
      [purchase.transactionId, renewalId, refunded.transactionId].sort(),
    );
    const order: any = byId.get(purchase.transactionId);
    expect(order).toMatchObject({ kind: 'order', status: 'paid', currency: 'EUR' });
    expect(order.products.length).toBeGreaterThan(0);
    expect(order.products[0]).toMatchObject({ title: expect.any(String), quantity: 2 });
    expect(order.taxCents).toBeGreaterThan(0);
    expect(order.subtotalCents - order.discountCents + order.taxCents).toBe(order.totalCents);
    expect(byId.get(renewalId)).toMatchObject({ kind: 'renewal', status: 'paid', currency: 'EUR' });
    expect(byId.get(refunded.transactionId)).toMatchObject({ kind: 'order', status: 'refunded' });
    const dates = body.orders.map((entry: any) => entry.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('shows another buyer none of them', async () => {
    // Act
    const { status, body } = await other.get('/api/orders');

    // Assess
    expect(status).toBe(200);
    expect(body.orders).toEqual([]);
  });

  it('answers a cursor it did not write with 400 and a sentence', async () => {
    // Act
    const { status, body } = await owner.get('/api/orders?cursor=not-a-cursor');

    // Assess
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 'INVALID_CURSOR', message: expect.stringMatching(/not valid/) });
  });

  it('redirects the owner to the invoice PDF Paddle gives, for an order and a renewal', async () => {
    // Act
    const order = await owner.get(`/api/orders/${purchase.transactionId}/invoice`);
    const renewal = await owner.get(`/api/orders/${renewalId}/invoice`);
    const pdf = await fetch(order.headers.get('location')!);
    const bytes = Buffer.from(await pdf.arrayBuffer());

    // Assess
    expect(order.status).toBe(302);
    expect(renewal.status).toBe(302);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('answers someone else\u2019s order, or an unknown one, with 404, and a malformed number with 400', async () => {
    // Act
    const someoneElses = await other.get(`/api/orders/${purchase.transactionId}/invoice`);
    const unknown = await owner.get('/api/orders/txn_doesnotexist/invoice');
    const malformed = await owner.get('/api/orders/not-an-order/invoice');

    // Assess
    expect(someoneElses.status).toBe(404);
    expect(someoneElses.body.error).toMatchObject({
      code: 'ORDER_NOT_FOUND',
      message: 'You have no order with this number.',
    });
    expect(unknown.status).toBe(404);
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.message).toMatch(/order number/);
  });

  it('keeps the public order summary at GET /api/orders/{transactionId}', async () => {
    // Act
    const response = await fetch(`${stackUrl()}/api/orders/${purchase.transactionId}`);

    // Assess
    expect(response.status).toBe(200);
    expect(((await response.json()) as any).transactionId).toBe(purchase.transactionId);
  });

  it('lists a refund with its amount, day and credit note, and what remains paid', async () => {
    // Act
    const { body } = await owner.get(`/api/orders?order=${refunded.transactionId}`);

    // Assess: the whole gross came back
    const [order] = body.orders;
    expect(body.orders).toHaveLength(1);
    expect(order).toMatchObject({ transactionId: refunded.transactionId, status: 'refunded', netPaidCents: 0 });
    expect(order.refunds).toEqual([
      {
        adjustmentId: refundId,
        kind: 'refund',
        amountCents: order.totalCents,
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        creditNote: true,
      },
    ]);
  });

  it('redirects the owner to the credit note of a refund, a real PDF, and no one else', async () => {
    // Act
    const note = await owner.get(`/api/orders/${refunded.transactionId}/invoice?creditNote=${refundId}`);
    const pdf = await fetch(note.headers.get('location')!);
    const bytes = Buffer.from(await pdf.arrayBuffer());
    const ofAnotherOrder = await owner.get(`/api/orders/${purchase.transactionId}/invoice?creditNote=${refundId}`);
    const someoneElses = await other.get(`/api/orders/${refunded.transactionId}/invoice?creditNote=${refundId}`);
    const malformed = await owner.get(`/api/orders/${refunded.transactionId}/invoice?creditNote=refund`);

    // Assess
    expect(note.status).toBe(302);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await PDFDocument.load(bytes)).getTitle()).toMatch(/^Credit note CN-/);
    expect(ofAnotherOrder.status).toBe(404);
    expect(ofAnotherOrder.body.error.code).toBe('CREDIT_NOTE_NOT_FOUND');
    expect(someoneElses.status).toBe(404);
    expect(malformed.status).toBe(400);
  });

  it('answers one order by its number for the order mail\u2019s link, never someone else\u2019s', async () => {
    // Act
    const own = await owner.get(`/api/orders?order=${purchase.transactionId}`);
    const someoneElses = await other.get(`/api/orders?order=${purchase.transactionId}`);
    const malformed = await owner.get('/api/orders?order=nope');

    // Assess
    expect(own.status).toBe(200);
    expect(own.body.orders.map((order: { transactionId: string }) => order.transactionId)).toEqual([
      purchase.transactionId,
    ]);
    expect(someoneElses.status).toBe(404);
    expect(malformed.status).toBe(400);
  });

  it('gives the confirmation what Paddle charged: net, VAT and gross', async () => {
    // Act
    const summary = (await (await fetch(`${stackUrl()}/api/orders/${purchase.transactionId}`)).json()) as any;

    // Assess: two B38M suites, 1,500.00 each net, with the stand-in's 20 % VAT
    expect(summary.charged).toEqual({ netCents: 300_000, taxCents: 60_000, grossCents: 360_000, currency: 'EUR' });
    expect(summary.basketPath).toBe('/buy/skydeck-suiteb38mannual/2');
  });
});

describe('a partly refunded order', () => {
  let owner: AuthClient;
  let transactionId: string;
  let refundIds: string[];

  /** One seat of the order back, through the stand-in's refund control; waits for Paddle's two events. */
  async function refundOneSeat(): Promise<string> {
    const { priceId } = (await standIn(`transactions/${transactionId}`)).body.lines[0];
    const refund = await standIn(`transactions/${transactionId}/refund`, 'POST', { lines: [{ priceId, quantity: 1 }] });
    await waitForDeliveries(refund.body.adjustmentId, 2);
    return refund.body.adjustmentId;
  }

  beforeAll(async () => {
    const email = uniqueEmail('orders-partly');
    ({ transactionId } = await buyAndPay({ slug: SUITE, quantity: 3, email }));
    refundIds = [await refundOneSeat(), await refundOneSeat()];
    owner = await signedUpClient(email);
  });

  it('lists each refund on /orders, oldest first, and the net paid after them', async () => {
    // Act
    const { body } = await owner.get(`/api/orders?order=${transactionId}`);

    // Assess: three B38M suites, 1,800.00 each with the stand-in's 20 % VAT; two came back
    const [order] = body.orders;
    expect(order).toMatchObject({ status: 'partly-refunded', totalCents: 540_000, netPaidCents: 180_000 });
    expect(order.refunds.map((refund: any) => [refund.adjustmentId, refund.amountCents, refund.creditNote])).toEqual([
      [refundIds[0], 180_000, true],
      [refundIds[1], 180_000, true],
    ]);
  });

  it('gives the confirmation the same refunds and net paid', async () => {
    // Act
    const summary = (await (await fetch(`${stackUrl()}/api/orders/${transactionId}`)).json()) as any;

    // Assess
    expect(summary.status).toBe('paid');
    expect(summary.refunds.map((refund: any) => refund.adjustmentId)).toEqual(refundIds);
    expect(summary.netPaidCents).toBe(180_000);
  });
});
