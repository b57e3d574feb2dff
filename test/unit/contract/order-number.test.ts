import { orderNumberOf } from '../../../lambdas/contract/order-number';

describe('the order number people read (ADR 315)', () => {
  it.each([
    ['txn_01h04vsbhqc62t8hmd4z3b578c', '4Z3B-578C'],
    ['txn_local01a219df15e9000044ca589d1261', '589D-1261'],
  ])('reads %s as %s', (transactionId, expected) => {
    // Act + Assess
    expect(orderNumberOf(transactionId)).toBe(expected);
  });
});
