import type { SNSEvent } from 'aws-lambda';
import type { AdminHomeView } from '../../lambdas/contract/admin';
import { ADMIN_API, adminAction, auditTrail, operatorClient } from '../support/admin-kit';
import { refusal, uniqueEmail } from '../support/auth-client';
import { eventually } from '../support/eventually';
import { shopMails } from '../support/mailbox';
import { postCheckout, settledDeliveries, signedWebhook, standIn, webhookSecret } from '../support/paddle-test-kit';
import { buyAndPay, licencesSeenBy } from '../support/portal-kit';
import { localHandlerEnvironment, localStatus } from '../support/portal-seed';
import { stackUrl } from '../support/stack-url';

const SUITE = 'skydeck-suiteb737annual';
const HOME = '/api/admin/home';

/**
 * The console's home (ADR 457): what happened today and this week, and what failed, each row naming its object;
 * "Apply from Paddle" for a payment the shop missed.
 */
let home: () => Promise<AdminHomeView>;
let sesEvents: typeof import('../../lambdas/handlers/ses-events').handler;

beforeAll(async () => {
  // The home's service and the SES events handler run here against the local stack's table and stand-in, as the
  // home's own Lambda and SNS would run them; the home is read as of 11 minutes from now, so a payment made in this
  // test counts as missing once its 10 minutes have passed.
  const status = (await localStatus(stackUrl())) as Awaited<ReturnType<typeof localStatus>> & {
    paddleApiBaseUrl: string;
    paddleApiKey: string;
  };
  Object.assign(process.env, localHandlerEnvironment(status), {
    PADDLE_API_BASE_URL: status.paddleApiBaseUrl,
    PADDLE_API_KEY: status.paddleApiKey,
  });
  const [{ adminHome }, { homePorts }] = await Promise.all([
    import('../../lambdas/services/admin/home'),
    import('../../lambdas/services/admin/admin-ports'),
  ]);
  home = adminHome({ ...homePorts, now: () => new Date(Date.now() + 11 * 60_000) });
  sesEvents = (await import('../../lambdas/handlers/ses-events')).handler;
});

