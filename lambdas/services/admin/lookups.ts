import type {
  AdminBuyerView,
  AdminLicenceView,
  AdminOrderView,
  AdminWebhookEventRow,
  AuditEntry,
} from '../../contract/admin';
import { canBeTransferred } from '../../contract/licence-rules';
import { parseAircraftType } from '../../domain/aircraft';
import { findProduct } from '../../domain/catalogue';
import { NotFoundError } from '../../domain/errors';
import { extensionQuote } from '../../domain/ledger/quote';
import type { LicenceStanding } from '../../domain/ledger/standing';
import { keyState } from '../../domain/licences/key-status';
import type { LicenceRecord } from '../../adapters/store/licences';
import type { OrderRecord } from '../../adapters/store/orders';
import type { SubscriptionRecord } from '../../adapters/store/subscriptions';
import type { TransferRecord } from '../../adapters/store/transfers';
import { paidBack, REPLACEMENT_OF_PAID_BACK } from '../ledger/goodwill';
import { standingOfLicence, subscriptionsToRead } from '../ledger/standing';
import { licenceKeyPayload, licenceRow, orderRow, subscriptionRow } from './rows';
import type { SearchPorts } from './search';
import {
  auditTimeline,
  licenceTimeline,
  newestFirst,
  orderTimeline,
  renewalTimeline,
  subscriptionTimeline,
  type LoggedReceipt,
} from './timeline';
import { adjustmentRows, orderMoney, orderState, refundOptions } from './order-money';
import { knownAdjustments, purchaseUnits } from './refund-units';
import { mailRowOf, newestFirst as newestMailsFirst, orderMailRows, type LoggedMail } from './mail-rows';

/**
 * The console's order, licence and buyer pages (docs/product/console.md, ADR 333). Each is at most two sequential store round
 * trips, every read a key or index query: first what the page's id names (its partition, its audit partition, its
 * events, its mail claim), then what those name (licences, subscriptions, renewals, a subscription's events).
 */
export interface LookupPorts extends SearchPorts {
  partition(pk: string): Promise<Record<string, unknown>[]>;
  auditTimeline(target: string): Promise<AuditEntry[]>;
  /** Paddle's own status of a transaction, asked beside the store's reads (never a store round trip). */
  paddleTransaction(transactionId: string): Promise<AdminOrderView['paddle']>;
  now(): Date;
}

type Item = Record<string, unknown>;

export const orderNotFound = () => new NotFoundError('ORDER_NOT_FOUND', 'There is no such order.');
const licenceNotFound = () => new NotFoundError('LICENCE_NOT_FOUND', 'There is no such licence.');

/** Newest first, the most of each kind a buyer's page lists. */
const BUYER_PAGE_ITEMS = 100;
/** Newest first, the most mails a page lists. */
const MAILS_LISTED = 100;

