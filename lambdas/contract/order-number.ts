/**
 * The order number people read and say on the phone (ADR 315): the last eight characters of Paddle's transaction
 * id, upper-cased in two groups (`txn_01h04vsbhqc62t8hmd4z3b578c` → `4Z3B-578C`). The tail is the random part of
 * Paddle's ids, so two orders of one buyer do not share it in practice; the full transaction id stays beside it
 * wherever support needs it.
 */
export function orderNumberOf(transactionId: string): string {
  const tail = transactionId.replace(/^txn_/, '').slice(-8).toUpperCase();
  return tail.length > 4 ? `${tail.slice(0, 4)}-${tail.slice(4)}` : tail;
}

/** An order number as people type it (`0Q41-RVXE`, `0q41rvxe`, `0Q41 RVXE`), in one form for look-ups. */
export function orderNumberKey(typed: string): string {
  return typed.replace(/[^A-Za-z0-9]/g, '').toLowerCase();
}
