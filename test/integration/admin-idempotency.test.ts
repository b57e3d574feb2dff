import { refusal, uniqueEmail } from '../support/auth-client';
import { ADMIN_API, adminAction, auditTrail, operatorClient } from '../support/admin-kit';
import { shopMails } from '../support/mailbox';
import { buyAndPay, licencesSeenBy } from '../support/portal-kit';

const SUITE = 'skydeck-suiteb737annual';

describe('an operator\u2019s Idempotency-Key', () => {
  it('is bound to the operator, the route, the record and the body: any other use answers 422 and does nothing', async () => {
    // Prepare
    const { client: operator } = await operatorClient('idem-bound');
    const { client: colleague } = await operatorClient('idem-bound-colleague');
    const email = uniqueEmail('idem-bound-buyer');
    await buyAndPay({ slug: SUITE, quantity: 2, email });
    const [first, second] = (await licencesSeenBy(email)).map((licence) => licence.licenceId).sort();
    const key = `bound-${Date.now()}`;
    const revoked = await adminAction(
      operator,
      ADMIN_API.licenceAction(first!, 'revoke'),
      { reason: 'fraud seen' },
      key,
    );

    // Act
    const otherLicence = await adminAction(
      operator,
      ADMIN_API.licenceAction(second!, 'revoke'),
      { reason: 'fraud seen' },
      key,
    );
    const otherRoute = await adminAction(
      operator,
      ADMIN_API.licenceAction(first!, 'reinstate'),
      { reason: 'fraud seen' },
      key,
    );
    const otherBody = await adminAction(
      operator,
      ADMIN_API.licenceAction(first!, 'revoke'),
      { reason: 'another reason' },
      key,
    );
    const otherOperator = await adminAction(
      colleague,
      ADMIN_API.licenceAction(first!, 'revoke'),
      { reason: 'fraud seen' },
      key,
    );
    const sameAgain = await adminAction(
      operator,
      ADMIN_API.licenceAction(first!, 'revoke'),
      { reason: 'fraud seen' },
      key,
    );

    // Assess
    expect(revoked.status).toBe(200);
    for (const refused of [otherLicence, otherRoute, otherBody, otherOperator])
      expect(refused).toMatchObject(refusal(422, 'IDEMPOTENCY_KEY_REUSED'));
    expect(sameAgain.body).toEqual(revoked.body);
    const statuses = Object.fromEntries((await licencesSeenBy(email)).map((l) => [l.licenceId, l.status]));
    expect(statuses).toEqual({ [first!]: 'revoked', [second!]: 'active' });
    const licence = await operator.get(ADMIN_API.licence(first!));
    expect(auditTrail(licence.body.timeline).map((entry) => entry.action)).toEqual(['licence.revoke']);
  });

  it('gives a retry that overlaps the first call the first call\u2019s outcome, never a second action', async () => {
    // Prepare
    const { client: operator } = await operatorClient('idem-overlap');
    const email = uniqueEmail('idem-overlap-buyer');
    await buyAndPay({ slug: SUITE, quantity: 1, email });
    const [licence] = await licencesSeenBy(email);
    const path = ADMIN_API.licenceAction(licence!.licenceId, 'revoke');
    const key = `overlap-${Date.now()}`;

    // Act: the same decision sent three times at once, as a double click and a retry would
    const answers = await Promise.all([1, 2, 3].map(() => adminAction(operator, path, { reason: 'chargeback' }, key)));

    // Assess
    const succeeded = answers.filter((answer) => answer.status === 200);
    expect(succeeded.length).toBeGreaterThanOrEqual(1);
    for (const answer of succeeded) expect(answer.body).toEqual(succeeded[0]!.body);
    for (const answer of answers.filter((candidate) => candidate.status !== 200))
      expect(answer).toMatchObject(refusal(409, 'IDEMPOTENCY_IN_PROGRESS'));
    const view = await operator.get(ADMIN_API.licence(licence!.licenceId));
    expect(auditTrail(view.body.timeline).map((entry) => entry.action)).toEqual(['licence.revoke']);
  });
});

describe('mails an operator\u2019s action sends', () => {
  it('are limited per address: the fourth re-send within the hour answers 429 with Retry-After and mails nothing', async () => {
    // Prepare
    const { client: operator } = await operatorClient('limit-resend');
    const email = uniqueEmail('limit-resend-buyer');
    const { transactionId } = await buyAndPay({ slug: SUITE, quantity: 1, email });
    const path = ADMIN_API.orderAction(transactionId, 'resend');
    for (let sent = 0; sent < 3; sent += 1)
      expect((await adminAction(operator, path, { reason: `lost it again ${sent}` })).status).toBe(200);

    // Act
    const fourth = await adminAction(operator, path, { reason: 'lost it once more' });

    // Assess
    expect(fourth).toMatchObject(refusal(429, 'TOO_MANY_MAILS'));
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await shopMails(email, 'order-resend')).toHaveLength(3);
  });

  it('are limited per address whoever asks: moving a licence back and forth stops at the limit', async () => {
    // Prepare
    const { client: operator } = await operatorClient('limit-move');
    const { client: colleague } = await operatorClient('limit-move-2');
    const owner = uniqueEmail('limit-move-a');
    const other = uniqueEmail('limit-move-b');
    await buyAndPay({ slug: SUITE, quantity: 1, email: owner });
    const [licence] = await licencesSeenBy(owner);
    const path = ADMIN_API.licenceAction(licence!.licenceId, 'reassign');
    const moves = [
      await adminAction(operator, path, { email: other, reason: 'new company address' }),
      await adminAction(colleague, path, { email: owner, reason: 'moved by mistake' }),
      await adminAction(operator, path, { email: other, reason: 'new company address after all' }),
    ];

    // Act
    const fourth = await adminAction(colleague, path, { email: owner, reason: 'back again' });

    // Assess
    expect(moves.map((move) => move.status)).toEqual([200, 200, 200]);
    expect(fourth).toMatchObject(refusal(429, 'TOO_MANY_MAILS'));
    expect(fourth.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await licencesSeenBy(other)).map((l) => l.licenceId)).toEqual([licence!.licenceId]);
  });
});
