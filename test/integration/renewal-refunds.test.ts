import { signedUpClient, uniqueEmail } from '../support/auth-client';
import { standIn } from '../support/paddle-test-kit';
import { buyAndPay, subscriptionControl, waitForDeliveries } from '../support/portal-kit';
import { stackUrl } from '../support/stack-url';

/**
 * A refund or chargeback of a renewal (ADR 071), made with the Paddle stand-in's controls on the renewal's own
 * transaction and seen the way a buyer and the simulator see it: `/api/licenses`, `/api/subscriptions` and
 * `/api/licence-keys/status`.
 */
async function keyStatus(key: string) {
  return (await (await fetch(`${stackUrl()}/api/licence-keys/status?key=${encodeURIComponent(key)}`)).json()) as any;
}

async function renewed(slug: string, quantity: number, label: string, paidMonthsAgo = 0) {
  const email = uniqueEmail(label);
  const bought = await buyAndPay({ slug, quantity, email, paidMonthsAgo });
  const renewal = await subscriptionControl(bought.subscriptionId!, 'renew');
  await waitForDeliveries(renewal.transactionId, 1);
  const client = await signedUpClient(email);
  return { client, subscriptionId: bought.subscriptionId!, renewalId: renewal.transactionId as string };
}

/** Takes the renewal back through the stand-in, then waits for the adjustment and the cancellation it causes. */
async function takeBack(renewalId: string, subscriptionId: string, control: 'refund' | 'chargeback') {
  const before = (await standIn(`deliveries?entityId=${subscriptionId}`)).body.deliveries.length;
  const answer = await standIn(`transactions/${renewalId}/${control}`, 'POST');
  if (answer.status !== 200) throw new Error(`${control} failed: ${JSON.stringify(answer.body)}`);
  await waitForDeliveries(answer.body.adjustmentId, control === 'refund' ? 2 : 1);
  await waitForDeliveries(subscriptionId, before + 2);
}

describe('a refunded or charged-back renewal', () => {
  it('a trainer renewal refunded in full ends the subscription, and the renewed seat keys answer expired', async () => {
    // Prepare
    const buyer = await renewed('ios-fms-trainer-b738-personal-monthly', 2, 'renewal-refund');
    const seats = (await buyer.client.get('/api/licenses')).body.licences;
    const before = await Promise.all(seats.map((seat: any) => keyStatus(seat.licenceKey)));

    // Act
    await takeBack(buyer.renewalId, buyer.subscriptionId, 'refund');

    // Assess
    expect(before.map((status) => status.state)).toEqual(['current', 'current']);
    const { subscriptions } = (await buyer.client.get('/api/subscriptions')).body;
    expect(subscriptions).toEqual([
      expect.objectContaining({ subscriptionId: buyer.subscriptionId, status: 'canceled' }),
    ]);
    const after = await Promise.all(seats.map((seat: any) => keyStatus(seat.licenceKey)));
    expect(after.map((status) => status.state)).toEqual(['expired', 'expired']);
    const listed = (await buyer.client.get('/api/licenses')).body.licences;
    expect(listed.map((seat: any) => seat.support.state)).toEqual(['lapsed', 'lapsed']);
  });

  it('a charged-back support renewal shows the suite’s support lapsed, its licence still valid', async () => {
    // Prepare
    // Bought a year ago, so the renewal pays the year that begins now.
    const buyer = await renewed('skydeck-suiteb737annual', 1, 'renewal-chargeback', 12);

    // Act
    await takeBack(buyer.renewalId, buyer.subscriptionId, 'chargeback');

    // Assess
    const [licence] = (await buyer.client.get('/api/licenses')).body.licences;
    expect(licence).toMatchObject({ status: 'active', support: { state: 'lapsed' } });
    expect(await keyStatus(licence.licenceKey)).toMatchObject({ state: 'current', support: { state: 'lapsed' } });
  });
});

describe('a trainer renewal refunded for one of its seats', () => {
  it('takes the renewed period from the highest seat only; the subscription runs on', async () => {
    // Prepare
    const buyer = await renewed('ios-fms-trainer-b738-personal-monthly', 2, 'renewal-seat-refund');
    const seats = [...(await buyer.client.get('/api/licenses')).body.licences].sort((a: any, b: any) =>
      a.licenceId.localeCompare(b.licenceId),
    );
    const [renewedUntil] = await Promise.all(
      seats.map(async (seat: any) => (await keyStatus(seat.licenceKey)).validUntil),
    );

    // Act
    const refund = await standIn(`transactions/${buyer.renewalId}/refund`, 'POST', {
      lines: [{ priceId: (await standIn(`transactions/${buyer.renewalId}`)).body.lines[0].priceId, quantity: 1 }],
    });
    await waitForDeliveries(refund.body.adjustmentId, 2);

    // Assess
    const [first, second] = await Promise.all(seats.map((seat: any) => keyStatus(seat.licenceKey)));
    expect(first).toMatchObject({ state: 'current', validUntil: renewedUntil });
    expect(second.state).toBe('current');
    expect(Date.parse(second.validUntil)).toBeLessThan(Date.parse(renewedUntil));
    const { subscriptions } = (await buyer.client.get('/api/subscriptions')).body;
    expect(subscriptions).toEqual([expect.objectContaining({ status: 'active' })]);
  });
});
