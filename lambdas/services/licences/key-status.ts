import { keyState, keyValidUntil, type KeyState } from '../../domain/licences/key-status';
import { InvalidLicenceKeyError, verifyLicenceKey } from './verify-licence-key';
import { supportStatus, type SupportStatus } from '../../domain/licences/support-status';
import { toSupportState } from '../../domain/licences/support-status';
import { keyVersionOf } from '../../domain/licences/transfer-rules';
import type { LicenceSigner } from '../../adapters/licence-signer';
import type { LicenceWithLinks } from '../../adapters/portal-store';
import type { SubscriptionRecord } from '../../adapters/store/subscriptions';
import { DomainError, NotFoundError } from '../../domain/errors';

export interface KeyStatus {
  readonly licenceId: string;
  readonly current: boolean;
  readonly state: KeyState;
  readonly keyVersion: number;
  readonly currentKeyVersion: number;
  /** Suites: the update entitlement (support); seats: their subscription's state. */
  readonly support: SupportStatus;
  /** Trainer seats: until when this key verifies (paid period plus grace). */
  readonly validUntil: string | null;
}

/** What the key check reads: the signer's public key, the licence with its links, and subscriptions by id. */
export interface KeyStatusPorts {
  readonly publicKeyPem: LicenceSigner['publicKeyPem'];
  readonly licenceWithLinks: (licenceId: string) => Promise<LicenceWithLinks | undefined>;
  readonly subscription: (subscriptionId: string) => Promise<SubscriptionRecord | undefined>;
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
  const { licence, supportSubscriptionIds } = found;
  const subscriptionIds = [
    ...new Set([...(licence.subscriptionId ? [licence.subscriptionId] : []), ...supportSubscriptionIds]),
  ];
  const subscriptions = new Map(
    (await Promise.all(subscriptionIds.map((id) => ports.subscription(id)))).flatMap((subscription) =>
      subscription ? [[subscription.subscriptionId, subscription] as const] : [],
    ),
  );
  const own = licence.subscriptionId ? subscriptions.get(licence.subscriptionId) : undefined;
  const state = keyState(
    {
      presentedKey: key,
      payload,
      licence,
      seatSubscriptionStatus: licence.kind === 'trainer-seat' ? (own?.status ?? null) : null,
    },
    now,
  );
  return {
    licenceId: licence.licenceId,
    current: state === 'current',
    state,
    keyVersion: payload.keyVersion ?? 1,
    currentKeyVersion: keyVersionOf(licence),
    support: supportStatus(
      [...subscriptions.values()].map((subscription) => toSupportState(subscription, licence)),
      now,
    ),
    validUntil: keyValidUntil(payload, licence) ?? null,
  };
}
