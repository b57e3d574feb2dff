import type { LicenceView } from './portal-views';

type LicenceFacts = Pick<LicenceView, 'kind' | 'status'>;

/**
 * What the portal's pages offer and the API allows on a licence, decided once (ADR 010), so a button is never shown
 * for a request the API would refuse, nor hidden for one it accepts.
 */

/** The suite licence is transferable (docs/product/transfers.md); a trainer seat belongs to its buyer's subscription; a refund ends both. */
export function canBeTransferred(licence: LicenceFacts): boolean {
  return licence.kind === 'suite' && licence.status === 'active';
}

/** A support extension may be bought for any active suite licence, also while its support still runs. */
export function supportCanBeExtended(licence: LicenceFacts): boolean {
  return licence.kind === 'suite' && licence.status === 'active';
}

/**
 * The portal invites an extension where support will not go on by itself: lapsed, never recorded, cancelled to
 * end with its period, or paid by a previous owner's subscription that stopped renewing for it when it moved
 * (ADR 313). Support that renews automatically needs nothing, and the API refuses to sell it again (ADR 312).
 */
export function supportNeedsExtending(licence: LicenceFacts & Pick<LicenceView, 'support'>): boolean {
  if (!supportCanBeExtended(licence)) return false;
  // A renewal whose payment Paddle is retrying is not sold again (ADR 243), nor one paused until resumed (ADR 416).
  if (licence.support.state === 'payment-due' || licence.support.state === 'paused') return false;
  return licence.support.state !== 'active' || !licence.support.autoRenewing;
}
