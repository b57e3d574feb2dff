import { orderNumberOf } from '../../lambdas/contract/order-number';
import { signedUpClient, uniqueEmail } from '../support/auth-client';
import { eventually } from '../support/eventually';
import { runSupportReminders, shopMails } from '../support/mailbox';
import { adjustmentEvent } from '../support/paddle-fixtures';
import { signedWebhook, standIn, webhookSecret } from '../support/paddle-test-kit';
import { buyAndPay, licencesSeenBy, ownerOf, subscriptionControl, subscriptionSeenBy } from '../support/portal-kit';
import { stackUrl } from '../support/stack-url';

const SUITE = 'skydeck-suiteb737annual';

describe('the mails a buyer expects, read from the local mailbox', () => {
  it('sends the licence keys of a paid order once, in a text and an HTML part, with the link to /licenses', async () => {
    // Prepare
    const email = uniqueEmail('mail-order');

    // Act
    const { transactionId } = await buyAndPay({ slug: SUITE, quantity: 2, email });
    const notifications = (await standIn(`deliveries?entityId=${transactionId}&eventType=transaction.completed`)).body
      .deliveries;
    await standIn(`notifications/${notifications[0].notificationId}/replay`, 'POST');

    // Assess
    const mails = await eventually(
      () => shopMails(email, 'order-paid'),
      (found) => found.length > 0,
    );
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    const keys = (await licencesSeenBy(email)).map((licence) => licence.licenceKey);
    expect(keys).toHaveLength(2);
    expect(mail!.subject).toBe('SkyDeck: your 2 licence keys');
    for (const key of keys) {
      expect(mail!.text).toContain(key);
      expect(mail!.html).toContain(key);
    }
    expect(mail!.text).toContain(`Order number: ${orderNumberOf(transactionId)}`);
    expect(mail!.text).toContain(`Reference for support: ${transactionId}`);
    expect(mail!.text).toContain('Net price: €3,000.00\nVAT: €600.00\nAmount charged: €3,600.00');
    expect(mail!.text).toContain(`See your order and invoice: ${stackUrl()}/orders?order=${transactionId}`);
    expect(mail!.text).toContain('Use this key to activate your SkyDeck B737 suite licence in the simulator software.');
    expect(mail!.text).toContain(`${stackUrl()}/licenses`);
    expect(mail!.html).toContain(`href="${stackUrl()}/licenses"`);
    expect(mail!.html).toMatch(/^<!doctype html>/);
  });

  it('tells the recipient of a transfer offer how to accept, and both owners when it is done', async () => {
    // Prepare
    const ownerEmail = uniqueEmail('mail-transfer-owner');
    const recipientEmail = uniqueEmail('mail-transfer-recipient');
    await buyAndPay({ slug: SUITE, quantity: 1, email: ownerEmail });
    const owner = await signedUpClient(ownerEmail);
    const recipient = await signedUpClient(recipientEmail);
    const [licence] = (await owner.get('/api/licenses')).body.licences;

    // Act
    await owner.post(`/api/licenses/${licence.licenceId}/transfer`, { email: recipientEmail });
    const offers = await shopMails(recipientEmail, 'transfer-offer');
    const accepted = await recipient.post(`/api/licenses/${licence.licenceId}/transfer/accept`, {});

    // Assess
    expect(offers).toHaveLength(1);
    expect(offers[0]!.text).toContain(`${ownerEmail} offers you their`);
    expect(offers[0]!.text).toContain(`Accept the licence: ${stackUrl()}/licenses`);
    const [toRecipient] = await shopMails(recipientEmail, 'transfer-completed');
    const [toOwner] = await shopMails(ownerEmail, 'transfer-completed');
    expect(toRecipient!.text).toContain(accepted.body.licenceKey);
    expect(toOwner!.subject).toBe('SkyDeck: your licence transfer is complete');
    expect(toOwner!.text).not.toContain(accepted.body.licenceKey);
  });

  it('announces support ending soon and a lapse once each, with the link to extend', async () => {
    // Prepare: one buyer whose support is cancelled at the period end, one whose support lapsed
    const endingEmail = uniqueEmail('mail-ending');
    const lapsedEmail = uniqueEmail('mail-lapsed');
    const ending = await buyAndPay({ slug: SUITE, quantity: 1, email: endingEmail });
    // Bought a year ago: its paid year of support ends now, when its subscription ends.
    const lapsed = await buyAndPay({ slug: SUITE, quantity: 1, email: lapsedEmail, paidMonthsAgo: 12 });
    await (await ownerOf(endingEmail)).post(`/api/subscriptions/${ending.subscriptionId}/cancel`, {});
    const cancelled = (await eventually(
      () => subscriptionSeenBy(endingEmail, ending.subscriptionId!),
      (view) => view?.cancelsAt != null,
    ))!;
    await subscriptionControl(lapsed.subscriptionId!, 'lapse?monthsAgo=0');
    const periodEnd = new Date(cancelled.currentPeriodEnd!);
    const tenDaysBefore = new Date(periodEnd.getTime() - 10 * 86_400_000);

    // Act: the daily job runs on two days (a year ahead, and ten days before the period's end)
    await runSupportReminders(new Date());
    await runSupportReminders(tenDaysBefore);
    await runSupportReminders(tenDaysBefore);

    // Assess
    const soon = await shopMails(endingEmail, 'support-lapsing');
    const gone = await shopMails(lapsedEmail, 'support-lapsed');
    expect(soon).toHaveLength(1);
    expect(soon[0]!.text).toContain('does not renew');
    expect(soon[0]!.text).toContain(`Extend support: ${stackUrl()}/my-extend-support-subscription`);
    expect(gone).toHaveLength(1);
    expect(gone[0]!.text).toContain('Your licence keeps working.');
    expect(await shopMails(endingEmail, 'support-lapsed')).toHaveLength(0);
  });
});

