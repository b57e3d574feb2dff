import { orderNumberKey } from '../../contract/order-number';
import { normaliseEmail } from '../../domain/email';
/**
 * The single table's key scheme (README "Data model"), in one place: every aggregate's module builds its keys here,
 * so two writers can never spell an item differently.
 */
/** The partition-key prefix of suppressed addresses; the SES events function may write these items and no other. */
export const SUPPRESSED_PREFIX = 'SUPPRESSED#';

/** Where unreadable Paddle events are kept: few, and listed together by `npm run webhooks -- list`. */
export const UNREADABLE_EVENTS_PARTITION = 'PADDLE_UNREADABLE';

/** Where mails the mail service refused wait for their retry (ADR 504): few, oldest first by sort key. */
export const MAIL_OUTBOX_PARTITION = 'MAIL_OUTBOX';

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
  /** One mail the shop sent to an address (ADR 372): the address's partition, newest last by sort key. */
  mailSent: (email: string, sentAt: string, kind: string, id: string) => ({
    pk: `MAILTO#${normaliseEmail(email)}`,
    sk: `${sentAt}#${kind}#${id}`,
  }),
  mailsSentTo: (email: string) => `MAILTO#${normaliseEmail(email)}`,
  /**
   * One side of a completed licence move (ADR 374), beside its licence: `OUT` carries the previous owner's owner
   * index entry, `IN` the new owner's, so each address finds its moves with one Query.
   */
  licenceMove: (licenceId: string, keyVersion: number, side: 'IN' | 'OUT') => ({
    pk: `LICENCE#${licenceId}`,
    sk: `MOVE#${keyVersion}#${side}`,
  }),
  /** A signed Paddle event the shop could not read, kept whole for replay (ADR 501); one partition lists them. */
  unreadableEvent: (eventId: string) => ({ pk: UNREADABLE_EVENTS_PARTITION, sk: `EVENT#${eventId}` }),
  /** One mail waiting in the outbox, by when the mail service first refused it. */
  outboxMail: (queuedAt: string, id: string) => ({ pk: MAIL_OUTBOX_PARTITION, sk: `${queuedAt}#${id}` }),
  /** An address SES reported as bouncing for good or complaining: the shop sends it no more mail. */
  suppressedAddress: (email: string) => ({ pk: `${SUPPRESSED_PREFIX}${normaliseEmail(email)}`, sk: 'SUPPRESSED' }),
};

/**
 * An adjustment's entry in gsi1 (the owner index, overloaded): its id finds its order, for the console's search
 * (ADR 459). On the adjustment and on the console's refund request of it.
 */
export const adjustmentFinderKeys = (adjustmentId: string, transactionId: string) => ({
  gsi1pk: `ADJ#${adjustmentId}`,
  gsi1sk: transactionId,
});

/** Sort keys of the owner index (gsi1): newest last within each kind. */
export const ownerSortKeys = {
  order: (createdAt: string, transactionId: string) => `ORDER#${createdAt}#${transactionId}`,
  licence: (issuedAt: string, licenceId: string) => `LICENCE#${issuedAt}#${licenceId}`,
  subscription: (subscriptionId: string) => `SUBSCRIPTION#${subscriptionId}`,
  transfer: (requestedAt: string, licenceId: string) => `TRANSFER#${requestedAt}#${licenceId}`,
  /** A completed move in or out (ADR 374); not `TRANSFER#`, which is the open offers' prefix. */
  move: (at: string, licenceId: string) => `MOVED#${at}#${licenceId}`,
};

/**
 * The operator console's index (gsi2, ADR 330): each entry is `{gsi2pk, gsi2sk}` on the item it finds. Addresses are
 * bucketed by their first character so a prefix is one `begins_with` Query; paid orders by UTC day, so a date range
 * is one Query per day, many in flight at once.
 */