export function adminLookups(ports: LookupPorts) {
  const none = Promise.resolve({ items: [] as Item[], lastKey: null });
  const events = (targetId: string) =>
    ports.queryIndex({ index: 'gsi2', partition: `EVENTS#${targetId}`, newestFirst: true, limit: 100 });
  /** The mails the shop sent or skipped about an order (its licences' included) or a subscription (ADR 458). */
  const mailsAbout = (subject: string) =>
    ports.queryIndex({ index: 'gsi2', partition: `MAILS#${subject}`, newestFirst: true, limit: MAILS_LISTED });

  return {
    async order(transactionId: string): Promise<AdminOrderView> {
      const [items, audit, orderEvents, claims, orderMails, paddle] = await Promise.all([
        ports.partition(`ORDER#${transactionId}`),
        ports.auditTimeline(`order:${transactionId}`),
        events(transactionId),
        ports.itemsByKey([{ pk: `MAIL#order-paid:${transactionId}`, sk: 'MAIL' }]),
        mailsAbout(transactionId),
        ports.paddleTransaction(transactionId),
      ]);
      const order = items.find((item) => item.sk === 'ORDER') as unknown as OrderRecord | undefined;
      if (!order) throw orderNotFound();
      const row = orderRow(order);
      const subscriptionId = order.subscriptionId ?? null;
      const [linked, subscriptionEvents, renewals, subscriptionMails] = await Promise.all([
        ports.itemsByKey([
          ...purchaseUnits(order).map((id) => ({ pk: `LICENCE#${id}`, sk: 'LICENCE' })),
          ...(subscriptionId ? [{ pk: `SUBSCRIPTION#${subscriptionId}`, sk: 'SUBSCRIPTION' }] : []),
        ]),
        subscriptionId ? events(subscriptionId) : none,
        subscriptionId
          ? ports.queryIndex({
              index: 'gsi1',
              partition: `OWNER#${row.email}`,
              beginsWith: 'ORDER#',
              filter: { type: 'renewal', subscriptionId },
            })
          : none,
        subscriptionId ? mailsAbout(subscriptionId) : none,
      ]);
      const licences = linked.filter((item) => item.sk === 'LICENCE') as unknown as LicenceRecord[];
      const subscriptions = linked.filter((item) => item.sk === 'SUBSCRIPTION') as unknown as SubscriptionRecord[];
      const adjustments = knownAdjustments(items);
      const stored = adjustments.flatMap((adjustment) => (adjustment.stored ? [adjustment.stored] : []));
      const byId = new Map(licences.map((licence) => [licence.licenceId, licence]));
      return {
        order: {
          ...row,
          state: orderState(order, adjustments),
          money: orderMoney(order, adjustments),
          paidAt: order.paidAt ?? null,
          lines: (order.lines ?? []).map((line) => ({
            slug: order.request?.slug ?? '',
            title: `${findProduct(order.request?.slug ?? '')?.title ?? 'Unknown product'} (${line.priceId})`,
            quantity: line.quantity,
            grossCents: line.unitTotalCents * line.quantity,
          })),
        },
        refund: refundOptions(order, row.email, licences, adjustments),
        paddle,
        licences: purchaseUnits(order).flatMap((id) => (byId.has(id) ? [licenceRow(byId.get(id)!)] : [])),
        subscriptions: subscriptions.map(subscriptionRow),
        adjustments: adjustmentRows(order, adjustments, licences, audit),
        mails: orderMailRows(row.email, [...orderMails.items, ...subscriptionMails.items], claims, items),
        webhookEvents: [...orderEvents.items, ...subscriptionEvents.items].map(eventRow),
        timeline: newestFirst(
          auditTimeline(audit),
          orderTimeline(order, stored),
          ...licences.map((licence) => licenceTimeline(licence, audit)),
          ...subscriptions.map((subscription) => subscriptionTimeline(subscription, receipts(subscriptionMails.items))),
          renewalTimeline(renewals.items as unknown as { transactionId: string; paidAt: string }[]),
        ),
      };
    },

    async licence(licenceId: string): Promise<AdminLicenceView> {
      const [items, audit] = await Promise.all([
        ports.partition(`LICENCE#${licenceId}`),
        ports.auditTimeline(`licence:${licenceId}`),
      ]);
      const licence = items.find((item) => item.sk === 'LICENCE') as unknown as LicenceRecord | undefined;
      if (!licence) throw licenceNotFound();
      const subscriptions = (await ports.itemsByKey(
        [...new Set([...subscriptionsToRead(licence), ...supportLinks(items)])].map((id) => ({
          pk: `SUBSCRIPTION#${id}`,
          sk: 'SUBSCRIPTION',
        })),
      )) as unknown as SubscriptionRecord[];
      const byId = new Map(subscriptions.map((subscription) => [subscription.subscriptionId, subscription]));
      const now = ports.now();
      const standing = standingOfLicence(licence, (id) => byId.get(id), now);
      const transfer = items.find((item) => item.sk === 'TRANSFER') as unknown as TransferRecord | undefined;
      return {
        licence: {
          ...licenceRow(licence),
          licenceKey: licence.licenceKey,
          keyStatus: keyStatusOf(licence, standing, now),
          revokedAt: licence.revokedAt ?? null,
          revokedReason: licence.revokedReason ?? null,
          subscriptionId: licence.subscriptionId ?? null,
        },
        owners: ownersOf(licence, audit),
        pendingTransfer:
          transfer?.status === 'pending' ? { to: transfer.toEmail, offeredAt: transfer.requestedAt } : null,
        actions: licenceActions(licence, standing),
        timeline: newestFirst(
          auditTimeline(audit),
          licenceTimeline(licence, audit),
          ...subscriptions.map((subscription) => subscriptionTimeline(subscription)),
        ),
        ledger: standing.entries,
        standing: {
          support: standing.support,
          paidUntil: standing.paidUntil,
          paidBy: standing.paidBy,
          renewingSubscriptionId: standing.renewal?.subscriptionId ?? null,
          renews: standing.renewal?.renews ?? false,
          catchUpMonths: standing.catchUpMonths,
          usable: standing.usable,
        },
        extensionQuotes:
          // A suite of an aircraft the catalogue sells support for; nothing to quote otherwise.
          licence.kind === 'suite' && licence.status === 'active' && parseAircraftType(licence.aircraftType)
            ? (['Annual', 'Monthly'] as const).map((term) => extensionQuote(standing, licence.aircraftType, term, now))
            : [],
      };
    },

    async buyer(email: string): Promise<AdminBuyerView> {
      const owned = (kind: string) =>
        ports.queryIndex({
          index: 'gsi1',
          partition: `OWNER#${email}`,
          beginsWith: kind,
          newestFirst: true,
          limit: BUYER_PAGE_ITEMS,
        });
      const [orderItems, licenceItems, subscriptionItems, transferItems, audit, mailLog, [suppressed]] =
        await Promise.all([
          owned('ORDER#'),
          owned('LICENCE#'),
          owned('SUBSCRIPTION#'),
          owned('TRANSFER#'),
          ports.auditTimeline(`buyer:${email}`),
          ports.partition(`MAILTO#${email}`),
          ports.itemsByKey([{ pk: `SUPPRESSED#${email}`, sk: 'SUPPRESSED' }]),
        ]);
      const orders = orderItems.items.filter((item) => item.type === 'order') as unknown as OrderRecord[];
      const renewals = orderItems.items.filter((item) => item.type === 'renewal');
      const licences = licenceItems.items as unknown as LicenceRecord[];
      const subscriptions = subscriptionItems.items as unknown as SubscriptionRecord[];
      const transfers = transferItems.items as unknown as TransferRecord[];
      return {
        email,
        suppression: suppressed ? { reason: String(suppressed.reason), since: String(suppressed.suppressedAt) } : null,
        mails: newestMailsFirst(mailLog.map((item) => mailRowOf(item as unknown as LoggedMail, email))).slice(
          0,
          MAILS_LISTED,
        ),
        orders: orders.map(orderRow),
        licences: licences.map(licenceRow),
        subscriptions: subscriptions.map(subscriptionRow),
        pendingTransfers: transfers
          .filter((transfer) => transfer.status === 'pending')
          .map((transfer) => ({
            licenceId: transfer.licenceId,
            to: transfer.toEmail,
            offeredAt: transfer.requestedAt,
          })),
        timeline: newestFirst(
          auditTimeline(audit),
          ...orders.map((order) => orderTimeline(order, [])),
          ...licences.map((licence) => licenceTimeline(licence, audit)),
          ...subscriptions.map((subscription) => subscriptionTimeline(subscription, receipts(mailLog))),
          renewalTimeline(renewals as unknown as { transactionId: string; paidAt: string }[]),
        ),
      };
    },
  };
}

