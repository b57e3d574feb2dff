import { migratedEntries, type LegacyLicence, type LegacyRecords } from '../../../../lambdas/domain/ledger/migration';

const NOW = new Date('2027-06-01T00:00:00.000Z');
const SUITE: LegacyLicence = {
  licenceId: 'lic_01_1',
  kind: 'suite',
  status: 'active',
  ownerEmail: 'buyer@example.com',
  issuedAt: '2026-01-01T00:00:05.000Z',
  transactionId: 'txn_01',
  subscriptionId: 'sub_01',
  productSlug: 'skydeck-suiteb737annual',
};
const RECORDS: LegacyRecords = {
  purchase: { buyerEmail: 'buyer@example.com', paidAt: '2026-01-01T00:00:00.000Z' },
  subscriptions: new Map([['sub_01', { subscriptionId: 'sub_01', status: 'active', ownerEmail: 'buyer@example.com' }]]),
  renewals: [],
  extensions: [],
};
const renewal = (overrides: Partial<LegacyRecords['renewals'][number]> = {}) => ({
  transactionId: 'txn_r1',
  subscriptionId: 'sub_01',
  period: { startsAt: '2027-01-01T00:00:00.000Z', endsAt: '2028-01-01T00:00:00.000Z' },
  paidAt: '2027-01-01T00:00:03.000Z',
  quantity: 1,
  takenBack: null,
  ...overrides,
});

const summary = (licence: LegacyLicence, records: LegacyRecords) =>
  migratedEntries(licence, records, NOW).map(({ entryId, from, until, state, payer }) => ({
    entryId,
    from,
    until,
    state,
    payer,
  }));

describe('migratedEntries', () => {
  it('gives a suite its first year of support and each renewal its subscription paid for it', () => {
    // Act
    const entries = summary(SUITE, { ...RECORDS, renewals: [renewal()] });

    // Assess
    expect(entries).toEqual([
      {
        entryId: 'purchase:txn_01',
        from: '2026-01-01T00:00:00.000Z',
        until: '2027-01-01T00:00:00.000Z',
        state: 'paid',
        payer: 'buyer@example.com',
      },
      {
        entryId: 'renewal:sub_01:2027-01-01T00:00:00.000Z',
        from: '2027-01-01T00:00:00.000Z',
        until: '2028-01-01T00:00:00.000Z',
        state: 'paid',
        payer: 'buyer@example.com',
      },
    ]);
  });

  it('credits no renewal a previous owner paid after the licence moved away from them', () => {
    // Prepare
    const moved: LegacyLicence = {
      ...SUITE,
      ownerEmail: 'new@example.com',
      handedOverSubscriptionIds: ['sub_01'],
      transferredAt: '2026-06-01T00:00:00.000Z',
      ownerHistory: [{ email: 'buyer@example.com', until: '2026-06-01T00:00:00.000Z' }],
    };

    // Act
    const entries = summary(moved, { ...RECORDS, renewals: [renewal()] });

    // Assess
    expect(entries.map((entry) => entry.entryId)).toEqual(['purchase:txn_01']);
  });

  it('keeps what refunds and chargebacks took as such', () => {
    // Act
    const refunded = summary({ ...SUITE, status: 'revoked', revokedReason: 'refund' }, RECORDS);
    const renewalChargedBack = summary(SUITE, { ...RECORDS, renewals: [renewal({ takenBack: 'charged-back' })] });

    // Assess
    expect(refunded[0]).toMatchObject({ entryId: 'purchase:txn_01', state: 'refunded' });
    expect(renewalChargedBack[1]).toMatchObject({ state: 'charged-back' });
  });

  it('starts an extension where support ended and records its catch-up months from there', () => {
    // Prepare
    const records: LegacyRecords = {
      ...RECORDS,
      subscriptions: new Map([
        ...RECORDS.subscriptions,
        ['sub_ext', { subscriptionId: 'sub_ext', status: 'active', ownerEmail: 'buyer@example.com' }],
      ]),
      extensions: [
        {
          subscriptionId: 'sub_ext',
          transactionId: 'txn_ext',
          catchUpMonths: 3,
          paidAt: '2027-04-02T00:00:00.000Z',
          payer: 'buyer@example.com',
          slug: 'suite-nc-support-extension-b737-annual',
          refunded: false,
        },
      ],
    };

    // Act
    const entries = summary({ ...SUITE, subscriptionId: 'sub_01' }, records);

    // Assess
    expect(entries.slice(1)).toEqual([
      {
        entryId: 'catch-up:txn_ext',
        from: '2027-01-01T00:00:00.000Z',
        until: '2027-04-01T00:00:00.000Z',
        state: 'paid',
        payer: 'buyer@example.com',
      },
      {
        entryId: 'extension:txn_ext',
        from: '2027-04-02T00:00:00.000Z',
        until: '2028-04-02T00:00:00.000Z',
        state: 'paid',
        payer: 'buyer@example.com',
      },
    ]);
  });

  it('adds the time a subscription says it paid beyond the renewals on record, under the same id a renewal takes', () => {
    // Prepare
    const records: LegacyRecords = {
      ...RECORDS,
      subscriptions: new Map([
        [
          'sub_01',
          {
            subscriptionId: 'sub_01',
            status: 'canceled',
            ownerEmail: 'buyer@example.com',
            paidThrough: '2028-01-01T00:00:00.000Z',
          },
        ],
      ]),
    };

    // Act
    const entries = summary(SUITE, records);

    // Assess
    expect(entries[1]).toEqual({
      entryId: 'renewal:sub_01:2027-01-01T00:00:00.000Z',
      from: '2027-01-01T00:00:00.000Z',
      until: '2028-01-01T00:00:00.000Z',
      state: 'paid',
      payer: 'buyer@example.com',
    });
  });

  it('gives a seat only the renewals that charged its unit, and a refunded period as refunded', () => {
    // Prepare
    const seat: LegacyLicence = {
      ...SUITE,
      licenceId: 'lic_01_3',
      kind: 'trainer-seat',
      productSlug: 'ios-fms-trainer-b738-personal-monthly',
      paidUntil: '2027-02-01T00:00:00.000Z',
      refundedUntil: '2027-03-01T00:00:00.000Z',
    };
    const monthly = (start: string, end: string, quantity: number) =>
      renewal({ transactionId: `txn_${start}`, period: { startsAt: start, endsAt: end }, paidAt: start, quantity });

    // Act
    const entries = summary(seat, {
      ...RECORDS,
      renewals: [
        monthly('2027-01-01T00:00:00.000Z', '2027-02-01T00:00:00.000Z', 3),
        monthly('2027-02-01T00:00:00.000Z', '2027-03-01T00:00:00.000Z', 3),
        monthly('2027-03-01T00:00:00.000Z', '2027-04-01T00:00:00.000Z', 2),
      ],
    });

    // Assess
    expect(entries.map(({ entryId, state }) => [entryId, state])).toEqual([
      ['purchase:txn_01', 'paid'],
      ['renewal:sub_01:2027-01-01T00:00:00.000Z', 'paid'],
      ['renewal:sub_01:2027-02-01T00:00:00.000Z', 'refunded'],
    ]);
  });
});
