import {
  ADMIN_PAGE_SIZE,
  type AdminLicenceRow,
  type AdminOrderRow,
  type AdminSearchAnswer,
  type AuditEntry,
} from '../../contract/admin';
import { LICENCE_KEY_PREFIX } from '../../domain/licences/licence-key-format';
import { NotFoundError } from '../../domain/errors';
import type { LicenceRecord } from '../../adapters/store/licences';
import type { OrderRecord } from '../../adapters/store/orders';
import type { OwnerItems } from '../../adapters/store/admin';

/**
 * What the operator console reads (DESIGN.md §10). Each page is at most two sequential store round trips, each a
 * key or index read (ADR 303): an order is its partition and its audit partition side by side, then its licences
 * in one batch; a licence its partition beside its audit; a buyer the owner index beside their audit.
 */
export interface LookupPorts {
  getOrder(transactionId: string): Promise<OrderRecord | undefined>;
  getLicence(licenceId: string): Promise<LicenceRecord | undefined>;
  getLicences(licenceIds: readonly string[]): Promise<LicenceRecord[]>;
  getSubscription(subscriptionId: string): Promise<Record<string, unknown> | undefined>;
  ownerItems(email: string): Promise<OwnerItems>;
  partition(pk: string): Promise<Record<string, unknown>[]>;
  auditTimeline(target: string): Promise<AuditEntry[]>;
}

export const orderNotFound = () => new NotFoundError('ORDER_NOT_FOUND', 'There is no such order.');

export function orderRow(order: OrderRecord & { gsi1pk?: string }): AdminOrderRow {
  return {
    transactionId: order.transactionId,
    email: order.request?.buyerEmail ?? String(order.gsi1pk ?? '').replace(/^OWNER#/, ''),
    status: order.status,
    createdAt: order.createdAt,
    customerId: order.customerId ?? null,
    subscriptionId: order.subscriptionId ?? null,
  };
}

export function licenceRow(licence: LicenceRecord): AdminLicenceRow {
  return {
    licenceId: licence.licenceId,
    owner: licence.ownerEmail,
    product: licence.productSlug,
    status: licence.status,
    transactionId: licence.transactionId,
    issuedAt: licence.issuedAt,
    keyVersion: licence.keyVersion ?? 1,
  };
}

/** The licence id a whole licence key names, or undefined when it is not one. */
export function licenceIdOfKey(key: string): string | undefined {
  const [prefix, payload, signature] = key.split('.');
  if (prefix !== LICENCE_KEY_PREFIX || !payload || !signature) return undefined;
  try {
    const decoded = JSON.parse(new TextDecoder().decode(base64UrlBytes(payload))) as { licenceId?: unknown };
    return typeof decoded.licenceId === 'string' ? decoded.licenceId : undefined;
  } catch {
    return undefined;
  }
}

function base64UrlBytes(text: string): Uint8Array {
  return Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));
}

const EMPTY: AdminSearchAnswer = { buyers: [], orders: [], licences: [], nextCursor: null };

export function adminLookups(ports: LookupPorts) {
  async function ownerAnswer(email: string): Promise<AdminSearchAnswer> {
    const owned = await ports.ownerItems(email);
    const found = owned.orders.length + owned.licences.length + owned.subscriptions.length > 0;
    return {
      buyers: found ? [email] : [],
      orders: owned.orders.slice(-ADMIN_PAGE_SIZE).reverse().map(orderRow),
      licences: owned.licences.slice(-ADMIN_PAGE_SIZE).reverse().map(licenceRow),
      nextCursor: null,
    };
  }

  return {
    /** Finds by what a buyer quotes: their e-mail, an order's transaction id, a licence id or key, a subscription id. */
    async search(rawQuery: string): Promise<AdminSearchAnswer> {
      const query = rawQuery.trim();
      if (query.includes('@')) return ownerAnswer(query.toLowerCase());
      if (query.startsWith('txn_')) {
        const order = await ports.getOrder(query);
        return order
          ? { buyers: [orderRow(order).email], orders: [orderRow(order)], licences: [], nextCursor: null }
          : EMPTY;
      }
      const licenceId = query.startsWith(`${LICENCE_KEY_PREFIX}.`) ? licenceIdOfKey(query) : query;
      if (licenceId?.startsWith('lic_')) {
        const licence = await ports.getLicence(licenceId);
        // A superseded key still finds its licence: the operator then sees where the licence went.
        return licence
          ? { buyers: [licence.ownerEmail], orders: [], licences: [licenceRow(licence)], nextCursor: null }
          : EMPTY;
      }
      if (query.startsWith('sub_')) {
        const subscription = await ports.getSubscription(query);
        const owner = typeof subscription?.gsi1pk === 'string' ? subscription.gsi1pk.replace(/^OWNER#/, '') : '';
        return owner ? ownerAnswer(owner) : EMPTY;
      }
      return EMPTY;
    },

    async order(transactionId: string) {
      const [items, timeline] = await Promise.all([
        ports.partition(`ORDER#${transactionId}`),
        ports.auditTimeline(`order:${transactionId}`),
      ]);
      const order = items.find((item) => item.sk === 'ORDER') as unknown as OrderRecord | undefined;
      if (!order) throw orderNotFound();
      const licences = await ports.getLicences(order.licenceIds ?? []);
      return {
        order: {
          ...orderRow(order),
          totalCents: order.totalCents,
          paidAt: order.paidAt ?? null,
          lines: order.lines ?? [],
        },
        adjustments: items.filter((item) => String(item.sk).startsWith('ADJUSTMENT#')).map(withoutKeys),
        licences: licences.map(licenceRow),
        timeline,
      };
    },

    async licence(licenceId: string) {
      const [items, timeline] = await Promise.all([
        ports.partition(`LICENCE#${licenceId}`),
        ports.auditTimeline(`licence:${licenceId}`),
      ]);
      const licence = items.find((item) => item.sk === 'LICENCE') as unknown as LicenceRecord | undefined;
      if (!licence) throw new NotFoundError('LICENCE_NOT_FOUND', 'There is no such licence.');
      const transfer = items.find((item) => item.sk === 'TRANSFER');
      return {
        licence: {
          ...licenceRow(licence),
          licenceKey: licence.licenceKey,
          revokedAt: licence.revokedAt ?? null,
          revokedReason: licence.revokedReason ?? null,
          transferredFrom: licence.transferredFrom ?? null,
          transferredAt: licence.transferredAt ?? null,
          subscriptionId: licence.subscriptionId,
        },
        pendingTransfer: transfer ? withoutKeys(transfer) : null,
        timeline,
      };
    },

    async buyer(email: string) {
      const [owned, timeline] = await Promise.all([ports.ownerItems(email), ports.auditTimeline(`buyer:${email}`)]);
      return {
        email,
        orders: owned.orders.map(orderRow),
        licences: owned.licences.map(licenceRow),
        subscriptions: owned.subscriptions.map(withoutKeys),
        pendingTransfers: owned.transfers.map(withoutKeys),
        timeline,
      };
    },
  };
}

function withoutKeys(item: Record<string, unknown>): Record<string, unknown> {
  const { pk: _pk, sk: _sk, gsi1pk: _gsi1pk, gsi1sk: _gsi1sk, ...rest } = item;
  return rest;
}
