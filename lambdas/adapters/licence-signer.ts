import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { KMSClient } from '@aws-sdk/client-kms';
import { environment } from './environment';

/**
 * Signs licence keys with ECDSA P-256 / SHA-256 (docs/product/licences.md). In AWS the private key never leaves KMS
 * (`LICENCE_SIGNING_KEY_ID`); in local mode it is a key file generated on first use (`LICENCE_SIGNING_KEY_FILE`,
 * under the local data directory). Both answer signatures in IEEE P1363 form (r‖s) and the public key as PEM.
 */
export interface LicenceSigner {
  sign(data: Uint8Array): Promise<Uint8Array>;
  publicKeyPem(): Promise<string>;
}

export class LocalFileSigner implements LicenceSigner {
  private key: KeyObject | undefined;

  constructor(private readonly file: string) {}

  private privateKey(): KeyObject {
    if (this.key) return this.key;
    if (!existsSync(this.file)) {
      const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      mkdirSync(path.dirname(this.file), { recursive: true });
      // wx: two processes racing on a fresh data dir must not overwrite each other's key.
      try {
        writeFileSync(this.file, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600, flag: 'wx' });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
    this.key = createPrivateKey(readFileSync(this.file, 'utf8'));
    return this.key;
  }

  async sign(data: Uint8Array): Promise<Uint8Array> {
    return sign('sha256', data, { key: this.privateKey(), dsaEncoding: 'ieee-p1363' });
  }

  async publicKeyPem(): Promise<string> {
    return createPublicKey(this.privateKey()).export({ type: 'spki', format: 'pem' }).toString();
  }
}

/**
 * The KMS client is loaded on the first signature or public-key request, not at cold start: the webhook signs only
 * for payments, and the SDK module costs more than the rest of such a handler's initialisation.
 */
export class KmsSigner implements LicenceSigner {
  private publicKey: Promise<string> | undefined;
  private kms: Promise<{ client: KMSClient; sdk: typeof import('@aws-sdk/client-kms') }> | undefined;

  constructor(
    private readonly region: string,
    private readonly keyId: string,
  ) {}

  private loadKms() {
    this.kms ??= import('@aws-sdk/client-kms').then((sdk) => ({
      sdk,
      client: new sdk.KMSClient({ region: this.region }),
    }));
    return this.kms;
  }

  async sign(data: Uint8Array): Promise<Uint8Array> {
    const { client, sdk } = await this.loadKms();
    const result = await client.send(
      new sdk.SignCommand({ KeyId: this.keyId, Message: data, MessageType: 'RAW', SigningAlgorithm: 'ECDSA_SHA_256' }),
    );
    // KMS answers DER; keys carry P1363 so every verifier reads them the same way.
    return derToP1363(result.Signature!);
  }

  /** Asked of KMS once per process; a failed request is not kept, so the next call retries. */
  publicKeyPem(): Promise<string> {
    this.publicKey ??= this.loadKms()
      .then(({ client, sdk }) => client.send(new sdk.GetPublicKeyCommand({ KeyId: this.keyId })))
      .then((result) =>
        createPublicKey({ key: Buffer.from(result.PublicKey!), format: 'der', type: 'spki' })
          .export({ type: 'spki', format: 'pem' })
          .toString(),
      );
    this.publicKey.catch(() => {
      this.publicKey = undefined;
    });
    return this.publicKey;
  }
}

/** An ECDSA DER signature (SEQUENCE of two INTEGERs) as fixed-width r‖s for P-256. */
export function derToP1363(der: Uint8Array): Uint8Array {
  const bytes = Buffer.from(der);
  let offset = 2;
  if (bytes[1]! & 0x80) offset += bytes[1]! & 0x7f;
  const readInteger = () => {
    const length = bytes[offset + 1]!;
    const value = bytes.subarray(offset + 2, offset + 2 + length);
    offset += 2 + length;
    const trimmed = value.subarray(Math.max(0, value.length - 32));
    return Buffer.concat([Buffer.alloc(32 - trimmed.length), trimmed]);
  };
  return Buffer.concat([readInteger(), readInteger()]);
}

function createSigner(): LicenceSigner {
  if (environment.mode === 'local') {
    return new LocalFileSigner(
      process.env.LICENCE_SIGNING_KEY_FILE ?? path.resolve('.local', 'licence-signing-key.pem'),
    );
  }
  return new KmsSigner(environment.region, process.env.LICENCE_SIGNING_KEY_ID ?? '');
}

/** Built once per process, like every adapter. */
export const licenceSigner: LicenceSigner = createSigner();
