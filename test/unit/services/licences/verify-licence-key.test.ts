import { licenceKeyPayload } from '../../../../lambdas/domain/licences/licence-key';
import { signLicenceKey, signLicenceKeyPayload } from '../../../../lambdas/services/licences/sign-key';
import { verifyLicenceKey } from '../../../../lambdas/services/licences/verify-licence-key';
import { catchError } from '../../../support/catch-error';
import { b737SuiteLicence } from '../../../support/licence-fixtures';
import { memorySigner } from '../../../support/memory-signer';

describe('verifyLicenceKey', () => {
  const signer = memorySigner();
  const licence = b737SuiteLicence({
    licenceId: 'lic_abc_1',
    ownerEmail: 'pilot@example.com',
    transactionId: 'txn_abc',
    licenceKey: '',
  });
  let key: string;
  beforeAll(async () => {
    key = await signLicenceKey(signer, licence);
  });

  it('returns the payload of a key signed with the matching private key', () => {
    expect(verifyLicenceKey(key, signer.publicKey)).toMatchObject({
      licenceId: 'lic_abc_1',
      product: 'skydeck-suiteb737annual',
      ownerEmail: 'pilot@example.com',
    });
  });

  it('refuses a key whose payload was changed', () => {
    // Prepare
    const [prefix, , signature] = key.split('.');
    const forged = `${prefix}.${Buffer.from(JSON.stringify({ ...licenceKeyPayload(licence), ownerEmail: 'thief@example.com' })).toString('base64url')}.${signature}`;

    // Act
    const error = catchError(() => verifyLicenceKey(forged, signer.publicKey));

    // Assess
    expect(error).toMatchObject({ name: 'InvalidLicenceKeyError', message: 'licence key signature does not verify' });
  });

  it('refuses text that is not a licence key', () => {
    expect(catchError(() => verifyLicenceKey('hello', signer.publicKey))).toMatchObject({
      name: 'InvalidLicenceKeyError',
      message: 'licence key is not in the SKYDECK1.<payload>.<signature> format',
    });
  });

  it('refuses a key signed by another shop’s key', async () => {
    // Prepare
    const elsewhere = await signLicenceKey(memorySigner(), licence);

    // Act + Assess
    expect(catchError(() => verifyLicenceKey(elsewhere, signer.publicKey))).toMatchObject({
      message: 'licence key signature does not verify',
    });
  });

  it('given the simulator’s clock, refuses a seat key after its paid period and grace, and not before', async () => {
    // Prepare
    const seatKey = await signLicenceKeyPayload(signer, {
      ...licenceKeyPayload(licence),
      kind: 'trainer-seat',
      validUntil: '2026-02-08T00:00:00.000Z',
    });

    // Act
    const inTime = verifyLicenceKey(seatKey, signer.publicKey, new Date('2026-02-07T23:59:59.000Z'));
    const late = catchError(() => verifyLicenceKey(seatKey, signer.publicKey, new Date('2026-02-08T00:00:01.000Z')));

    // Assess
    expect(inTime.validUntil).toBe('2026-02-08T00:00:00.000Z');
    expect(late).toMatchObject({ message: 'licence key expired at 2026-02-08T00:00:00.000Z' });
  });
});
