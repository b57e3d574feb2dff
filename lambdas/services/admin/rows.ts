import type { AdminLicenceRow, AdminOrderRow, AdminSubscriptionRow } from '../../contract/admin';
import { orderNumberOf } from '../../contract/order-number';
import { ledgerEntries } from '../../domain/ledger/entries';
import { LICENCE_KEY_PREFIX } from '../../domain/licences/licence-key-format';
import type { LicenceKeyPayload } from '../../domain/licences/licence-key';
import type { LicenceRecord } from '../../adapters/store/licences';
import type { OrderRecord } from '../../adapters/store/orders';
import type { SubscriptionRecord } from '../../adapters/store/subscriptions';

/** The console's rows, each made from one stored item (lambdas/contract/admin.ts). */
export function orderRow(order: OrderRecord & { gsi1pk?: string }): AdminOrderRow {
  return {
    transactionId: order.transactionId,
    orderNumber: orderNumberOf(order.transactionId),
    email: order.request?.buyerEmail ?? String(order.gsi1pk ?? '').replace(/^OWNER#/, ''),
    status: order.status,
    createdAt: order.createdAt,
    customerId: order.customerId ?? null,
    subscriptionId: order.subscriptionId ?? null,
    licenceCount: (order.licenceIds ?? []).length,
    gross: order.charged ? { cents: order.charged.grandTotalCents, currency: order.charged.currency } : null,
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
    goodwill: isGoodwillLicence(licence),
  };
}

/** A licence nobody paid for: every entry of its ledger is goodwill (a replacement, ADR 404, ADR 463). */
export function isGoodwillLicence(licence: Pick<LicenceRecord, 'ledger'>): boolean {
  const entries = ledgerEntries(licence.ledger);
  return entries.length > 0 && entries.every((entry) => entry.source === 'goodwill');
}

export function subscriptionRow(subscription: SubscriptionRecord): AdminSubscriptionRow {
  const change = subscription.scheduledChange;
  return {
    subscriptionId: subscription.subscriptionId,
    status: subscription.status,
    currentPeriodEnd: subscription.currentPeriodEnd ?? null,
    scheduledChange: change ? `${change.action} on ${change.effectiveAt}` : null,
  };
}

/** What a licence key says of itself (unverified: the signature is `GET /api/licence-keys/status`'s to check). */
export function licenceKeyPayload(key: string): LicenceKeyPayload | undefined {
  const [prefix, payload, signature] = key.split('.');
  if (prefix !== LICENCE_KEY_PREFIX || !payload || !signature) return undefined;
  try {
    const decoded = JSON.parse(new TextDecoder().decode(base64UrlBytes(payload))) as Partial<LicenceKeyPayload>;
    return typeof decoded.licenceId === 'string' ? (decoded as LicenceKeyPayload) : undefined;
  } catch {
    return undefined;
  }
}

/** The licence id a whole licence key names, or undefined when it is not one. */
export function licenceIdOfKey(key: string): string | undefined {
  return licenceKeyPayload(key)?.licenceId;
}

function base64UrlBytes(text: string): Uint8Array {
  return Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));
}
