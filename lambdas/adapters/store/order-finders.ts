import { orderNumberOf } from '../../contract/order-number';
import { normaliseEmail } from '../../domain/email';
import { adminIndexKeys, orderFinderKeys } from './keys';

/**
 * At most this many parts per address, so checkout's transaction (100 actions) always has room: every part of an
 * address of up to 67 characters, and of a longer one every part starting in its first 64 (ADR 464).
 */
export const MAX_ADDRESS_PARTS = 64;
/** The shortest text the search asks for (its handler refuses fewer characters), so the shortest part written. */
const MIN_PART_LENGTH = 3;

/**
 * The parts of an address from each of its characters on, after the first, of three characters or more (ADR 464):
 * `joe@ex.io` gives `oe@ex.io`, `e@ex.io`, `@ex.io`, `ex.io`, `x.io` and `.io`. Any text of three characters or more
 * inside the address begins one of these parts (or the address itself), so a search by `begins_with` finds the
 * order by whatever piece of the address a buyer quotes.
 */
export function addressParts(email: string): string[] {
  const address = normaliseEmail(email);
  const parts: string[] = [];
  for (let index = 1; address.length - index >= MIN_PART_LENGTH && parts.length < MAX_ADDRESS_PARTS; index += 1)
    parts.push(address.slice(index));
  return parts;
}

/**
 * An order's search entries for the operator console (ADR 330, 459, 464): small items in the order's partition whose gsi2
 * keys find it by the start of its checkout address, by any later part of it, by its order number and by its Paddle
 * customer. Their content follows from the order
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
    {
      ...orderFinderKeys.number(order.transactionId),
      ...adminIndexKeys.orderNumber(orderNumberOf(order.transactionId), order.transactionId),
      ...common,
    },
    ...addressParts(order.buyerEmail).map((part, index) => ({
      ...orderFinderKeys.emailPart(order.transactionId, index + 1),
      ...adminIndexKeys.emailPart(part, order.transactionId),
      ...common,
    })),
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
