import { localPriceId } from '../../lambdas/adapters/paddle-ids';
import { verifyLicenceKey } from '../../lambdas/services/licences/verify-licence-key';
import { mailCount, signedUpClient, uniqueEmail, type AuthClient } from '../support/auth-client';
import { standIn } from '../support/paddle-test-kit';
import { buyAndPay, waitForDeliveries } from '../support/portal-kit';
import { stackUrl } from '../support/stack-url';

/**
 * A refund of the HUD line alone (ADR 070), made with the Paddle stand-in's refund control and seen the way a buyer
 * and the simulator see it: `GET /api/licenses` and `GET /api/licence-keys/status`.
 */
const SUITE = 'skydeck-suiteb737annual';

async function buyerWithHudSuites(label: string) {
  const email = uniqueEmail(label);
  const bought = await buyAndPay({ slug: SUITE, quantity: 2, email, addOns: ['hud'] });
  const client = await signedUpClient(email);
  return { email, client, transactionId: bought.transactionId };
}

/** Refunds `quantity` units of one price through the stand-in and waits for `adjustment.created` and `.updated`. */
async function refundUnits(transactionId: string, priceKey: string, quantity: number): Promise<string> {
  const refund = await standIn(`transactions/${transactionId}/refund`, 'POST', {
    lines: [{ priceId: localPriceId(priceKey), quantity }],
  });
  if (refund.status !== 200) throw new Error(`refund failed: ${JSON.stringify(refund.body)}`);
  await waitForDeliveries(refund.body.adjustmentId, 2);
  return refund.body.adjustmentId as string;
}

async function licencesSeenBy(client: AuthClient): Promise<any[]> {
  const { body } = await client.get('/api/licenses');
  return [...body.licences].sort((a: any, b: any) => a.licenceId.localeCompare(b.licenceId));
}

async function keyStatus(key: string) {
  return (await (await fetch(`${stackUrl()}/api/licence-keys/status?key=${encodeURIComponent(key)}`)).json()) as any;
}

async function publicKeyPem(): Promise<string> {
  return ((await (await fetch(`${stackUrl()}/api/licence-keys/public-key`)).json()) as any).publicKeyPem;
}

describe('a refund of the HUD line alone', () => {
  it('takes the HUD from the second licence only, whose new key is current and old key superseded', async () => {
    // Prepare
    const buyer = await buyerWithHudSuites('hud-refund');
    const [, second] = await licencesSeenBy(buyer.client);
    const mailsBefore = await mailCount(buyer.email);

    // Act
    await refundUnits(buyer.transactionId, 'hud', 1);

    // Assess
    const [first, reissued] = await licencesSeenBy(buyer.client);
    expect(first).toMatchObject({ status: 'active', addOns: ['hud'], keyVersion: 1 });
    expect(reissued).toMatchObject({ licenceId: second.licenceId, status: 'active', addOns: [], keyVersion: 2 });
    expect(verifyLicenceKey(reissued.licenceKey, await publicKeyPem())).toMatchObject({ addOns: [], keyVersion: 2 });
    expect(await keyStatus(reissued.licenceKey)).toMatchObject({ state: 'current', keyVersion: 2 });
    expect(await keyStatus(second.licenceKey)).toMatchObject({
      state: 'superseded',
      keyVersion: 1,
      currentKeyVersion: 2,
    });
    expect(await keyStatus(first.licenceKey)).toMatchObject({ state: 'current', keyVersion: 1 });
    expect(await mailCount(buyer.email)).toBe(mailsBefore);
  });

  it('changes nothing when Paddle delivers the same refund again', async () => {
    // Prepare
    const buyer = await buyerWithHudSuites('hud-refund-replay');
    const adjustmentId = await refundUnits(buyer.transactionId, 'hud', 1);
    const before = await licencesSeenBy(buyer.client);
    const { deliveries } = (await standIn(`deliveries?entityId=${adjustmentId}`)).body;
    const approved = deliveries.find((delivery: any) => delivery.eventType === 'adjustment.updated');

    // Act
    await standIn(`notifications/${approved.notificationId}/replay`, 'POST');
    await waitForDeliveries(adjustmentId, 3);

    // Assess
    expect(await licencesSeenBy(buyer.client)).toEqual(before);
  });

  it('leaves the other licence its HUD when the licence line of the same unit was refunded first', async () => {
    // Prepare
    const buyer = await buyerWithHudSuites('hud-after-licence');
    await refundUnits(buyer.transactionId, 'suite-licence-b737', 1);

    // Act
    await refundUnits(buyer.transactionId, 'hud', 1);

    // Assess
    const [first, second] = await licencesSeenBy(buyer.client);
    expect(first).toMatchObject({ status: 'active', addOns: ['hud'], keyVersion: 1 });
    expect(second).toMatchObject({ status: 'revoked', addOns: [] });
    expect(await keyStatus(first.licenceKey)).toMatchObject({ state: 'current' });
    expect(await keyStatus(second.licenceKey)).toMatchObject({ state: 'revoked' });
  });
});
