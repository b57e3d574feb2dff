import type { LicenceKeyPayload } from './licence-key';
import type { LicenceStanding } from '../ledger/standing';
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
  };
  /** Seats: what the licence's ledger says of it now (`licenceStanding`): its state and the end of its paid time. */
  readonly standing: Pick<LicenceStanding, 'seat' | 'paidUntil'> | null;
}

export function keyState({ presentedKey, payload, licence, standing }: KeyStatusInput, now: Date): KeyState {
  if (licence.status === 'revoked') return 'revoked';
  if (licence.licenceKey !== presentedKey.trim()) return 'superseded';
  if (licence.kind !== 'trainer-seat') return 'current';
  const validUntil = keyValidUntil(payload, standing?.paidUntil ?? null);
  if (validUntil && Date.parse(validUntil) < now.getTime()) return 'expired';
  return standing?.seat ?? 'current';
}

/**
 * Until when a seat's key verifies: the period its key was signed for, unless the ledger's paid time ends earlier
 * (a refunded renewal, ADR 071) — the ledger then wins over the key, which is left as it is.
 */
export function keyValidUntil(
  payload: Pick<LicenceKeyPayload, 'validUntil'>,
  paidUntil: string | null,
): string | undefined {
  const paid = paidUntil ? seatValidUntil(paidUntil) : undefined;
  if (!payload.validUntil || !paid) return payload.validUntil ?? paid;
  return Date.parse(paid) < Date.parse(payload.validUntil) ? paid : payload.validUntil;
}