describe('GET /api/orders/{transactionId}', () => {
  it('answers 404 for a transaction the shop knows only from a refund, never from a checkout', async () => {
    // Prepare
    const transactionId = `txn_${Date.now().toString(36)}refundonly`;
    const refund = adjustmentEvent({
      transactionId,
      action: 'refund',
      type: 'full',
      items: [{ itemId: 'txnitm_unknown', type: 'full', amountCents: 100 }],
    });
    expect((await signedWebhook(refund, await webhookSecret())).status).toBe(200);

    // Act
    const response = await fetch(`${stackUrl()}/api/orders/${transactionId}`);

    // Assess
    expect(response.status).toBe(404);
    expect(((await response.json()) as any).error.code).toBe('ORDER_NOT_FOUND');
  });

  it('answers a paid order with its lines, the charged total and the e-mail masked', async () => {
    // Prepare
    const email = uniqueEmail('summary');
    const { transactionId } = await buyAndPay({ slug: SUITE, quantity: 2, email });

    // Act
    const response = await fetch(`${stackUrl()}/api/orders/${transactionId}`);
    const body = (await response.json()) as any;

    // Assess
    expect(response.status).toBe(200);
    expect(body).toMatchObject({
      orderNumber: orderNumberOf(transactionId),
      transactionId,
      status: 'paid',
      discountCents: 24_000,
      totalCents: 300_000,
      licenceCount: 2,
      supportExtension: null,
    });
    expect(body.maskedEmail).toBe(`s***@example.com`);
    expect(JSON.stringify(body)).not.toContain(email);
    expect(
      body.lines.map((line: any) => line.lineCents).reduce((a: number, b: number) => a + b, 0) - body.discountCents,
    ).toBe(body.totalCents);
  });

  it.each([
    ['txn_doesnotexist1', 404, 'ORDER_NOT_FOUND'],
    ['not-an-order', 400, 'BAD_REQUEST'],
  ])('answers %s with %i', async (id, status, code) => {
    // Act
    const response = await fetch(`${stackUrl()}/api/orders/${id}`);

    // Assess
    expect(response.status).toBe(status);
    expect(((await response.json()) as any).error.code).toBe(code);
  });
});
