import type { SNSEvent } from 'aws-lambda';
import type { AdminBuyerView, AdminOrderView } from '../../lambdas/contract/admin';
import { ADMIN_API, adminAction, auditTrail, operatorClient } from '../support/admin-kit';
import { refusal, uniqueEmail, type AuthClient } from '../support/auth-client';
import { eventually } from '../support/eventually';
import { shopMails } from '../support/mailbox';
import { buyAndPay, licencesSeenBy, ownerOf } from '../support/portal-kit';
import { localHandlerEnvironment, localStatus } from '../support/portal-seed';
import { stackUrl } from '../support/stack-url';

const SUITE = 'skydeck-suiteb737annual';
const TRAINER = 'ios-fms-trainer-b738-personal-monthly';

/** The mails an operator can see (ADR 450, 458): sent or skipped, per order and per buyer, and what they say. */
let sesEvents: typeof import('../../lambdas/handlers/ses-events').handler;
let operator: AuthClient;

beforeAll(async () => {
  // SES's complaint arrives through SNS in the cloud; here its handler runs against the local stack's table.
  Object.assign(process.env, localHandlerEnvironment(await localStatus(stackUrl())));
  sesEvents = (await import('../../lambdas/handlers/ses-events')).handler;
  operator = (await operatorClient('mails-op')).client;
});

async function complainFor(email: string): Promise<void> {
  await sesEvents({
    Records: [
      {
        Sns: {
          Message: JSON.stringify({
            eventType: 'Complaint',
            complaint: { complainedRecipients: [{ emailAddress: email }] },
          }),
        },
      },
    ],
  } as unknown as SNSEvent);
}

const orderPage = async (transactionId: string) =>
  (await operator.get(ADMIN_API.order(transactionId))).body as AdminOrderView;
const buyerPage = async (email: string) => (await operator.get(ADMIN_API.buyer(email))).body as AdminBuyerView;

