import type { LicenceRecord } from '../../../../lambdas/adapters/store/licences';
import type { LedgerEntry } from '../../../../lambdas/domain/ledger/entries';
import type { OrderRecord } from '../../../../lambdas/adapters/store/orders';
import { ConflictError } from '../../../../lambdas/domain/errors';
import { adminOrderEmail, type OrderEmailPorts } from '../../../../lambdas/services/admin/order-email';
import type { PaidOrder } from '../../../../lambdas/services/mail/mail-service';
import { mailLimiter } from '../../../../lambdas/services/limits/mail-limiter';
import { b737SuiteLicence } from '../../../support/licence-fixtures';
import { memoryIdempotency } from '../../../support/memory-idempotency';
import { memoryMailCounters } from '../../../support/memory-mail-counters';
import { alarmsDuring } from '../../../support/alarmed-failures';

const TXN = 'txn_abc';
const TYPO = 'buyer@exmaple.com';
const RIGHT = 'buyer@example.com';

function harness(
  owned: readonly (Pick<LicenceRecord, 'licenceId' | 'status' | 'ownerEmail'> &
    Pick<Partial<LicenceRecord>, 'ledger'>)[],
  sendOrderAddressCorrected?: OrderEmailPorts['sendOrderAddressCorrected'],
  /** Paddle's answer to the customer's new address: taken, or refused as it refuses another customer's address. */
  updateCustomerEmail?: OrderEmailPorts['paddle']['updateCustomerEmail'],
) {
  const licences = owned.map((licence) => ({
    ...b737SuiteLicence({ ...licence, transactionId: TXN, licenceKey: 'SKYDECK1.old.key' }),
    status: licence.status,
    ...(licence.ledger ? { ledger: licence.ledger } : {}),
  }));
  const paidEntries: Record<string, readonly string[]> = {};
  const idempotency = memoryIdempotency();
  const moves: [string, string][] = [];
  const written: { licenceId: string; action: string; idempotent: boolean }[] = [];
  const calls: string[] = [];
  const mailed: PaidOrder[] = [];
  const order = {
    transactionId: TXN,
    request: { buyerEmail: TYPO, slug: 'skydeck-suiteb737annual' },
    licenceIds: licences.map((l) => l.licenceId),
    customerId: 'ctm_1',
    subscriptionId: 'sub_support',
    totalCents: 150_000,
  } as unknown as OrderRecord;
  const ports: OrderEmailPorts = {
    ...idempotency.ports,
    limits: mailLimiter(memoryMailCounters()),
    signer: { sign: async () => new Uint8Array(64) },
    corrections: {
      licence: async ({ licence, toEmail, paidEntryIds }) => {
        moves.push([licence.licenceId, toEmail]);
        paidEntries[licence.licenceId] = paidEntryIds;
        return true;
      },
      order: async (_order, toEmail) => void calls.push(`order ${toEmail}`),
      renewalsOf: async () => [{ transactionId: 'txn_renewal', paidAt: '2027-01-01T00:00:00.000Z' }],
      renewal: async (renewal, _from, toEmail) => void calls.push(`renewal ${renewal.transactionId} ${toEmail}`),
      subscription: async (subscriptionId, _from, toEmail) =>
        void calls.push(`subscription ${subscriptionId} ${toEmail}`),
    },
    paddle: {
      updateCustomerEmail:
        updateCustomerEmail ?? (async (customerId, email) => void calls.push(`paddle customer ${customerId} ${email}`)),
      updateSubscriptionBuyer: async (subscriptionId, email) =>
        void calls.push(`paddle subscription ${subscriptionId} ${email}`),
    },
    sendOrderAddressCorrected: sendOrderAddressCorrected ?? (async (mail) => void mailed.push(mail)),
    getOrder: async (id) => (id === TXN ? order : undefined),
    getLicences: async () => licences as LicenceRecord[],
    auditItems: (entry, record) => {
      written.push({
        licenceId: String((entry.after as { licenceId: string }).licenceId),
        action: entry.action,
        idempotent: record !== undefined,
      });
      if (record) idempotency.complete(record);
      return [];
    },
  };
  return { correctEmail: adminOrderEmail(ports), moves, written, calls, mailed, paidEntries };
}

const request = (email: string) => ({
  transactionId: TXN,
  email,
  reason: 'mistyped at checkout',
  operator: { email: 'op@skydeck.test', sub: 'sub-op' },
  idempotency: { key: 'email-key-1', fingerprint: `email:${email}` },
  requestId: 'req-1',
});

