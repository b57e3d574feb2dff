import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { LicenceRecord } from '../../lambdas/adapters/store/licences';
import type { TransferRecord } from '../../lambdas/adapters/store/transfers';
import { localHandlerEnvironment, localStatus } from '../support/portal-seed';
import { b737SuiteLicence } from '../support/licence-fixtures';
import { stackUrl } from '../support/stack-url';
import { transactionConflicts } from '../support/transaction-conflicts';

/**
 * The transfer offer's conditions in the real table (the local stack's dynalite): an offer is stored only while its
 * licence is the offering owner's, active and at the key the offer names, and only when no offer for that key is
 * pending. Where DynamoDB refuses a write for meeting a transaction in flight (which the emulator never does), the
 * write is sent again.
 */
let licences: typeof import('../../lambdas/adapters/store/licences');
let transfers: typeof import('../../lambdas/adapters/store/transfers');
let conflicts: ReturnType<typeof transactionConflicts>;

beforeAll(async () => {
  Object.assign(process.env, localHandlerEnvironment(await localStatus(stackUrl())));
  licences = await import('../../lambdas/adapters/store/licences');
  transfers = await import('../../lambdas/adapters/store/transfers');
  conflicts = transactionConflicts((await import('../../lambdas/adapters/dynamo')).dynamoClient);
}, 30_000);

afterEach(() => conflicts.reset());

const OWNER = 'offer-owner@skydeck.example';
let sequence = 0;

async function storedSuite(): Promise<LicenceRecord> {
  sequence += 1;
  const licence = b737SuiteLicence({
    licenceId: `lic_offer_${Date.now()}_${sequence}`,
    ownerEmail: OWNER,
    transactionId: `txn_offer_${sequence}`,
    licenceKey: 'SKYDECK1.offer.key',
  });
  await licences.putNewLicences([licence]);
  return licence;
}

const offerOf = (licence: LicenceRecord, overrides: Partial<TransferRecord> = {}): TransferRecord => ({
  licenceId: licence.licenceId,
  fromEmail: OWNER,
  toEmail: 'offer-recipient@skydeck.example',
  requestedAt: '2026-11-25T10:00:00.000Z',
  keyVersion: 1,
  status: 'pending',
  ...overrides,
});

/** The transfer protocol played through to its end: the licence is the recipient's at key version 2. */
async function offeredAndAccepted(licence: LicenceRecord): Promise<void> {
  const recipient = 'offer-recipient@skydeck.example';
  await transfers.offerTransfer(offerOf(licence, { toEmail: recipient }));
  await transfers.claimTransfer(licence.licenceId, recipient, 1);
  await transfers.moveLicence({
    licence,
    toEmail: recipient,
    licenceKey: 'SKYDECK1.moved.key',
    keyVersion: 2,
    at: '2026-11-25T09:30:00.000Z',
  });
  await transfers.deleteClaimedTransfer(licence.licenceId, 1);
}

test('stores an offer of an unchanged licence once, and answers a second one as pending', async () => {
  // Prepare
  const licence = await storedSuite();

  // Act
  const first = await transfers.offerTransfer(offerOf(licence));
  const second = await transfers.offerTransfer(offerOf(licence, { toEmail: 'someone-else@skydeck.example' }));

  // Assess
  expect([first, second]).toEqual(['offered', 'already-pending']);
});

test('stores no offer for a licence revoked since the offer read it', async () => {
  // Prepare
  const licence = await storedSuite();
  await licences.revokeLicences([licence.licenceId], '2026-11-25T09:00:00.000Z', 'refund');

  // Act
  const outcome = await transfers.offerTransfer(offerOf(licence));

  // Assess
  expect(outcome).toBe('licence-changed');
});

test('stores no offer for a licence that moved to a new owner since the offer read it', async () => {
  // Prepare: an earlier offer accepted and the licence moved, its offer gone
  const licence = await storedSuite();
  await offeredAndAccepted(licence);

  // Act: the old owner's offer, read before the move
  const outcome = await transfers.offerTransfer(offerOf(licence, { toEmail: 'late@skydeck.example' }));

  // Assess
  expect(outcome).toBe('licence-changed');
});

test('offers a moved licence again from its new owner, at its new key', async () => {
  // Prepare
  const licence = await storedSuite();
  await offeredAndAccepted(licence);

  // Act
  const outcome = await transfers.offerTransfer(
    offerOf(licence, { fromEmail: 'offer-recipient@skydeck.example', toEmail: OWNER, keyVersion: 2 }),
  );

  // Assess
  expect(outcome).toBe('offered');
});

test('sends an offer again that met a transaction in flight on its licence', async () => {
  // Prepare
  const licence = await storedSuite();
  conflicts.refuse('TransactWriteItemsCommand', 2);

  // Act
  const outcome = await transfers.offerTransfer(offerOf(licence));

  // Assess: stored on the third try
  expect(outcome).toBe('offered');
  expect(conflicts.sent).toBe(3);
});

test('sends a conditional write again that met a transaction in flight', async () => {
  // Prepare
  const licence = await storedSuite();
  await transfers.offerTransfer(offerOf(licence));
  conflicts.refuse('UpdateItemCommand', 1);

  // Act
  const claimed = await transfers.claimTransfer(licence.licenceId, 'offer-recipient@skydeck.example', 1);

  // Assess
  expect(claimed).toBe(true);
  expect(conflicts.sent).toBe(2);
});

test('gives up on a write that keeps meeting transactions, after four tries', async () => {
  // Prepare
  const licence = await storedSuite();
  conflicts.refuse('TransactWriteItemsCommand', 10);

  // Act
  const offered = transfers.offerTransfer(offerOf(licence));

  // Assess
  await expect(offered).rejects.toBeInstanceOf(TransactionCanceledException);
  expect(conflicts.sent).toBe(4);
});
