import { supportedLicences } from '../../../../lambdas/domain/licences/supported-licences';

describe('supportedLicences', () => {
  it('names, per subscription, the active licences bought with it or extended by it, in the order given', () => {
    // Prepare
    const licences = [
      { licenceId: 'lic_a_1', status: 'active' as const, subscriptionId: 'sub_a' },
      {
        licenceId: 'lic_a_2',
        status: 'active' as const,
        subscriptionId: 'sub_a',
        supportSubscriptionIds: new Set(['sub_x']),
      },
      { licenceId: 'lic_b_1', status: 'active' as const, subscriptionId: null, supportSubscriptionIds: ['sub_x'] },
    ];

    // Act
    const licencesOf = supportedLicences(licences);

    // Assess
    expect(licencesOf('sub_a')).toEqual(['lic_a_1', 'lic_a_2']);
    expect(licencesOf('sub_x')).toEqual(['lic_a_2', 'lic_b_1']);
    expect(licencesOf('sub_unknown')).toEqual([]);
  });

  it('leaves out revoked licences: a refunded licence or a seat taken away is paid for no longer', () => {
    // Prepare
    const licences = [
      { licenceId: 'lic_t_1', status: 'active' as const, subscriptionId: 'sub_t' },
      { licenceId: 'lic_t_2', status: 'revoked' as const, subscriptionId: 'sub_t' },
    ];

    // Act
    const named = supportedLicences(licences)('sub_t');

    // Assess
    expect(named).toEqual(['lic_t_1']);
  });

  it('names a licence once when its purchase and an extension name the same subscription', () => {
    // Prepare
    const licences = [
      { licenceId: 'lic_c_1', status: 'active' as const, subscriptionId: 'sub_c', supportSubscriptionIds: ['sub_c'] },
    ];

    // Act
    const named = supportedLicences(licences)('sub_c');

    // Assess
    expect(named).toEqual(['lic_c_1']);
  });
});
