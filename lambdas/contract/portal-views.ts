import type { BillingInterval } from './billing-interval';
import type { LicenceGrant } from '../domain/licences/issuance';
import type { SupportStatus } from '../domain/licences/support-status';

/**
 * The licence portal's answers (`GET /api/licenses`, `/api/products`, `/api/subscriptions`): one contract, built by
 * the API (lambdas/services/portal/licence-views.ts) and read by the pages (web/src/features/account).
 */
export interface LicenceView {
  readonly licenceId: string;
  readonly kind: LicenceGrant['kind'];
  readonly productSlug: string;
  readonly productTitle: string;
  readonly aircraftType: string | null;
  readonly configuration: string | null;
  readonly addOns: readonly string[];
  readonly purchasedAt: string;
  readonly licenceKey: string;
  readonly keyVersion: number;
  readonly keyIssuedAt: string;
  /**
   * `revoked`: taken back (refund, chargeback, operator); `expired`: a seat whose paid time and grace are over or
   * whose subscription was paused or ended (its key status says `expired` too); `active` otherwise.
   */
  readonly status: 'active' | 'revoked' | 'expired';
  /** Suites: their support; trainer seats: the seat's subscription. Both from the licence's ledger. */
  readonly support: SupportStatus;
  /**
   * Who paid for the support that runs (else the last that ran), by the ledger: the caller (their subscription is
   * listed and cancellable at /subscriptions), a previous owner, or someone else (a guest who extended it). Null when
   * nobody did (none on record, or goodwill).
   */
  readonly supportPaidBy: 'you' | 'previous-owner' | 'someone-else' | null;
  /**
   * Suites only: a chargeback Paddle reversed gave the licence back, but the support subscription it ended cannot be
   * un-canceled, so the buyer is offered to restart support (ADR 241) until it renews by itself again; what the
   * buyer had paid still runs until its end, and catch-up months count only from there (ADR 360). Absent means false.
   */
  readonly supportRestart?: boolean;
  /** Suites only: the catch-up months a support extension bought now would include. */
  readonly catchUpMonths: number;
  /** Trainer seats only. */
  readonly seatPeriod: LicenceGrant['period'];
  readonly pendingTransfer: {
    readonly toEmail: string;
    readonly requestedAt: string;
    readonly status: 'pending' | 'accepting';
  } | null;
}

/** A renewal's amounts in minor units of its currency, as Paddle previews the next transaction. */
export interface RenewalCharge {
  readonly netCents: number;
  readonly taxCents: number;
  readonly grossCents: number;
  readonly currency: string;
}

export interface SubscriptionView {
  readonly subscriptionId: string;
  readonly kind: 'support' | 'trainer' | 'other';
  readonly productSlug: string | null;
  readonly productTitle: string | null;
  readonly status: string;
  readonly currentPeriodEnd: string | null;
  readonly nextBilledAt: string | null;
  /** The catalogue's net price of one renewal. */
  readonly amountCents: number | null;
  readonly billingInterval: BillingInterval | null;
  /** The next charge as Paddle states it, VAT included; null when Paddle does not say (or nothing is due). */
  readonly nextCharge: RenewalCharge | null;
  readonly cancelsAt: string | null;
  readonly canceledAt: string | null;
  /** Cancelling at the end of the period is still possible. */
  readonly cancellable: boolean;
  /**
   * Set to end, and a resume would renew something of the caller's: false when every licence it paid for is renewed
   * by another subscription now or has left the caller (the resume would be refused, ADRs 401, 405).
   */
  readonly resumable: boolean;
  /**
   * Set to end and not resumable: why, in the API's words (the 409's sentence a resume would get, ADR 409), which the
   * page says in the buyer's language instead of offering Resume; null otherwise.
   */
  readonly resumeRefused: string | null;
  /** The licences this subscription supports (support) or whose seats it pays for (trainer): `supports`' ids. */
  readonly licenceIds: readonly string[];
  /**
   * What it paid and renews of each, by the licences' ledgers (ADR 408): a support subscription names the caller's
   * licences it paid time of; `renews` only where it is the licence's one renewing source and renews.
   */
  readonly supports: readonly SupportedLicence[];
}

/** One licence a subscription paid for, as its ledger says (ADR 408). */
export interface SupportedLicence {
  readonly licenceId: string;
  /** The subscription renews the licence's support: its ledger's renewing source, running and not set to end. */
  readonly renews: boolean;
  /** The end of the last period it paid for the licence; null for a trainer's seats (their subscription's period). */
  readonly paidUntil: string | null;
}

export interface IncomingTransferView {
  readonly licenceId: string;
  readonly fromEmail: string;
  readonly requestedAt: string;
  readonly productTitle: string;
  readonly aircraftType: string | null;
}