export const adminIndexKeys = {
  /** On the order item once paid: the sales report reads a range of UTC days side by side. */
  paid: (paidAt: string, transactionId: string) => ({
    gsi2pk: adminIndexKeys.paidDay(paidAt.slice(0, 10)),
    gsi2sk: `${paidAt}#${transactionId}`,
  }),
  paidDay: (day: string) => `PAID#${day}`,
  /** On the order's `FIND#EMAIL` item: orders by the start of the checkout address. */
  email: (email: string, transactionId: string) => ({
    gsi2pk: adminIndexKeys.emailBucket(email),
    gsi2sk: `${normaliseEmail(email)}#${transactionId}`,
  }),
  emailBucket: (emailOrPrefix: string) => `EMAIL#${normaliseEmail(emailOrPrefix).slice(0, 1)}`,
  /** On an order's `FIND#EMAILPART#n` items: orders by the part of the address from one of its characters on (ADR 464). */
  emailPart: (part: string, transactionId: string) => ({
    gsi2pk: adminIndexKeys.emailPartBucket(part),
    gsi2sk: `${part}#${transactionId}`,
  }),
  emailPartBucket: (part: string) => `EMAILPART#${normaliseEmail(part).slice(0, 1)}`,
  /** On the order's `FIND#CUSTOMER` item: orders by Paddle customer. */
  customer: (customerId: string, createdAt: string, transactionId: string) => ({
    gsi2pk: `CUSTOMER#${customerId}`,
    gsi2sk: `${createdAt}#${transactionId}`,
  }),
  customerPartition: (customerId: string) => `CUSTOMER#${customerId}`,
  /** On a processed event's marker: the events applied to one order or subscription. */
  events: (targetId: string, processedAt: string, eventId: string) => ({
    gsi2pk: `EVENTS#${targetId}`,
    gsi2sk: `${processedAt}#${eventId}`,
  }),
  eventsPartition: (targetId: string) => `EVENTS#${targetId}`,
  /** On a suppressed address's item: the console's home lists the addresses suppressed on a UTC day. */
  suppressed: (suppressedAt: string, email: string) => ({
    gsi2pk: adminIndexKeys.suppressedDay(suppressedAt.slice(0, 10)),
    gsi2sk: `${suppressedAt}#${normaliseEmail(email)}`,
  }),
  suppressedDay: (day: string) => `SUPPRESSIONS#${day}`,
  /**
   * On a mail log item: the mails about one order (its own, and those about its licences, whose ids name it) or one
   * subscription, newest last (ADR 458).
   */
  mail: (subject: string, at: string, to: string) => ({
    gsi2pk: adminIndexKeys.mailsAbout(subject),
    gsi2sk: `${at}#${normaliseEmail(to)}`,
  }),
  mailsAbout: (subject: string) => `MAILS#${subject}`,
  /**
   * On an adjustment and on the console's refund request: refunds, chargebacks and credits by the UTC day they last
   * changed (ADR 457).
   */
  adjustment: (at: string, adjustmentId: string) => ({
    gsi2pk: adminIndexKeys.adjustmentDay(at.slice(0, 10)),
    gsi2sk: `${at}#${adjustmentId}`,
  }),
  adjustmentDay: (day: string) => `ADJUSTMENTS#${day}`,
  /** On a completed licence move's `IN` side: moves by the UTC day they happened (ADR 457). */
  move: (at: string, licenceId: string) => ({
    gsi2pk: adminIndexKeys.moveDay(at.slice(0, 10)),
    gsi2sk: `${at}#${licenceId}`,
  }),
  moveDay: (day: string) => `MOVES#${day}`,
  /** On a webhook delivery the shop could not process: failures by UTC day (ADR 457). */
  webhookFailure: (at: string, eventId: string) => ({
    gsi2pk: adminIndexKeys.webhookFailureDay(at.slice(0, 10)),
    gsi2sk: `${at}#${eventId}`,
  }),
  webhookFailureDay: (day: string) => `WEBHOOK_FAILURES#${day}`,
  /** On an order's `FIND#NUMBER` item: the order by the number its mails print (ADR 459). */
  orderNumber: (orderNumber: string, transactionId: string) => ({
    gsi2pk: adminIndexKeys.orderNumberPartition(orderNumber),
    gsi2sk: transactionId,
  }),
  /** `0Q41-RVXE`, `0q41rvxe` and ` 0q41 rvxe ` all name one partition. */
  orderNumberPartition: (orderNumber: string) => `ORDERNO#${orderNumberKey(orderNumber)}`,
  /**
   * On a subscription item while Paddle is not yet in line with what it renews (ADR 407): the reconciliation lists
   * them, oldest first.
   */
  pendingAlignment: (since: string, subscriptionId: string) => ({
    gsi2pk: PENDING_ALIGNMENTS_PARTITION,
    gsi2sk: `${since}#${subscriptionId}`,
  }),
};

/** The gsi2 partition of subscriptions whose quantity or renewal Paddle has not taken yet (ADR 407): few. */
export const PENDING_ALIGNMENTS_PARTITION = 'ALIGNMENTS_PENDING';

/** The order partition's finder items, which carry the order's search entries in gsi2. */
export const orderFinderKeys = {
  email: (transactionId: string) => ({ pk: `ORDER#${transactionId}`, sk: 'FIND#EMAIL' }),
  customer: (transactionId: string) => ({ pk: `ORDER#${transactionId}`, sk: 'FIND#CUSTOMER' }),
  /** The order by the number its mails print (ADR 459). */
  number: (transactionId: string) => ({ pk: `ORDER#${transactionId}`, sk: 'FIND#NUMBER' }),
  /** The order by a part of its checkout address after its first character (ADR 464): `n` counts them. */
  emailPart: (transactionId: string, n: number) => ({ pk: `ORDER#${transactionId}`, sk: `FIND#EMAILPART#${n}` }),
  /** A mail an operator sent for the order (the webhook's own mail is its claim, `MAIL#order-paid:<id>`). */
  mailed: (transactionId: string, at: string, to: string) => ({
    pk: `ORDER#${transactionId}`,
    sk: `MAILED#${at}#${to}`,
  }),
};
