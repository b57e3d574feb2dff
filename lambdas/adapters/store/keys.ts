import { normaliseEmail } from '../../domain/email';
/**
 * The single table's key scheme (README "Data model"), in one place: every aggregate's module builds its keys here,
 * so two writers can never spell an item differently.
 */
/** The partition-key prefix of suppressed addresses; the SES events function may write these items and no other. */
export const SUPPRESSED_PREFIX = 'SUPPRESSED#';

export const keys = {
  order: (transactionId: string) => ({ pk: `ORDER#${transactionId}`, sk: 'ORDER' }),
  /** An adjustment (refund, chargeback, credit) of the order's transaction. */
  orderAdjustment: (transactionId: string, adjustmentId: string) => ({
    pk: `ORDER#${transactionId}`,
    sk: `ADJUSTMENT#${adjustmentId}`,
  }),
  /** A subscription's own charge (renewal), kept beside its adjustments so a refund of it finds its period. */
  renewal: (transactionId: string) => ({ pk: `ORDER#${transactionId}`, sk: 'RENEWAL' }),
  licence: (licenceId: string) => ({ pk: `LICENCE#${licenceId}`, sk: 'LICENCE' }),
  licenceSupport: (licenceId: string, subscriptionId: string) => ({
    pk: `LICENCE#${licenceId}`,
    sk: `SUPPORT#${subscriptionId}`,
  }),
  transfer: (licenceId: string) => ({ pk: `LICENCE#${licenceId}`, sk: 'TRANSFER' }),
  subscription: (subscriptionId: string) => ({ pk: `SUBSCRIPTION#${subscriptionId}`, sk: 'SUBSCRIPTION' }),
  event: (eventId: string) => ({ pk: `EVENT#${eventId}`, sk: 'EVENT' }),
  /** The claim of one mail (`order-paid:<transaction>`, …): the first writer sends it. */
  mail: (mailKey: string) => ({ pk: `MAIL#${mailKey}`, sk: 'MAIL' }),
  /** One mail limit's counter in one window (ADR 260), by the hash of its key. */
  mailCounter: (hash: string) => ({ pk: `MAILCOUNT#${hash}`, sk: 'COUNT' }),
  /** Where a job that walks Paddle's history in runs has got to (ADR 363: `charged-totals`). */
  jobCursor: (job: string) => ({ pk: `JOB#${job}`, sk: 'CURSOR' }),
  owner: (email: string) => `OWNER#${normaliseEmail(email)}`,
  /** An address SES reported as bouncing for good or complaining: the shop sends it no more mail. */
  suppressedAddress: (email: string) => ({ pk: `${SUPPRESSED_PREFIX}${normaliseEmail(email)}`, sk: 'SUPPRESSED' }),
};

/** Sort keys of the owner index (gsi1): newest last within each kind. */
export const ownerSortKeys = {
  order: (createdAt: string, transactionId: string) => `ORDER#${createdAt}#${transactionId}`,
  licence: (issuedAt: string, licenceId: string) => `LICENCE#${issuedAt}#${licenceId}`,
  subscription: (subscriptionId: string) => `SUBSCRIPTION#${subscriptionId}`,
  transfer: (requestedAt: string, licenceId: string) => `TRANSFER#${requestedAt}#${licenceId}`,
};
