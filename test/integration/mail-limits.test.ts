import { TOO_MANY_MAILS_MESSAGE } from '../../lambdas/domain/mail-limits';
import { AuthClient, mailCount, signedUpClient, uniqueEmail } from '../support/auth-client';
import { eventually } from '../support/eventually';
import { shopMails } from '../support/mailbox';
import { SAME_ORIGIN_HEADERS, standIn } from '../support/paddle-test-kit';
import { buyAndPay, waitForDeliveries } from '../support/portal-kit';
import { stackUrl } from '../support/stack-url';

const SUITE = 'skydeck-suiteb38mannual';
const TOO_MANY = { error: { code: 'TOO_MANY_MAILS', message: TOO_MANY_MAILS_MESSAGE } };

/** An anonymous auth step from a caller of its own (the address CloudFront would append to X-Forwarded-For). */
async function anonymousStep(step: string, body: unknown, callerAddress: string) {
  const response = await fetch(`${stackUrl()}/api/auth/${step}`, {
    method: 'POST',
    headers: { ...SAME_ORIGIN_HEADERS(), 'x-forwarded-for': callerAddress },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any, headers: response.headers };
}

const someAddress = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`;

describe('mail limits: what a caller can make the shop send is counted in the table (ADR 260)', () => {
  it('allows three offer mails of one licence to one address a day (offer, cancel, offer again), then answers 429', async () => {
    // Prepare
    const email = uniqueEmail('limit-offer-owner');
    await buyAndPay({ slug: SUITE, quantity: 1, email });
    const owner = await signedUpClient(email);
    const [licence] = (await owner.get('/api/licenses')).body.licences;
    const recipient = uniqueEmail('limit-offer-recipient');
    const offerPath = `/api/licenses/${licence.licenceId}/transfer`;
    for (let offer = 0; offer < 3; offer += 1) {
      expect((await owner.post(offerPath, { email: recipient })).status).toBe(200);
      expect((await owner.post(`${offerPath}/cancel`, {})).status).toBe(200);
    }

    // Act
    const fourth = await owner.post(offerPath, { email: recipient.toUpperCase() });
    const elsewhere = await owner.post(offerPath, { email: uniqueEmail('limit-offer-other') });

    // Assess: refused with the contract's shape and when to try again; nothing pending, no fourth mail
    expect([fourth.status, fourth.body]).toEqual([429, TOO_MANY]);
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(fourth.headers.get('retry-after'))).toBeLessThanOrEqual(86_400);
    expect(await shopMails(recipient, 'transfer-offer')).toHaveLength(3);
    expect(elsewhere.status).toBe(200);
    expect((await owner.get('/api/licenses')).body.licences[0].pendingTransfer).toMatchObject({
      toEmail: elsewhere.body.pendingTransfer.toEmail,
    });
  });

  it('limits one owner to twenty offer mails a day, whatever the addresses', async () => {
    // Prepare
    const email = uniqueEmail('limit-offer-caller');
    await buyAndPay({ slug: SUITE, quantity: 1, email });
    const owner = await signedUpClient(email);
    const [licence] = (await owner.get('/api/licenses')).body.licences;
    const offerPath = `/api/licenses/${licence.licenceId}/transfer`;
    for (let offer = 0; offer < 20; offer += 1) {
      expect((await owner.post(offerPath, { email: uniqueEmail(`limit-caller-${offer}`) })).status).toBe(200);
      expect((await owner.post(`${offerPath}/cancel`, {})).status).toBe(200);
    }

    // Act
    const twentyFirst = await owner.post(offerPath, { email: uniqueEmail('limit-caller-21') });

    // Assess
    expect([twentyFirst.status, twentyFirst.body]).toEqual([429, TOO_MANY]);
  });

  it('allows five codes an hour to an address, known or not, and refuses both alike after that', async () => {
    // Prepare: the sign-up's code and four reset codes to a known address, five reset codes to an unknown one
    const known = uniqueEmail('limit-reset-known');
    await signedUpClient(known);
    const unknown = uniqueEmail('limit-reset-unknown');
    const caller = someAddress();
    for (let reset = 0; reset < 5; reset += 1) {
      if (reset > 0) expect((await anonymousStep('forgot-password', { email: known }, caller)).status).toBe(200);
      expect((await anonymousStep('forgot-password', { email: unknown }, caller)).status).toBe(200);
    }
    const codesBefore = await mailCount(known);

    // Act
    const sixthKnown = await anonymousStep('forgot-password', { email: known }, someAddress());
    const sixthUnknown = await anonymousStep('forgot-password', { email: unknown }, someAddress());
    const resend = await anonymousStep('resend-sign-up-code', { email: known.toUpperCase() }, someAddress());

    // Assess: the same refusal for both (no account enumeration), and no further code sent
    expect([sixthKnown.status, sixthKnown.body]).toEqual([429, TOO_MANY]);
    expect([sixthUnknown.status, sixthUnknown.body]).toEqual([429, TOO_MANY]);
    expect([resend.status, resend.body]).toEqual([429, TOO_MANY]);
    expect(await mailCount(known)).toBe(codesBefore);
  });
});

describe('a code sent on the side', () => {
  it('takes an unconfirmed account past the limit to the code form without sending another code', async () => {
    // Prepare: the sign-up's code and four resent codes
    const email = uniqueEmail('limit-unconfirmed');
    const password = 'correct horse battery';
    expect((await anonymousStep('sign-up', { email, password }, someAddress())).status).toBe(200);
    for (let resend = 0; resend < 4; resend += 1)
      expect((await anonymousStep('resend-sign-up-code', { email }, someAddress())).status).toBe(200);
    const codesBefore = await mailCount(email);

    // Act
    const signIn = await anonymousStep('sign-in', { email, password }, someAddress());

    // Assess
    expect(signIn).toMatchObject({ status: 200, body: { next: 'confirmSignUp', username: email } });
    expect(await mailCount(email)).toBe(codesBefore);
  });
});

describe('mail limits under a flood', () => {
  it('lets exactly five of twelve simultaneous reset requests for one address through', async () => {
    // Prepare
    const email = uniqueEmail('limit-flood');

    // Act
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => anonymousStep('forgot-password', { email }, someAddress())),
    );

    // Assess
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(5).fill(200), ...Array(7).fill(429)]);
  });
});

describe('cancel with a receipt and an undo (ADR 261)', () => {
  it('mails the end date on cancel; Resume removes the cancellation in Paddle and mails that it continues', async () => {
    // Prepare
    const email = uniqueEmail('resume-support');
    const bought = await buyAndPay({ slug: SUITE, quantity: 1, email });
    const client = await signedUpClient(email);
    const subscriptionId = bought.subscriptionId!;
    const [before] = (await client.get('/api/subscriptions')).body.subscriptions;
    const deliveries = (await standIn(`deliveries?entityId=${subscriptionId}`)).body.deliveries.length;

    // Act: cancel
    const cancel = await client.post(`/api/subscriptions/${subscriptionId}/cancel`, {});
    await waitForDeliveries(subscriptionId, deliveries + 1);

    // Assess: the receipt names the end date; the subscription reads as ending then
    expect([cancel.status, cancel.body]).toEqual([
      200,
      {
        subscriptionId,
        cancellation: 'requested',
        effectiveFrom: 'next_billing_period',
        endsAt: before.currentPeriodEnd,
      },
    ]);
    const endDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(before.currentPeriodEnd),
    );
    const [cancelled] = await eventually(
      () => shopMails(email, 'subscription-cancelled'),
      (mails) => mails.length > 0,
    );
    expect(cancelled!.subject).toBe('SkyDeck: Your subscription is cancelled');
    expect(cancelled!.text).toContain(`It stays active until ${endDate} and is not charged again.`);
    expect((await client.get('/api/subscriptions')).body.subscriptions[0]).toMatchObject({
      cancellable: false,
      cancelsAt: before.currentPeriodEnd,
    });

    // Act: resume
    const resume = await client.post(`/api/subscriptions/${subscriptionId}/resume`, {});
    await waitForDeliveries(subscriptionId, deliveries + 2);

    // Assess: renewing again as before, with a receipt; a second resume has nothing to undo
    expect([resume.status, resume.body]).toEqual([
      200,
      { subscriptionId, resumption: 'requested', nextBilledAt: before.nextBilledAt },
    ]);
    expect((await client.get('/api/subscriptions')).body.subscriptions[0]).toMatchObject({
      status: 'active',
      cancellable: true,
      cancelsAt: null,
      nextBilledAt: before.nextBilledAt,
    });
    const [licence] = (await client.get('/api/products')).body.products[0].licences;
    expect(licence.support).toMatchObject({ state: 'active', autoRenewing: true });
    const [resumed] = await eventually(
      () => shopMails(email, 'subscription-resumed'),
      (mails) => mails.length > 0,
    );
    expect(resumed!.text).toContain(`renews automatically on ${endDate}`);
    const again = await client.post(`/api/subscriptions/${subscriptionId}/resume`, {});
    expect([again.status, again.body.error.code]).toEqual([409, 'NOT_CANCELLED']);
  });

  it('resumes only the caller\u2019s own subscription', async () => {
    // Prepare
    const email = uniqueEmail('resume-owner');
    const bought = await buyAndPay({ slug: SUITE, quantity: 1, email });
    const stranger = await signedUpClient(uniqueEmail('resume-stranger'));

    // Act
    const resume = await stranger.post(`/api/subscriptions/${bought.subscriptionId}/resume`, {});
    const anonymous = await new AuthClient().post(`/api/subscriptions/${bought.subscriptionId}/resume`, {});

    // Assess
    expect([resume.status, resume.body.error.code]).toEqual([404, 'SUBSCRIPTION_NOT_FOUND']);
    expect(anonymous.status).toBe(401);
  });
});
