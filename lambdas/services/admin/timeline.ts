import type { AuditEntry, TimelineEntry } from '../../contract/admin';
import type { LicenceRecord } from '../../adapters/store/licences';
import type { OrderRecord } from '../../adapters/store/orders';
import type { SubscriptionRecord } from '../../adapters/store/subscriptions';
import { isGoodwillLicence } from './rows';

/**
 * A console page's timeline (ADR 333): what operators did, from the audit log, beside what buyers and
 * Paddle did, read from the records the shop keeps anyway (an order's payment and adjustments, a licence's moves and
 * revocation, a subscription's cancellation, its renewals). Newest first.
 */
type Entry = TimelineEntry;

const entry = (fields: Omit<Entry, 'reason' | 'audit' | 'actor'> & Partial<Entry>): Entry => ({
  actor: null,
  reason: null,
  audit: null,
  ...fields,
});

const AUDIT_SUMMARIES: Record<string, (audit: AuditEntry) => string> = {
  'licence.revoke': () => 'Revoked the licence.',
  'licence.reinstate': () => 'Reinstated the licence.',
  'licence.reassign': (audit) => `Moved the licence from ${owner(audit.before)} to ${owner(audit.after)}.`,
  'licence.goodwill': (audit) => {
    const after = (audit.after ?? {}) as { months?: number; replacementLicenceId?: string | null; until?: string };
    return after.replacementLicenceId
      ? `Gave ${after.replacementLicenceId} as a replacement, as goodwill (no payment).`
      : `Gave ${after.months ?? 'some'} month${after.months === 1 ? '' : 's'} of support as goodwill (no payment)${after.until ? `, until ${after.until.slice(0, 10)}` : ''}.`;
  },
  'order.resend': (audit) =>
    `Re-sent the order mail to ${((audit.after as { sentTo?: string[] } | null)?.sentTo ?? []).join(', ')}.`,
  'order.email': (audit) => `Corrected the checkout address from ${owner(audit.before)} to ${owner(audit.after)}.`,
  'order.refund': () => 'Asked Paddle for a refund.',
  'order.apply-from-paddle': () => 'Applied the payment from Paddle.',
  'buyer.unsuppress': () => 'Lifted the address\u2019s mail suppression.',
};

const owner = (side: unknown) => (side as { ownerEmail?: string } | null)?.ownerEmail ?? 'someone';

export function auditTimeline(entries: readonly AuditEntry[]): Entry[] {
  return entries.map((audit) =>
    entry({
      at: audit.at,
      by: 'operator',
      actor: audit.actor.email,
      action: audit.action,
      summary: AUDIT_SUMMARIES[audit.action]?.(audit) ?? `Did ${audit.action}.`,
      reason: audit.reason,
      audit: {
        auditId: audit.auditId,
        at: audit.at,
        actor: audit.actor,
        action: audit.action,
        targets: audit.targets,
        reason: audit.reason,
        before: audit.before,
        after: audit.after,
        requestId: audit.requestId,
      },
    }),
  );
}

export interface StoredAdjustment {
  readonly adjustmentId: string;
  readonly action: string;
  readonly adjustmentType?: string;
  readonly status: string;
  readonly occurredAt: string;
}

export function orderTimeline(order: OrderRecord, adjustments: readonly StoredAdjustment[]): Entry[] {
  const buyer = order.request?.buyerEmail ?? null;
  return [
    ...(order.request
      ? [entry({ at: order.createdAt, by: 'buyer', actor: buyer, action: 'checkout', summary: 'Checked out.' })]
      : []),
    ...(order.paidAt
      ? [entry({ at: order.paidAt, by: 'paddle', action: 'payment', summary: `Paid (${order.transactionId}).` })]
      : []),
    ...adjustments.map((adjustment) =>
      entry({
        at: adjustment.occurredAt,
        by: 'paddle',
        action: adjustment.action,
        summary: `${capitalised(adjustment.action)} (${adjustment.adjustmentType ?? 'partial'}) ${adjustment.status}.`,
      }),
    ),
  ];
}

