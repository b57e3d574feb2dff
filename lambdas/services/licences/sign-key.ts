import type { LicenceSigner } from '../../adapters/licence-signer';
import type { LicenceGrant } from '../../domain/licences/issuance';
import {
  assembleLicenceKey,
  licenceKeyPayload,
  licenceKeySigningInput,
  type ReissuedKey,
} from '../../domain/licences/licence-key';

/**
 * The one place a licence key is signed (DESIGN.md §7): a purchase's first key and a transfer's re-issued one go
 * through the same payload, signing input and assembly, so the two can never disagree on what a key carries.
 */
export async function signLicenceKey(
  signer: Pick<LicenceSigner, 'sign'>,
  licence: LicenceGrant,
  reissue?: ReissuedKey,
): Promise<string> {
  const signingInput = licenceKeySigningInput(licenceKeyPayload(licence, reissue));
  return assembleLicenceKey(signingInput, await signer.sign(Buffer.from(signingInput, 'ascii')));
}
