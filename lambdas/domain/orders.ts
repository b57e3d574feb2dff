/**
 * An order the shop took at checkout carries the buyer's request (every paid order does: the payment stores it); a
 * record an adjustment made for a transaction the shop never checked out does not, and is no order to show or extend.
 */
export function isCheckedOut<Order extends { readonly request?: unknown }>(
  order: Order | undefined,
): order is Order & { readonly request: NonNullable<Order['request']> } {
  return order?.request !== undefined;
}
