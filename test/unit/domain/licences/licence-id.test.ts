import { isLicenceId } from '../../../../lambdas/domain/licences/licence-id';
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
