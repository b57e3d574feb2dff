import { aircraftLabel } from '../../domain/aircraft';
import { BRAND } from '../../domain/brand';
import { button, code, compose, facts, paragraph, type ComposedMail, type MailContext } from './layout';

/**
 * The shop's e-mails, as pure functions of what they tell: no I/O, no clock, so each is tested on its own. They
 * carry no personal data beyond what the reader needs (never the other party's e-mail in a reminder, never a key
 * in a mail to someone who no longer owns it).
 */
export interface MailedLicence {
  readonly licenceId: string;
  readonly kind: 'suite' | 'trainer-seat';
  readonly productTitle: string;
  readonly aircraftType: string | null;
  readonly licenceKey: string;
}

export interface PaidOrderMail {
  /** What people read (ADR 315); the transaction id is what support looks up. */
  readonly orderNumber: string;
  readonly transactionId?: string;
  /** "2 × SkyDeck B737 suite licence", one per line of the order, add-ons included. */
  readonly lines?: readonly string[];
  /** The support or subscription term and its renewal price, when something renews. */
  readonly renewalText?: string | null;
  readonly productTitle: string;
  /**
   * What Paddle charged, formatted: net, VAT and gross; `gross` null when Paddle did not say (only the net is known).
   * Null in a re-send to an owner who is not the buyer: nobody is told another buyer's amounts.
   */
  readonly amounts: { readonly net: string; readonly vat: string | null; readonly gross: string | null } | null;
  readonly licences: readonly MailedLicence[];
  /** A support extension: the licence whose support it extends. */
  readonly extendedLicenceId: string | null;
  /** A support extension: the day support now runs until, formatted for the reader. */
  readonly supportUntilText?: string | null;
  /** Support staff sent it again (`resent`) or corrected the order's address (`corrected`), and it says so. */
  readonly byStaff?: 'resent' | 'corrected' | null;
}

function whatFor({ speaker: { t } }: MailContext, licence: MailedLicence): string {
  if (licence.kind === 'suite') return t('suiteKeyUse', { product: licence.productTitle });
  const aircraft = aircraftLabel(licence.kind, licence.aircraftType);
  return aircraft ? t('seatKeyUseAircraft', { aircraft }) : t('seatKeyUse');
}

/**
 * Keys written into one order mail. A classroom order's hundreds of keys would make a mail no one reads (and one
 * over the local mailbox's 1 MB); beyond this many, the mail sends the buyer to /licenses for the rest.
 */
export const MAILED_KEYS = 25;

/** `links.order`: the order on the buyer's orders page, with its amounts and invoice. */
export function orderPaidMail(
  context: MailContext,
  order: PaidOrderMail,
  links: { licences: string; order?: string },
): ComposedMail {
  const { t } = context.speaker;
  const { amounts } = order;
  const summary = facts([
    [t('factOrderNumber'), order.orderNumber],
    ...(order.transactionId ? [[t('factReference'), order.transactionId] as const] : []),
    [t('factProduct'), order.productTitle],
    ...(order.lines && order.lines.length > 0 ? [[t('factItems'), order.lines.join('; ')] as const] : []),
    ...(order.renewalText ? [[t('factRenewal'), order.renewalText] as const] : []),
    ...(amounts === null
      ? []
      : amounts.gross === null
        ? [[t('factNet'), t('excludingVat', { amount: amounts.net })] as const]
        : [
            [t('factNet'), amounts.net] as const,
            [t('factVat'), amounts.vat ?? ''] as const,
            [t('factCharged'), amounts.gross] as const,
          ]),
  ]);
  const orderButton = links.order ? [button(t('seeOrder'), links.order)] : [];
  if (order.extendedLicenceId !== null) {
    return compose(context, t('orderSubjectExtension'), t('thanks'), [
      summary,
      paragraph(
        order.supportUntilText
          ? t('extendedUntil', { licence: order.extendedLicenceId, date: order.supportUntilText })
          : t('extended', { licence: order.extendedLicenceId }),
      ),
      button(t('seeLicences'), links.licences),
      ...orderButton,
    ]);
  }
  const count = order.licences.length;
  const mailed = order.licences.slice(0, MAILED_KEYS);
  return compose(context, count === 1 ? t('orderSubjectOne') : t('orderSubjectMany', { count }), t('thanks'), [
    ...(order.byStaff ? [paragraph(t(order.byStaff === 'corrected' ? 'correctedByStaff' : 'resentByStaff'))] : []),
    summary,
    paragraph(
      count === 1
        ? t('keysOne')
        : count <= MAILED_KEYS
          ? t('keysMany', { count })
          : t('keysFirst', { mailed: MAILED_KEYS, count }),
    ),
    ...mailed.flatMap((licence, index) => [
      code(t('keyLabel', { index: index + 1, count, licence: licence.licenceId }), licence.licenceKey),
      paragraph(whatFor(context, licence)),
    ]),
    paragraph(t('signInToSee')),
    button(t('goToLicences'), links.licences),
    ...orderButton,
  ]);
}

export interface TransferMail {
  readonly licenceId: string;
  readonly productTitle: string;
}

export function transferOfferMail(
  context: MailContext,
  transfer: TransferMail & { readonly fromEmail: string },
  links: { accept: string },
): ComposedMail {
  const { t } = context.speaker;
  return compose(context, t('offerSubject'), t('hello'), [
    paragraph(t('offer', { from: transfer.fromEmail, product: transfer.productTitle, licence: transfer.licenceId })),
    paragraph(t('offerHowTo')),
    button(t('acceptLicence'), links.accept),
  ]);
}

