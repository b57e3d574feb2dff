import { generateKeyPairSync, sign } from 'node:crypto';
import type { LicenceSigner } from '../../lambdas/adapters/licence-signer';

/** A licence signer with a key pair made for the test, as the local key file or KMS signs: ECDSA P-256, P1363. */
export function memorySigner(): LicenceSigner & { readonly publicKey: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  return {
    publicKey: pem,
    sign: async (data) => sign('sha256', data, { key: privateKey, dsaEncoding: 'ieee-p1363' }),
    publicKeyPem: async () => pem,
  };
}
