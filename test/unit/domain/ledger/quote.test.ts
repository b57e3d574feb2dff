import { extensionQuote } from '../../../../lambdas/domain/ledger/quote';

const NOW = new Date('2027-04-15T00:00:00.000Z');

describe('extensionQuote', () => {
  it('sells no catch-up for support that never lapsed: it continues from the paid end', () => {
    // Act
    const quote = extensionQuote(
      {
        support: { state: 'active', activeUntil: '2028-01-01T00:00:00.000Z', autoRenewing: false, subscriptionId: 's' },
        catchUpMonths: 0,
      },
      'B738',
      'Annual',
      NOW,
    );

    // Assess
    expect(quote).toEqual({
      kind: 'extend',
      term: 'Annual',
      slug: 'suite-nc-support-extension-b737-annual',
      startsAt: '2028-01-01T00:00:00.000Z',
      endsAt: '2029-01-01T00:00:00.000Z',
      catchUpMonths: 0,
      catchUp: null,
      totalCents: 12_000,
    });
  });

  it('charges the whole months since paid support ended, and runs from now', () => {
    // Act
    const quote = extensionQuote(
      { support: { state: 'lapsed', lapsedSince: '2027-01-01T00:00:00.000Z', subscriptionId: 's' }, catchUpMonths: 3 },
      'B738',
      'Monthly',
      NOW,
    );

    // Assess
    expect(quote).toMatchObject({
      kind: 'extend',
      startsAt: NOW.toISOString(),
      endsAt: '2027-05-15T00:00:00.000Z',
      catchUpMonths: 3,
      catchUp: { from: '2027-01-01T00:00:00.000Z', until: '2027-04-01T00:00:00.000Z' },
      totalCents: 1_300 + 3_000,
    });
  });

  it('sells nothing where a subscription already renews the licence', () => {
    // Act
    const quote = extensionQuote(
      {
        support: { state: 'active', activeUntil: '2028-01-01T00:00:00.000Z', autoRenewing: true, subscriptionId: 's' },
        catchUpMonths: 0,
      },
      'A322',
      'Annual',
      NOW,
    );

    // Assess
    expect(quote).toEqual({
      kind: 'covered',
      term: 'Annual',
      slug: 'suite-nc-support-extension-a320-annual',
      renewsAt: '2028-01-01T00:00:00.000Z',
    });
  });
});
