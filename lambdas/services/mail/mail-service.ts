import type { MailPort, SentMailRecords } from '../../adapters/mail/mail-port';
import type { ReminderCandidate } from '../../adapters/mail/reminder-candidates';
import { orderNumberOf } from '../../contract/order-number';
import type { ComposedMail } from './layout';
import { subscriptionCancelledMail, subscriptionResumedMail } from './subscription-mails';
import {
  orderPaidMail,
  supportLapsedMail,
  supportExtendedForOwnerMail,
  supportLapsingSoonMail,
  transferCompletedToNewOwnerMail,
  transferCompletedToPreviousOwnerMail,
  transferOfferMail,
  type MailedLicence,
} from './templates';

export interface MailServiceDeps {
  readonly port: MailPort;
  readonly records: SentMailRecords;
  /** The shop's origin, for links (`https://shop.example`). */
  readonly siteUrl: string;
}

export interface PaidOrder {
  readonly transactionId: string;
  readonly buyerEmail: string;
  readonly productTitle: string;
  /** What the order cost; null in a mail to someone other than the buyer, who is not told another's amounts. */
  readonly totalCents: number | null;
  readonly licences: readonly MailedLicence[];
  readonly extendedLicenceId: string | null;
  /** Support staff sent or caused this mail (a re-send), and it says so. */
  readonly byStaff?: boolean;
  /** A support extension: the day the licence's support now runs until (ADR 312). */
  readonly supportUntil?: string | null;
  /** What was bought, line by line: every add-on named. */
  readonly lines?: readonly { readonly title: string; readonly quantity: number }[];
  /** What renews, and at what price (excluding VAT); null for a one-time purchase. */
  readonly renewal?: {
    readonly amountCents: number;
    readonly interval: 'month' | 'year';
    /** A suite's first year of support is included in its price. */
    readonly firstYearIncluded: boolean;
  } | null;
}

/** The order mail's key: the payment reads its claim with the order (a repeat then writes nothing). */
export const orderPaidMailKey = (transactionId: string) => `order-paid:${transactionId}`;
/** The order mail's kind, as its claim records it. */
export const ORDER_PAID_KIND = 'order-paid';

/** An operator's re-send of the order mail (docs/product/console.md). */
export const ORDER_RESEND_KIND = 'order-resend';

/** Support ending within this many days, without renewal, earns one "ends soon" mail. */
export const LAPSING_SOON_DAYS = 14;
/** A lapse older than this when first seen (the job's first run) is not announced any more. */
export const LAPSED_NOTICE_DAYS = 30;
const DAY_MS = 24 * 3600 * 1000;

// Made on first use: building an Intl formatter loads ICU data (tens of ms), which a cold start of the webhook or
// a transfer should not pay before it knows it will send a mail.
let euro: Intl.NumberFormat | undefined;
let longDate: Intl.DateTimeFormat | undefined;
export const formatMailEuro = (cents: number) =>
  `€ ${(euro ??= new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })).format(cents / 100)}`;