describe('GET /api/admin/home: day 2 at a glance', () => {
  it('counts and lists today\u2019s orders, refunds, moves, suppressed addresses and failed deliveries', async () => {
    // Prepare
    const { client: operator, email: operatorEmail } = await operatorClient('home-op');
    const buyer = uniqueEmail('home-buyer');
    const { transactionId } = await buyAndPay({ slug: SUITE, quantity: 2, email: buyer });
    const [, second] = [...(await licencesSeenBy(buyer))].sort((a, b) => a.licenceId.localeCompare(b.licenceId));
    const refund = await adminAction(operator, ADMIN_API.orderAction(transactionId, 'refund'), {
      licenceIds: [second!.licenceId],
      reason: 'one seat too many',
    });
    const newOwner = uniqueEmail('home-new-owner');
    const [first] = [...(await licencesSeenBy(buyer))].filter((licence) => licence.status === 'active');
    await adminAction(operator, ADMIN_API.licenceAction(first!.licenceId, 'reassign'), {
      email: newOwner,
      reason: 'new company address',
    });
    const bounced = uniqueEmail('home-bounced');
    await sesEvents({
      Records: [
        {
          Sns: {
            Message: JSON.stringify({
              eventType: 'Bounce',
              bounce: { bounceType: 'Permanent', bouncedRecipients: [{ emailAddress: bounced }] },
            }),
          },
        },
      ],
    } as unknown as SNSEvent);
    const brokenId = `evt_broken${Date.now()}`;
    const broken = await signedWebhook(
      { event_id: brokenId, event_type: 'transaction.completed', occurred_at: new Date().toISOString(), data: {} },
      await webhookSecret(),
    );

    // Act
    const page = await eventually(
      () => operator.get(HOME),
      (answer) =>
        (answer.body as AdminHomeView).adjustments?.some(
          (row) => row.adjustmentId === refund.body.adjustmentId && row.status === 'approved',
        ),
    );

    // Assess
    const view = page.body as AdminHomeView;
    expect(page.status).toBe(200);
    expect(view.orders).toEqual(expect.arrayContaining([expect.objectContaining({ transactionId, email: buyer })]));
    expect(view.adjustments).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          adjustmentId: refund.body.adjustmentId,
          transactionId,
          action: 'refund',
          amount: expect.objectContaining({ grossCents: refund.body.amountCents }),
        }),
      ]),
    );
    expect(view.transfers).toEqual(
      expect.arrayContaining([{ licenceId: first!.licenceId, from: buyer, to: newOwner, at: expect.any(String) }]),
    );
    expect(view.suppressed).toEqual(
      expect.arrayContaining([{ email: bounced, reason: 'bounce', since: expect.any(String) }]),
    );
    expect(broken.status).toBe(500);
    expect(view.failedDeliveries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ eventId: brokenId, eventType: 'transaction.completed', appliedSince: false }),
      ]),
    );
    for (const kind of ['orders', 'refunds', 'transfers', 'suppressed', 'failedDeliveries'] as const)
      expect(view.counts.today[kind]).toBeGreaterThanOrEqual(1);
    expect(view.counts.week.orders).toBeGreaterThanOrEqual(view.counts.today.orders);
    expect(operatorEmail).toMatch(/@/);
  });

  it('names a payment Paddle completed that the shop has not applied after 10 minutes, and applies it from Paddle', async () => {
    // Prepare: the purchase's webhooks are held, so Paddle has it paid and the shop does not
    const { client: operator, email: operatorEmail } = await operatorClient('home-apply');
    const buyer = uniqueEmail('home-missing');
    const checkout = await postCheckout({ slug: SUITE, quantity: 1, email: buyer });
    const transactionId = checkout.body.transactionId as string;
    await standIn(`deliveries/hold?entityId=${transactionId}`, 'POST');
    await standIn(`transactions/${transactionId}/pay`, 'POST');
    const now = (await operator.get(HOME)).body as AdminHomeView;
    const later = await home();

    // Act
    const applied = await adminAction(operator, ADMIN_API.orderAction(transactionId, 'apply'), {
      reason: 'paid at Paddle, webhook missing',
    });
    const again = await adminAction(operator, ADMIN_API.orderAction(transactionId, 'apply'), {
      reason: 'paid at Paddle, webhook missing',
    });
    await standIn(`deliveries/release?entityId=${transactionId}`, 'POST');
    await settledDeliveries(transactionId);
    const order = await operator.get(ADMIN_API.order(transactionId));

    // Assess
    expect(now.missingDeliveries.map((row) => row.transactionId)).not.toContain(transactionId);
    expect(later.missingDeliveries).toEqual(
      expect.arrayContaining([expect.objectContaining({ transactionId, shopStatus: 'pending', origin: 'api' })]),
    );
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({ transactionId, status: 'paid', licenceIds: [expect.any(String)] });
    expect(again).toMatchObject(refusal(409, 'ALREADY_APPLIED'));
    expect((await licencesSeenBy(buyer)).map((licence) => licence.licenceId)).toEqual(applied.body.licenceIds);
    expect(
      await eventually(
        () => shopMails(buyer, 'order-paid'),
        (mails) => mails.length > 0,
      ),
    ).toHaveLength(1);
    expect(auditTrail(order.body.timeline)).toEqual([
      expect.objectContaining({
        action: 'order.apply-from-paddle',
        actor: expect.objectContaining({ email: operatorEmail }),
        reason: 'paid at Paddle, webhook missing',
        targets: [`order:${transactionId}`, `buyer:${buyer}`],
      }),
    ]);
    expect((await home()).missingDeliveries.map((row) => row.transactionId)).not.toContain(transactionId);
  });

  it('refuses to apply what Paddle has not been paid for', async () => {
    // Prepare
    const { client: operator } = await operatorClient('home-apply-unpaid');
    const checkout = await postCheckout({ slug: SUITE, quantity: 1, email: uniqueEmail('home-unpaid') });

    // Act
    const unpaid = await adminAction(operator, ADMIN_API.orderAction(checkout.body.transactionId, 'apply'), {
      reason: 'buyer says they paid',
    });

    // Assess
    expect(unpaid).toMatchObject(refusal(409, 'NOT_PAID_AT_PADDLE'));
  });

  it('answers 404 for a transaction id Paddle does not know, and applies nothing', async () => {
    // Prepare: a well-formed id that no checkout made
    const { client: operator } = await operatorClient('home-apply-unknown');
    const transactionId = 'txn_01unknownunknownunknown00';

    // Act
    const unknown = await adminAction(operator, ADMIN_API.orderAction(transactionId, 'apply'), {
      reason: 'buyer quoted this reference',
    });

    // Assess
    expect(unknown).toMatchObject(refusal(404, 'ORDER_NOT_FOUND', 'Paddle does not know this transaction.'));
  });
});
