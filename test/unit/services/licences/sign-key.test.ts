import { licenceKeyPayload } from '../../../../lambdas/domain/licences/licence-key';
import { signLicenceKey } from '../../../../lambdas/services/licences/sign-key';
import { verifyLicenceKey } from '../../../../lambdas/services/licences/verify-licence-key';
import { b737SuiteLicence } from '../../../support/licence-fixtures';
import { memorySigner } from '../../../support/memory-signer';

const licence = {
  ...b737SuiteLicence({
    licenceId: 'lic_txn1_2',
    ownerEmail: 'pilot@example.com',
    transactionId: 'txn_txn1',
    licenceKey: '',
  }),
  addOns: ['hud'],
};

describe('signLicenceKey', () => {
  it('signs a key the simulator verifies offline, carrying what the licence grants', async () => {
    // Prepare
    const signer = memorySigner();

    // Act
    const key = await signLicenceKey(signer, licence);

    // Assess
    expect(key).toMatch(/^SKYDECK1\.[\w-]+\.[\w-]+$/);
    expect(verifyLicenceKey(key, signer.publicKey)).toEqual(licenceKeyPayload(licence));
    expect(verifyLicenceKey(key, signer.publicKey)).toMatchObject({
      licenceId: 'lic_txn1_2',
      product: 'skydeck-suiteb737annual',
      aircraftType: 'B738',
      addOns: ['hud'],
      ownerEmail: 'pilot@example.com',
    });
  });

  it('re-issues a key for a new owner with the next version and its own issue time', async () => {
    // Prepare
    const signer = memorySigner();

    // Act
    const key = await signLicenceKey(signer, licence, {
      ownerEmail: 'new-owner@example.com',
      issuedAt: '2026-12-01T09:00:00.000Z',
      keyVersion: 2,
    });

    // Assess
    expect(verifyLicenceKey(key, signer.publicKey)).toMatchObject({
      licenceId: 'lic_txn1_2',
      ownerEmail: 'new-owner@example.com',
      issuedAt: '2026-12-01T09:00:00.000Z',
      keyVersion: 2,
    });
  });
});