/** A licence's moves by its owners (an operator's move is the audit log's), and what Paddle took back. */
export function licenceTimeline(licence: LicenceRecord, audited: readonly AuditEntry[]): Entry[] {
  const operatorMoves = audited.filter((audit) => /reassign|email/.test(audit.action)).map((audit) => audit.at);
  const movedByOperator = (at: string) =>
    operatorMoves.some((moved) => Math.abs(Date.parse(moved) - Date.parse(at)) < 60_000);
  const entries = [
    entry({
      at: licence.issuedAt,
      by: 'shop',
      action: 'issued',
      summary: isGoodwillLicence(licence)
        ? `Licence ${licence.licenceId} issued as goodwill (no payment), replacing one of ${licence.transactionId}.`
        : `Licence ${licence.licenceId} issued for ${licence.transactionId}.`,
    }),
  ];
  if (licence.transferredAt && licence.transferredFrom && !movedByOperator(licence.transferredAt))
    entries.push(
      entry({
        at: licence.transferredAt,
        by: 'buyer',
        actor: licence.transferredFrom,
        action: 'transfer-accepted',
        summary: `${licence.licenceId} moved from ${licence.transferredFrom} to ${licence.ownerEmail}.`,
      }),
    );
  // An operator's revocation is the audit log's entry, with the operator's name; the rest follows Paddle's events.
  if (
    licence.status === 'revoked' &&
    licence.revokedAt &&
    licence.revokedReason &&
    (licence.revokedReason as string) !== 'operator'
  )
    entries.push(
      entry({
        at: licence.revokedAt,
        by: 'paddle',
        action: `revoked-${licence.revokedReason}`,
        summary: `${licence.licenceId} taken back (${licence.revokedReason}).`,
      }),
    );
  return entries;
}

/** A mail of the log, as the timeline reads it: the receipts a buyer's own cancel or resume leaves (ADR 261). */
export interface LoggedReceipt {
  readonly kind: string;
  readonly to?: string | null;
  readonly at: string;
  readonly about?: string | null;
}

const BUYER_REQUESTS: Readonly<Record<string, { action: string; summary: (id: string) => string }>> = {
  'subscription-cancelled': {
    action: 'cancel-requested',
    summary: (id) => `Asked to end subscription ${id} at its period's end.`,
  },
  'subscription-resumed': {
    action: 'resume-requested',
    summary: (id) => `Asked to keep subscription ${id} renewing.`,
  },
};

/**
 * A subscription's cancellation and end as Paddle reports them, and what its buyer asked in the portal: Paddle's
 * record does not say who asked, but the shop mails the buyer a receipt of each request (ADR 261), logged whether
 * sent or not, so those are the buyer's entries.
 */
export function subscriptionTimeline(subscription: SubscriptionRecord, mails: readonly LoggedReceipt[] = []): Entry[] {
  const entries: Entry[] = mails
    .filter((mail) => mail.about === subscription.subscriptionId && BUYER_REQUESTS[mail.kind])
    .map((mail) =>
      entry({
        at: mail.at,
        by: 'buyer',
        actor: mail.to ?? subscription.ownerEmail,
        action: BUYER_REQUESTS[mail.kind]!.action,
        summary: BUYER_REQUESTS[mail.kind]!.summary(subscription.subscriptionId),
      }),
    );
  if (subscription.canceledAt)
    entries.push(
      entry({
        at: subscription.canceledAt,
        by: 'paddle',
        action: 'subscription-canceled',
        summary: `Subscription ${subscription.subscriptionId} canceled.`,
      }),
    );
  else if (subscription.scheduledChange?.action === 'cancel')
    entries.push(
      // Paddle's record of the end; who asked for it is the buyer's receipt above, or an operator's move (ADR 313).
      entry({
        at: subscription.lastEventAt,
        by: 'paddle',
        action: 'cancellation-scheduled',
        summary: `Subscription ${subscription.subscriptionId} ends on ${subscription.scheduledChange.effectiveAt.slice(0, 10)}.`,
      }),
    );
  return entries;
}

export function renewalTimeline(renewals: readonly { transactionId: string; paidAt: string }[]): Entry[] {
  return renewals.map((renewal) =>
    entry({ at: renewal.paidAt, by: 'paddle', action: 'renewal', summary: `Renewal ${renewal.transactionId} paid.` }),
  );
}

/** Every source's entries in one list, newest first. */
export function newestFirst(...sources: readonly Entry[][]): Entry[] {
  return sources.flat().sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}

function capitalised(text: string): string {
  return text.slice(0, 1).toUpperCase() + text.slice(1);
}
