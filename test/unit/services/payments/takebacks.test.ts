import { unitIds } from '../../../../lambdas/domain/licences/issuance';
import { verifyLicenceKey } from '../../../../lambdas/services/licences/verify-licence-key';
import { b737SuiteLicence } from '../../../support/licence-fixtures';
import { deliver, memoryPaymentPorts } from '../../../support/memory-payment-ports';
import {
  adjustmentEvent,
  customData,
  fixtureId,
  lineItemId,
  transactionCompleted,
} from '../../../support/paddle-fixtures';

/** Refunds of add-on and support lines (ADR 070), in Paddle's shapes, through the payment services in memory. */

const HUD_LINE = 2;

function hudSuitePurchase(units: number) {
  const transactionId = fixtureId('txn');
  const subscriptionId = fixtureId('sub');
  const paid = transactionCompleted({
    transactionId,
    subscriptionId,
    customData: customData('skydeck-suiteb737annual', units, 'pilot@example.com', { addOns: ['hud'] }),
    lines: [
      { priceKey: 'suite-licence-b737', quantity: units, unitCents: 150_000 },
      { priceKey: 'support-annual-b737', quantity: units, unitCents: 0 },
      { priceKey: 'hud', quantity: units, unitCents: 100_000 },
    ],
  });
  const refund = (line: number, amountCents: number, adjustmentId = fixtureId('adj')) =>
    adjustmentEvent({
      transactionId,
      subscriptionId,
      adjustmentId,
      action: 'refund',
      type: 'partial',
      items: [{ itemId: lineItemId(transactionId, line), type: 'partial', amountCents }],
    });
  return { transactionId, subscriptionId, paid, refund, ids: unitIds(transactionId, units) };
}

/** What a buyer sees of each licence: status, add-ons in the record and in the key, key version. */
function seen(world: ReturnType<typeof memoryPaymentPorts>, ids: readonly string[]) {
  return ids.map((id) => {
    const licence = world.licences.get(id)!;
    const key = verifyLicenceKey(licence.licenceKey, world.publicKeyPem);
    return {
      status: licence.status,
      addOns: licence.addOns,
      keyAddOns: key.addOns,
      keyVersion: key.keyVersion ?? 1,
      product: key.product,
    };
  });
}

