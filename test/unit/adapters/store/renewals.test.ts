import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../../../lambdas/adapters/dynamo';
import { keys } from '../../../../lambdas/adapters/store/keys';
import { markOrderAdjusted } from '../../../../lambdas/adapters/store/orders';
import { storeRenewal, type StoredRenewal } from '../../../../lambdas/adapters/store/renewals';
import { TABLE } from '../../../../lambdas/adapters/store/table';
import { renewalEntry } from '../../../../lambdas/domain/ledger/events';
import { memoryTable } from '../../../support/memory-table/memory-table';

const table = memoryTable();
Object.assign(documentClient, { send: (command: never) => table.send(command) });

const RENEWAL: StoredRenewal = {
  transactionId: 'txn_renewal',
  subscriptionId: 'sub_1',
  period: { startsAt: '2027-01-01T00:00:00.000Z', endsAt: '2028-01-01T00:00:00.000Z' },
  lines: [],
  paidAt: '2027-01-01T00:00:00.000Z',
  origin: 'subscription_recurring',
};
const LICENCE_ID = 'lic_renewed';
const ENTRY = renewalEntry({ ...RENEWAL, payer: 'buyer@example.com' });

beforeEach(async () => {
  table.clear();
  await documentClient.send(
    new PutCommand({ TableName: TABLE, Item: { ...keys.licence(LICENCE_ID), licenceId: LICENCE_ID, ledger: {} } }),
  );
});

const stored = (sk: string) => table.items().filter((item) => item.sk === sk);

describe('a renewal written with the check that no adjustment came first', () => {
  it('answers no takebacks due when no adjustment marked its transaction, in one call', async () => {
    // Prepare
    const before = table.calls;

    // Act
    const answer = await storeRenewal(RENEWAL, [{ licenceId: LICENCE_ID, entries: [ENTRY] }], undefined, {
      checkAdjustments: true,
    });

    // Assess
    expect(answer).toEqual({ takebacksDue: false });
    expect(table.calls - before).toBe(1);
    expect(stored('RENEWAL')).toEqual([expect.objectContaining({ transactionId: RENEWAL.transactionId })]);
    expect(stored('LICENCE')[0]!.ledger).toEqual({ [ENTRY.entryId]: ENTRY });
  });

  it('writes the renewal all the same and answers takebacks due when an adjustment marked it first', async () => {
    // Prepare
    await markOrderAdjusted(RENEWAL.transactionId);

    // Act
    const answer = await storeRenewal(RENEWAL, [{ licenceId: LICENCE_ID, entries: [ENTRY] }], undefined, {
      checkAdjustments: true,
    });

    // Assess
    expect(answer).toEqual({ takebacksDue: true });
    expect(stored('RENEWAL')).toEqual([expect.objectContaining({ transactionId: RENEWAL.transactionId })]);
    expect(stored('LICENCE')[0]!.ledger).toEqual({ [ENTRY.entryId]: ENTRY });
  });

  it('answers takebacks due when asked for no check', async () => {
    // Act
    const answer = await storeRenewal(RENEWAL, [{ licenceId: LICENCE_ID, entries: [ENTRY] }]);

    // Assess
    expect(answer).toEqual({ takebacksDue: true });
    expect(stored('RENEWAL')).toHaveLength(1);
  });
});
