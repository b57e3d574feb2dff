import { AuthClient, refusal, signedUpClient, uniqueEmail } from '../../support/auth-client';
import { ADMIN_API, adminAction, operatorClient, auditTrail } from '../../support/admin-kit';
import { buyAndPay, ownerOf } from '../../support/portal-kit';
import { stackUrl } from '../../support/stack-url';

const SUITE = 'skydeck-suiteb38mannual';

async function keyStatus(key: string) {
  return (await (await fetch(`${stackUrl()}/api/licence-keys/status?key=${encodeURIComponent(key)}`)).json()) as any;
}

describe('the admin API: find an order, revoke and reinstate a licence, with an audit trail', () => {
  let operator: AuthClient;
  let operatorEmail: string;
  let buyer: AuthClient;
  let buyerEmail: string;
  let transactionId: string;
  let licenceId: string;

  beforeAll(async () => {
    ({ client: operator, email: operatorEmail } = await operatorClient('admin-licences-op'));
    buyerEmail = uniqueEmail('admin-licences-buyer');
    ({ transactionId } = await buyAndPay({ slug: SUITE, quantity: 1, email: buyerEmail }));
    buyer = await ownerOf(buyerEmail);
    licenceId = `lic_${transactionId.replace(/^txn_/, '')}_1`;
  });

  it('answers 401 to anyone signed out and 403 to a buyer, on every admin route', async () => {
    // Prepare
    const anonymous = new AuthClient();
    const reads = [
      `${ADMIN_API.search}?q=${buyerEmail}`,
      ADMIN_API.order(transactionId),
      ADMIN_API.licence(licenceId),
      ADMIN_API.buyer(buyerEmail),
    ];

    // Act
    const anonymousReads = await Promise.all(reads.map((path) => anonymous.get(path)));
    const buyerReads = await Promise.all(reads.map((path) => buyer.get(path)));
    const anonymousRevoke = await adminAction(anonymous, ADMIN_API.licenceAction(licenceId, 'revoke'), {
      reason: 'fraud',
    });
    const buyerRevoke = await adminAction(buyer, ADMIN_API.licenceAction(licenceId, 'revoke'), { reason: 'fraud' });

    // Assess
    for (const answer of anonymousReads) expect(answer).toMatchObject(refusal(401, 'NOT_SIGNED_IN'));
    for (const answer of buyerReads) expect(answer).toMatchObject(refusal(403, 'NOT_AN_OPERATOR'));
    expect(anonymousRevoke).toMatchObject(refusal(401, 'NOT_SIGNED_IN'));
    expect(buyerRevoke).toMatchObject(refusal(403, 'NOT_AN_OPERATOR'));
    expect((await buyer.get('/api/licenses')).body.licences[0].status).toBe('active');
  });

  it('finds the order by e-mail, transaction id, licence id and whole licence key', async () => {
    // Prepare
    const [licence] = (await buyer.get('/api/licenses')).body.licences;

    // Act
    const answers = await Promise.all(
      [buyerEmail.toUpperCase(), transactionId, licenceId, licence.licenceKey].map((q) =>
        operator.get(`${ADMIN_API.search}?q=${encodeURIComponent(q)}`),
      ),
    );

    // Assess
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(answers[0]!.body).toMatchObject({
      buyers: [buyerEmail],
      orders: [expect.objectContaining({ transactionId, status: 'paid', email: buyerEmail })],
      licences: [expect.objectContaining({ licenceId, owner: buyerEmail, status: 'active' })],
    });
    expect(answers[1]!.body.orders).toEqual([expect.objectContaining({ transactionId })]);
    expect(answers[2]!.body.licences).toEqual([expect.objectContaining({ licenceId })]);
    expect(answers[3]!.body.licences).toEqual([expect.objectContaining({ licenceId })]);
  });

  it('answers 400 to a search too short and 404 to ids that are not ids or are unknown', async () => {
    // Act
    const short = await operator.get(`${ADMIN_API.search}?q=ab`);
    const badOrder = await operator.get(ADMIN_API.order('not-a-transaction'));
    const unknownLicence = await operator.get(ADMIN_API.licence('lic_unknown_1'));
    const noReason = await adminAction(operator, ADMIN_API.licenceAction(licenceId, 'revoke'), {});
    const noKey = await operator.post(ADMIN_API.licenceAction(licenceId, 'revoke'), { reason: 'fraud seen' });

    // Assess
    expect(short.status).toBe(400);
    expect(short.body.error.message).toMatch(/at least 3 characters/);
    expect(badOrder).toMatchObject(refusal(404, 'NOT_FOUND'));
    expect(unknownLicence).toMatchObject(refusal(404, 'LICENCE_NOT_FOUND'));
    expect(noReason.status).toBe(400);
    expect(noKey).toMatchObject(refusal(400, 'IDEMPOTENCY_KEY_REQUIRED'));
  });

  it('revokes a licence: the buyer sees it revoked, its key answers revoked, a retry gets the same answer', async () => {
    // Prepare
    const [before] = (await buyer.get('/api/licenses')).body.licences;

    // Act
    const revoked = await adminAction(
      operator,
      ADMIN_API.licenceAction(licenceId, 'revoke'),
      { reason: 'card fraud' },
      'revoke-key-1',
    );
    const retried = await adminAction(
      operator,
      ADMIN_API.licenceAction(licenceId, 'revoke'),
      { reason: 'card fraud' },
      'revoke-key-1',
    );
    const twice = await adminAction(operator, ADMIN_API.licenceAction(licenceId, 'revoke'), { reason: 'card fraud' });
    const [after] = (await buyer.get('/api/licenses')).body.licences;
    const page = await operator.get(ADMIN_API.licence(licenceId));

    // Assess
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ licenceId, status: 'revoked' });
    expect(retried.body).toEqual(revoked.body);
    expect(twice).toMatchObject(refusal(409, 'LICENCE_ALREADY_REVOKED'));
    expect(after.status).toBe('revoked');
    expect((await keyStatus(before.licenceKey)).state).toBe('revoked');
    expect(page.body.licence).toMatchObject({ status: 'revoked', revokedReason: 'operator' });
    expect(auditTrail(page.body.timeline)).toEqual([
      expect.objectContaining({
        auditId: revoked.body.auditId,
        action: 'licence.revoke',
        actor: { email: operatorEmail, sub: expect.any(String) },
        reason: 'card fraud',
        targets: [`licence:${licenceId}`, `order:${transactionId}`, `buyer:${buyerEmail}`],
        before: { status: 'active', revokedReason: null },
        after: { status: 'revoked', revokedReason: 'operator' },
        requestId: expect.any(String),
      }),
    ]);
  });

  it('reinstates what an operator revoked: the key is current again and both steps are on the order and buyer pages', async () => {
    // Prepare
    const [before] = (await buyer.get('/api/licenses')).body.licences;

    // Act
    const reinstated = await adminAction(operator, ADMIN_API.licenceAction(licenceId, 'reinstate'), {
      reason: 'fraud cleared',
    });
    const order = await operator.get(ADMIN_API.order(transactionId));
    const buyerPage = await operator.get(ADMIN_API.buyer(buyerEmail));

    // Assess
    expect(reinstated.body).toMatchObject({ licenceId, status: 'active' });
    expect((await keyStatus(before.licenceKey)).state).toBe('current');
    expect(order.status).toBe(200);
    expect(order.body.order).toMatchObject({ transactionId, status: 'paid', email: buyerEmail });
    expect(order.body.licences).toEqual([expect.objectContaining({ licenceId, status: 'active' })]);
    expect(auditTrail(order.body.timeline).map((entry) => entry.action)).toEqual([
      'licence.revoke',
      'licence.reinstate',
    ]);
    expect(auditTrail(buyerPage.body.timeline).map((entry) => entry.reason)).toEqual(['card fraud', 'fraud cleared']);
    expect(buyerPage.body.licences).toEqual([expect.objectContaining({ licenceId, status: 'active' })]);
  });

  it('refuses to reinstate a licence a buyer was never sold, and answers the CSRF guard first', async () => {
    // Prepare
    const stranger = await signedUpClient(uniqueEmail('admin-stranger'));

    // Act
    const unknown = await adminAction(operator, ADMIN_API.licenceAction('lic_never_1', 'reinstate'), {
      reason: 'mistake',
    });
    const noCsrf = await stranger.post(ADMIN_API.licenceAction(licenceId, 'revoke'), { reason: 'x' }, { csrf: false });

    // Assess
    expect(unknown).toMatchObject(refusal(404, 'LICENCE_NOT_FOUND'));
    expect(noCsrf).toMatchObject(refusal(403, 'CSRF_HEADER_MISSING'));
  });

  it('lists the audit entries by day, actor and target, and refuses a bad range', async () => {
    // Prepare
    const today = new Date().toISOString().slice(0, 10);
    const byDay = `${ADMIN_API.audit}?from=${today}&to=${today}&actor=${encodeURIComponent(operatorEmail)}`;

    // Act
    const entries = await operator.get(byDay);
    const byTarget = await operator.get(`${ADMIN_API.audit}?from=${today}&to=${today}&target=licence:${licenceId}`);
    const reversed = await operator.get(`${ADMIN_API.audit}?from=${today}&to=2000-01-01`);
    const noDates = await operator.get(ADMIN_API.audit);
    const asBuyer = await buyer.get(byDay);
    const anonymous = await new AuthClient().get(byDay);

    // Assess
    expect(entries.status).toBe(200);
    expect(entries.body.entries.map((entry: any) => entry.action)).toEqual(['licence.reinstate', 'licence.revoke']);
    expect(byTarget.body.entries).toHaveLength(2);
    expect(reversed).toMatchObject(refusal(400, 'BAD_RANGE'));
    expect(noDates.status).toBe(400);
    expect(asBuyer).toMatchObject(refusal(403, 'NOT_AN_OPERATOR'));
    expect(anonymous).toMatchObject(refusal(401, 'NOT_SIGNED_IN'));
  });
});
