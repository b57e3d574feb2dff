import type { IAdjustmentNotificationResponse } from '@paddle/paddle-node-sdk';
import type { AdjustmentRecord } from './model';

export function adjustmentNotification(adjustment: AdjustmentRecord): IAdjustmentNotificationResponse {
  const sum = (field: 'amountCents' | 'taxCents') => adjustment.items.reduce((total, item) => total + item[field], 0);
  return {
    id: adjustment.id,
    action: adjustment.action,
    type: adjustment.type,
    transaction_id: adjustment.transactionId,
    subscription_id: adjustment.subscriptionId,
    customer_id: adjustment.customerId,
    reason: adjustment.reason,
    credit_applied_to_balance: false,
    currency_code: 'EUR',
    status: adjustment.status,
    items: adjustment.items.map((item, index) => ({
      id: `adjitm_${adjustment.id.replace(/^adj_/, '')}_${index}`,
      item_id: item.itemId,
      type: item.type,
      amount: String(item.amountCents + item.taxCents),
      proration: null,
      totals: {
        subtotal: String(item.amountCents),
        tax: String(item.taxCents),
        total: String(item.amountCents + item.taxCents),
        fee: '0',
        earnings: String(item.amountCents),
        currency_code: 'EUR',
      },
    })),
    totals: {
      subtotal: String(sum('amountCents')),
      tax: String(sum('taxCents')),
      total: String(sum('amountCents') + sum('taxCents')),
      fee: '0',
      earnings: String(sum('amountCents')),
      currency_code: 'EUR',
      retained_fee: '0',
    },
    payout_totals: null,
    created_at: adjustment.createdAt,
    updated_at: adjustment.updatedAt,
  };
}
