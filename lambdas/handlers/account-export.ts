import { tablePorts } from '../services/portal/portal-ports';
import { ORDERS_PAGE_SIZE } from '../contract/buyer-orders';
import { decodeCursor } from '../contract/portal-pages';
import { readSubscriptionSupports, subscriptionView } from '../services/portal/licence-views';
import { priceIndex } from '../adapters/paddle';
import { ownerLicenceLinks, ownerSubscriptions } from '../adapters/portal-store';
import { mailLogOf } from '../adapters/mail/sent-mail-log';
import { adjustmentsOf, ownerOrderPage } from '../adapters/store/buyer-orders';
import { keys } from '../adapters/store/keys';
import { getItems } from '../adapters/store/table';
import { ownerMoves } from '../adapters/store/transfers';
import { getLicences } from '../adapters/store/licences';
import { apiHandler } from '../http/api-handler';
import { json } from '../http/responses';
import { signedInHandler } from '../http/session';
import { accountExport } from '../services/accounts/account-data';
import { orderPaidMailKey } from '../services/mail/mail-service';
import { buyerOrderPage } from '../services/orders/buyer-orders';
import { licencePage } from '../services/portal/licence-pages';

async function mailsAbout(transactionIds: readonly string[]) {
  const claims = await getItems<{ pk: string; kind?: string; claimedAt?: string }>(
    transactionIds.map((id) => keys.mail(orderPaidMailKey(id))),
  );
  return claims.map((claim) => ({
    kind: claim.kind ?? 'order-paid',
    about: claim.pk.replace(/^MAIL#[^:]+:/, ''),
    sentAt: claim.claimedAt ?? '',
  }));
}

/**
 * `GET /api/account/export`: everything the shop holds about the caller's address as a JSON attachment (GDPR
 * Articles 15 and 20; ADR 292). Reads only by the caller's verified e-mail, page by page, never a scan.
 */
export const handler = apiHandler(
  signedInHandler(
    async (_event, caller) => {
      const document = await accountExport(caller, {
        orderPage: (after) =>
          buyerOrderPage(caller.email, after, ORDERS_PAGE_SIZE, { ownerOrderPage, adjustmentsOf, priceIndex }),
        licencePage: async (after) => {
          const page = await licencePage(caller.email, after, { withIncoming: true }, tablePorts);
          return { ...page, next: page.nextCursor ? decodeCursor(page.nextCursor) : undefined };
        },
        subscriptions: async () => {
          const { subscriptions, supportsOf } = await readSubscriptionSupports(caller.email, {
            ownerSubscriptions,
            ownerLicenceLinks,
            getLicences,
          });
          return subscriptions.map((subscription) =>
            subscriptionView(subscription, supportsOf(subscription.subscriptionId)),
          );
        },
        mailLog: () => mailLogOf(caller.email),
        mailsAbout,
        moves: () => ownerMoves(caller.email),
      });
      return json(200, document, {
        headers: { 'content-disposition': 'attachment; filename="skydeck-my-data.json"' },
      });
    },
    { readsOnly: true },
  ),
);
