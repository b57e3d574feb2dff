import {
  extensionEntries,
  goodwillEntry,
  purchaseEntry,
  renewalEntry,
  unboughtCatchUp,
} from '../../../../lambdas/domain/ledger/events';

const SUITE_GRANT = {
  kind: 'suite' as const,
  transactionId: 'txn_01',
  subscriptionId: 'sub_01',
  ownerEmail: 'buyer@example.com',
  issuedAt: '2026-01-01T00:00:05Z',
};

describe('the entries each event writes', () => {
  it('pays a suite\u2019s first year of support with its purchase, from the billing period or for a year', () => {
    // Act
    const billed = purchaseEntry(SUITE_GRANT, {
      paidAt: '2026-01-01T00:00:05Z',
      billingPeriod: { startsAt: '2026-01-01T00:00:00Z', endsAt: '2027-01-01T00:00:00Z' },
    });
    const unbilled = purchaseEntry(SUITE_GRANT, { paidAt: '2026-01-01T00:00:05Z' });

    // Assess
    expect(billed).toMatchObject({
      entryId: 'purchase:txn_01',
      source: 'purchase',
      from: '2026-01-01T00:00:05.000Z',
      until: '2027-01-01T00:00:00.000Z',
      payer: 'buyer@example.com',
      state: 'paid',
    });
    expect(unbilled).toMatchObject({ from: '2026-01-01T00:00:05.000Z', until: '2027-01-01T00:00:05.000Z' });
  });

  it('pays a seat\u2019s first period to its paid end, from when the seat was added', () => {
    // Act
    const added = purchaseEntry(
      { ...SUITE_GRANT, kind: 'trainer-seat', issuedAt: '2026-01-15T00:00:00Z', paidUntil: '2026-02-01T00:00:00Z' },
      { paidAt: '2026-01-15T00:00:00Z' },
    );

    // Assess
    expect(added).toMatchObject({ from: '2026-01-15T00:00:00.000Z', until: '2026-02-01T00:00:00.000Z' });
  });

  it('names a renewal by its subscription and period, whichever transaction or record says it', () => {
    // Act
    const [paid, migrated] = [
      renewalEntry({
        transactionId: 'txn_r1',
        subscriptionId: 'sub_01',
        period: { startsAt: '2027-01-01T00:00:00Z', endsAt: '2028-01-01T00:00:00Z' },
        payer: 'buyer@example.com',
        paidAt: '2027-01-01T00:00:03Z',
      }),
      renewalEntry({
        transactionId: null,
        subscriptionId: 'sub_01',
        period: { startsAt: '2027-01-01T00:00:00.000Z', endsAt: '2028-01-01T00:00:00.000Z' },
        payer: 'buyer@example.com',
        paidAt: '2027-06-01T00:00:00Z',
      }),
    ];

    // Assess
    expect(paid.entryId).toBe('renewal:sub_01:2027-01-01T00:00:00.000Z');
    expect(migrated.entryId).toBe(paid.entryId);
  });

  it('writes an extension\u2019s term and the catch-up months it paid, in the state given', () => {
    // Act
    const entries = extensionEntries({
      transactionId: 'txn_ext',
      subscriptionId: 'sub_ext',
      payer: 'buyer@example.com',
      startsAt: '2027-04-02T00:00:00Z',
      endsAt: '2028-04-02T00:00:00Z',
      catchUp: { from: '2027-01-01T00:00:00Z', until: '2027-04-01T00:00:00Z' },
      state: 'pending',
      at: '2027-04-02T00:00:00Z',
    });

    // Assess
    expect(entries.map(({ entryId, source, state }) => ({ entryId, source, state }))).toEqual([
      { entryId: 'catch-up:txn_ext', source: 'catch-up', state: 'pending' },
      { entryId: 'extension:txn_ext', source: 'extension', state: 'pending' },
    ]);
  });

  it('gives goodwill no payer, and says who granted it and why', () => {
    // Act
    const entry = goodwillEntry({
      grantId: 'gw_1',
      from: '2027-01-01T00:00:00Z',
      until: '2027-02-01T00:00:00Z',
      grantedBy: 'operator@example.com',
      reason: 'outage in January',
      at: '2027-01-02T00:00:00Z',
    });

    // Assess
    expect(entry).toMatchObject({
      entryId: 'goodwill:gw_1',
      source: 'goodwill',
      payer: null,
      transactionId: null,
      subscriptionId: null,
      grantedBy: 'operator@example.com',
      reason: 'outage in January',
    });
  });
});

describe('catch-up months a payment bought nothing with (ADR 412)', () => {
  const quoted = extensionEntries({
    transactionId: 'txn_second',
    subscriptionId: 'sub_second',
    payer: 'gift@example.com',
    startsAt: '2026-06-01T00:00:00Z',
    endsAt: '2027-06-01T00:00:00Z',
    catchUp: { from: '2026-04-01T00:00:00Z', until: '2026-06-01T00:00:00Z' },
    state: 'pending',
    at: '2026-06-01T00:00:00Z',
  });

  it('refunds the quoted catch-up when another paid entry covers the lapse by the payment', () => {
    // Act
    const refunded = unboughtCatchUp(quoted, null, '2026-06-02T00:00:00Z');

    // Assess
    expect(refunded).toMatchObject({
      entryId: 'catch-up:txn_second',
      from: '2026-04-01T00:00:00.000Z',
      until: '2026-06-01T00:00:00.000Z',
      state: 'refunded',
      recordedAt: '2026-06-02T00:00:00Z',
    });
  });

  it('refunds nothing when the payment bought its months, or its checkout quoted none', () => {
    // Prepare
    const bought = { from: '2026-04-01T00:00:00Z', until: '2026-06-01T00:00:00Z' };
    const termOnly = quoted.filter((entry) => entry.source === 'extension');

    // Act
    const answers = [
      unboughtCatchUp(quoted, bought, '2026-06-02T00:00:00Z'),
      unboughtCatchUp(termOnly, null, '2026-06-02T00:00:00Z'),
    ];

    // Assess
    expect(answers).toEqual([null, null]);
  });
});
