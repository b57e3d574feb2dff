import { generateKeyPairSync, sign } from 'node:crypto';
import type { LicenceWithLinks, TransferRecord } from '../../../lambdas/adapters/portal-store';
import type { LicenceRecord } from '../../../lambdas/adapters/store/licences';
import { licenceTransfers, type TransferPorts } from '../../../lambdas/services/portal/licence-transfers';
import { verifyLicenceKey } from '../../../lambdas/services/licences/verify-licence-key';

const OWNER = 'owner@example.com';
const RECIPIENT = 'recipient@example.com';
const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const PUBLIC_KEY_PEM = publicKey.export({ type: 'spki', format: 'pem' }).toString();

const SUITE: LicenceRecord = {
  licenceId: 'lic_abc_1',
  kind: 'suite',
  productSlug: 'skydeck-suiteb38mannual',
  aircraftType: 'B38M',
  configuration: null,
  addOns: [],
  ownerEmail: OWNER,
  issuedAt: '2026-01-01T00:00:00.000Z',
  licenceKey: 'SKYDECK1.first.key',
  status: 'active',
} as unknown as LicenceRecord;

/** An in-memory licence partition with the store's conditional semantics, enough to play the protocol through. */
function memoryPorts(licence: LicenceRecord) {
  const state: { licence: LicenceRecord; transfer: TransferRecord | undefined } = { licence, transfer: undefined };
  const ports: TransferPorts = {
    getLicenceWithLinks: async (): Promise<LicenceWithLinks> => ({ licence: state.licence, supportSubscriptionIds: [], transfer: state.transfer }),
    putTransferRequest: async (transfer) => (state.transfer ? false : ((state.transfer = transfer), true)),
    deletePendingTransfer: async () => (state.transfer?.status === 'pending' ? ((state.transfer = undefined), true) : false),
    claimTransfer: async (_id, recipient) =>
      state.transfer?.status === 'pending' && state.transfer.toEmail === recipient ? ((state.transfer = { ...state.transfer, status: 'accepting' }), true) : false,
    moveLicence: async ({ toEmail, licenceKey, keyVersion, at }) => {
      state.licence = { ...state.licence, ownerEmail: toEmail, licenceKey, keyVersion, keyIssuedAt: at, transferredAt: at };
      return true;
    },
    deleteClaimedTransfer: async () => {
      state.transfer = undefined;
    },
    signer: { sign: async (data) => sign('sha256', data, { key: privateKey, dsaEncoding: 'ieee-p1363' }) },
    now: () => new Date('2026-11-23T12:00:00.000Z'),
  };
  return { ports, state };
}

describe('licence transfers as a service', () => {
  it('moves an offered licence to the recipient with a re-issued key of the next version', async () => {
    // Prepare
    const { ports, state } = memoryPorts(SUITE);
    const transfers = licenceTransfers(ports);
    await transfers.offer(SUITE.licenceId, OWNER, RECIPIENT);

    // Act
    const accepted = await transfers.accept(SUITE.licenceId, RECIPIENT);

    // Assess
    expect(accepted).toMatchObject({ licenceId: SUITE.licenceId, ownerEmail: RECIPIENT, keyVersion: 2 });
    expect(verifyLicenceKey(accepted.licenceKey, PUBLIC_KEY_PEM)).toMatchObject({ ownerEmail: RECIPIENT, keyVersion: 2, issuedAt: '2026-11-23T12:00:00.000Z' });
    expect(state.transfer).toBeUndefined();
  });

  it('answers a repeated accept like the first one', async () => {
    // Prepare
    const { ports } = memoryPorts(SUITE);
    const transfers = licenceTransfers(ports);
    await transfers.offer(SUITE.licenceId, OWNER, RECIPIENT);
    const first = await transfers.accept(SUITE.licenceId, RECIPIENT);

    // Act
    const again = await transfers.accept(SUITE.licenceId, RECIPIENT);

    // Assess
    expect(again).toEqual(first);
  });

  it.each<[string, LicenceRecord, string, { name: string; code: string; message: string }]>([
    ['to its own owner', SUITE, OWNER, { name: 'DomainError', code: 'TRANSFER_TO_SELF', message: 'A licence cannot be transferred to its own owner.' }],
    ['a revoked licence', { ...SUITE, status: 'revoked' }, RECIPIENT, { name: 'ConflictError', code: 'LICENCE_REVOKED', message: 'A revoked licence cannot be transferred.' }],
    ['a trainer seat', { ...SUITE, kind: 'trainer-seat' } as LicenceRecord, RECIPIENT, { name: 'DomainError', code: 'NOT_TRANSFERABLE', message: 'Only suite licences can be transferred.' }],
    ['someone else\u2019s licence', { ...SUITE, ownerEmail: 'other@example.com' }, RECIPIENT, { name: 'NotFoundError', code: 'LICENCE_NOT_FOUND', message: 'No such licence among yours.' }],
  ])('refuses to offer %s', async (_label, licence, toEmail, expected) => {
    // Prepare
    const transfers = licenceTransfers(memoryPorts(licence).ports);

    // Act
    const offered = transfers.offer(licence.licenceId, OWNER, toEmail);

    // Assess
    await expect(offered).rejects.toMatchObject(expected);
  });

  it('lets no one but the named recipient accept', async () => {
    // Prepare
    const { ports } = memoryPorts(SUITE);
    const transfers = licenceTransfers(ports);
    await transfers.offer(SUITE.licenceId, OWNER, RECIPIENT);

    // Act
    const accepted = transfers.accept(SUITE.licenceId, 'stranger@example.com');

    // Assess
    await expect(accepted).rejects.toMatchObject({ name: 'NotFoundError', code: 'TRANSFER_NOT_FOUND' });
  });

  it('refuses a second offer while one is pending, and cancels the pending one', async () => {
    // Prepare
    const transfers = licenceTransfers(memoryPorts(SUITE).ports);
    await transfers.offer(SUITE.licenceId, OWNER, RECIPIENT);

    // Act
    const second = transfers.offer(SUITE.licenceId, OWNER, 'another@example.com');
    await expect(second).rejects.toMatchObject({ name: 'ConflictError', code: 'TRANSFER_PENDING' });
    const cancelled = await transfers.cancel(SUITE.licenceId, OWNER);

    // Assess
    expect(cancelled).toEqual({ licenceId: SUITE.licenceId, pendingTransfer: null });
    await expect(transfers.cancel(SUITE.licenceId, OWNER)).rejects.toMatchObject({ name: 'NotFoundError', code: 'NO_PENDING_TRANSFER' });
  });
});
