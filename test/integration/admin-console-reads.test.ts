import { ADMIN_PAGE_SIZE, type AdminOrderView, type SalesReport } from '../../lambdas/contract/admin';
import { AuthClient, refusal, signedUpClient, uniqueEmail } from '../support/auth-client';
import { postCheckout } from '../support/paddle-test-kit';
import { ADMIN_API, adminAction, operatorClient } from '../support/admin-kit';
import { localHandlerEnvironment, localStatus } from '../support/portal-seed';
import { buyAndPay, ownerOf, subscriptionControl } from '../support/portal-kit';
import { stackUrl } from '../support/stack-url';

/**
 * The console's reads beyond the basics (docs/product/console.md): search by an address's start and by Paddle customer, a page at a
 * time; the order page's subscriptions, mails, applied webhooks and timeline; the sales report in JSON and CSV.
 */
const SUITE = 'skydeck-suiteb737annual';
const TRAINER = 'win-fms-trainer-b738-personal-monthly';
const today = () => new Date().toISOString().slice(0, 10);

let operator: AuthClient;

beforeAll(async () => {
  ({ client: operator } = await operatorClient('admin-reads-op'));
});

/** Pending orders written by the checkout's own store call, straight to the local table: fast, and the real write. */
async function checkedOutOrders(emails: readonly string[]): Promise<void> {
  Object.assign(process.env, localHandlerEnvironment(await localStatus(stackUrl())));
  const { putPendingOrder } = await import('../../lambdas/adapters/store/orders');
  await Promise.all(
    emails.map((email, index) =>
      putPendingOrder({
        transactionId: `txn_seed${Date.now().toString(36)}${index}`,
        status: 'pending',
        request: { shop: 'skydeck', slug: SUITE, quantity: 1, addOns: [], buyerEmail: email as never },
        totalCents: 10_000,
        createdAt: new Date().toISOString(),
        customerId: null,
      }),
    ),
  );
}

/** The session cookies a browser sends to the API (a CSV answer is no JSON, so it is fetched without AuthClient). */
function cookieOf(client: AuthClient): string {
  return [...client.cookies]
    .filter(([name]) => name !== '__Secure-skydeck-refresh')
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
}

describe('GET /api/admin/search', () => {
  it('finds orders by the start of the buyer\u2019s address, a page of at most 50 at a time', async () => {
    // Prepare
    const prefix = `pfx${Date.now().toString(36)}`;
    await checkedOutOrders(Array.from({ length: ADMIN_PAGE_SIZE + 1 }, (_, index) => `${prefix}-${index}@example.com`));

    // Act
    const first = await operator.get(`${ADMIN_API.search}?q=${prefix}`);
    const second = await operator.get(
      `${ADMIN_API.search}?q=${prefix}&cursor=${encodeURIComponent(first.body.nextCursor)}`,
    );
    const withAt = await operator.get(`${ADMIN_API.search}?q=${encodeURIComponent(`${prefix}-7@`)}`);

    // Assess
    expect(first.status).toBe(200);
    expect(first.body.orders).toHaveLength(ADMIN_PAGE_SIZE);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    expect(second.body.orders).toHaveLength(1);
    expect(second.body.nextCursor).toBeNull();
    const seen = [...first.body.orders, ...second.body.orders].map((order: { email: string }) => order.email);
    expect(new Set(seen).size).toBe(ADMIN_PAGE_SIZE + 1);
    expect(seen.every((email) => email.startsWith(prefix))).toBe(true);
    expect(withAt.body).toMatchObject({ buyers: [`${prefix}-7@example.com`], nextCursor: null });
  });

  it('finds a buyer\u2019s orders by their Paddle customer id', async () => {
    // Prepare
    const email = uniqueEmail('admin-reads-customer');
    const { transactionId } = await buyAndPay({ slug: SUITE, quantity: 1, email });
    const customerId = (await operator.get(ADMIN_API.order(transactionId))).body.order.customerId as string;

    // Act
    const found = await operator.get(`${ADMIN_API.search}?q=${customerId}`);

    // Assess
    expect(customerId).toMatch(/^ctm_/);
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({
      buyers: [email],
      orders: [expect.objectContaining({ transactionId, customerId, status: 'paid' })],
      nextCursor: null,
    });
  });

  it('finds an unpaid checkout by its address start until its buyer deletes the account', async () => {
    // Prepare: the default password of signedUpClient
    const email = uniqueEmail('admin-reads-leaving');
    const buyer = await signedUpClient(email);
    const checkout = await postCheckout({ slug: SUITE, quantity: 1, email });
    const prefix = email.slice(0, email.indexOf('@'));
    const before = await operator.get(`${ADMIN_API.search}?q=${prefix}`);

    // Act
    const deleted = await buyer.post('/api/account/delete', { password: 'correct horse battery' });
    const after = await operator.get(`${ADMIN_API.search}?q=${prefix}`);

    // Assess
    expect(before.body).toMatchObject({
      buyers: [email],
      orders: [expect.objectContaining({ transactionId: checkout.body.transactionId, status: 'pending' })],
    });
    expect(deleted.status).toBe(200);
    expect(after.body).toEqual({ buyers: [], orders: [], licences: [], nextCursor: null });
  });

  it('answers a cursor that is not this search\u2019s with a 400 and a sentence', async () => {
    // Prepare
    const elsewhere = Buffer.from(JSON.stringify({ q: 'someone-else', found: null })).toString('base64url');
    const forged = Buffer.from(
      JSON.stringify({ q: 'pilot', found: { pk: 'x', sk: 'y', gsi2pk: 'EMAIL#z', gsi2sk: 'pilot' } }),
    ).toString('base64url');

    // Act
    const answers = await Promise.all([
      operator.get(`${ADMIN_API.search}?q=pilot&cursor=${elsewhere}`),
      operator.get(`${ADMIN_API.search}?q=pilot&cursor=${forged}`),
      operator.get(`${ADMIN_API.search}?q=pilot&cursor=not%20base64!`),
      operator.get(`${ADMIN_API.search}?q=pilot&cursor=bm90IGpzb24`),
    ]);

    // Assess
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.body.error.message).toMatch(/^cursor: /);
    }
  });
});