describe('correcting an order\u2019s checkout address', () => {
  it('moves only the active licences still at the checkout address', async () => {
    // Prepare
    const { correctEmail, moves } = harness([
      { licenceId: 'lic_abc_1', status: 'active', ownerEmail: TYPO },
      { licenceId: 'lic_abc_2', status: 'active', ownerEmail: 'colleague@example.com' },
      { licenceId: 'lic_abc_3', status: 'revoked', ownerEmail: TYPO },
    ]);

    // Act
    const answer = await correctEmail(request(RIGHT));

    // Assess
    expect(moves).toEqual([['lic_abc_1', RIGHT]]);
    expect(answer).toMatchObject({
      fromEmail: TYPO,
      email: RIGHT,
      licences: [{ licenceId: 'lic_abc_1', keyVersion: 2 }],
    });
  });

  it('keeps the correction when its keys can be neither mailed nor queued, and alarms on it', async () => {
    // Prepare
    const { correctEmail, moves } = harness([{ licenceId: 'lic_abc_1', status: 'active', ownerEmail: TYPO }], () =>
      Promise.reject(new Error('SES refused and the outbox could not take it')),
    );
    const logged = alarmsDuring();

    // Act
    const answer = await correctEmail(request(RIGHT)).finally(logged.restore);

    // Assess
    expect(moves).toEqual([['lic_abc_1', RIGHT]]);
    expect(answer).toMatchObject({ email: RIGHT });
    expect(logged.alarms()).toEqual(['BuyerMailFailures: Corrected address not mailed its keys']);
  });

  it('says paid by the corrected address only the ledger entries the mistyped address paid', async () => {
    // Prepare
    const entry = (entryId: string, payer: string | null) =>
      ({ entryId, payer, source: 'purchase', state: 'paid' }) as LedgerEntry;
    const { correctEmail, paidEntries } = harness([
      {
        licenceId: 'lic_abc_1',
        status: 'active',
        ownerEmail: TYPO,
        ledger: {
          bought: entry('bought', TYPO),
          renewed: entry('renewed', TYPO),
          gift: entry('gift', 'friend@example.com'),
          goodwill: entry('goodwill', null),
        },
      },
    ]);

    // Act
    await correctEmail(request(RIGHT));

    // Assess
    expect(paidEntries).toEqual({ lic_abc_1: ['bought', 'renewed'] });
  });

  it('writes each move with its own audit entry, the call\u2019s answer with the last one', async () => {
    // Prepare
    const { correctEmail, written } = harness([
      { licenceId: 'lic_abc_1', status: 'active', ownerEmail: TYPO },
      { licenceId: 'lic_abc_2', status: 'active', ownerEmail: TYPO },
    ]);

    // Act
    await correctEmail(request(RIGHT));

    // Assess
    expect(written).toEqual([
      { licenceId: 'lic_abc_1', action: 'order.email', idempotent: false },
      { licenceId: 'lic_abc_2', action: 'order.email', idempotent: true },
    ]);
  });

  it('moves the buyer\u2019s Paddle customer, subscription, renewals and order, and mails only the corrected address', async () => {
    // Prepare
    const { correctEmail, calls, mailed } = harness([{ licenceId: 'lic_abc_1', status: 'active', ownerEmail: TYPO }]);

    // Act
    await correctEmail(request(RIGHT));

    // Assess: no money moves: nothing is cancelled or handed over, only the address changes
    expect(calls).toEqual([
      `paddle customer ctm_1 ${RIGHT}`,
      `subscription sub_support ${RIGHT}`,
      `renewal txn_renewal ${RIGHT}`,
      `paddle subscription sub_support ${RIGHT}`,
      `order ${RIGHT}`,
    ]);
    expect(mailed.map((mail) => [mail.buyerEmail, mail.licences.map((licence) => licence.licenceId)])).toEqual([
      [RIGHT, ['lic_abc_1']],
    ]);
  });

  it('refuses the same address and an order with nothing left at its checkout address', async () => {
    // Prepare
    const { correctEmail, moves } = harness([{ licenceId: 'lic_abc_1', status: 'active', ownerEmail: RIGHT }]);

    // Act + Assess
    await expect(correctEmail(request(TYPO))).rejects.toMatchObject({ code: 'SAME_EMAIL' });
    await expect(correctEmail(request(RIGHT))).rejects.toMatchObject({ code: 'NOTHING_TO_MOVE' });
    expect(moves).toEqual([]);
  });

  it('moves nothing when Paddle refuses the address for its customer', async () => {
    // Prepare: Paddle keeps one customer per address, and another customer holds the corrected one
    const taken = new ConflictError('PADDLE_CUSTOMER_EXISTS', 'Paddle has another customer with this address.');
    const { correctEmail, moves, calls, mailed } = harness(
      [{ licenceId: 'lic_abc_1', status: 'active', ownerEmail: TYPO }],
      undefined,
      async () => {
        throw taken;
      },
    );

    // Act
    const refused = correctEmail(request(RIGHT));

    // Assess
    await expect(refused).rejects.toBe(taken);
    expect({ moves, calls, mailed }).toEqual({ moves: [], calls: [], mailed: [] });
  });
});