describe('mails in the console', () => {
  it('shows a mail skipped for a suppressed address with why and since when; a re-send there answers 409', async () => {
    // Prepare
    const buyer = uniqueEmail('mails-suppressed');
    await complainFor(buyer);
    const { transactionId } = await buyAndPay({ slug: SUITE, quantity: 1, email: buyer });

    // Act
    const order = await eventually(
      () => orderPage(transactionId),
      (view) => view.mails.some((mail) => mail.kind === 'order-paid'),
    );
    const page = await buyerPage(buyer);
    const resend = await adminAction(operator, ADMIN_API.orderAction(transactionId, 'resend'), {
      reason: 'buyer says the keys never arrived',
    });

    // Assess
    expect(order.mails).toEqual([
      expect.objectContaining({
        kind: 'order-paid',
        to: buyer,
        status: 'skipped',
        note: expect.stringMatching(
          /^not sent: address suppressed since .+ UTC \(the recipient marked a mail as spam\)$/,
        ),
      }),
    ]);
    expect(page.suppression).toEqual({ reason: 'complaint', since: expect.any(String) });
    expect(page.mails).toEqual([expect.objectContaining({ kind: 'order-paid', status: 'skipped' })]);
    expect(resend).toMatchObject(refusal(409, 'ADDRESS_SUPPRESSED'));
    expect(resend.body.error.message).toMatch(new RegExp(`^Not sent: ${buyer} is suppressed since .+ \\(complaint\\)`));
    expect(await shopMails(buyer)).toEqual([]);
  });

  it('lifts a suppression with a reason, in the audit log, after which the re-send goes out', async () => {
    // Prepare
    const buyer = uniqueEmail('mails-lifted');
    await complainFor(buyer);
    const { transactionId } = await buyAndPay({ slug: SUITE, quantity: 1, email: buyer });
    const lift = (key: string) =>
      adminAction(
        operator,
        `${ADMIN_API.buyer(buyer)}/unsuppress`,
        { reason: 'buyer fixed their mailbox and asked by phone' },
        key,
      );

    // Act
    const lifted = await lift('lift-key-1');
    const again = await lift('lift-key-2');
    const resend = await adminAction(operator, ADMIN_API.orderAction(transactionId, 'resend'), {
      reason: 'keys again now that mail works',
    });
    const page = await buyerPage(buyer);

    // Assess
    expect(lifted.status).toBe(200);
    expect(lifted.body).toMatchObject({ email: buyer, lifted: { reason: 'complaint' } });
    expect(again).toMatchObject(refusal(409, 'NOT_SUPPRESSED'));
    expect(resend.status).toBe(200);
    expect(await shopMails(buyer, 'order-resend')).toHaveLength(1);
    expect(page.suppression).toBeNull();
    expect(page.mails.map((mail) => `${mail.kind}:${mail.status}`)).toEqual([
      'order-resend:sent',
      'order-paid:skipped',
    ]);
    expect(auditTrail(page.timeline)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'buyer.unsuppress',
          reason: 'buyer fixed their mailbox and asked by phone',
          targets: [`buyer:${buyer}`],
        }),
      ]),
    );
  });

  it('re-sends to the owners named, each only their own licences, and the amounts only to the buyer', async () => {
    // Prepare
    const buyer = uniqueEmail('mails-resend-buyer');
    const colleague = uniqueEmail('mails-resend-colleague');
    const { transactionId } = await buyAndPay({ slug: SUITE, quantity: 2, email: buyer });
    const [first, second] = [...(await licencesSeenBy(buyer))].sort((a, b) => a.licenceId.localeCompare(b.licenceId));
    await adminAction(operator, ADMIN_API.licenceAction(second!.licenceId, 'reassign'), {
      email: colleague,
      reason: 'second seat to a colleague',
    });
    const [moved] = await licencesSeenBy(colleague);

    // Act
    const toColleague = await adminAction(operator, ADMIN_API.orderAction(transactionId, 'resend'), {
      to: [colleague],
      reason: 'colleague lost the key',
    });
    const toBoth = await adminAction(operator, ADMIN_API.orderAction(transactionId, 'resend'), {
      reason: 'both asked',
    });

    // Assess
    expect(toColleague.body.sentTo).toEqual([colleague]);
    expect(toBoth.body.sentTo).toEqual([buyer, colleague].sort());
    const [colleagueMail] = await shopMails(colleague, 'order-resend');
    const [buyerMail] = await shopMails(buyer, 'order-resend');
    expect(colleagueMail!.text).toContain(moved!.licenceKey);
    expect(colleagueMail!.text).not.toContain(first!.licenceKey);
    expect(colleagueMail!.text).not.toMatch(/Amount charged|Net|VAT/);
    expect(colleagueMail!.text).toContain('Our support staff sent this mail again.');
    expect(buyerMail!.text).toContain(first!.licenceKey);
    expect(buyerMail!.text).not.toContain(moved!.licenceKey);
    expect(buyerMail!.text).toMatch(/VAT/);
  });

  it('lists the order\u2019s transfer and cancellation mails, and says support staff made an operator\u2019s move', async () => {
    // Prepare
    const buyer = uniqueEmail('mails-moves');
    const newOwner = uniqueEmail('mails-moves-to');
    const { transactionId, subscriptionId } = await buyAndPay({ slug: TRAINER, quantity: 1, email: buyer });
    const suite = await buyAndPay({ slug: SUITE, quantity: 1, email: buyer });
    const [licence] = (await licencesSeenBy(buyer)).filter((seen) =>
      seen.licenceId.includes(suite.transactionId.slice(4)),
    );
    await adminAction(operator, ADMIN_API.licenceAction(licence!.licenceId, 'reassign'), {
      email: newOwner,
      reason: 'new company address',
    });
    await (await ownerOf(buyer)).post(`/api/subscriptions/${subscriptionId}/cancel`, {});

    // Act
    const trainerOrder = await eventually(
      () => orderPage(transactionId),
      (view) => view.mails.some((mail) => mail.kind === 'subscription-cancelled'),
    );
    const suiteOrder = await orderPage(suite.transactionId);

    // Assess
    expect(trainerOrder.mails.map((mail) => mail.kind)).toEqual(
      expect.arrayContaining(['subscription-cancelled', 'order-paid']),
    );
    // The buyer asked for the end in the portal: the timeline says so, not that Paddle did.
    expect(trainerOrder.timeline).toEqual(
      expect.arrayContaining([expect.objectContaining({ by: 'buyer', action: 'cancel-requested', actor: buyer })]),
    );
    expect(
      suiteOrder.mails
        .filter((mail) => mail.kind === 'transfer-completed')
        .map((mail) => mail.to)
        .sort(),
    ).toEqual([buyer, newOwner].sort());
    const [toPrevious] = await shopMails(buyer, 'transfer-completed');
    const [toNew] = await shopMails(newOwner, 'transfer-completed');
    expect(toPrevious!.text).toContain(`Our support staff moved your`);
    expect(toPrevious!.text).not.toContain('accepted');
    expect(toNew!.text).toContain('Our support staff made this change.');
  });
});
