import { localPriceId } from '../../../lambdas/adapters/paddle-ids';
import { uniqueEmail } from '../../support/auth-client';
import { eventually } from '../../support/eventually';
import { standIn } from '../../support/paddle-test-kit';
import {
  buyAndPay,
  ownerOf,
  subscriptionControl,
  subscriptionSeenBy,
  waitForDeliveries,
} from '../../support/portal-kit';

/**
 * What `GET /api/subscriptions` names for each subscription — the caller's active licences it supports, or the seats
 * it pays for (ADR 150) — follows transfers, refunds and seat changes.
 */
const SUITE = 'skydeck-suiteb737annual';
const TRAINER = 'win-fms-trainer-b738-personal-monthly';

const unit = (transactionId: string, n: number) => `lic_${transactionId.replace(/^txn_/, '')}_${n}`;

async function namedBy(email: string, subscriptionId: string): Promise<readonly string[] | undefined> {
  return (await subscriptionSeenBy(email, subscriptionId))?.licenceIds;
}

describe('the licences a subscription names', () => {
  it('stops naming a licence its buyer transferred, and the new owner does not see the subscription', async () => {
    // Prepare
    const buyerEmail = uniqueEmail('subs-transfer-buyer');
    const recipientEmail = uniqueEmail('subs-transfer-recipient');
    const bought = await buyAndPay({ slug: SUITE, quantity: 2, email: buyerEmail });
    const subscriptionId = bought.subscriptionId!;
    const buyer = await ownerOf(buyerEmail);
    const recipient = await ownerOf(recipientEmail);
    const before = await namedBy(buyerEmail, subscriptionId);

    // Act
    await buyer.post(`/api/licenses/${unit(bought.transactionId, 2)}/transfer`, { email: recipientEmail });
    const accept = await recipient.post(`/api/licenses/${unit(bought.transactionId, 2)}/transfer/accept`, {});

    // Assess
    expect(accept.status).toBe(200);
    expect(before).toEqual([unit(bought.transactionId, 1), unit(bought.transactionId, 2)]);
    expect(await namedBy(buyerEmail, subscriptionId)).toEqual([unit(bought.transactionId, 1)]);
    expect((await recipient.get('/api/subscriptions')).body.subscriptions).toEqual([]);
  });

  it('stops naming a licence whose unit was refunded', async () => {
    // Prepare
    const email = uniqueEmail('subs-refund');
    const bought = await buyAndPay({ slug: SUITE, quantity: 2, email });

    // Act
    const refund = await standIn(`transactions/${bought.transactionId}/refund`, 'POST', {
      lines: [{ priceId: localPriceId('suite-licence-b737'), quantity: 1 }],
    });
    await waitForDeliveries(refund.body.adjustmentId, 2);

    // Assess
    expect(refund.status).toBe(200);
    expect(await namedBy(email, bought.subscriptionId!)).toEqual([unit(bought.transactionId, 1)]);
  });

  it('names each seat a trainer subscription pays for, as seats are added and taken away', async () => {
    // Prepare
    const email = uniqueEmail('subs-seats');
    const bought = await buyAndPay({ slug: TRAINER, quantity: 2, email });
    const subscriptionId = bought.subscriptionId!;
    const seats = (count: number) => Array.from({ length: count }, (_, index) => unit(bought.transactionId, index + 1));
    const bought2 = await namedBy(email, subscriptionId);

    // Act
    await subscriptionControl(subscriptionId, 'quantity?quantity=3');
    const raised = await eventually(
      () => namedBy(email, subscriptionId),
      (ids) => ids?.length === 3,
    );
    await subscriptionControl(subscriptionId, 'quantity?quantity=1');
    const lowered = await eventually(
      () => namedBy(email, subscriptionId),
      (ids) => ids?.length === 1,
    );

    // Assess
    expect(bought2).toEqual(seats(2));
    expect(raised).toEqual(seats(3));
    expect(lowered).toEqual(seats(1));
  });
});

describe('the next charge a subscription names', () => {
  it('is what Paddle previews, VAT included, until the subscription is set to end', async () => {
    // Prepare: a B737 suite, whose support renews at 120.00 net, and the stand-in's 20 % VAT
    const email = uniqueEmail('subs-next-charge');
    const bought = await buyAndPay({ slug: SUITE, quantity: 1, email });
    const subscriptionId = bought.subscriptionId!;

    // Act
    const renewing = await subscriptionSeenBy(email, subscriptionId);
    const cancel = await (await ownerOf(email)).post(`/api/subscriptions/${subscriptionId}/cancel`, {});
    const ending = await eventually(
      () => subscriptionSeenBy(email, subscriptionId),
      (view) => view?.cancelsAt !== null,
    );

    // Assess
    expect(renewing?.nextCharge).toEqual({ netCents: 12_000, taxCents: 2_400, grossCents: 14_400, currency: 'EUR' });
    expect(cancel.status).toBe(200);
    expect(ending?.nextCharge).toBeNull();
    expect(ending?.amountCents).toBe(12_000);
  });
});