/** What an operator can do to the licence now, and why not where they cannot (the services refuse the same). */
function licenceActions(licence: LicenceRecord, standing: LicenceStanding): AdminLicenceView['actions'] {
  const active = licence.status === 'active';
  const suite = licence.kind === 'suite';
  const byOperator = (licence.revokedReason as string | undefined) === 'operator';
  return {
    reassign: !active
      ? 'A revoked licence cannot be moved.'
      : canBeTransferred(licence)
        ? null
        : 'Only suite licences can be moved; a trainer seat belongs to its subscription.',
    revoke: active ? null : 'It is revoked already.',
    reinstate: active
      ? 'It is active.'
      : byOperator
        ? null
        : 'A refund or chargeback at Paddle took it back; only what an operator revoked can be reinstated here.',
    // The ledger's own refusals (services/ledger/goodwill.ts), said before the dialog opens.
    goodwillSupport: !suite
      ? 'Support is given only on a suite licence; a trainer seat follows its subscription.'
      : !active
        ? 'A revoked licence gets no support.'
        : standing.support.state === 'active' && standing.support.autoRenewing
          ? 'Its support renews by itself: months given now would run under a renewal that is charged. Stop the renewal in Paddle first, or give a replacement.'
          : null,
    goodwillReplacement: !suite
      ? 'Only a suite licence is replaced; a trainer seat follows its subscription.'
      : paidBack(licence)
        ? REPLACEMENT_OF_PAID_BACK
        : null,
  };
}

