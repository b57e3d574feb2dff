import type { AdminSearchAnswer } from '../../../lambdas/contract/admin';
import { orderNumberOf } from '../../../lambdas/contract/order-number';
import { ADMIN_API, adminAction, operatorClient } from '../../support/admin-kit';
import { uniqueEmail, type AuthClient } from '../../support/auth-client';
import { mailedLicenceKeys } from '../../support/mailbox';
import { buyAndPay, licencesSeenBy } from '../../support/portal-kit';

const SUITE = 'skydeck-suiteb737annual';

/** Finding what a buyer quotes (ADR 459), and every result row saying what it has. */
let operator: AuthClient;

beforeAll(async () => {
  operator = (await operatorClient('search-op')).client;
});

const search = async (q: string) =>
  (await operator.get(`${ADMIN_API.search}?q=${encodeURIComponent(q)}`)).body as AdminSearchAnswer;

describe('GET /api/admin/search: what a buyer quotes', () => {
  it('finds the order by the number its mail prints, with or without the dash, in any case', async () => {
    // Prepare
    const email = uniqueEmail('search-number');
    const { transactionId } = await buyAndPay({ slug: SUITE, quantity: 2, email });
    const printed = orderNumberOf(transactionId);

    // Act
    const answers = await Promise.all(
      [printed, printed.toLowerCase(), printed.replace('-', ''), ` ${printed} `].map(search),
    );

    // Assess
    expect(printed).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    for (const answer of answers)
      expect(answer.orders).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ transactionId, orderNumber: printed, licenceCount: 2, status: 'paid' }),
        ]),
      );
  });

  it('finds orders by a later word of the address, not only its start', async () => {
    // Prepare: a domain of its own, so the word is this test's
    const domain = `part${Date.now()}`;
    const email = `jane.doe@${domain}.example`;
    const { transactionId } = await buyAndPay({ slug: SUITE, quantity: 1, email });

    // Act
    const [byDomain, byLastName, byStart] = await Promise.all([
      search(domain),
      search(`doe@${domain}`),
      search('jane.doe@part'),
    ]);

    // Assess
    for (const answer of [byDomain, byLastName, byStart])
      expect(answer.orders.map((order) => order.transactionId)).toContain(transactionId);
    expect(byDomain.buyers).toContain(email);
  });

  it('finds orders by any part of the address of three characters or more, inside a word too (ADR 464)', async () => {
    // Prepare: a domain word of its own, so every piece asked for is this test's
    const token = `in${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const email = `joe.doe@mail${token}.example`;
    const longer = `xjoe.doe@mail${token}.example`;
    const [{ transactionId }, { transactionId: longerId }] = await Promise.all([
      buyAndPay({ slug: SUITE, quantity: 1, email }),
      buyAndPay({ slug: SUITE, quantity: 1, email: longer }),
    ]);
    const pieces = [
      `oe@mail${token}`,
      `ail${token}.exa`,
      `${token.slice(3)}.EXAMPLE`,
      `.doe@mail${token}`,
      `e.doe@mail${token}.example`,
    ];

    // Act
    const answers = await Promise.all(pieces.map(search));
    const whole = await search(email);

    // Assess: each piece finds both orders; the whole address, its owner's first, and the longer one holding it
    for (const answer of answers) {
      expect(answer.orders.map((order) => order.transactionId)).toEqual(
        expect.arrayContaining([transactionId, longerId]),
      );
      expect(answer.buyers).toEqual(expect.arrayContaining([email, longer]));
    }
    expect(whole.orders.map((order) => order.transactionId)).toEqual([transactionId, longerId]);
    expect(whole.orders[0]).toMatchObject({ licenceCount: 1, status: 'paid' });
  });

  it('finds a corrected order by any part of the corrected address, no longer by the mistyped one\u2019s', async () => {
    // Prepare
    const token = `fx${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const typo = `jane.doexx.long.tail@mail${token}.example`;
    const corrected = `jd@mail${token}.example`;
    const { transactionId } = await buyAndPay({ slug: SUITE, quantity: 1, email: typo });
    const beforeCorrection = await search(`doexx.long.tail@mail${token}`);
    const corrected200 = await adminAction(operator, ADMIN_API.orderAction(transactionId, 'email'), {
      email: corrected,
      reason: 'buyer mistyped the address at checkout',
    });

    // Act
    const [byTypo, byTypoTail, byCorrected] = await Promise.all([
      search(`doexx.long.tail@mail${token}`),
      search(`tail@mail${token}`),
      search(`d@mail${token}`),
    ]);

    // Assess
    expect(beforeCorrection.orders.map((order) => order.transactionId)).toEqual([transactionId]);
    expect(corrected200.status).toBe(200);
    expect(byTypo.orders).toEqual([]);
    expect(byTypoTail.orders).toEqual([]);
    expect(byCorrected.orders).toEqual([expect.objectContaining({ transactionId, email: corrected })]);
    expect(byCorrected.buyers).toEqual([corrected]);
  });

  it('shows the order\u2019s licences for a txn_, its licence count for a ctm_, and finds an adj_ and a key', async () => {
    // Prepare
    const email = uniqueEmail('search-ids');
    const { transactionId } = await buyAndPay({ slug: SUITE, quantity: 2, email });
    const licences = [...(await licencesSeenBy(email))].sort((a, b) => a.licenceId.localeCompare(b.licenceId));
    const [key] = await mailedLicenceKeys(email);
    const byTransaction = await search(transactionId);
    const refund = await adminAction(operator, ADMIN_API.orderAction(transactionId, 'refund'), {
      licenceIds: [licences[1]!.licenceId],
      reason: 'one too many',
    });

    // Act
    const byCustomer = await search(byTransaction.orders[0]!.customerId!);
    const byAdjustment = await search(refund.body.adjustmentId);
    const byKey = await search(key!);

    // Assess
    expect(byTransaction.orders).toEqual([expect.objectContaining({ transactionId, licenceCount: 2 })]);
    expect(byTransaction.licences.map((licence) => licence.licenceId).sort()).toEqual(
      licences.map((licence) => licence.licenceId),
    );
    expect(byCustomer.orders).toEqual([expect.objectContaining({ transactionId, licenceCount: 2, email })]);
    expect(byAdjustment.orders).toEqual([expect.objectContaining({ transactionId })]);
    expect(byAdjustment.licences).toHaveLength(2);
    expect(byKey.licences.map((licence) => licence.owner)).toEqual([email]);
  });
});
