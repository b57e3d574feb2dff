import { randomUUID } from 'node:crypto';
import { refusal, signedUpClient, uniqueEmail } from '../../support/auth-client';
import { ADMIN_API, adminAction, operatorClient } from '../../support/admin-kit';
import { buyAndPay, licencesSeenBy } from '../../support/portal-kit';

describe('GET /api/admin/audit', () => {
  it('lists what operators did to a target, with who, why and when', async () => {
    // Prepare: an operator revokes a licence
    const email = uniqueEmail('audited');
    await buyAndPay({ slug: 'skydeck-suiteb737annual', quantity: 1, email });
    const [licence] = await licencesSeenBy(email);
    const { client: operator, email: operatorEmail } = await operatorClient('audit-op');
    const reason = `fraud report ${randomUUID()}`;
    await adminAction(operator, ADMIN_API.licenceAction(licence!.licenceId, 'revoke'), { reason });

    // Act
    const today = new Date().toISOString().slice(0, 10);
    const trail = await operator.get(
      `${ADMIN_API.audit}?from=${today}&to=${today}&target=licence:${licence!.licenceId}`,
    );

    // Assess
    expect(trail.status).toBe(200);
    expect(trail.body.entries).toEqual([
      expect.objectContaining({
        action: 'licence.revoke',
        reason,
        actor: expect.objectContaining({ email: operatorEmail }),
      }),
    ]);
  });

  it('refuses a range longer than 31 days, and a buyer', async () => {
    // Prepare
    const { client: operator } = await operatorClient('audit-range-op');
    const buyer = await signedUpClient(uniqueEmail('audit-buyer'));

    // Act
    const tooLong = await operator.get(`${ADMIN_API.audit}?from=2026-01-01&to=2026-03-01`);
    const asBuyer = await buyer.get(`${ADMIN_API.audit}?from=2026-01-01&to=2026-01-02`);

    // Assess
    expect(tooLong).toMatchObject(refusal(400, 'RANGE_TOO_LONG'));
    expect(asBuyer).toMatchObject(refusal(403, 'NOT_AN_OPERATOR'));
  });
});
