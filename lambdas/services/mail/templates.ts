import { aircraftLabel } from '../../domain/aircraft';
import { button, code, compose, facts, paragraph, type ComposedMail } from './layout';

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
  /** Null in a mail to someone other than the buyer: nobody is told another buyer's amounts. */
  readonly totalText: string | null;
  readonly licences: readonly MailedLicence[];
  /** A support extension: the licence whose support it extends. */
  readonly extendedLicenceId: string | null;
  /** A support extension: the day support now runs until, formatted for the reader. */
  readonly supportUntilText?: string | null;
  /** Sent again by support staff, and it says so. */
  readonly byStaff?: boolean;
}

/** What a mail an operator caused says about it. */
export const BY_STAFF_NOTE = 'Our support staff made this change. Reply to this mail if you did not expect it.';
const RESENT_BY_STAFF_NOTE = 'Our support staff sent this mail again at your request.';

const whatFor = (licence: MailedLicence) =>
  licence.kind === 'suite'
    ? `Use this key to activate your ${licence.productTitle} licence in the simulator software. It is bound to your e-mail address.`
    : `Use this key to unlock one seat of the FMS Trainer app${aircraftOf(licence)} while its subscription runs.`;

const aircraftOf = (licence: MailedLicence) => {
  const label = aircraftLabel(licence.kind, licence.aircraftType);
  return label ? ` (${label})` : '';
};

/**
 * Keys written into one order mail. A classroom order's hundreds of keys would make a mail no one reads (and one
 * over the local mailbox's 1 MB); beyond this many, the mail sends the buyer to /licenses for the rest.
 */
export const MAILED_KEYS = 25;

/** `links.order`: the order on the buyer's orders page, with its amounts and invoice. */
export function orderPaidMail(order: PaidOrderMail, links: { licences: string; order?: string }): ComposedMail {
  const summary = facts([
    ['Order number', order.orderNumber],
    ...(order.transactionId ? [['Reference for support', order.transactionId] as const] : []),
    ['Product', order.productTitle],
    ...(order.lines && order.lines.length > 0 ? [['Items', order.lines.join('; ')] as const] : []),
    ...(order.renewalText ? [['Renewal', order.renewalText] as const] : []),
    ...(order.totalText === null ? [] : [['Amount charged', `${order.totalText} (excluding VAT)`] as const]),
  ]);
  if (order.extendedLicenceId !== null) {
    return compose('your support extension is paid', 'Thank you for your order.', [
      summary,
      paragraph(
        order.supportUntilText
          ? `The support of licence ${order.extendedLicenceId} is extended: it now runs until ${order.supportUntilText}. Your licence key stays the same.`
          : `The support of licence ${order.extendedLicenceId} is extended. Your licence key stays the same.`,
      ),
      button('See your licences', links.licences),
      ...orderLink(links),
    ]);
  }
  const count = order.licences.length;
  const mailed = order.licences.slice(0, MAILED_KEYS);
  return compose(count === 1 ? 'your licence key' : `your ${count} licence keys`, 'Thank you for your order.', [
    ...(order.byStaff ? [paragraph(RESENT_BY_STAFF_NOTE)] : []),
    summary,
    paragraph(
      count === 1
        ? 'Here is your licence key.'
        : count <= MAILED_KEYS
          ? `Here are your ${count} licence keys, one per licence.`
          : `Here are the first ${MAILED_KEYS} of your ${count} licence keys; all of them are on your licences page.`,
    ),
    ...mailed.flatMap((licence, index) => [
      code(`Licence ${index + 1} of ${count} (${licence.licenceId})`, licence.licenceKey),
      paragraph(whatFor(licence)),
    ]),
    paragraph('Sign in with this e-mail address to see your licences, copy your keys and manage support at any time.'),
    button('Go to your licences', links.licences),
    ...orderLink(links),
  ]);
}

const orderLink = (links: { order?: string }) =>
  links.order ? [button('See your order and invoice', links.order)] : [];

export interface TransferMail {
  readonly licenceId: string;
  readonly productTitle: string;
}

