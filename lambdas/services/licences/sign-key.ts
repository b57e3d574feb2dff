import type { LicenceSigner } from '../../adapters/licence-signer';
import type { LicenceGrant } from '../../domain/licences/issuance';
import {
  assembleLicenceKey,
  licenceKeyPayload,
  licenceKeySigningInput,
  type LicenceKeyPayload,
  type ReissuedKey,
} from '../../domain/licences/licence-key';

/**
 * The one place a licence key is signed (docs/product/licences.md, "Licence keys"): a purchase's first key, a transfer's, a renewal's and a
 * refunded add-on's re-issued one go through the same payload, signing input and assembly, so they can never
 * disagree on what a key carries.
 */
export async function signLicenceKey(
  signer: Pick<LicenceSigner, 'sign'>,
  licence: LicenceGrant,
  reissue?: ReissuedKey,
): Promise<string> {
  return signLicenceKeyPayload(signer, licenceKeyPayload(licence, reissue));
}

export async function signLicenceKeyPayload(
  signer: Pick<LicenceSigner, 'sign'>,
  payload: LicenceKeyPayload,
): Promise<string> {
  const signingInput = licenceKeySigningInput(payload);
  return assembleLicenceKey(signingInput, await signer.sign(Buffer.from(signingInput, 'ascii')));
}
