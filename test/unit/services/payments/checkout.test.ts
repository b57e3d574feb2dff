import { generateKeyPairSync, sign } from 'node:crypto';
import type { LicenceRecord } from '../../../../lambdas/adapters/store/licences';
import type { OrderRecord } from '../../../../lambdas/adapters/store/orders';
import type { CheckoutCustomData } from '../../../../lambdas/contract/checkout-custom-data';
import {
  assembleLicenceKey,
  licenceKeyPayload,
  licenceKeySigningInput,
} from '../../../../lambdas/domain/licences/licence-key';
import type { LedgerEntry } from '../../../../lambdas/domain/ledger/entries';
import type { LicenceStanding } from '../../../../lambdas/domain/ledger/standing';
import type { SupportStatus } from '../../../../lambdas/domain/licences/support-status';
import type { PricedBasket } from '../../../../lambdas/domain/pricing';
import {
  startCheckout,
  type CheckoutPorts,
  type CheckoutRequest,
} from '../../../../lambdas/services/payments/checkout';
import { b737SuiteLicence } from '../../../support/licence-fixtures';

/** What checkout asks of the table and of Paddle, kept in memory, with what it was asked to write. */
function memoryCheckout(
  options: {
    licences?: LicenceRecord[];
    orders?: OrderRecord[];
    support?: SupportStatus;
    catchUpMonths?: number;
    termsVersion?: string;
    publicKeyPem?: string;
  } = {},
) {
  const licences = new Map((options.licences ?? []).map((licence) => [licence.licenceId, licence]));
  const orders = new Map((options.orders ?? []).map((order) => [order.transactionId, order]));
  const created: { basket: PricedBasket; customerId: string; customData: CheckoutCustomData }[] = [];
  const customers: string[] = [];
  const quotes: { licenceId: string; entries: readonly LedgerEntry[] }[] = [];
  const ports: CheckoutPorts = {
    getLicence: async (licenceId) => licences.get(licenceId),
    getOrder: async (transactionId) => orders.get(transactionId),
    putPendingOrder: async (order) => void orders.set(order.transactionId, order),
    publicKeyPem: async () => options.publicKeyPem ?? '',
    standingOf: async () => standing(options.support ?? { state: 'none' }, options.catchUpMonths ?? 0),
    recordQuote: async (licenceId, entries) => void quotes.push({ licenceId, entries }),
    findOrCreateCustomer: async (email) => {
      customers.push(email);
      return `ctm_${customers.length}`;
    },
    createTransaction: async (input) => {
      created.push(input);
      return { id: `txn_new${created.length}` };
    },
    paddleIds: { priceId: (priceKey) => `pri_${priceKey}`, firstYearDiscountIds: ['dsc_first_year'] },
    currentTermsVersion: async () => options.termsVersion,
  };
  return { ports, orders, created, customers, quotes };
}

/** A licence's standing with the support and catch-up months given (the rest as nothing was paid). */
function standing(support: SupportStatus, catchUpMonths: number): LicenceStanding {
  return {
    entries: [],
    coverage: [],
    support,
    paidUntil: null,
    paidBy: null,
    payer: null,
    renewal: null,
    catchUpMonths,
    usable: true,
    seat: null,
  };
}

const guest = (request: Omit<CheckoutRequest, 'buyerEmail' | 'signedIn'>): CheckoutRequest => ({
  buyerEmail: 'pilot@example.com',
  signedIn: false,
  ...request,
});
const signedIn = (request: Omit<CheckoutRequest, 'buyerEmail' | 'signedIn'>): CheckoutRequest => ({
  buyerEmail: 'pilot@example.com',
  signedIn: true,
  ...request,
});

async function refusal(act: Promise<unknown>): Promise<{ code?: string; message?: string }> {
  return act.then(
    () => {
      throw new Error('expected the checkout to be refused');
    },
    (error: { code?: string; message?: string }) => error,
  );
}

const B737_EXTENSION = 'suite-nc-support-extension-b737-annual';
const pilotsSuite = b737SuiteLicence({
  licenceId: 'lic_old_1',
  ownerEmail: 'pilot@example.com',
  transactionId: 'txn_old',
  licenceKey: 'SKYDECK1.x.y',
});
const IN_A_YEAR = new Date(Date.now() + 365 * 86_400_000).toISOString();