export const formatMailDate = (iso: string) =>
  (longDate ??= new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' })).format(new Date(iso));

/** "first year included, then € 120.00 per year", "€ 499.00 per year": what renews, excluding VAT. */
function renewalText(renewal: NonNullable<PaidOrder['renewal']>): string {
  const price = `${formatMailEuro(renewal.amountCents)} per ${renewal.interval} (excluding VAT), renewing automatically until cancelled`;
  return renewal.firstYearIncluded ? `First year included, then ${price}` : price;
}

/**
 * The shop's mail use cases. Each mail has a key naming what it announces (an order, a transfer of one key
 * version, one support period's end); the key is claimed with a conditional write before sending, so a redelivered
 * webhook or a re-run job sends nothing twice, and a failed send gives the claim back so the retry sends it.
 */
export function createMailService({ port, records, siteUrl }: MailServiceDeps) {
  const links = {
    licences: `${siteUrl}/licenses`,
    extend: `${siteUrl}/my-extend-support-subscription`,
  };
  const subscriptionLinks = { subscriptions: `${siteUrl}/subscriptions` };

  const orderMail = (order: PaidOrder) =>
    orderPaidMail(
      {
        orderNumber: orderNumberOf(order.transactionId),
        transactionId: order.transactionId,
        lines: (order.lines ?? []).map((line) => `${line.quantity} × ${line.title}`),
        renewalText: order.renewal ? renewalText(order.renewal) : null,
        productTitle: order.productTitle,
        totalText: order.totalCents === null ? null : formatMailEuro(order.totalCents),
        byStaff: order.byStaff ?? false,
        licences: order.licences,
        extendedLicenceId: order.extendedLicenceId,
        supportUntilText: order.supportUntil ? formatMailDate(order.supportUntil) : null,
      },
      { ...links, order: `${siteUrl}/orders#${order.transactionId}` },
    );

  async function sendOnce(
    key: string,
    kind: string,
    to: string,
    mail: ComposedMail & { about?: string },
  ): Promise<boolean> {
    if (!(await records.claim(key, kind))) return false;
    try {
      await port.send({ to, kind, ...mail });
      return true;
    } catch (error) {
      await records.release(key);
      throw error;
    }
  }

  return {
    sendOrderConfirmation(order: PaidOrder): Promise<boolean> {
      return sendOnce(orderPaidMailKey(order.transactionId), ORDER_PAID_KIND, order.buyerEmail, {
        ...orderMail(order),
        about: order.transactionId,
      });
    },

    /**
     * The order mail whose claim the caller wrote with the purchase (ADR 155); a failed send throws and the claim
     * is the caller's to give back.
     */
    async sendClaimedOrderConfirmation(order: PaidOrder): Promise<void> {
      await port.send({ to: order.buyerEmail, kind: ORDER_PAID_KIND, ...orderMail(order), about: order.transactionId });
    },

    /** The order mail again, sent by an operator and marked so: it claims nothing, the sent-once guard stays. */
    async sendOrderResend(order: PaidOrder): Promise<void> {
      const mail = orderMail({ ...order, byStaff: true });
      await port.send({
        to: order.buyerEmail,
        kind: ORDER_RESEND_KIND,
        ...mail,
        subject: `Re-sent: ${mail.subject}`,
        about: order.transactionId,
      });
    },

    sendTransferOffer(transfer: {
      licenceId: string;
      productTitle: string;
      fromEmail: string;
      toEmail: string;
      keyVersion: number;
      requestedAt: string;
    }) {
      return sendOnce(
        `transfer-offer:${transfer.licenceId}:${transfer.keyVersion}:${transfer.requestedAt}`,
        'transfer-offer',
        transfer.toEmail,
        { ...transferOfferMail(transfer, { accept: links.licences }), about: transfer.licenceId },
      );
    },

    async sendTransferCompleted(transfer: {
      licenceId: string;
      productTitle: string;
      fromEmail: string;
      toEmail: string;
      keyVersion: number;
      licenceKey: string;
      /** What the move did to the licence's support (ADR 313). */
      support?: { paidUntil: string | null; renewalStopped: boolean };
      /** Support staff moved it (no offer was accepted), and both mails say so. */
      byStaff?: boolean;
    }): Promise<void> {
      const support = {
        paidUntilText: transfer.support?.paidUntil ? formatMailDate(transfer.support.paidUntil) : null,
        renewalStopped: transfer.support?.renewalStopped ?? false,
        continueUrl: `${links.extend}?licence=${encodeURIComponent(transfer.licenceId)}`,
      };
      const key = `transfer-done:${transfer.licenceId}:${transfer.keyVersion}`;
      await sendOnce(`${key}:new-owner`, 'transfer-completed', transfer.toEmail, {
        ...transferCompletedToNewOwnerMail({ ...transfer, support }, links),
        about: transfer.licenceId,
      });
      await sendOnce(`${key}:previous-owner`, 'transfer-completed', transfer.fromEmail, {
        ...transferCompletedToPreviousOwnerMail({ ...transfer, support }, links),
        about: transfer.licenceId,
      });
    },

    /** The owner of a licence whose support someone else extended (ADR 312): once per payment. */
    sendSupportExtendedToOwner(notice: {
      transactionId: string;
      ownerEmail: string;
      licenceId: string;
      productTitle: string;
      supportUntil: string;
    }): Promise<boolean> {
      return sendOnce(`support-extended-owner:${notice.transactionId}`, 'support-extended-owner', notice.ownerEmail, {
        ...supportExtendedForOwnerMail({ ...notice, dateText: formatMailDate(notice.supportUntil) }, links),
        about: notice.licenceId,
      });
    },

    /** One "ends soon" mail per support period that will not renew, one "lapsed" mail per lapse. */
    async sendSupportReminders(candidates: readonly ReminderCandidate[], now: Date): Promise<{ sent: number }> {
      let sent = 0;
      for (const candidate of candidates) {
        const { support } = candidate;
        if (
          support.state === 'active' &&
          !support.autoRenewing &&
          Date.parse(support.activeUntil) - now.getTime() <= LAPSING_SOON_DAYS * DAY_MS
        ) {
          const reminder = { ...candidate, dateText: formatMailDate(support.activeUntil) };
          if (
            await sendOnce(
              `support-lapsing:${candidate.licenceId}:${support.activeUntil}`,
              'support-lapsing',
              candidate.ownerEmail,
              { ...supportLapsingSoonMail(reminder, links), about: candidate.licenceId },
            )
          )
            sent += 1;
        } else if (
          support.state === 'lapsed' &&
          now.getTime() - Date.parse(support.lapsedSince) <= LAPSED_NOTICE_DAYS * DAY_MS
        ) {
          const reminder = { ...candidate, dateText: formatMailDate(support.lapsedSince) };
          if (
            await sendOnce(
              `support-lapsed:${candidate.licenceId}:${support.lapsedSince}`,
              'support-lapsed',
              candidate.ownerEmail,
              { ...supportLapsedMail(reminder, links), about: candidate.licenceId },
            )
          )
            sent += 1;
        }
      }
      return { sent };
    },

    /** The receipt of a cancellation at the period's end, naming that end (ADR 261). */
    sendSubscriptionCancelled(change: SubscriptionChange & { endsAt: string }) {
      return sendOnce(
        `subscription-cancelled:${change.subscriptionId}:${change.requestedAt}`,
        'subscription-cancelled',
        change.ownerEmail,
        {
          ...subscriptionCancelledMail({ ...change, endDateText: formatMailDate(change.endsAt) }, subscriptionLinks),
          about: change.subscriptionId,
        },
      );
    },

    /** The receipt of a resumed subscription (its scheduled cancellation removed). */
    sendSubscriptionResumed(change: SubscriptionChange & { nextBilledAt: string | null }) {
      return sendOnce(
        `subscription-resumed:${change.subscriptionId}:${change.requestedAt}`,
        'subscription-resumed',
        change.ownerEmail,
        {
          ...subscriptionResumedMail(
            { ...change, renewalDateText: change.nextBilledAt ? formatMailDate(change.nextBilledAt) : null },
            subscriptionLinks,
          ),
          about: change.subscriptionId,
        },
      );
    },
  };
}

/** A buyer's change to one of their subscriptions, as its receipt needs it. */
export interface SubscriptionChange {
  readonly subscriptionId: string;
  readonly productTitle: string;
  readonly ownerEmail: string;
  /** When the buyer asked: one receipt per request. */
  readonly requestedAt: string;
}

/** The receipts of cancelling and resuming: what the portal's subscription actions need of the mail service. */
export type SubscriptionMailer = Pick<MailService, 'sendSubscriptionCancelled' | 'sendSubscriptionResumed'>;

export type MailService = ReturnType<typeof createMailService>;

/** The two mails of a licence transfer: what the portal's transfer service needs of the mail service. */
export type TransferMailer = Pick<MailService, 'sendTransferOffer' | 'sendTransferCompleted'>;
