import type { AdjustmentChange, PaidLine } from './payment-events';

/**
 * What an adjustment takes back (DESIGN.md §7). Only approved refunds and chargebacks take anything: credits
 * lower what is owed, pending refunds may still be rejected.
 */
export type Takeback =
  | { readonly scope: 'nothing' }
  | { readonly scope: 'everything' }
  | { readonly scope: 'units'; readonly units: ReadonlyMap<string, number> };

export function isApprovedTakeback(adjustment: Pick<AdjustmentChange, 'action' | 'status'>): boolean {
  return adjustment.status === 'approved' && (adjustment.action === 'refund' || adjustment.action === 'chargeback');
}

/**
 * Everything, for a full refund or any chargeback (a disputed payment is money the shop no longer has); otherwise the
 * refunded units of each price: a `full` item is its whole line, a `partial` item as many whole units as its amount
 * pays back (a goodwill refund of 1.00 on a 1,500.00 licence takes nothing). Several adjustments add up, never
 * beyond the line's quantity.
 */
export function takeback(adjustments: readonly AdjustmentChange[], lines: readonly PaidLine[]): Takeback {
  const approved = adjustments.filter(isApprovedTakeback);
  if (approved.some((adjustment) => adjustment.type === 'full' || adjustment.action === 'chargeback'))
    return { scope: 'everything' };
  const perLine = new Map<string, number>();
  for (const item of approved.flatMap((adjustment) => adjustment.items)) {
    const line = lines.find((candidate) => candidate.lineItemId === item.itemId);
    if (!line) continue;
    const units =
      item.type === 'full'
        ? line.quantity
        : item.type === 'partial' && item.amountCents !== null && line.unitTotalCents > 0
          ? Math.floor(item.amountCents / line.unitTotalCents)
          : 0;
    perLine.set(line.lineItemId, Math.min(line.quantity, (perLine.get(line.lineItemId) ?? 0) + units));
  }
  const units = new Map<string, number>();
  for (const line of lines) {
    const refunded = perLine.get(line.lineItemId) ?? 0;
    if (refunded > 0) units.set(line.priceId, (units.get(line.priceId) ?? 0) + refunded);
  }
  return units.size === 0 ? { scope: 'nothing' } : { scope: 'units', units };
}
