import { generateKeyPairSync, sign } from 'node:crypto';
import { cataloguePriceIndex } from '../../lambdas/domain/licences/catalogue-prices';
import { localPriceId } from '../../lambdas/adapters/paddle-ids';
import type { LicenceRecord } from '../../lambdas/adapters/store/licences';
import type { AdjustmentRecord, OrderRecord } from '../../lambdas/adapters/store/orders';
import type { RenewalCharge } from '../../lambdas/domain/licences/renewal-refunds';
import type { SubscriptionRecord } from '../../lambdas/adapters/store/subscriptions';
import { orderPaidMailKey, type PaidOrder } from '../../lambdas/services/mail/mail-service';
import type { PaymentPorts } from '../../lambdas/services/payments/ports';
import { parsePaddleEvent } from '../../lambdas/adapters/paddle-events';
import { handlePaymentEvent } from '../../lambdas/services/payments/handle-event';
import { signLicenceKeyPayload } from '../../lambdas/services/licences/sign-key';

/**
 * The payment services' ports in memory, with the table's conditions (put only if absent, newer state wins,
 * revoked stays revoked), so the services' branches run in milliseconds without the local stack.
 */
export interface MemoryPortsOptions {
  /** Runs while an order mail is being sent (its claim held); throwing fails the send, and the claim is given back. */
  readonly whileMailSending?: (order: PaidOrder) => Promise<void>;
}

