import { EventName } from '@paddle/paddle-node-sdk';
import { BillingTransactions } from './billing-transactions';
import { PaddleError } from './errors';
import { localId, type AdjustmentLine, type AdjustmentRecord } from './model';
import { adjustmentNotification, lineTotals } from './serialisers';

/** Units of one transaction line to take back: named by line item id or by price id. */
export interface RefundLine {
  readonly itemId?: string;
  readonly priceId?: string;
  readonly quantity: number;
}

/**
 * Adjustments as Paddle records them: refunds (pending approval, then approved) and chargebacks.
 */
export class BillingAdjustments extends BillingTransactions {
  /**
   * A refund of some units of some lines (or, without lines, of everything not refunded yet): `adjustment.created`
   * (pending approval), then `adjustment.updated` once Paddle approves it: at once, or, for a transaction whose
   * refunds await approval, when `decideRefund` is called.
   */
  refund(transactionId: string, lines?: readonly RefundLine[], reason?: string): AdjustmentRecord {
    const adjustment = this.adjust(transactionId, 'refund', lines, 'pending_approval', reason);
    this.outbox.publish(EventName.AdjustmentCreated, adjustment.id, adjustmentNotification(adjustment));
    if (!this.transaction(transactionId).refundsAwaitApproval) this.decideRefund(adjustment.id, 'approved');
    return adjustment;
  }

  /** From now on the transaction's refunds stay `pending_approval` until `decideRefund`. */
  holdRefundApproval(transactionId: string): void {
    const transaction = this.transaction(transactionId);
    transaction.refundsAwaitApproval = true;
    this.save('transaction', transaction);
  }

  /** Paddle's review of a pending refund: `adjustment.updated`, approved or rejected. */
  decideRefund(adjustmentId: string, decision: 'approved' | 'rejected'): AdjustmentRecord {
    const adjustment = this.adjustments.get(adjustmentId);
    if (!adjustment || adjustment.action !== 'refund')
      throw new PaddleError(404, 'not_found', `Adjustment ${adjustmentId} is not a refund of the stand-in.`);
    if (adjustment.status !== 'pending_approval')
      throw new PaddleError(409, 'adjustment_not_pending', `Adjustment ${adjustmentId} is ${adjustment.status}.`);
    Object.assign(adjustment, { status: decision, updatedAt: new Date().toISOString() });
    this.save('adjustment', adjustment);
    this.outbox.publish(EventName.AdjustmentUpdated, adjustment.id, adjustmentNotification(adjustment));
    return adjustment;
  }

  /** A chargeback: the bank took the whole payment back; Paddle records it approved (`adjustment.created`). */
  chargeback(transactionId: string): AdjustmentRecord {
    const adjustment = this.adjust(transactionId, 'chargeback', undefined, 'approved');
    this.outbox.publish(EventName.AdjustmentCreated, adjustment.id, adjustmentNotification(adjustment));
    return adjustment;
  }

  private adjust(
    transactionId: string,
    action: 'refund' | 'chargeback',
    lines: readonly RefundLine[] | undefined,
    status: AdjustmentRecord['status'],
    reason?: string,
  ): AdjustmentRecord {
    const transaction = this.transaction(transactionId);
    if (transaction.status !== 'completed')
      throw new PaddleError(409, 'not_paid', 'Only a completed transaction can be refunded.');
    const totals = lineTotals(transaction, this.prices);
    // A chargeback Paddle won back (`reversed`) returned its money to the seller: its units may be refunded again.
    const earlier = [...this.adjustments.values()].filter(
      (adjustment) =>
        adjustment.transactionId === transactionId &&
        adjustment.status !== 'rejected' &&
        adjustment.status !== 'reversed' &&
        (adjustment.action === 'refund' || adjustment.action === 'chargeback'),
    );
    const remaining = new Map(
      totals.map((line) => [
        line.id,
        line.quantity -
          earlier
            .flatMap((adjustment) => adjustment.items)
            .filter((item) => item.itemId === line.id)
            .reduce((sum, item) => sum + item.quantity, 0),
      ]),
    );
    const wanted: readonly RefundLine[] =
      lines ??
      totals
        .map((line) => ({ itemId: line.id, quantity: remaining.get(line.id)! }))
        .filter((line) => line.quantity > 0);
    const items: AdjustmentLine[] = wanted.map((request) => {
      const line = totals.find(
        (candidate) => candidate.id === request.itemId || (!request.itemId && candidate.priceId === request.priceId),
      );
      if (!line)
        throw new PaddleError(400, 'bad_request', `The transaction has no line ${request.itemId ?? request.priceId}.`);
      if (
        !Number.isSafeInteger(request.quantity) ||
        request.quantity < 1 ||
        request.quantity > remaining.get(line.id)!
      ) {
        throw new PaddleError(
          400,
          'bad_request',
          `Line ${line.id} has ${remaining.get(line.id)} units left to refund, not ${request.quantity}.`,
        );
      }
      const unitNet = Number(line.unit.subtotal) - Number(line.unit.discount);
      return {
        itemId: line.id,
        type: request.quantity === line.quantity ? 'full' : 'partial',
        quantity: request.quantity,
        amountCents: unitNet * request.quantity,
        taxCents: Number(line.unit.tax) * request.quantity,
      };
    });
    if (items.length === 0)
      throw new PaddleError(409, 'nothing_to_refund', 'Everything on this transaction has been refunded already.');
    const whole = earlier.length === 0 && items.every((item) => item.type === 'full') && items.length === totals.length;
    const now = new Date().toISOString();
    return this.save('adjustment', {
      id: localId('adj'),
      action,
      type: whole ? 'full' : 'partial',
      transactionId,
      subscriptionId: transaction.subscriptionId,
      customerId: transaction.customerId!,
      reason: reason ?? (action === 'chargeback' ? 'chargeback' : 'local test refund'),
      status,
      items,
      createdAt: now,
      updatedAt: now,
    });
  }
}