describe('a refunded add-on line', () => {
  it('takes the add-on from the highest unit only, with a new key version and no second order mail', async () => {
    // Prepare
    const world = memoryPaymentPorts();
    const purchase = hudSuitePurchase(3);
    await deliver(world.ports, purchase.paid);

    // Act
    await deliver(world.ports, purchase.refund(HUD_LINE, 100_000));

    // Assess
    expect(seen(world, purchase.ids)).toEqual([
      expect.objectContaining({ status: 'active', addOns: ['hud'], keyAddOns: ['hud'], keyVersion: 1 }),
      expect.objectContaining({ status: 'active', addOns: ['hud'], keyAddOns: ['hud'], keyVersion: 1 }),
      expect.objectContaining({ status: 'active', addOns: [], keyAddOns: [], keyVersion: 2 }),
    ]);
    expect(world.mails).toHaveLength(1);
    expect(world.orders.get(purchase.transactionId)?.status).toBe('paid');
    expect(world.canceled).toEqual([]);
  });

  it('changes nothing when the same adjustment arrives again or Paddle retries its event', async () => {
    // Prepare
    const world = memoryPaymentPorts();
    const purchase = hudSuitePurchase(2);
    await deliver(world.ports, purchase.paid);
    const refund = purchase.refund(HUD_LINE, 100_000, 'adj_hud_once');
    await deliver(world.ports, refund);
    const before = seen(world, purchase.ids);
    const keys = purchase.ids.map((id) => world.licences.get(id)!.licenceKey);

    // Act
    await deliver(world.ports, refund);
    await deliver(world.ports, { ...refund, event_id: fixtureId('evt'), occurred_at: new Date().toISOString() });

    // Assess
    expect(seen(world, purchase.ids)).toEqual(before);
    expect(purchase.ids.map((id) => world.licences.get(id)!.licenceKey)).toEqual(keys);
  });

  it('writes one key when two deliveries of the same refund race, and both succeed', async () => {
    // Prepare
    const world = memoryPaymentPorts();
    const purchase = hudSuitePurchase(2);
    await deliver(world.ports, purchase.paid);
    const refund = purchase.refund(HUD_LINE, 100_000);

    // Act
    const answers = await Promise.all([
      deliver(world.ports, refund),
      deliver(world.ports, { ...refund, event_id: fixtureId('evt') }),
    ]);

    // Assess
    expect(answers).toEqual(['processed', 'processed']);
    expect(seen(world, purchase.ids).map(({ keyAddOns, keyVersion }) => ({ keyAddOns, keyVersion }))).toEqual([
      { keyAddOns: ['hud'], keyVersion: 1 },
      { keyAddOns: [], keyVersion: 2 },
    ]);
  });

  it('is applied when the payment arrives after it', async () => {
    // Prepare
    const world = memoryPaymentPorts();
    const purchase = hudSuitePurchase(2);

    // Act
    await deliver(world.ports, purchase.refund(HUD_LINE, 100_000));
    await deliver(world.ports, purchase.paid);

    // Assess
    expect(seen(world, purchase.ids).map(({ status, keyAddOns }) => ({ status, keyAddOns }))).toEqual([
      { status: 'active', keyAddOns: ['hud'] },
      { status: 'active', keyAddOns: [] },
    ]);
    const mailed = world.mails[0]!.licences.map((licence) => licence.licenceKey);
    expect(mailed).toEqual(purchase.ids.map((id) => world.licences.get(id)!.licenceKey));
  });

  it('ends in the same licences whichever of a unit’s licence and add-on refunds comes first', async () => {
    // Prepare
    const outcomes = [];
    for (const order of [
      [0, HUD_LINE],
      [HUD_LINE, 0],
    ]) {
      const world = memoryPaymentPorts();
      const purchase = hudSuitePurchase(3);
      await deliver(world.ports, purchase.paid);
      const amounts: Record<number, number> = { 0: 150_000, [HUD_LINE]: 100_000 };

      // Act
      for (const line of order) await deliver(world.ports, purchase.refund(line, amounts[line]!));
      outcomes.push(seen(world, purchase.ids));
    }

    // Assess
    expect(outcomes[0]).toEqual(outcomes[1]);
    expect(outcomes[0]!.map(({ status, addOns }) => [status, addOns])).toEqual([
      ['active', ['hud']],
      ['active', ['hud']],
      ['revoked', []],
    ]);
  });

  it('turns a neo-and-ceo licence into the ceo-only suite when its neo add-on is refunded', async () => {
    // Prepare
    const world = memoryPaymentPorts();
    const transactionId = fixtureId('txn');
    await deliver(
      world.ports,
      transactionCompleted({
        transactionId,
        subscriptionId: fixtureId('sub'),
        customData: customData('skydeck-suitea320neoandceoannual', 1, 'pilot@example.com'),
        lines: [
          { priceKey: 'suite-licence-a320', quantity: 1, unitCents: 150_000 },
          { priceKey: 'support-annual-a320', quantity: 1, unitCents: 0 },
          { priceKey: 'a320-neo-addon', quantity: 1, unitCents: 30_000 },
        ],
      }),
    );

    // Act
    await deliver(
      world.ports,
      adjustmentEvent({
        transactionId,
        action: 'refund',
        type: 'partial',
        items: [{ itemId: lineItemId(transactionId, 2), type: 'full', amountCents: 30_000 }],
      }),
    );

    // Assess
    const [licence] = world.licences.values();
    expect(licence).toMatchObject({
      status: 'active',
      productSlug: 'skydeck-suitea320ceoonlyannual',
      configuration: 'ceoonly',
      keyVersion: 2,
    });
    expect(verifyLicenceKey(licence!.licenceKey, world.publicKeyPem)).toMatchObject({
      product: 'skydeck-suitea320ceoonlyannual',
      configuration: 'ceoonly',
    });
  });
});

describe('a refunded support extension', () => {
  function extensionPurchase() {
    const transactionId = fixtureId('txn');
    const subscriptionId = fixtureId('sub');
    const paid = transactionCompleted({
      transactionId,
      subscriptionId,
      customData: customData('suite-nc-support-extension-b737-annual', 1, 'pilot@example.com', {
        secondaryQuantity: 2,
        licenceId: 'lic_earlier_1',
      }),
      lines: [
        { priceKey: 'support-annual-b737', quantity: 1, unitCents: 12_000 },
        { priceKey: 'support-catch-up-month-b737', quantity: 2, unitCents: 1_000 },
      ],
      recurring: 'year',
    });
    const refund = (line: number, amountCents: number) =>
      adjustmentEvent({
        transactionId,
        subscriptionId,
        action: 'refund',
        type: 'partial',
        items: [{ itemId: lineItemId(transactionId, line), type: 'partial', amountCents }],
      });
    return { subscriptionId, paid, refund };
  }

  it('ends its support now when its support line is refunded, and not for its catch-up months alone', async () => {
    // Prepare
    const world = memoryPaymentPorts();
    const extension = extensionPurchase();
    // The licence it extends is known: an extension for one not issued yet waits for Paddle's retry.
    world.licences.set(
      'lic_earlier_1',
      b737SuiteLicence({
        licenceId: 'lic_earlier_1',
        ownerEmail: 'pilot@example.com',
        transactionId: 'txn_earlier',
        licenceKey: 'SKYDECK1.earlier.key',
      }),
    );
    await deliver(world.ports, extension.paid);

    // Act
    await deliver(world.ports, extension.refund(1, 2_000));
    const afterCatchUp = [...world.canceled];
    await deliver(world.ports, extension.refund(0, 12_000));

    // Assess
    expect(afterCatchUp).toEqual([]);
    expect(world.canceled).toEqual([extension.subscriptionId]);
  });
});
