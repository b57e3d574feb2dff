import { alarmedFailure } from '../../adapters/logger';
import type { MailPort, RecipientRead, SentMailRecords } from '../../adapters/mail/mail-port';
import type { ReminderCandidate } from './support-reminders';
import { localisedPath, shopLanguageOf, type ShopLanguage } from '../../contract/languages';
import { PATHS } from '../../contract/routes';
import { orderNumberOf } from '../../contract/order-number';
import type { ChargedTotals } from '../../domain/licences/payment-events';
import type { ComposedMail, MailContext } from './layout';
import { speakerFor, type Speaker } from './speaker';
import { subscriptionCancelledMail, subscriptionResumedMail } from './subscription-mails';
import {
  accountDeletedMail,
  deleteCodeMail,
  orderPaidMail,
  passwordChangedMail,
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
  /** The net price the checkout recorded (excluding VAT). */
  readonly totalCents: number;
  /** What Paddle charged: net, VAT and gross; the mail's "Amount charged" is the gross. */
  readonly charged?: ChargedTotals | null;
  /** The buyer's language, as the checkout recorded it (ADR 486); English when absent. */
  readonly language?: string | null;
  /** A re-send to an owner who is not the buyer: nobody is told another buyer's amounts, so none are written. */
  readonly withoutAmounts?: boolean;
  /** Support staff sent this mail again, or corrected the order's address, and it says so. */
  readonly byStaff?: 'resent' | 'corrected' | null;
  readonly licences: readonly MailedLicence[];
  readonly extendedLicenceId: string | null;
  /** A support extension: the day the licence's support now runs until (ADR 312). */
  readonly supportUntil?: string | null;
  /** What was bought, line by line: every add-on named. */
  readonly lines?: readonly { readonly title: string; readonly quantity: number }[];
  /** What renews, and at what net price; null for a one-time purchase. */
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
/** The order mail to the address an operator corrected the order to (ADR 403): it says support staff did it. */
export const ORDER_ADDRESS_CORRECTED_KIND = 'order-address-corrected';

/** Support ending within this many days, without renewal, earns one "ends soon" mail. */
export const LAPSING_SOON_DAYS = 14;
/** A lapse older than this when first seen (the job's first run) is not announced any more. */
export const LAPSED_NOTICE_DAYS = 30;
const DAY_MS = 24 * 3600 * 1000;

/**
 * "first year included, then €120.00 per year including €24.00 VAT, renewing automatically until cancelled": what
 * renews at the net price, and with VAT at the rate Paddle charged on this order (the next charge's, as long as the
 * buyer's country and the rate stay the same).
 */
function renewalText(
  { t, money }: Speaker,
  renewal: NonNullable<PaidOrder['renewal']>,
  charged: ChargedTotals | null | undefined,
): string {
  const net = charged ? charged.subtotalCents - charged.discountCents : 0;
  const vat = charged && net > 0 ? Math.round((renewal.amountCents * charged.taxCents) / net) : null;
  const currency = charged?.currency ?? 'EUR';
  const amount =
    vat === null
      ? t('excludingVat', { amount: money(renewal.amountCents, currency) })
      : t('renewalWithVat', { gross: money(renewal.amountCents + vat, currency), vat: money(vat, currency) });
  const price = t(renewal.interval === 'month' ? 'renewalMonth' : 'renewalYear', { amount });
  return renewal.firstYearIncluded ? t('renewalFirstYear', { price }) : price;
}

/** Net, VAT and gross as Paddle charged them; only the net when Paddle's totals are not known. */
function amountsOf({ money }: Speaker, order: PaidOrder) {
  const charged = order.charged;
  if (!charged) return { net: money(order.totalCents), vat: null, gross: null };
  return {
    net: money(charged.subtotalCents - charged.discountCents, charged.currency),
    vat: money(charged.taxCents, charged.currency),
    gross: money(charged.grandTotalCents, charged.currency),
  };
}

/**
 * The shop's mail use cases. Each mail has a key naming what it announces (an order, a transfer of one key
 * version, one support period's end); the key is claimed with a conditional write before sending, so a redelivered
 * webhook or a re-run job sends nothing twice, and a failed send gives the claim back so the retry sends it.
 */
export function createMailService({ port, records, siteUrl }: MailServiceDeps) {
  const contextIn = async (language: string | null | undefined): Promise<MailContext> => ({
    speaker: await speakerFor(shopLanguageOf(language)),
    siteUrl,
  });

  const orderMail = async (order: PaidOrder) => {
    const context = await contextIn(order.language);
    const { speaker } = context;
    const links = pageLinks(context);
    return orderPaidMail(
      context,
      {
        orderNumber: orderNumberOf(order.transactionId),
        transactionId: order.transactionId,
        lines: (order.lines ?? []).map((line) => `${line.quantity} × ${line.title}`),
        renewalText: order.renewal ? renewalText(speaker, order.renewal, order.charged) : null,
        productTitle: order.productTitle,
        amounts: order.withoutAmounts ? null : amountsOf(speaker, order),
        byStaff: order.byStaff ?? null,
        licences: order.licences,
        extendedLicenceId: order.extendedLicenceId,
        supportUntilText: order.supportUntil ? speaker.date(order.supportUntil) : null,
      },
      { ...links, order: orderLink(siteUrl, order.transactionId, speaker.language) },
    );
  };

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

  /** The reminder a candidate's support calls for today, if any: true when it was sent now. */
  async function sendReminder(context: MailContext, candidate: ReminderCandidate, now: Date): Promise<boolean> {
    const { support } = candidate;
    const formatMailDate = context.speaker.date;
    const links = pageLinks(context);
    if (
      support.state === 'active' &&
      !support.autoRenewing &&
      Date.parse(support.activeUntil) - now.getTime() <= LAPSING_SOON_DAYS * DAY_MS
    ) {
      const reminder = { ...candidate, dateText: formatMailDate(support.activeUntil) };
      return sendOnce(
        `support-lapsing:${candidate.licenceId}:${support.activeUntil}`,
        'support-lapsing',
        candidate.ownerEmail,
        {
          ...supportLapsingSoonMail(context, reminder, links),
          about: candidate.licenceId,
        },
      );
    }
    if (support.state === 'lapsed' && now.getTime() - Date.parse(support.lapsedSince) <= LAPSED_NOTICE_DAYS * DAY_MS) {
      const reminder = { ...candidate, dateText: formatMailDate(support.lapsedSince) };
      return sendOnce(
        `support-lapsed:${candidate.licenceId}:${support.lapsedSince}`,
        'support-lapsed',
        candidate.ownerEmail,
        {
          ...supportLapsedMail(context, reminder, links),
          about: candidate.licenceId,
        },
      );
    }
    return false;
  }

  return {
    async sendOrderConfirmation(order: PaidOrder): Promise<boolean> {
      return sendOnce(orderPaidMailKey(order.transactionId), ORDER_PAID_KIND, order.buyerEmail, {
        ...(await orderMail(order)),
        about: order.transactionId,
      });
    },

    /**
     * The order mail whose claim the caller wrote with the purchase (ADR 155); a failed send throws and the claim
     * is the caller's to give back. `recipient`: the buyer's address as the purchase's read found it (ADR 536).
     */
    async sendClaimedOrderConfirmation(order: PaidOrder, recipient?: RecipientRead): Promise<void> {
      await port.send(
        {
          to: order.buyerEmail,
          kind: ORDER_PAID_KIND,
          ...(await orderMail(order)),
          about: order.transactionId,
        },
        recipient,
      );
    },

    /** The order mail again, sent by an operator and marked so: it claims nothing, the sent-once guard stays. */
    async sendOrderResend(order: PaidOrder): Promise<void> {
      const [mail, { speaker }] = await Promise.all([
        orderMail({ ...order, byStaff: 'resent' }),
        contextIn(order.language),
      ]);
      await port.send({
        to: order.buyerEmail,
        kind: ORDER_RESEND_KIND,
        ...mail,
        subject: speaker.t('resentSubject', { subject: mail.subject }),
        about: order.transactionId,
      });
    },

    /** The order mail with its new keys to the address an operator corrected the order to, saying so. */
    async sendOrderAddressCorrected(order: PaidOrder): Promise<void> {
      await port.send({
        to: order.buyerEmail,
        kind: ORDER_ADDRESS_CORRECTED_KIND,
        ...(await orderMail({ ...order, byStaff: 'corrected' })),
        about: order.transactionId,
      });
    },

    async sendTransferOffer(transfer: {
      licenceId: string;
      productTitle: string;
      fromEmail: string;
      toEmail: string;
      keyVersion: number;
      requestedAt: string;
      /** The offering owner's page language: the only one the shop knows when the new owner has no account yet. */
      language?: string | null;
    }) {
      const context = await contextIn(transfer.language);
      return sendOnce(
        `transfer-offer:${transfer.licenceId}:${transfer.keyVersion}:${transfer.requestedAt}`,
        'transfer-offer',
        transfer.toEmail,
        { ...transferOfferMail(context, transfer, { accept: pageLinks(context).licences }), about: transfer.licenceId },
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
      /** The accepting owner's page language. */
      language?: string | null;
      /** Support staff moved it (no offer was accepted), and both mails say so. */
      byStaff?: boolean;
    }): Promise<void> {
      const context = await contextIn(transfer.language);
      const links = pageLinks(context);
      const support = {
        paidUntilText: transfer.support?.paidUntil ? context.speaker.date(transfer.support.paidUntil) : null,
        renewalStopped: transfer.support?.renewalStopped ?? false,
        continueUrl: `${links.extend}?licence=${encodeURIComponent(transfer.licenceId)}`,
      };
      const key = `transfer-done:${transfer.licenceId}:${transfer.keyVersion}`;
      await sendOnce(`${key}:new-owner`, 'transfer-completed', transfer.toEmail, {
        ...transferCompletedToNewOwnerMail(context, { ...transfer, support }, links),
        about: transfer.licenceId,
      });
      await sendOnce(`${key}:previous-owner`, 'transfer-completed', transfer.fromEmail, {
        ...transferCompletedToPreviousOwnerMail(context, { ...transfer, support }, links),
        about: transfer.licenceId,
      });
    },

    /** The owner of a licence whose support someone else extended (ADR 312): once per payment. */
    async sendSupportExtendedToOwner(notice: {
      transactionId: string;
      ownerEmail: string;
      licenceId: string;
      productTitle: string;
      supportUntil: string;
      language?: string | null;
    }): Promise<boolean> {
      const context = await contextIn(notice.language);
      return sendOnce(`support-extended-owner:${notice.transactionId}`, 'support-extended-owner', notice.ownerEmail, {
        ...supportExtendedForOwnerMail(
          context,
          { ...notice, dateText: context.speaker.date(notice.supportUntil) },
          pageLinks(context),
        ),
        about: notice.licenceId,
      });
    },

    /** One "ends soon" mail per support period that will not renew, one "lapsed" mail per lapse. */
    /**
     * One "ends soon" mail per support period that will not renew, one "lapsed" mail per lapse. One reminder that
     * can be neither sent nor queued does not stop the others: it is logged and alarmed on
     * (`SupportReminderFailures`), its claim given back, and the next day's run sends it.
     */
    async sendSupportReminders(
      candidates: readonly ReminderCandidate[],
      now: Date,
    ): Promise<{ sent: number; failed: number }> {
      let sent = 0;
      // The reminder candidates carry no language of their own yet: English, as before.
      const context = await contextIn('en');
      let failed = 0;
      for (const candidate of candidates) {
        try {
          if (await sendReminder(context, candidate, now)) sent += 1;
        } catch (error) {
          failed += 1;
          alarmedFailure('SupportReminderFailures', 'Support reminder not sent', {
            licenceId: candidate.licenceId,
            error: error as Error,
          });
        }
      }
      return { sent, failed };
    },

    /** The receipt of a cancellation at the period's end, naming that end (ADR 261). */
    async sendSubscriptionCancelled(change: SubscriptionChange & { endsAt: string; resumable?: boolean }) {
      const context = await contextIn(change.language);
      return sendOnce(
        `subscription-cancelled:${change.subscriptionId}:${change.requestedAt}`,
        'subscription-cancelled',
        change.ownerEmail,
        {
          ...subscriptionCancelledMail(
            context,
            { ...change, endDateText: context.speaker.date(change.endsAt) },
            pageLinks(context),
          ),
          about: change.subscriptionId,
        },
      );
    },

    /** The receipt of a resumed subscription (its scheduled cancellation removed). */
    async sendSubscriptionResumed(change: SubscriptionChange & { nextBilledAt: string | null }) {
      const context = await contextIn(change.language);
      return sendOnce(
        `subscription-resumed:${change.subscriptionId}:${change.requestedAt}`,
        'subscription-resumed',
        change.ownerEmail,
        {
          ...subscriptionResumedMail(
            context,
            { ...change, renewalDateText: change.nextBilledAt ? context.speaker.date(change.nextBilledAt) : null },
            pageLinks(context),
          ),
          about: change.subscriptionId,
        },
      );
    },

    /** After a password change or reset (ADR 487): not claimed, each change is its own mail. */
    async sendPasswordChanged(change: { email: string; at: string; language?: string | null }): Promise<void> {
      const context = await contextIn(change.language);
      await port.send({
        to: change.email,
        kind: 'password-changed',
        ...passwordChangedMail(context, change, pageLinks(context)),
      });
    },

    /** The code a federated account confirms its deletion with (ADR 487). */
    async sendDeleteCode(request: { email: string; code: string; language?: string | null }): Promise<void> {
      const context = await contextIn(request.language);
      await port.send({ to: request.email, kind: 'account-delete-code', ...deleteCodeMail(context, request) });
    },

    /** The receipt of a deleted account, sent after the deletion (ADR 487). */
    async sendAccountDeleted(deletion: {
      email: string;
      at: string;
      subscriptionsStopped: boolean;
      language?: string | null;
    }): Promise<void> {
      const context = await contextIn(deletion.language);
      await port.send({ to: deletion.email, kind: 'account-deleted', ...accountDeletedMail(context, deletion) });
    },
  };
}

/**
 * The shop's pages a mail links to, at the address of the mail's language (`/de/licenses`): the page opens in the
 * language the mail speaks, on any device (ADR 470: the address decides first).
 */
function pageLinks({ speaker, siteUrl }: MailContext) {
  const page = (path: string) => `${siteUrl}${localisedPath(path, speaker.language)}`;
  return {
    licences: page(PATHS.licenses),
    extend: page(PATHS.myExtendSupport),
    subscriptions: page(PATHS.subscriptions),
    signIn: page(PATHS.signIn),
  };
}

/**
 * Where an order mail's button goes: that one order on the buyer's orders page, whichever page of the list it is on,
 * in the mail's language.
 */
export function orderLink(siteUrl: string, transactionId: string, language: ShopLanguage): string {
  return `${siteUrl}${localisedPath(PATHS.orders, language)}?${new URLSearchParams({ order: transactionId })}`;
}

/** A buyer's change to one of their subscriptions, as its receipt needs it. */
export interface SubscriptionChange {
  readonly subscriptionId: string;
  readonly productTitle: string;
  readonly ownerEmail: string;
  /** When the buyer asked: one receipt per request. */
  readonly requestedAt: string;
  /** The language of the page the buyer asked on. */
  readonly language?: string | null;
}

/** The receipts of cancelling and resuming: what the portal's subscription actions need of the mail service. */
export type SubscriptionMailer = Pick<MailService, 'sendSubscriptionCancelled' | 'sendSubscriptionResumed'>;

export type MailService = ReturnType<typeof createMailService>;

/** The two mails of a licence transfer: what the portal's transfer service needs of the mail service. */
export type TransferMailer = Pick<MailService, 'sendTransferOffer' | 'sendTransferCompleted'>;
