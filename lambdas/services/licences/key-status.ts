import { keyState, keyValidUntil, type KeyState } from '../../domain/licences/key-status';
import { InvalidLicenceKeyError, verifyLicenceKey } from './verify-licence-key';
import type { SupportStatus } from '../../domain/licences/support-status';
import { keyVersionOf } from '../../domain/licences/transfer-rules';
import type { LicenceSigner } from '../../adapters/licence-signer';
import type { LicenceWithLinks } from '../../adapters/portal-store';
import type { SubscriptionRecord } from '../../adapters/store/subscriptions';
import { DomainError, NotFoundError } from '../../domain/errors';
import { standingOfLicence, subscriptionsToRead } from '../ledger/standing';

export interface KeyStatus {
  readonly licenceId: string;
  readonly current: boolean;
  readonly state: KeyState;
  readonly keyVersion: number;
  readonly currentKeyVersion: number;
  /** Suites: the update entitlement (support); seats: their subscription's state. From the licence's ledger. */
  readonly support: SupportStatus;
  /** Suites: the catch-up months a support extension bought now includes (the checkout charges exactly these). */
  readonly catchUpMonths: number;
  /** Trainer seats: until when this key verifies (paid period plus grace). */
  readonly validUntil: string | null;
}

/** What the key check reads: the signer's public key, the licence, and the subscriptions its ledger names. */
export interface KeyStatusPorts {
  readonly publicKeyPem: LicenceSigner['publicKeyPem'];
  readonly licenceWithLinks: (licenceId: string) => Promise<LicenceWithLinks | undefined>;
  readonly subscriptions: (subscriptionIds: readonly string[]) => Promise<ReadonlyMap<string, SubscriptionRecord>>;
}

export class LicenceKeyRefusedError extends DomainError {
  override readonly name = 'LicenceKeyRefusedError';
}

/**
 * What the simulator asks the shop about a key (README "Licence portal"): whether it is the licence's current key,
 * whether a seat's subscription still pays for it, and the suite's support state (the update entitlement).
 */
export async function licenceKeyStatus(ports: KeyStatusPorts, key: string, now = new Date()): Promise<KeyStatus> {
  let payload;
  try {
    payload = verifyLicenceKey(key, await ports.publicKeyPem());
  } catch (error) {
    if (error instanceof InvalidLicenceKeyError || error instanceof SyntaxError) {
      throw new LicenceKeyRefusedError(
        'INVALID_LICENCE_KEY',
        `key: ${error instanceof SyntaxError ? 'licence key payload is not JSON' : error.message}`,
      );
    }
    throw error;
  }
  const found = typeof payload.licenceId === 'string' ? await ports.licenceWithLinks(payload.licenceId) : undefined;
  if (!found) throw new NotFoundError('LICENCE_NOT_FOUND', 'No licence is known for this key.');
  const { licence } = found;
  const subscriptions = await ports.subscriptions(subscriptionsToRead(licence));
  const standing = standingOfLicence(licence, (id) => subscriptions.get(id), now);
  const state = keyState(
    { presentedKey: key, payload, licence, standing: licence.kind === 'trainer-seat' ? standing : null },
    now,
  );
  return {
    licenceId: licence.licenceId,
    current: state === 'current',
    state,
    keyVersion: payload.keyVersion ?? 1,
    currentKeyVersion: keyVersionOf(licence),
    support: standing.support,
    catchUpMonths: standing.catchUpMonths,
    validUntil: licence.kind === 'trainer-seat' ? (keyValidUntil(payload, standing.paidUntil) ?? null) : null,
  };
}
