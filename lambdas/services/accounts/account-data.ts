import { ACCOUNT_EXPORT_FORMAT, type AccountDeleteAnswer } from '../../contract/account-data';
import type { BuyerOrderView, OrderPosition } from '../../contract/buyer-orders';
import type { IncomingTransferView, LicenceView, SubscriptionView } from '../../contract/portal-views';
import type { PagePosition } from '../../contract/portal-pages';

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
  /** The shop's record of the mails it sent about these orders (the shop keeps no copy of a mail's text). */
  mailsAbout(transactionIds: readonly string[]): Promise<readonly { kind: string; about: string; sentAt: string }[]>;
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
  const [orders, licences, subscriptions] = await Promise.all([
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
  ]);
  const mails = await ports.mailsAbout(orders.map((order) => order.transactionId));
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
    },
    mails,
  };
}

export interface AccountDeletePorts {
  /** Throws the typed refusal when the password is not the account's. */
  checkPassword(password: string): Promise<void>;
  /** The caller's subscriptions that renew by themselves: active, and no cancellation scheduled. */
  autoRenewingSubscriptions(): Promise<readonly string[]>;
  cancelAtPeriodEnd(subscriptionId: string): Promise<void>;
  /** Checkouts never paid, open transfer offers: what the shop need not keep (ADR 293). */
  deleteUnneededRecords(): Promise<void>;
  /** Every session of the user ends, then the Cognito user is deleted. */
  endSessionsAndDeleteUser(): Promise<void>;
}

/**
 * Deletes the account (Article 17) in an order that can be repeated after a part-way failure: nothing is touched
 * before the password holds; renewals stop before the user goes, so a failure never leaves a charge without an
 * account to see it; the user goes last. Licences, their keys and paid orders stay: they are the buyer's and tax
 * law's (docs/data-model.md), and signing up again with the address shows the licences.
 */
export async function deleteAccount(password: string, ports: AccountDeletePorts): Promise<AccountDeleteAnswer> {
  await ports.checkPassword(password);
  const renewing = await ports.autoRenewingSubscriptions();
  for (const subscriptionId of renewing) await ports.cancelAtPeriodEnd(subscriptionId);
  await ports.deleteUnneededRecords();
  await ports.endSessionsAndDeleteUser();
  return { deleted: true, cancelledSubscriptions: renewing };
}