describe('startCheckout', () => {
  it('charges the catalogue price at Paddle, sends the buyer to pay and records the order as pending', async () => {
    // Prepare
    const { ports, orders, created, customers } = memoryCheckout();

    // Act
    const answer = await startCheckout(
      ports,
      guest({ slug: 'skydeck-suiteb737annual', quantity: 2, addOns: ['hud', 'hud'] }),
    );

    // Assess: 2 × (1,500 + 120 support + 1,000 HUD), less the first year of support
    expect(answer).toEqual({ transactionId: 'txn_new1', checkoutUrl: '/pay?_ptxn=txn_new1' });
    expect(customers).toEqual(['pilot@example.com']);
    expect(created[0]!.customerId).toBe('ctm_1');
    expect(created[0]!.basket.paddleItems).toEqual([
      { priceId: 'pri_suite-licence-b737', quantity: 2 },
      { priceId: 'pri_support-annual-b737', quantity: 2 },
      { priceId: 'pri_hud', quantity: 2 },
    ]);
    expect(created[0]!.basket.discountIds).toEqual(['dsc_first_year']);
    expect(created[0]!.customData).toEqual({
      shop: 'skydeck',
      slug: 'skydeck-suiteb737annual',
      quantity: 2,
      addOns: ['hud'],
      buyerEmail: 'pilot@example.com',
    });
    expect(orders.get('txn_new1')).toMatchObject({ status: 'pending', totalCents: 500_000, customerId: 'ctm_1' });
  });

  it('refuses an add-on on its own, pointing at the suite page, before asking Paddle for anything', async () => {
    // Prepare
    const { ports, created } = memoryCheckout();

    // Act
    const error = await refusal(startCheckout(ports, guest({ slug: 'hud', quantity: 1 })));

    // Assess
    expect(error).toMatchObject({
      code: 'NOT_SOLD_ALONE',
      message: "slug: Head-up Display is an add-on of a suite; choose it on the suite's page.",
    });
    expect(created).toEqual([]);
  });

  it('refuses a licence named with anything but a support extension', async () => {
    // Prepare
    const { ports } = memoryCheckout({ licences: [pilotsSuite] });

    // Act
    const error = await refusal(
      startCheckout(ports, signedIn({ slug: 'skydeck-suiteb737annual', quantity: 1, licenceId: 'lic_old_1' })),
    );

    // Assess
    expect(error).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'licenceId: only a support extension names a licence',
    });
  });

  it('sells a support extension only for a named suite licence', async () => {
    // Prepare
    const { ports, created } = memoryCheckout();

    // Act
    const error = await refusal(
      startCheckout(ports, guest({ slug: B737_EXTENSION, quantity: 1, secondaryQuantity: 0 })),
    );

    // Assess
    expect(error).toMatchObject({
      code: 'LICENCE_REQUIRED',
      message:
        'licenceKey: a support extension extends one suite licence; enter its licence key, or sign in and choose it.',
    });
    expect(created).toEqual([]);
  });

  it('sells one unit of a support extension: more would renew one licence\u2019s support several times', async () => {
    // Prepare
    const { ports, created } = memoryCheckout({ licences: [pilotsSuite] });

    // Act
    const error = await refusal(
      startCheckout(ports, signedIn({ slug: B737_EXTENSION, quantity: 3, licenceId: 'lic_old_1' })),
    );

    // Assess
    expect(error).toMatchObject({
      code: 'BAD_REQUEST',
      message:
        'quantity: a support extension extends one suite licence, so its quantity is 1; buy one extension per licence.',
    });
    expect(created).toEqual([]);
  });

  it('extends a signed-in buyer’s own licence, and names it for the webhook', async () => {
    // Prepare
    const { ports, created } = memoryCheckout({ licences: [pilotsSuite] });

    // Act
    await startCheckout(
      ports,
      signedIn({ slug: B737_EXTENSION, quantity: 1, secondaryQuantity: 0, licenceId: 'lic_old_1' }),
    );

    // Assess
    expect(created[0]!.customData).toMatchObject({
      slug: B737_EXTENSION,
      licenceId: 'lic_old_1',
      secondaryQuantity: 0,
    });
  });

  it('finds no licence of someone else’s among a signed-in buyer’s', async () => {
    // Prepare
    const { ports } = memoryCheckout({ licences: [{ ...pilotsSuite, ownerEmail: 'someone@example.com' }] });

    // Act
    const error = await refusal(
      startCheckout(
        ports,
        signedIn({ slug: B737_EXTENSION, quantity: 1, secondaryQuantity: 0, licenceId: 'lic_old_1' }),
      ),
    );

    // Assess
    expect(error).toMatchObject({ code: 'LICENCE_NOT_FOUND', message: 'licenceId: no such licence among yours' });
  });

  it('refuses an extension for another aircraft family than the licence’s', async () => {
    // Prepare
    const { ports } = memoryCheckout({ licences: [pilotsSuite] });

    // Act
    const error = await refusal(
      startCheckout(
        ports,
        signedIn({
          slug: 'suite-nc-support-extension-a320-annual',
          quantity: 1,
          secondaryQuantity: 0,
          licenceId: 'lic_old_1',
        }),
      ),
    );

    // Assess
    expect(error).toMatchObject({
      code: 'BAD_REQUEST',
      message: "licenceId: the licence is for the B737, not for this product's aircraft",
    });
  });

  it('never sells a period twice: support that renews by itself is not extended', async () => {
    // Prepare
    const renewing: SupportStatus = {
      state: 'active',
      activeUntil: '2030-01-15T00:00:00.000Z',
      autoRenewing: true,
      subscriptionId: 'sub_1',
    };
    const { ports, created } = memoryCheckout({ licences: [pilotsSuite], support: renewing });

    // Act
    const error = await refusal(
      startCheckout(
        ports,
        signedIn({ slug: B737_EXTENSION, quantity: 1, secondaryQuantity: 0, licenceId: 'lic_old_1' }),
      ),
    );

    // Assess
    expect(error).toMatchObject({ code: 'SUPPORT_ALREADY_RENEWS' });
    expect(error.message).toContain('already renews automatically on 15 January 2030');
    expect(created).toEqual([]);
  });

  it('sells no extension while the subscription that renews the support is paused, which renews it once resumed', async () => {
    // Prepare
    const paused: SupportStatus = { state: 'paused', pausedSince: '2029-03-02T00:00:00.000Z', subscriptionId: 'sub_1' };
    const { ports, created } = memoryCheckout({ licences: [pilotsSuite], support: paused });

    // Act
    const error = await refusal(
      startCheckout(ports, guest({ slug: B737_EXTENSION, quantity: 1, licenceId: 'lic_old_1' })),
    );

    // Assess
    expect(error).toMatchObject({ code: 'SUPPORT_PAUSED' });
    expect(error.message).toContain('is paused since 2 March 2029');
    expect(created).toEqual([]);
  });

  it('extends support that ends without renewing', async () => {
    // Prepare
    const ending: SupportStatus = {
      state: 'active',
      activeUntil: IN_A_YEAR,
      autoRenewing: false,
      subscriptionId: 'sub_1',
    };
    const { ports, created } = memoryCheckout({ licences: [pilotsSuite], support: ending });

    // Act
    await startCheckout(
      ports,
      signedIn({ slug: B737_EXTENSION, quantity: 1, secondaryQuantity: 0, licenceId: 'lic_old_1' }),
    );

    // Assess
    expect(created).toHaveLength(1);
  });

  it('refuses any number of catch-up months but those since paid support ended', async () => {
    // Prepare
    const lapsed: SupportStatus = { state: 'lapsed', lapsedSince: '2026-08-01T00:00:00.000Z', subscriptionId: 'sub_1' };
    const { ports } = memoryCheckout({ licences: [pilotsSuite], support: lapsed, catchUpMonths: 3 });

    // Act
    const error = await refusal(
      startCheckout(
        ports,
        signedIn({ slug: B737_EXTENSION, quantity: 1, secondaryQuantity: 2, licenceId: 'lic_old_1' }),
      ),
    );

    // Assess
    expect(error).toMatchObject({
      code: 'CATCH_UP_MONTHS',
      message:
        "secondaryQuantity: this licence's support lapsed on 1 August 2026, so the extension includes exactly 3 catch-up months.",
    });
  });

  describe('a guest naming the licence by its key', () => {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const publicKeyPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const signingInput = licenceKeySigningInput(licenceKeyPayload(pilotsSuite));
    const key = assembleLicenceKey(
      signingInput,
      sign('sha256', Buffer.from(signingInput), { key: privateKey, dsaEncoding: 'ieee-p1363' }),
    );

    it('extends the licence the key names, whoever pays', async () => {
      // Prepare
      const { ports, created } = memoryCheckout({ licences: [pilotsSuite], publicKeyPem });

      // Act
      await startCheckout(ports, {
        ...guest({ slug: B737_EXTENSION, quantity: 1, licenceKey: key }),
        buyerEmail: 'friend@example.com',
      });

      // Assess
      expect(created[0]!.customData).toMatchObject({ licenceId: 'lic_old_1', buyerEmail: 'friend@example.com' });
    });

    it('refuses a key whose signature does not verify', async () => {
      // Prepare
      const { ports } = memoryCheckout({ licences: [pilotsSuite], publicKeyPem });
      const [prefix, payload] = key.split('.');

      // Act
      const error = await refusal(
        startCheckout(
          ports,
          guest({ slug: B737_EXTENSION, quantity: 1, secondaryQuantity: 0, licenceKey: `${prefix}.${payload}.AAAA` }),
        ),
      );

      // Assess
      expect(error).toMatchObject({
        code: 'INVALID_LICENCE_KEY',
        message: 'licenceKey: this is not a SkyDeck licence key (its signature does not verify)',
      });
    });
  });

  describe('a guest naming a licence whose payment has not been issued yet', () => {
    const paidOrder = (status: OrderRecord['status']) =>
      ({
        transactionId: 'txn_paid',
        status,
        request: {
          shop: 'skydeck',
          slug: 'skydeck-suiteb737annual',
          quantity: 2,
          addOns: [],
          buyerEmail: 'pilot@example.com',
        },
        totalCents: 300_000,
        createdAt: '2026-11-01T10:00:00.000Z',
      }) as OrderRecord;

    it('finds the licence by its order, whose new subscription renews its support: nothing is sold', async () => {
      // Prepare
      const { ports, created } = memoryCheckout({ orders: [paidOrder('paid')] });

      // Act
      const error = await refusal(
        startCheckout(
          ports,
          guest({ slug: B737_EXTENSION, quantity: 1, secondaryQuantity: 0, licenceId: 'lic_paid_2' }),
        ),
      );

      // Assess
      expect(error).toMatchObject({ code: 'SUPPORT_ALREADY_RENEWS' });
      expect(created).toEqual([]);
    });

    it.each([
      ['a refunded order', 'refunded', 'lic_paid_1'],
      ['a unit the order did not buy', 'paid', 'lic_paid_3'],
    ] as const)('finds none for %s', async (_label, status, licenceId) => {
      // Prepare
      const { ports } = memoryCheckout({ orders: [paidOrder(status)] });

      // Act
      const error = await refusal(
        startCheckout(ports, guest({ slug: B737_EXTENSION, quantity: 1, secondaryQuantity: 0, licenceId })),
      );

      // Assess
      expect(error).toMatchObject({ code: 'LICENCE_NOT_FOUND', message: 'licenceId: no such suite licence' });
    });
  });

  it('asks the buyer to read the terms again when they changed while the page was open', async () => {
    // Prepare
    const { ports, created } = memoryCheckout({ termsVersion: '2026-12-01' });

    // Act
    const error = await refusal(
      startCheckout(ports, guest({ slug: 'skydeck-suiteb737annual', quantity: 1, termsVersion: '2026-11-01' })),
    );

    // Assess
    expect(error).toMatchObject({ code: 'TERMS_CHANGED' });
    expect(created).toEqual([]);
  });
});
