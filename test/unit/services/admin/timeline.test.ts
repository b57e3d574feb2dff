import type { AuditEntry } from '../../../../lambdas/contract/admin';
import type { LicenceRecord } from '../../../../lambdas/adapters/store/licences';
import type { OrderRecord } from '../../../../lambdas/adapters/store/orders';
import type { SubscriptionRecord } from '../../../../lambdas/adapters/store/subscriptions';
import {
  auditTimeline,
  licenceTimeline,
  newestFirst,
  orderTimeline,
  renewalTimeline,
  subscriptionTimeline,
} from '../../../../lambdas/services/admin/timeline';

const audit = (action: string, at: string): AuditEntry => ({
  auditId: `audit-${at}`,
  at,
  actor: { email: 'op@skydeck.example', sub: 'sub-op' },
  action,
  targets: ['licence:lic_a_1'],
  reason: 'asked by phone',
  before: null,
  after: null,
  requestId: 'req-1',
});

describe('a console timeline', () => {
  it('lists operator, buyer and Paddle actions of an order newest first, each by who did it', () => {
    // Prepare
    const order = {
      transactionId: 'txn_a',
      createdAt: '2026-11-01T10:00:00.000Z',
      paidAt: '2026-11-01T10:01:00.000Z',
      request: { buyerEmail: 'pilot@example.com' },
    } as unknown as OrderRecord;
    const adjustment = {
      adjustmentId: 'adj_1',
      action: 'chargeback',
      adjustmentType: 'full',
      status: 'approved',
      occurredAt: '2026-11-20T00:00:00.000Z',
    };
    const subscription = {
      subscriptionId: 'sub_1',
      canceledAt: '2026-11-21T00:00:00.000Z',
      lastEventAt: '2026-11-21T00:00:00.000Z',
    } as SubscriptionRecord;

    // Act
    const timeline = newestFirst(
      auditTimeline([audit('order.resend', '2026-11-05T00:00:00.000Z')]),
      orderTimeline(order, [adjustment]),
      subscriptionTimeline(subscription),
      renewalTimeline([{ transactionId: 'txn_r', paidAt: '2026-11-15T00:00:00.000Z' }]),
    );

    // Assess
    expect(timeline.map((entry) => [entry.by, entry.action, entry.actor])).toEqual([
      ['paddle', 'subscription-canceled', null],
      ['paddle', 'chargeback', null],
      ['paddle', 'renewal', null],
      ['operator', 'order.resend', 'op@skydeck.example'],
      ['paddle', 'payment', null],
      ['buyer', 'checkout', 'pilot@example.com'],
    ]);
    expect(timeline[3]).toMatchObject({
      reason: 'asked by phone',
      audit: { auditId: 'audit-2026-11-05T00:00:00.000Z' },
    });
  });

  it('shows an operator\u2019s move of a licence once, and a buyer\u2019s transfer and a refund as theirs', () => {
    // Prepare
    const moved = {
      licenceId: 'lic_a_1',
      transactionId: 'txn_a',
      issuedAt: '2026-11-01T10:01:00.000Z',
      ownerEmail: 'new@example.com',
      transferredFrom: 'pilot@example.com',
      transferredAt: '2026-11-10T12:00:00.500Z',
      status: 'revoked',
      revokedAt: '2026-11-12T00:00:00.000Z',
      revokedReason: 'refund',
    } as LicenceRecord;
    const reassigned = audit('licence.reassign', '2026-11-10T12:00:00.000Z');

    // Act
    const byOperator = licenceTimeline(moved, [reassigned]).map((entry) => entry.action);
    const byBuyer = licenceTimeline(moved, []).map((entry) => `${entry.by}:${entry.action}`);

    // Assess
    expect(byOperator).toEqual(['issued', 'revoked-refund']);
    expect(byBuyer).toEqual(['shop:issued', 'buyer:transfer-accepted', 'paddle:revoked-refund']);
  });

  it('says goodwill was given without payment, on the licence it names and on a replacement issued so', () => {
    // Prepare
    const support = {
      ...audit('licence.goodwill', '2026-11-15T00:00:00.000Z'),
      after: { goodwill: 'support', months: 3, until: '2027-05-01T00:00:00.000Z' },
    };
    const replacement = {
      ...audit('licence.goodwill', '2026-11-16T00:00:00.000Z'),
      after: { goodwill: 'replacement', replacementLicenceId: 'lic_gwabc_1' },
    };
    const issued = {
      licenceId: 'lic_gwabc_1',
      transactionId: 'txn_a',
      issuedAt: '2026-11-16T00:00:00.000Z',
      ownerEmail: 'pilot@example.com',
      status: 'active',
      ledger: {
        'goodwill:abc': {
          entryId: 'goodwill:abc',
          source: 'goodwill',
          from: '2026-11-16T00:00:00.000Z',
          until: '2027-11-16T00:00:00.000Z',
          transactionId: null,
          subscriptionId: null,
          payer: null,
          state: 'paid',
          recordedAt: '2026-11-16T00:00:00.000Z',
        },
      },
    } as unknown as LicenceRecord;

    // Act
    const summaries = auditTimeline([support, replacement]).map((entry) => `${entry.by}: ${entry.summary}`);
    const [issuedEntry] = licenceTimeline(issued, []);

    // Assess
    expect(summaries).toEqual([
      'operator: Gave 3 months of support as goodwill (no payment), until 2027-05-01.',
      'operator: Gave lic_gwabc_1 as a replacement, as goodwill (no payment).',
    ]);
    expect(issuedEntry!.summary).toBe('Licence lic_gwabc_1 issued as goodwill (no payment), replacing one of txn_a.');
  });

  it('names the buyer who asked to end or keep a subscription, from the receipts the shop mailed them', () => {
    // Prepare
    const subscription = {
      subscriptionId: 'sub_1',
      ownerEmail: 'pilot@example.com',
      lastEventAt: '2026-11-21T00:00:05.000Z',
      scheduledChange: { action: 'cancel', effectiveAt: '2026-12-01T00:00:00.000Z' },
    } as SubscriptionRecord;
    const mails = [
      { kind: 'subscription-cancelled', to: 'pilot@example.com', at: '2026-11-21T00:00:00.000Z', about: 'sub_1' },
      { kind: 'subscription-cancelled', to: 'other@example.com', at: '2026-11-22T00:00:00.000Z', about: 'sub_2' },
      { kind: 'order-paid', to: 'pilot@example.com', at: '2026-11-01T00:00:00.000Z', about: 'sub_1' },
    ];

    // Act
    const timeline = newestFirst(subscriptionTimeline(subscription, mails));

    // Assess
    expect(timeline.map((entry) => [entry.by, entry.action, entry.actor, entry.summary])).toEqual([
      ['paddle', 'cancellation-scheduled', null, 'Subscription sub_1 ends on 2026-12-01.'],
      ['buyer', 'cancel-requested', 'pilot@example.com', "Asked to end subscription sub_1 at its period's end."],
    ]);
  });
});