/** The mail log's items as the timeline reads a buyer's receipts. */
function receipts(items: readonly Item[]): LoggedReceipt[] {
  return items.map((item) => ({
    kind: String(item.kind),
    to: typeof item.to === 'string' ? item.to : null,
    at: String(item.sentAt),
    about: typeof item.about === 'string' ? item.about : null,
  }));
}

function eventRow(item: Item): AdminWebhookEventRow {
  return {
    eventId: String(item.eventId ?? String(item.pk).replace(/^EVENT#/, '')),
    type: String(item.eventType),
    at: String(item.processedAt),
  };
}

/** The current key's status, as `GET /api/licence-keys/status` answers it: from the licence's standing. */
function keyStatusOf(licence: LicenceRecord, standing: LicenceStanding, now: Date): string {
  const payload = licenceKeyPayload(licence.licenceKey);
  if (!payload) return 'unknown';
  return keyState({ presentedKey: licence.licenceKey, payload, licence, standing }, now);
}

/** Support extensions linked to the licence by the `SUPPORT#` items kept before the ledger. */
function supportLinks(items: readonly Item[]): string[] {
  return items.filter((item) => String(item.sk).startsWith('SUPPORT#')).map((item) => String(item.sk).slice(8));
}

/**
 * Every owner the licence had, oldest first: the moves the licence records (`ownerHistory`, ADR 333) or, on a
 * licence moved before it did, its last move and the operators' moves in the audit log.
 */
function ownersOf(licence: LicenceRecord, audit: readonly AuditEntry[]): AdminLicenceView['owners'] {
  const history = (licence as { ownerHistory?: readonly { email: string; until: string }[] }).ownerHistory;
  if (history && history.length > 0) {
    const owners = history.map((previous, index) => ({
      email: previous.email,
      since: index === 0 ? licence.issuedAt : history[index - 1]!.until,
    }));
    return [...owners, { email: licence.ownerEmail, since: history.at(-1)!.until }];
  }
  const moves = audit
    .filter((entry) => /reassign|email/.test(entry.action))
    .map((entry) => ({
      from: (entry.before as { ownerEmail?: string } | null)?.ownerEmail,
      to: (entry.after as { ownerEmail?: string } | null)?.ownerEmail,
      at: entry.at,
    }))
    .filter((move) => move.from && move.to)
    .sort((a, b) => a.at.localeCompare(b.at));
  if (licence.transferredAt && licence.transferredFrom && !moves.some((move) => move.to === licence.ownerEmail))
    moves.push({ from: licence.transferredFrom, to: licence.ownerEmail, at: licence.transferredAt });
  if (moves.length === 0) return [{ email: licence.ownerEmail, since: licence.issuedAt }];
  return [
    { email: moves[0]!.from!, since: licence.issuedAt },
    ...moves.map((move) => ({ email: move.to!, since: move.at })),
  ];
}