export function memoryPaymentPorts(options: MemoryPortsOptions = {}) {
  const orders = new Map<string, OrderRecord>();
  const adjustments = new Map<string, AdjustmentRecord[]>();
  const renewals = new Map<string, RenewalCharge & { paidAt: string }>();
  const licences = new Map<string, LicenceRecord>();
  const subscriptions = new Map<string, SubscriptionRecord>();
  const events = new Set<string>();
  const pending = new Map<string, Set<string>>();
  const canceled: string[] = [];
  /** Subscriptions set to end with their period, and quantities set, through Paddle. */
  const stopped: string[] = [];
  const quantities: [string, number][] = [];
  /** Transactions refunded whole through Paddle by the shop itself. */
  const refundedWhole: string[] = [];
  const logs: { level: string; message: string }[] = [];
  const mails: PaidOrder[] = [];
  /** Order mail claims written with a purchase's one transaction (ADR 155). */
  const claims = new Set<string>();
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const update = <T>(map: Map<string, T>, id: string, change: Partial<T>) =>
    map.set(id, { ...(map.get(id) as T), ...change });

  const movePaidThrough = (id: string, from: string, to: string) => {
    if (subscriptions.get(id)?.paidThrough === new Date(from).toISOString())
      update(subscriptions, id, { paidThrough: new Date(to).toISOString() });
  };

  const ports: PaymentPorts = {
    store: {
      getOrder: async (id) => orders.get(id),
      markOrderPaid: async (order) => {
        const known = orders.get(order.transactionId);
        if (known?.refundedAt) {
          if (!known.licenceIds) update(orders, order.transactionId, { licenceIds: order.licenceIds });
          return { takebacksDue: true, refunded: true };
        }
        orders.set(order.transactionId, {
          createdAt: order.paidAt,
          ...known,
          ...order,
          request: known?.request ?? order.request,
          totalCents: known?.totalCents ?? order.totalCents,
          status: 'paid',
        });
        return { takebacksDue: known?.hasAdjustments === true, refunded: false };
      },
      raiseSeatUnits: async (id, units) => {
        const order = orders.get(id);
        if (order && (order.seatUnits ?? 0) < units) update(orders, id, { seatUnits: units });
      },
      markOrderRefunded: async (id, at) => {
        const order = orders.get(id);
        orders.set(id, {
          ...(order as OrderRecord),
          transactionId: id,
          status: 'refunded',
          refundedAt: order?.refundedAt ?? at,
        });
        return { licenceIds: order?.licenceIds, seatUnits: order?.seatUnits };
      },
      markOrderAdjusted: async (id) => {
        update(orders, id, { transactionId: id, hasAdjustments: true });
      },
      putAdjustmentIfNewer: async (adjustment) => {
        const list = adjustments.get(adjustment.transactionId) ?? [];
        const known = list.find((candidate) => candidate.adjustmentId === adjustment.adjustmentId);
        if (known && known.occurredAt >= adjustment.occurredAt) return false;
        adjustments.set(adjustment.transactionId, [...list.filter((candidate) => candidate !== known), adjustment]);
        return true;
      },
      listAdjustments: async (id) => adjustments.get(id) ?? [],
      readTransaction: async (id) => ({
        order: orders.get(id),
        adjustments: adjustments.get(id) ?? [],
        renewal: renewals.get(id),
      }),
      putRenewal: async (renewal) => {
        if (!renewals.has(renewal.transactionId)) renewals.set(renewal.transactionId, renewal);
      },
      getRenewal: async (id) => renewals.get(id),
      storeRenewal: async (renewal, additions, paidThrough, options = {}) => {
        const adjusted = renewal !== null && orders.get(renewal.transactionId)?.hasAdjustments === true;
        if (renewal && !renewals.has(renewal.transactionId)) renewals.set(renewal.transactionId, renewal);
        if (renewal && paidThrough !== undefined)
          await ports.store.recordPaidThrough(renewal.subscriptionId, paidThrough);
        for (const { licenceId, entries } of additions) await ports.store.addLedgerEntries(licenceId, entries);
        return { takebacksDue: !options.checkAdjustments || renewal === null || adjusted };
      },
      addLedgerEntries: async (licenceId, entries) => {
        const known = licences.get(licenceId);
        if (!known) return false;
        const ledger = { ...known.ledger };
        for (const entry of entries) ledger[entry.entryId] ??= entry;
        licences.set(licenceId, { ...known, ledger });
        return true;
      },
      changeEntryStates: async (licenceId, changes) => {
        const known = licences.get(licenceId);
        if (!known) return 0;
        const ledger = { ...known.ledger };
        let changed = 0;
        for (const { entry, from, to, at } of changes) {
          const current = ledger[entry.entryId];
          if (current && !from.includes(current.state)) continue;
          ledger[entry.entryId] = { ...entry, state: to, recordedAt: at };
          changed += 1;
        }
        licences.set(licenceId, { ...known, ledger });
        return changed;
      },
      rememberPendingRenewal: async (id, transactionId) => {
        pending.set(id, new Set([...(pending.get(id) ?? []), transactionId]));
      },
      forgetPendingRenewal: async (id, transactionId) => {
        pending.get(id)?.delete(transactionId);
      },
      pendingRenewals: async (id) => [...(pending.get(id) ?? [])],
      recordPendingAlignment: async (id, { at, reason }) => {
        const known = subscriptions.get(id);
        if (known)
          subscriptions.set(id, {
            ...known,
            alignmentPendingSince: known.alignmentPendingSince ?? at,
            alignmentPendingAt: at,
            alignmentPendingReason: reason,
          });
      },
      recordQuantityLowered: async (id, quantity, at) => {
        const known = subscriptions.get(id);
        if (known && (known.quantity ?? 0) > quantity)
          subscriptions.set(id, { ...known, quantity, quantityLoweredAt: at });
      },
      clearPendingAlignment: async (id, recordedAt) => {
        const known = subscriptions.get(id);
        if (known?.alignmentPendingAt !== recordedAt) return;
        const {
          alignmentPendingSince: _since,
          alignmentPendingAt: _at,
          alignmentPendingReason: _reason,
          ...rest
        } = known;
        subscriptions.set(id, rest);
      },
      pendingAlignments: async () =>
        [...subscriptions.values()]
          .filter((subscription) => subscription.alignmentPendingSince !== undefined)
          .sort((a, b) => a.alignmentPendingSince!.localeCompare(b.alignmentPendingSince!)),
      getLicences: async (ids) => ids.flatMap((id) => (licences.has(id) ? [licences.get(id)!] : [])),
      readOrderWithLicences: async (id, ids) => ({
        order: orders.get(id),
        licences: ids.flatMap((licenceId) => (licences.has(licenceId) ? [licences.get(licenceId)!] : [])),
      }),
      putNewLicences: async (records) => {
        for (const record of records) if (!licences.has(record.licenceId)) licences.set(record.licenceId, record);
      },
      revokeLicences: async (ids, at, reason) => {
        for (const id of ids)
          if (licences.get(id)?.status === 'active')
            update(licences, id, { status: 'revoked', revokedAt: at, revokedReason: reason });
      },
      reissueSeat: async (seat) => {
        const known = licences.get(seat.licenceId);
        if (!known || (known.keyVersion ?? 1) !== seat.keyVersion - 1) return false;
        if (known.status !== 'active' && known.revokedReason !== 'seats-reduced') return false;
        const { revokedAt: _at, revokedReason: _reason, ...rest } = known;
        licences.set(seat.licenceId, {
          ...rest,
          status: 'active',
          licenceKey: seat.licenceKey,
          keyVersion: seat.keyVersion,
          keyIssuedAt: seat.at,
          paidUntil: seat.paidUntil,
        });
        return true;
      },
      reinstateLicences: async (ids, reason = 'chargeback') => {
        for (const id of ids) {
          const known = licences.get(id);
          if (known?.status !== 'revoked' || known.revokedReason !== reason) continue;
          const { revokedAt: _at, revokedReason: _reason, ...rest } = known;
          licences.set(id, { ...rest, status: 'active' });
        }
      },
      restoreSeatPeriods: async (ids, period) => {
        for (const id of ids) {
          const known = licences.get(id);
          if (known?.refundedUntil !== period.endsAt) continue;
          const { refundedUntil: _until, ...rest } = known;
          licences.set(id, { ...rest, paidUntil: period.endsAt });
        }
      },
      offerSupportRestart: async (ids, at) => {
        for (const id of ids)
          if (licences.has(id) && !licences.get(id)!.supportRestartOfferedAt)
            update(licences, id, { supportRestartOfferedAt: at });
      },
      reinstateOrder: async (id) => {
        const order = orders.get(id);
        if (order?.status !== 'refunded') return;
        const { refundedAt: _at, ...rest } = order;
        orders.set(id, { ...rest, status: 'paid' } as OrderRecord);
      },
      takeBackSeatPeriods: async (ids, period) => {
        for (const id of ids) {
          const seat = licences.get(id);
          if (!seat || (seat.refundedUntil && seat.refundedUntil >= period.endsAt)) continue;
          if (seat.paidUntil && seat.paidUntil > period.startsAt)
            update(licences, id, { paidUntil: period.startsAt, refundedUntil: period.endsAt });
        }
      },
      reissueEntitlement: async ({ licenceId, licenceKey, keyVersion, at, entitlement }) => {
        const known = licences.get(licenceId);
        if (!known || (known.keyVersion ?? 1) !== keyVersion - 1) return false;
        licences.set(licenceId, { ...known, ...entitlement, licenceKey, keyVersion, keyIssuedAt: at });
        return true;
      },
      payLedgerEntries: async (licenceId, entries, subscriptionId) => {
        const known = licences.get(licenceId);
        if (!known) return false;
        const ledger = { ...known.ledger };
        if (entries.some((entry) => ledger[entry.entryId] && ledger[entry.entryId]!.state !== 'pending')) return false;
        for (const entry of entries) ledger[entry.entryId] = entry;
        const ids = new Set([...(known.supportSubscriptionIds ?? []), ...(subscriptionId ? [subscriptionId] : [])]);
        licences.set(licenceId, { ...known, ledger, supportSubscriptionIds: [...ids] });
        return true;
      },
      // An item with only a paid end (a renewal before any subscription event, ADR 362) is no subscription yet.
      getSubscription: async (id) => (subscriptions.get(id)?.lastEventAt ? subscriptions.get(id) : undefined),
      readSubscription: async (id, { eventId, transactionId } = {}) => ({
        subscription: await ports.store.getSubscription(id),
        eventProcessed: eventId !== undefined && events.has(eventId),
        order: transactionId !== undefined ? orders.get(transactionId) : undefined,
      }),
      // Every change takes the whole way here; the one write (ADR 538) runs over the in-memory table's adapters.
      storeSubscriptionStateMarked: async () => false,
      storeSubscriptionState: async (subscription, paidThrough) => {
        const known = subscriptions.get(subscription.subscriptionId);
        if (paidThrough !== undefined) await ports.store.recordPaidThrough(subscription.subscriptionId, paidThrough);
        if (known?.lastEventAt && known.lastEventAt >= subscription.lastEventAt) return undefined;
        const stored = {
          ...subscriptions.get(subscription.subscriptionId),
          ...subscription,
          ownerEmail: known?.ownerEmail ?? subscription.ownerEmail,
          transactionId: subscription.transactionId ?? known?.transactionId ?? null,
          productSlug: subscription.productSlug ?? known?.productSlug ?? null,
        };
        subscriptions.set(subscription.subscriptionId, stored);
        return { ...stored, pendingRenewals: [...(pending.get(subscription.subscriptionId) ?? [])] };
      },
      setSubscriptionOrigin: async (id, transactionId) => {
        if (subscriptions.has(id)) update(subscriptions, id, { transactionId });
      },
      recordPaidThrough: async (id, periodEnd) => {
        const end = new Date(periodEnd).toISOString();
        const known = subscriptions.get(id);
        if (known?.paidThrough !== undefined && known.paidThrough >= end) return false;
        update(subscriptions, id, { paidThrough: end });
        return true;
      },
      takeBackPaidThrough: async (id, period) => movePaidThrough(id, period.endsAt, period.startsAt),
      restorePaidThrough: async (id, period) => movePaidThrough(id, period.startsAt, period.endsAt),
      hasProcessedEvent: async (id) => events.has(id),
      readPurchase: async ({ eventId, transactionId, licenceIds, mailKey }) => ({
        eventProcessed: eventId !== undefined && events.has(eventId),
        order: orders.get(transactionId),
        licences: licenceIds.flatMap((id) => (licences.has(id) ? [licences.get(id)!] : [])),
        mailClaimed: claims.has(mailKey),
      }),
      LICENCES_PER_PURCHASE_TRANSACTION: 96,
      storeNewPurchase: async ({ eventId, order, licences: records, mail, subscription }) => {
        const known = orders.get(order.transactionId);
        const paidThrough = subscription?.paidThrough ? new Date(subscription.paidThrough).toISOString() : null;
        const opened = subscription ? subscriptions.get(subscription.subscriptionId) : undefined;
        const taken =
          events.has(eventId) ||
          claims.has(mail.key) ||
          known?.refundedAt !== undefined ||
          known?.hasAdjustments === true ||
          records.some((record) => licences.has(record.licenceId)) ||
          (subscription !== undefined && (pending.get(subscription.subscriptionId)?.size ?? 0) > 0) ||
          (paidThrough !== null && opened?.paidThrough !== undefined && opened.paidThrough > paidThrough);
        if (taken) return false;
        for (const record of records) licences.set(record.licenceId, record);
        await ports.store.markOrderPaid(order);
        claims.add(mail.key);
        events.add(eventId);
        if (subscription)
          subscriptions.set(subscription.subscriptionId, {
            ...(opened as SubscriptionRecord),
            transactionId: order.transactionId,
            ...(paidThrough !== null ? { paidThrough } : {}),
          });
        return true;
      },
      releasePurchaseClaims: async ({ eventId, mailKey }) => {
        events.delete(eventId);
        claims.delete(mailKey);
      },
      markEventProcessed: async (id) => {
        const first = !events.has(id);
        events.add(id);
        return first;
      },
      markPurchaseEventProcessed: async ({ eventId, mailKey }) => {
        if (!claims.has(mailKey)) return false;
        events.add(eventId);
        return true;
      },
      forgetPurchaseEvent: async (id) => {
        events.delete(id);
      },
    },
    signLicenceKey: (payload) =>
      signLicenceKeyPayload(
        { sign: async (data) => sign('sha256', data, { key: privateKey, dsaEncoding: 'ieee-p1363' }) },
        payload,
      ),
    paddle: {
      customerEmail: async () => 'customer@example.com',
      cancelSubscriptionNow: async (id) => {
        canceled.push(id);
      },
      stopRenewing: async (id) => {
        stopped.push(id);
      },
      setQuantity: async (id, quantity) => {
        quantities.push([id, quantity]);
      },
      raiseQuantity: async (id, quantity) => {
        quantities.push([id, quantity]);
      },
      // Paddle's charges of a subscription's item changes: the ones the shop was sent.
      subscriptionUpdateCharges: async (id) =>
        [...renewals.values()]
          .filter((charge) => charge.subscriptionId === id && charge.origin === 'subscription_update')
          .map((charge) => ({
            transactionId: charge.transactionId,
            grandTotalCents: charge.lines.reduce((sum, line) => sum + line.quantity * line.unitTotalCents, 0),
          })),
      refundWholeOnce: async (refund) => {
        refundedWhole.push(refund.transactionId);
      },
    },
    supportExtensions: {
      moveNextBilling: async () => undefined,
      mailOwner: async () => undefined,
      refundLineOnce: async () => undefined,
    },
    mail: {
      sendOrderConfirmation: async (order) => {
        const key = orderPaidMailKey(order.transactionId);
        if (claims.has(key)) return false;
        claims.add(key);
        try {
          await options.whileMailSending?.(order);
        } catch (error) {
          claims.delete(key);
          throw error;
        }
        mails.push(order);
        return true;
      },
      sendClaimedOrderConfirmation: async (order) => {
        await options.whileMailSending?.(order);
        mails.push(order);
      },
    },
    priceIndex: cataloguePriceIndex(localPriceId),
    log: {
      debug: (message) => logs.push({ level: 'debug', message }),
      info: (message) => logs.push({ level: 'info', message }),
      warn: (message) => logs.push({ level: 'warn', message }),
      error: (message) => logs.push({ level: 'error', message }),
    },
  };
  const publicKeyPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const activeIds = (transactionId?: string) =>
    [...licences.values()]
      .filter((licence) => licence.status === 'active' && (!transactionId || licence.transactionId === transactionId))
      .map((licence) => licence.licenceId)
      .sort();
  return {
    ports,
    orders,
    licences,
    subscriptions,
    canceled,
    stopped,
    quantities,
    refundedWhole,
    logs,
    mails,
    publicKeyPem,
    activeIds,
  };
}

/** One Paddle notification (a fixture in Paddle's shape) through the adapter and the payment services. */
export const deliver = (ports: PaymentPorts, event: object) =>
  handlePaymentEvent(ports, parsePaddleEvent(JSON.stringify(event)));
