import type { LicenceKeyPayload } from './licence-key';
import { seatValidUntil } from './seat-period';

/**
 * What `GET /api/licence-keys/status` says about a key the signature of which verified (README "Licence portal"):
 * - `revoked`: refunded or charged back (or a seat taken away when the subscription shrank);
 * - `superseded`: the licence carries a newer key (a transfer, a seat's renewal);
 * - `expired`: a seat whose subscription stopped, or whose key's paid period and grace are over;
 * - `past_due`: a seat whose subscription's renewal payment is failing, or whose refunded period's grace runs (it
 *   still runs until its key expires);
 * - `current`: none of these.
 */
export type KeyState = 'current' | 'superseded' | 'revoked' | 'expired' | 'past_due';

export interface KeyStatusInput {
  readonly presentedKey: string;
  readonly payload: LicenceKeyPayload;
  readonly licence: {
    readonly licenceKey: string;
    readonly status: string;
    readonly kind: string;
    readonly paidUntil?: string | null;
  };
  /** Seats only: their subscription's Paddle status, when known. */
  readonly seatSubscriptionStatus: string | null;
}

export function keyState(
  { presentedKey, payload, licence, seatSubscriptionStatus }: KeyStatusInput,
  now: Date,
): KeyState {
  if (licence.status === 'revoked') return 'revoked';
  if (licence.licenceKey !== presentedKey.trim()) return 'superseded';
  if (licence.kind !== 'trainer-seat') return 'current';
  const validUntil = keyValidUntil(payload, licence);
  if (seatSubscriptionStatus === 'canceled' || seatSubscriptionStatus === 'paused') return 'expired';
  if (validUntil && Date.parse(validUntil) < now.getTime()) return 'expired';
  if (seatSubscriptionStatus === 'past_due') return 'past_due';
  // Within the grace of a period taken back, the seat is owed a payment like a failing renewal.
  const takenBack = payload.validUntil !== undefined && validUntil !== payload.validUntil;
  if (takenBack && Date.parse(licence.paidUntil!) < now.getTime()) return 'past_due';
  return 'current';
}

/**
 * Until when a seat's key verifies: the period its key was signed for, unless a refunded renewal took the seat's paid
 * period back since (ADR 071) — the record then wins over the key, which is left as it is.
 */
export function keyValidUntil(
  payload: Pick<LicenceKeyPayload, 'validUntil'>,
  licence: Pick<KeyStatusInput['licence'], 'paidUntil'>,
): string | undefined {
  const paid = licence.paidUntil ? seatValidUntil(licence.paidUntil) : undefined;
  if (!payload.validUntil || !paid) return payload.validUntil ?? paid;
  return Date.parse(paid) < Date.parse(payload.validUntil) ? paid : payload.validUntil;
}