/** What a licence's move did to its support (ADR 313), as the transfer mails tell it. */
export interface MovedSupport {
  /** Until when the previous owner's support still covers the licence, formatted; null when none runs. */
  readonly paidUntilText: string | null;
  /** A subscription of the previous owner stopped renewing for it. */
  readonly renewalStopped: boolean;
  /** The extension page for this licence. */
  readonly continueUrl: string;
}

export function transferCompletedToNewOwnerMail(
  context: MailContext,
  transfer: TransferMail & { readonly licenceKey: string; readonly support?: MovedSupport; readonly byStaff?: boolean },
  links: { licences: string },
): ComposedMail {
  const { t } = context.speaker;
  const support = transfer.support;
  return compose(context, t('newOwnerSubject'), t('hello'), [
    paragraph(t('newOwnerBound', { product: transfer.productTitle, licence: transfer.licenceId })),
    ...(transfer.byStaff ? [paragraph(t('byStaff'))] : []),
    code(t('newKeyLabel'), transfer.licenceKey),
    paragraph(t('newKeyUse')),
    ...(support
      ? [
          paragraph(
            support.paidUntilText ? t('movedSupportPaid', { date: support.paidUntilText }) : t('movedSupportNone'),
          ),
          button(t('continueSupport'), support.continueUrl),
        ]
      : []),
    button(t('goToLicences'), links.licences),
  ]);
}

export function transferCompletedToPreviousOwnerMail(
  context: MailContext,
  transfer: TransferMail & { readonly toEmail: string; readonly support?: MovedSupport; readonly byStaff?: boolean },
  links: { licences: string },
): ComposedMail {
  const { t } = context.speaker;
  const support = transfer.support;
  const moved = { to: transfer.toEmail, product: transfer.productTitle, licence: transfer.licenceId };
  return compose(context, t('previousOwnerSubject'), t('hello'), [
    paragraph(transfer.byStaff ? t('previousOwnerMovedByStaff', moved) : t('previousOwnerAccepted', moved)),
    ...(transfer.byStaff ? [paragraph(t('byStaff'))] : []),
    ...(support?.renewalStopped
      ? [
          paragraph(
            support.paidUntilText ? t('renewalStoppedAfter', { date: support.paidUntilText }) : t('renewalStopped'),
          ),
        ]
      : []),
    button(t('seeLicences'), links.licences),
  ]);
}

export interface SupportReminder extends TransferMail {
  /** The day support ends (lapsing soon) or ended (lapsed), already formatted for the reader. */
  readonly dateText: string;
}

export function supportLapsingSoonMail(
  context: MailContext,
  reminder: SupportReminder,
  links: { extend: string },
): ComposedMail {
  const { t } = context.speaker;
  return compose(context, t('lapsingSubject'), t('hello'), [
    paragraph(t('lapsing', { product: reminder.productTitle, licence: reminder.licenceId, date: reminder.dateText })),
    paragraph(t('lapsingAdvice')),
    button(t('extendSupport'), links.extend),
  ]);
}

export function supportLapsedMail(
  context: MailContext,
  reminder: SupportReminder,
  links: { extend: string },
): ComposedMail {
  const { t } = context.speaker;
  return compose(context, t('lapsedSubject'), t('hello'), [
    paragraph(t('lapsed', { product: reminder.productTitle, licence: reminder.licenceId, date: reminder.dateText })),
    paragraph(t('lapsedAdvice')),
    button(t('extendSupport'), links.extend),
  ]);
}

export function supportExtendedForOwnerMail(
  context: MailContext,
  reminder: SupportReminder,
  links: { licences: string },
): ComposedMail {
  const { t } = context.speaker;
  return compose(context, t('extendedForOwnerSubject'), t('hello'), [
    paragraph(
      t('extendedForOwner', { product: reminder.productTitle, licence: reminder.licenceId, date: reminder.dateText }),
    ),
    paragraph(t('extendedForOwnerNothingToDo')),
    button(t('seeLicences'), links.licences),
  ]);
}

/** After a password change or reset: every other session has ended (ADR 487). */
export function passwordChangedMail(
  context: MailContext,
  change: { readonly email: string; readonly at: string },
  links: { signIn: string },
): ComposedMail {
  const { t, date } = context.speaker;
  return compose(context, t('passwordChangedSubject'), t('hello'), [
    paragraph(t('passwordChanged', { brand: BRAND.name, email: change.email, date: date(change.at) })),
    paragraph(t('passwordChangedNotYou')),
    button(t('signIn'), links.signIn),
  ]);
}

/** The code a federated account confirms its deletion with: it has no password to type (ADR 487). */
export function deleteCodeMail(
  context: MailContext,
  request: { readonly email: string; readonly code: string },
): ComposedMail {
  const { t } = context.speaker;
  return compose(context, t('deleteCodeSubject'), t('hello'), [
    paragraph(t('deleteCode', { brand: BRAND.name, email: request.email })),
    code(t('deleteCodeLabel'), request.code),
    paragraph(t('deleteCodeExpiry')),
  ]);
}

/** The receipt of a deleted account: what ended, and what is kept for the books (ADR 293). */
export function accountDeletedMail(
  context: MailContext,
  deletion: { readonly email: string; readonly at: string; readonly subscriptionsStopped: boolean },
): ComposedMail {
  const { t, date } = context.speaker;
  return compose(context, t('accountDeletedSubject'), t('hello'), [
    paragraph(t('accountDeleted', { brand: BRAND.name, email: deletion.email, date: date(deletion.at) })),
    ...(deletion.subscriptionsStopped ? [paragraph(t('accountDeletedSubscriptions'))] : []),
    paragraph(t('accountDeletedKept')),
  ]);
}
