import { isLicenceId, parseLicenceId } from '../../../../lambdas/domain/licences/licence-id';
import { unitId } from '../../../../lambdas/domain/licences/issuance';

describe('the one licence-id parser', () => {
  it.each([
    ['an id the shop writes for a Paddle transaction', unitId('txn_01hv8y4wq3c2x7m5k9d0e6f1ab', 12), true],
    ['the longest id accepted', `lic_${'a'.repeat(100)}`, true],
    ['one character longer', `lic_${'a'.repeat(101)}`, false],
    ['a hyphen', 'lic_a-b_1', false],
    ['another prefix', 'sub_01hv8y4wq3c2x7m5k9d0e6f1ab', false],
    ['nothing after the prefix', 'lic_', false],
  ])('%s → %s', (_label, value, expected) => {
    // Act
    const accepted = isLicenceId(value);

    // Assess
    expect(accepted).toBe(expected);
  });
});

describe('what a licence id names', () => {
  it.each([
    [
      'an id the shop writes',
      unitId('txn_01hv8y4wq3c2x7m5k9d0e6f1ab', 12),
      { transactionId: 'txn_01hv8y4wq3c2x7m5k9d0e6f1ab', unit: 12 },
    ],
    ['a transaction id with underscores', 'lic_a_b_3', { transactionId: 'txn_a_b', unit: 3 }],
    ['no unit', 'lic_abc', undefined],
    ['a unit that is not a number', 'lic_abc_x', undefined],
    ['no transaction', 'lic__1', undefined],
    ['not a licence id', 'sub_abc_1', undefined],
  ])('%s', (_label, value, expected) => {
    // Act
    const parts = parseLicenceId(value);

    // Assess
    expect(parts).toEqual(expected);
  });
});
