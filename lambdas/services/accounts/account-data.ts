import type { MailLogEntry } from '../../adapters/mail/sent-mail-log';
import type { LicenceMoveRecord } from '../../adapters/store/transfers';
import { ACCOUNT_EXPORT_FORMAT, type AccountDeleteAnswer } from '../../contract/account-data';
import type { BuyerOrderView, OrderPosition } from '../../contract/buyer-orders';
import type { IncomingTransferView, LicenceView, SubscriptionView } from '../../contract/portal-views';
import type { PagePosition } from '../../contract/portal-pages';
import { cancelEffectiveFrom } from '../portal/subscription-actions';

/** Pages read for one export at most: 200 pages of 25–50 items, far beyond any buyer, so a read always ends. */
const MAX_PAGES = 200;

export interface AccountExportPorts {
  orderPage(after: OrderPosition | undefined): Promise<{ orders: BuyerOrderView[]; next: OrderPosition | undefined }>;
  licencePage(after: PagePosition | undefined): Promise<{
    licences: readonly LicenceView[];
    incomingTransfers: readonly IncomingTransferView[];
    next: PagePosition | undefined;
  }>;
  subscriptions(): Promise<readonly SubscriptionView[]>;
  /**
   * Every entry of the address's mail log, newest first (ADR 372, ADR 450; never a mail's text): the export lists the
   * sent ones, and a mail logged as queued, skipped or failed is not taken for sent by its claim.
   */
  mailLog(): Promise<readonly MailLogEntry[]>;
  /**
   * The order mails' sent-once claims: the only record of an order mail sent before the mail log existed, kept
   * for a year like the log, so an export lists them until they expire.
   */
  mailsAbout(transactionIds: readonly string[]): Promise<readonly { kind: string; about: string; sentAt: string }[]>;
  /** The address's completed licence moves in and out, newest first (ADR 374). */
  moves(): Promise<readonly LicenceMoveRecord[]>;
}

async function allPages<T, P>(read: (after: P | undefined) => Promise<{ items: T[]; next: P | undefined }>) {
  const items: T[] = [];
  let after: P | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const answer = await read(after);
    items.push(...answer.items);
    if (!answer.next) break;
    after = answer.next;
  }
  return items;
}

/** Everything the shop holds about the signed-in address, in one JSON document (Articles 15 and 20). */
export async function accountExport(
  account: { email: string; sub: string; emailVerified: boolean },
  ports: AccountExportPorts,
  now = new Date(),
) {
  const incoming: IncomingTransferView[] = [];
  const [orders, licences, subscriptions, mailLog, moves] = await Promise.all([
    allPages<BuyerOrderView, OrderPosition>(async (after) => {
      const page = await ports.orderPage(after);
      return { items: page.orders, next: page.next };
    }),
    allPages<LicenceView, PagePosition>(async (after) => {
      const page = await ports.licencePage(after);
      incoming.push(...page.incomingTransfers);
      return { items: [...page.licences], next: page.next };
    }),
    ports.subscriptions(),
    ports.mailLog(),
    ports.moves(),
  ]);
  const claimed = await ports.mailsAbout(orders.map((order) => order.transactionId));
  const logged = new Set(mailLog.map((mail) => `${mail.kind}#${mail.about}`));
  const sentMails = mailLog
    .filter((entry) => entry.status === 'sent')
    .map(({ kind, subject, about, sentAt }) => ({ kind, subject, about, sentAt }));
  const unlogged = claimed
    .filter((claim) => !logged.has(`${claim.kind}#${claim.about}`))
    .map((claim) => ({ kind: claim.kind, subject: null, about: claim.about, sentAt: claim.sentAt }));
  const mails = [...sentMails, ...unlogged].sort((a, b) => b.sentAt.localeCompare(a.sentAt));
  return {
    format: ACCOUNT_EXPORT_FORMAT,
    exportedAt: now.toISOString(),
    account: { email: account.email, userId: account.sub, emailVerified: account.emailVerified },
    orders,
    licences,
    subscriptions,
    transfers: {
      offeredByYou: licences.flatMap((licence) =>
        licence.pendingTransfer ? [{ licenceId: licence.licenceId, ...licence.pendingTransfer }] : [],
      ),
      offeredToYou: incoming,
      completed: moves.map(({ licenceId, direction, fromEmail, toEmail, movedAt }) => ({
        licenceId,
        direction,
        fromEmail,
        toEmail,
        movedAt,
      })),
    },
    mails,
  };
}

/** How the person confirms: the password of a password account, or the mailed code of a federated one (ADR 487). */
export type DeleteConfirmation = { readonly password: string } | { readonly code: string };

export interface AccountDeletePorts {
  /** Throws the typed refusal when the confirmation does not hold (wrong password, wrong or expired code). */
  checkConfirmation(confirmation: DeleteConfirmation): Promise<void>;
  /** The caller's subscriptions not ended and with no cancellation scheduled, with Paddle's status of each. */
  autoRenewingSubscriptions(): Promise<readonly { subscriptionId: string; status: string }[]>;
  /** Asks Paddle to end the subscription, at the period's end or at once (`effective_from`). */
  cancelSubscription(subscriptionId: string, effectiveFrom: 'immediately' | 'next_billing_period'): Promise<void>;
  /** Checkouts never paid, open transfer offers, the log of mails sent: what the shop need not keep (ADR 293, 373). */
  deleteUnneededRecords(): Promise<void>;
  /**
   * Every user of the person's verified address in the pool (the password user and the federated ones) has every
   * session ended and is deleted; answers how many.
   */
  endSessionsAndDeleteIdentities(): Promise<number>;
  /** The receipt: what ended and what is kept. A mail that cannot go out does not undo the deletion. */
  sendReceipt(receipt: { subscriptionsStopped: boolean }): Promise<void>;
}

/**
 * Deletes the account (Article 17) in an order that can be repeated after a part-way failure: nothing is touched
 * before the password holds; renewals stop before the user goes, so a failure never leaves a charge without an
 * account to see it; the user goes last. Licences, their keys and paid orders stay: they are the buyer's and tax
 * law's (docs/data-model.md), and signing up again with the address shows the licences.
 */
export async function deleteAccount(
  confirmation: DeleteConfirmation,
  ports: AccountDeletePorts,
): Promise<AccountDeleteAnswer> {
  await ports.checkConfirmation(confirmation);
  const renewing = await ports.autoRenewingSubscriptions();
  // A paused or past-due subscription has no period to end with: Paddle ends it only at once, as a buyer's cancel
  // does (ADR 413); its paid time is the ledger's and stays.
  for (const { subscriptionId, status } of renewing)
    await ports.cancelSubscription(subscriptionId, cancelEffectiveFrom(status));
  await ports.deleteUnneededRecords();
  const identities = await ports.endSessionsAndDeleteIdentities();
  await ports.sendReceipt({ subscriptionsStopped: renewing.length > 0 });
  return {
    deleted: true,
    cancelledSubscriptions: renewing.map((subscription) => subscription.subscriptionId),
    deletedIdentities: identities,
  };
}