export function transferOfferMail(
  transfer: TransferMail & { readonly fromEmail: string },
  links: { accept: string },
): ComposedMail {
  return compose('a licence is offered to you', 'Hello,', [
    paragraph(`${transfer.fromEmail} offers you their ${transfer.productTitle} licence (${transfer.licenceId}).`),
    paragraph(
      'To accept it, sign in (or create your account) with this e-mail address and choose Accept. The licence key is then re-issued for you.',
    ),
    button('Accept the licence', links.accept),
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
  transfer: TransferMail & { readonly licenceKey: string; readonly support?: MovedSupport; readonly byStaff?: boolean },
  links: { licences: string },
): ComposedMail {
  const support = transfer.support;
  return compose('the licence is now yours', 'Hello,', [
    paragraph(`The ${transfer.productTitle} licence (${transfer.licenceId}) is now bound to your e-mail address.`),
    ...(transfer.byStaff ? [paragraph(BY_STAFF_NOTE)] : []),
    code('Your new licence key', transfer.licenceKey),
    paragraph("Enter this key in the software; the previous owner's key no longer counts as current."),
    ...(support
      ? [
          paragraph(
            support.paidUntilText
              ? `Its support is paid until ${support.paidUntilText} and does not renew for you. Continue it from that date with a support extension of your own.`
              : 'It has no running support. Start support with a support extension of your own.',
          ),
          button('Continue support', support.continueUrl),
        ]
      : []),
    button('Go to your licences', links.licences),
  ]);
}

export function transferCompletedToPreviousOwnerMail(
  transfer: TransferMail & { readonly toEmail: string; readonly support?: MovedSupport; readonly byStaff?: boolean },
  links: { licences: string },
): ComposedMail {
  const support = transfer.support;
  return compose('your licence transfer is complete', 'Hello,', [
    paragraph(
      transfer.byStaff
        ? `Our support staff moved your ${transfer.productTitle} licence (${transfer.licenceId}) to ${transfer.toEmail}. It is no longer bound to your e-mail address, and its old key is superseded.`
        : `${transfer.toEmail} accepted your ${transfer.productTitle} licence (${transfer.licenceId}). It is no longer bound to your e-mail address, and its old key is superseded.`,
    ),
    ...(transfer.byStaff ? [paragraph(BY_STAFF_NOTE)] : []),
    ...(support?.renewalStopped
      ? [
          paragraph(
            `Your support subscription for it stops renewing${support.paidUntilText ? ` after ${support.paidUntilText}` : ''}: you are not charged for this licence again.`,
          ),
        ]
      : []),
    button('See your licences', links.licences),
  ]);
}

export interface SupportReminder extends TransferMail {
  /** The day support ends (lapsing soon) or ended (lapsed), already formatted for the reader. */
  readonly dateText: string;
}

export function supportLapsingSoonMail(reminder: SupportReminder, links: { extend: string }): ComposedMail {
  return compose('your support ends soon', 'Hello,', [
    paragraph(
      `Support for your ${reminder.productTitle} licence (${reminder.licenceId}) ends on ${reminder.dateText} and does not renew.`,
    ),
    paragraph('Extend it before then to keep updates and help without catch-up months.'),
    button('Extend support', links.extend),
  ]);
}

export function supportLapsedMail(reminder: SupportReminder, links: { extend: string }): ComposedMail {
  return compose('your support has lapsed', 'Hello,', [
    paragraph(
      `Support for your ${reminder.productTitle} licence (${reminder.licenceId}) ended on ${reminder.dateText}. Your licence keeps working.`,
    ),
    paragraph('You can extend support at any time; the extension includes the months since it lapsed.'),
    button('Extend support', links.extend),
  ]);
}

export function supportExtendedForOwnerMail(reminder: SupportReminder, links: { licences: string }): ComposedMail {
  return compose('support for your licence was extended', 'Hello,', [
    paragraph(
      `Someone bought a support extension for your ${reminder.productTitle} licence (${reminder.licenceId}). Its support now runs until ${reminder.dateText}.`,
    ),
    paragraph('Your licence key stays the same; you need to do nothing.'),
    button('See your licences', links.licences),
  ]);
}
