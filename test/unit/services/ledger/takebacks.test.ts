import { ledgerEntry, ledgerMap } from '../../../../lambdas/domain/ledger/entries';
import {
  paidByPurchase,
  paidByTransaction,
  renewalOf,
  restoreEntries,
  takeBackEntries,
} from '../../../../lambdas/services/ledger/takebacks';
import { b737SuiteLicence } from '../../../support/licence-fixtures';
import { memoryPaymentPorts } from '../../../support/memory-payment-ports';

const entry = (source: 'purchase' | 'renewal', transactionId: string, from: string, until: string) =>
  ledgerEntry({
    source,
    from,
    until,
    transactionId,
    subscriptionId: 'sub_1',
    payer: 'buyer@example.com',
    state: 'paid',
    recordedAt: from,
  });
const PURCHASE = entry('purchase', 'txn_buy', '2026-01-01T00:00:00Z', '2027-01-01T00:00:00Z');
const RENEWAL = entry('renewal', 'txn_renew', '2027-01-01T00:00:00Z', '2028-01-01T00:00:00Z');

function world() {
  const memory = memoryPaymentPorts();
  memory.licences.set('lic_buy_1', {
    ...b737SuiteLicence({
      licenceId: 'lic_buy_1',
      ownerEmail: 'buyer@example.com',
      transactionId: 'txn_buy',
      licenceKey: 'SKYDECK1.x.y',
    }),
    ledger: ledgerMap([PURCHASE, RENEWAL]),
    ledgerComplete: true,
  });
  const states = () =>
    Object.values(memory.licences.get('lic_buy_1')!.ledger!).map(({ entryId, state }) => [entryId, state]);
  return { memory, states };
}

describe('what refunds and chargebacks take from the ledger', () => {
  it('takes exactly the entries the transaction paid, once', async () => {
    // Prepare
    const { memory, states } = world();

    // Act
    await takeBackEntries(
      memory.ports,
      ['lic_buy_1'],
      paidByTransaction('txn_renew'),
      'refunded',
      '2027-02-01T00:00:00Z',
    );
    await takeBackEntries(
      memory.ports,
      ['lic_buy_1'],
      paidByTransaction('txn_renew'),
      'charged-back',
      '2027-03-01T00:00:00Z',
    );

    // Assess
    expect(states()).toEqual([
      [PURCHASE.entryId, 'paid'],
      [RENEWAL.entryId, 'refunded'],
    ]);
  });

  it('takes a purchase\u2019s own entry for a licence refund, not the entry of the raise that gave a seat back (ADR 423)', async () => {
    // Prepare: the purchase's entry cut at a reduction, and the raise's own entry, both kept with the purchase
    const { memory, states } = world();
    const returned = ledgerEntry({
      source: 'purchase',
      from: '2026-06-01T00:00:00Z',
      until: '2027-01-01T00:00:00Z',
      transactionId: 'txn_buy',
      subscriptionId: 'sub_1',
      payer: 'buyer@example.com',
      state: 'paid',
      recordedAt: '2026-06-01T00:00:00Z',
      returnedAt: '2026-06-01T00:00:00Z',
    });
    const licence = memory.licences.get('lic_buy_1')!;
    memory.licences.set('lic_buy_1', { ...licence, ledger: ledgerMap([PURCHASE, returned, RENEWAL]) });

    // Act
    await takeBackEntries(memory.ports, ['lic_buy_1'], paidByPurchase('txn_buy'), 'refunded', '2026-07-01T00:00:00Z');

    // Assess
    expect(returned.entryId).toBe('purchase:txn_buy:2026-06-01T00:00:00.000Z');
    expect(states()).toEqual([
      [PURCHASE.entryId, 'refunded'],
      [returned.entryId, 'paid'],
      [RENEWAL.entryId, 'paid'],
    ]);
  });

  it('gives back exactly what a chargeback took when it is reversed, and nothing a refund took', async () => {
    // Prepare
    const { memory, states } = world();
    await takeBackEntries(
      memory.ports,
      ['lic_buy_1'],
      paidByTransaction('txn_buy'),
      'refunded',
      '2026-02-01T00:00:00Z',
    );
    await takeBackEntries(
      memory.ports,
      ['lic_buy_1'],
      renewalOf('sub_1', { startsAt: '2027-01-01T00:00:00.000Z' }),
      'charged-back',
      '2027-02-01T00:00:00Z',
    );

    // Act
    await restoreEntries(memory.ports, ['lic_buy_1'], () => true, '2027-03-01T00:00:00Z');

    // Assess
    expect(states()).toEqual([
      [PURCHASE.entryId, 'refunded'],
      [RENEWAL.entryId, 'paid'],
    ]);
  });
});
