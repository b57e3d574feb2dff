import type { AuditEntry } from '../../../../lambdas/contract/admin';
import type { LicenceRecord } from '../../../../lambdas/adapters/store/licences';
import type { OrderRecord } from '../../../../lambdas/adapters/store/orders';
import { adminResend, type ResendPorts, type ResendRequest } from '../../../../lambdas/services/admin/resend';
import { mailLimiter } from '../../../../lambdas/services/limits/mail-limiter';
import type { PaidOrder } from '../../../../lambdas/services/mail/mail-service';
import { b737SuiteLicence } from '../../../support/licence-fixtures';
import { memoryIdempotency } from '../../../support/memory-idempotency';
import { memoryMailCounters } from '../../../support/memory-mail-counters';

const TXN = 'txn_resend';
const BUYER = 'buyer@example.com';
const COLLEAGUE = 'colleague@example.com';

const licence = (unit: number, fields: Partial<LicenceRecord> = {}): LicenceRecord => ({
  ...b737SuiteLicence({
    licenceId: `lic_resend_${unit}`,
    ownerEmail: BUYER,
    transactionId: TXN,
    licenceKey: `SKYDECK1.key${unit}.sig`,
  }),
  ...fields,
});

/** The order, its licences, the mail port and the table's records in memory; what was mailed and recorded. */
function harness(
  licences: readonly LicenceRecord[],
  options: { mailFails?: boolean; orderChanged?: boolean; suppressed?: readonly string[] } = {},
) {
  const idempotency = memoryIdempotency();
  const mailed: PaidOrder[] = [];
  const recorded: { entry: AuditEntry; mails: { to: string; kind: string }[] }[] = [];
  const order = {
    transactionId: TXN,
    status: 'paid',
    request: { slug: 'skydeck-suiteb737annual', quantity: licences.length, buyerEmail: BUYER },
    licenceIds: licences.map((each) => each.licenceId),
    totalCents: 150_000 * licences.length,
  } as unknown as OrderRecord;
  const ports: ResendPorts = {
    ...idempotency.ports,
    limits: mailLimiter(memoryMailCounters()),
    suppressionOf: async (email) =>
      options.suppressed?.includes(email)
        ? { email, reason: 'bounce', suppressedAt: '2026-11-20T08:00:00.000Z' }
        : undefined,
    getOrder: async (transactionId) => (transactionId === TXN ? order : undefined),
    getLicences: async (ids) => licences.filter((each) => ids.includes(each.licenceId)),
    sendOrderResend: async (paid) => {
      if (options.mailFails) throw new Error('SES refused the message');
      mailed.push(paid);
    },
    recordResend: async (entry, mails, record) => {
      if (options.orderChanged) return false;
      recorded.push({ entry, mails: mails.map(({ to, kind }) => ({ to, kind })) });
      return idempotency.complete(record);
    },
  };
  return { resend: adminResend(ports), mailed, recorded };
}

const request = (key = 'resend-key-1', transactionId = TXN, to?: string[]): ResendRequest => ({
  transactionId,
  to,
  reason: 'buyer lost the mail',
  operator: { email: 'op@skydeck.test', sub: 'sub-op' },
  idempotency: { key, fingerprint: `resend:${transactionId}` },
  requestId: 'req-1',
});

