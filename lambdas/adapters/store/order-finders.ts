import { orderNumberOf } from '../../contract/order-number';
import { normaliseEmail } from '../../domain/email';
import { adminIndexKeys, orderFinderKeys } from './keys';

/** Where a word of an address begins, after its first: past a dot, an at sign, a plus, a hyphen or an underscore. */
const WORD_BREAK = /[.@+_-]/;
/** At most this many parts per address: its first words matter, a long tail of subdomains does not. */
const MAX_ADDRESS_PARTS = 6;

/**
 * The parts of an address from each of its words on, after the first (ADR 459): `jane.doe@mail.example` gives
 * `doe@mail.example`, `mail.example` and `example`, so a search for "doe" or "example" finds the order. Parts shorter
 * than three characters are left out, as the search asks for three at least.
 */
export function addressParts(email: string): string[] {
  const address = normaliseEmail(email);
  const parts: string[] = [];
  for (let index = 1; index < address.length && parts.length < MAX_ADDRESS_PARTS; index += 1)
    if (WORD_BREAK.test(address[index - 1]!) && !WORD_BREAK.test(address[index]!)) {
      const part = address.slice(index);
      if (part.length >= 3) parts.push(part);
    }
  return parts;
}

/**
 * An order's search entries for the operator console (ADR 330, 459): small items in the order's partition whose gsi2
 * keys find it by the start of its checkout address, by a later word of it, by its order number and by its Paddle
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
