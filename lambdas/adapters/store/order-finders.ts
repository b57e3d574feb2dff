import { adminIndexKeys, orderFinderKeys } from './keys';

/**
 * An order's search entries for the operator console (ADR 330): small items in the order's partition whose gsi2 keys
 * find it by the start of its checkout address and by its Paddle customer. Their content follows from the order
 * alone, so writing them again changes nothing: checkout writes them with the pending order, the backfill
 * (ADR 331) for orders older than the index.
 */
export interface FindableOrder {
  readonly transactionId: string;
  readonly createdAt: string;
  readonly buyerEmail: string;
  readonly customerId?: string | null;
}

export function orderFinderItems(order: FindableOrder): Record<string, unknown>[] {
  const common = { type: 'order-finder', transactionId: order.transactionId, email: order.buyerEmail };
  return [
    {
      ...orderFinderKeys.email(order.transactionId),
      ...adminIndexKeys.email(order.buyerEmail, order.transactionId),
      ...common,
    },
    ...(order.customerId
      ? [
          {
            ...orderFinderKeys.customer(order.transactionId),
            ...adminIndexKeys.customer(order.customerId, order.createdAt, order.transactionId),
            ...common,
            customerId: order.customerId,
          },
        ]
      : []),
  ];
}