describe('re-sending an order mail', () => {
  it('mails each current owner the keys they hold now, and no key of a revoked licence', async () => {
    // Prepare: unit 2 moved to a colleague (a new key), unit 3 refunded
    const { resend, mailed } = harness([
      licence(1),
      licence(2, { ownerEmail: COLLEAGUE, licenceKey: 'SKYDECK1.moved.sig', keyVersion: 2 }),
      licence(3, { status: 'revoked', revokedReason: 'refund' }),
    ]);

    // Act
    const answer = await resend(request());

    // Assess
    expect(answer).toEqual({ transactionId: TXN, sentTo: [BUYER, COLLEAGUE], auditId: expect.any(String) });
    expect(mailed.map((mail) => [mail.buyerEmail, mail.licences.map((each) => each.licenceKey)])).toEqual([
      [BUYER, ['SKYDECK1.key1.sig']],
      [COLLEAGUE, ['SKYDECK1.moved.sig']],
    ]);
  });

  it('records the re-send for the console before it mails: the operator, the reason and each recipient', async () => {
    // Prepare
    const { resend, recorded } = harness([licence(1), licence(2)]);

    // Act
    await resend(request());

    // Assess
    expect(recorded).toEqual([
      {
        entry: expect.objectContaining({
          action: 'order.resend',
          actor: { email: 'op@skydeck.test', sub: 'sub-op' },
          reason: 'buyer lost the mail',
          targets: [`order:${TXN}`, `buyer:${BUYER}`],
          after: { sentTo: [BUYER], licenceIds: ['lic_resend_1', 'lic_resend_2'] },
        }),
        mails: [{ to: BUYER, kind: 'order-resend' }],
      },
    ]);
  });

  it('mails once when the console retries with the same key, and answers the first answer', async () => {
    // Prepare
    const { resend, mailed } = harness([licence(1)]);
    const first = await resend(request());

    // Act
    const again = await resend(request());

    // Assess
    expect(again).toEqual(first);
    expect(mailed).toHaveLength(1);
  });

  it('says there is nothing to re-send when every licence of the order was revoked', async () => {
    // Prepare
    const { resend, mailed } = harness([licence(1, { status: 'revoked', revokedReason: 'refund' })]);

    // Act + Assess
    await expect(resend(request())).rejects.toMatchObject({
      code: 'NOTHING_TO_RESEND',
      message: 'This order has no active licence whose key could be sent.',
    });
    expect(mailed).toEqual([]);
  });

  it('answers 404 for an order the shop does not have', async () => {
    // Prepare
    const { resend } = harness([licence(1)]);

    // Act + Assess
    await expect(resend(request('resend-key-2', 'txn_unknown'))).rejects.toMatchObject({ code: 'ORDER_NOT_FOUND' });
  });

  it('tells the operator the re-send is recorded but not mailed when the mail service refuses it', async () => {
    // Prepare
    const { resend, recorded } = harness([licence(1)], { mailFails: true });

    // Act + Assess
    await expect(resend(request())).rejects.toMatchObject({
      code: 'RESEND_NOT_SENT',
      message: 'The re-send is recorded but the mail service refused it; re-send with a new request.',
    });
    expect(recorded).toHaveLength(1);
  });

  it('mails nothing when the order changed before the record was written', async () => {
    // Prepare
    const { resend, mailed } = harness([licence(1)], { orderChanged: true });

    // Act + Assess
    await expect(resend(request())).rejects.toMatchObject({ code: 'ORDER_CHANGED' });
    expect(mailed).toEqual([]);
  });

  it('refuses a fourth re-send to one address within the hour, before recording anything', async () => {
    // Prepare: three re-sends, each a new decision with its own key
    const { resend, mailed, recorded } = harness([licence(1)]);
    for (const key of ['k-1', 'k-2', 'k-3']) await resend(request(key));

    // Act + Assess
    await expect(resend(request('k-4'))).rejects.toMatchObject({ code: 'TOO_MANY_MAILS' });
    expect(mailed).toHaveLength(3);
    expect(recorded).toHaveLength(3);
  });

  it('tells each owner only their own licences, and the order\u2019s amounts only to the buyer who paid', async () => {
    // Prepare
    const { resend, mailed } = harness([licence(1), licence(2, { ownerEmail: COLLEAGUE })]);

    // Act
    await resend(request());

    // Assess
    expect(mailed.map((mail) => [mail.buyerEmail, mail.withoutAmounts ?? false])).toEqual([
      [BUYER, false],
      [COLLEAGUE, true],
    ]);
  });

  it('refuses a re-send to a suppressed address with the reason and since when, and mails no one', async () => {
    // Prepare
    const { resend, mailed, recorded } = harness([licence(1), licence(2, { ownerEmail: COLLEAGUE })], {
      suppressed: [COLLEAGUE],
    });

    // Act
    const toEveryone = resend(request('k-all'));
    const toTheBuyer = await resend(request('k-buyer', TXN, [BUYER]));

    // Assess
    await expect(toEveryone).rejects.toMatchObject({
      name: 'ConflictError',
      code: 'ADDRESS_SUPPRESSED',
      message: expect.stringContaining(`${COLLEAGUE} is suppressed since 20 Nov 2026, 08:00 UTC (bounce)`),
    });
    expect(toTheBuyer.sentTo).toEqual([BUYER]);
    expect(mailed.map((mail) => mail.buyerEmail)).toEqual([BUYER]);
    expect(recorded).toHaveLength(1);
  });

  it('refuses a recipient who holds no active licence of the order', async () => {
    // Prepare
    const { resend } = harness([licence(1)]);

    // Act + Assess
    await expect(resend(request('k-stranger', TXN, ['stranger@example.com']))).rejects.toMatchObject({
      code: 'NOT_AN_OWNER',
    });
  });
});