describe('GET /api/admin/orders/{transactionId}: what happened to an order', () => {
  it('lists its subscription, mails sent, webhook events applied and a timeline of buyer, Paddle and operator', async () => {
    // Prepare
    const email = uniqueEmail('admin-reads-order');
    const { transactionId, subscriptionId } = await buyAndPay({ slug: TRAINER, quantity: 1, email });
    await subscriptionControl(subscriptionId!, 'cancel');
    await adminAction(operator, ADMIN_API.orderAction(transactionId, 'resend'), { reason: 'lost the mail' });

    // Act
    const page = await operator.get(ADMIN_API.order(transactionId));

    // Assess
    const view = page.body as AdminOrderView;
    expect(page.status).toBe(200);
    expect(view.order).toMatchObject({ transactionId, email, status: 'paid', subscriptionId });
    expect(view.paddle).toEqual({ status: 'completed', updatedAt: expect.any(String) });
    expect(view.subscriptions).toEqual([expect.objectContaining({ subscriptionId, status: 'canceled' })]);
    expect(view.mails).toEqual([
      expect.objectContaining({ kind: 'order-resend', to: email, status: 'sent', note: null, about: transactionId }),
      expect.objectContaining({ kind: 'order-paid', to: email, status: 'sent', note: null, about: transactionId }),
    ]);
    const types = view.webhookEvents.map((event) => event.type);
    expect(types).toEqual(expect.arrayContaining(['transaction.completed', 'subscription.canceled']));
    expect(view.webhookEvents.every((event) => /^evt_/.test(event.eventId))).toBe(true);
    const actions = view.timeline.map((entry) => `${entry.by}:${entry.action}`);
    expect(actions).toEqual(
      expect.arrayContaining([
        'buyer:checkout',
        'paddle:payment',
        'paddle:subscription-canceled',
        'operator:order.resend',
      ]),
    );
    expect(view.timeline.map((entry) => entry.at)).toEqual(
      [...view.timeline.map((entry) => entry.at)].sort().reverse(),
    );
  });
});

describe('GET /api/admin/reports/sales', () => {
  it('answers 401 to no one and 403 to a buyer, before reading anything', async () => {
    // Prepare
    const buyer = await ownerOf(uniqueEmail('admin-reads-nosy'));
    const path = `${ADMIN_API.salesReport}?from=${today()}&to=${today()}`;

    // Act
    const anonymous = await new AuthClient().get(path);
    const asBuyer = await buyer.get(path);

    // Assess
    expect(anonymous).toMatchObject(refusal(401, 'NOT_SIGNED_IN'));
    expect(asBuyer).toMatchObject(refusal(403, 'NOT_AN_OPERATOR'));
  });

  it('counts today\u2019s paid orders by product with net, VAT and gross, and gives the same rows as a CSV file', async () => {
    // Prepare
    const email = uniqueEmail('admin-reads-sales');
    await buyAndPay({ slug: SUITE, quantity: 2, email });
    const path = `${ADMIN_API.salesReport}?from=${today()}&to=${today()}`;

    // Act
    const report = await operator.get(path);
    const csv = await fetch(`${stackUrl()}${path}&format=csv`, { headers: { cookie: cookieOf(operator) } });
    const byAccept = await fetch(`${stackUrl()}${path}`, {
      headers: { cookie: cookieOf(operator), accept: 'text/csv' },
    });

    // Assess
    const body = report.body as SalesReport;
    expect(report.status).toBe(200);
    const euro = body.sections.find((section) => section.currency === 'EUR')!;
    const row = euro.rows.find((candidate) => candidate.product === SUITE && candidate.kind === 'order')!;
    expect(row).toMatchObject({ day: today(), orders: expect.any(Number) });
    expect(row.quantity).toBeGreaterThanOrEqual(2);
    expect(row.grossCents).toBe(row.netCents + row.taxCents);
    expect(euro.sum.grossCents).toBe(euro.rows.reduce((sum, candidate) => sum + candidate.grossCents, 0));
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toBe(
      `attachment; filename="skydeck-sales-${today()}-to-${today()}.csv"`,
    );
    const text = await csv.text();
    expect(text.split('\r\n')[0]).toBe(
      'day (UTC YYYY-MM-DD),product,kind (order or renewal),orders (count),quantity net of refunds (units),net (EUR),VAT (EUR),gross (EUR),refunded gross (EUR)',
    );
    expect(text).toContain(`${today()},${SUITE},order,${row.orders},${row.quantity},`);
    expect(await byAccept.text()).toBe(text);
  });

  it('answers a bad date, a reversed range and a range over 366 days with a 400 sentence', async () => {
    // Act
    const answers = await Promise.all(
      [
        '?from=2026-02-30&to=2026-03-01',
        '?from=2026-03-01',
        '?from=2026-03-02&to=2026-03-01',
        '?from=2024-01-01&to=2026-01-01',
        '?from=2026-03-01&to=2026-03-01&format=xml',
      ].map((query) => operator.get(`${ADMIN_API.salesReport}${query}`)),
    );

    // Assess
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.body.error.message).toEqual(expect.stringMatching(/\w+.*\./));
    }
  });
});
