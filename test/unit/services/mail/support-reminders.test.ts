import type { OutgoingMail } from '../../../../lambdas/adapters/mail/mail-port';
import type { LicenceRecord } from '../../../../lambdas/adapters/store/licences';
import type { SubscriptionRecord } from '../../../../lambdas/adapters/store/subscriptions';
import { ledgerEntry, ledgerMap } from '../../../../lambdas/domain/ledger/entries';
import { createMailService } from '../../../../lambdas/services/mail/mail-service';
import { runSupportReminders, type SupportReminderPorts } from '../../../../lambdas/services/mail/support-reminders';
import { b737SuiteLicence } from '../../../support/licence-fixtures';

const NOW = new Date('2026-06-01T04:00:00.000Z');

/** The daily job over a fixed list of licences, with the real mail service writing to a list. */
function job(candidates: readonly { licence: LicenceRecord; subscription: SubscriptionRecord }[]) {
  const sent: OutgoingMail[] = [];
  const claimed = new Set<string>();
  const service = createMailService({
    siteUrl: 'https://shop.example',
    port: { send: async (mail) => void sent.push(mail) },
    records: {
      claim: async (key) => !claimed.has(key) && !!claimed.add(key),
      release: async (key) => void claimed.delete(key),
    },
  });
  const ports: SupportReminderPorts = {
    records: async () => ({
      licences: candidates.map(({ licence }) => licence),
      subscriptions: new Map(candidates.map(({ subscription }) => [subscription.subscriptionId, subscription])),
    }),
    mail: () => service,
  };
  return { run: () => runSupportReminders(ports, NOW), sent };
}

/**
 * A suite licence whose ledger says its support was paid until `paidUntil` by its subscription, in the state given
 * (`renews`: running and not set to end; `ending`: set to end then; `ended`: canceled).
 */
const candidate = (
  licenceId: string,
  ownerEmail: string,
  paidUntil: string,
  subscription: 'renews' | 'ending' | 'ended',
) => {
  const subscriptionId = `sub_${licenceId}`;
  return {
    licence: {
      ...b737SuiteLicence({ licenceId, ownerEmail, transactionId: `txn_${licenceId}`, licenceKey: 'SKYDECK1.x.y' }),
      subscriptionId,
      ledger: ledgerMap([
        ledgerEntry({
          source: 'renewal',
          from: '2024-01-01T00:00:00.000Z',
          until: paidUntil,
          transactionId: `txn_renewal_${licenceId}`,
          subscriptionId,
          payer: ownerEmail,
          state: 'paid',
          recordedAt: '2024-01-01T00:00:00.000Z',
        }),
      ]),
      ledgerComplete: true,
    } as LicenceRecord,
    subscription: {
      subscriptionId,
      status: subscription === 'ended' ? 'canceled' : 'active',
      ownerEmail,
      currentPeriodEnd: subscription === 'ended' ? null : paidUntil,
      canceledAt: subscription === 'ended' ? paidUntil : null,
      scheduledChange: subscription === 'ending' ? { action: 'cancel', effectiveAt: paidUntil } : null,
    } as SubscriptionRecord,
  };
};

describe('the daily support reminders', () => {
  const licences = [
    // ends in 10 days and will not renew: "ends soon"
    candidate('lic_a_1', 'ending@example.com', '2026-06-11T00:00:00.000Z', 'ending'),
    // renews by itself: nothing to say
    candidate('lic_b_1', 'renewing@example.com', '2026-06-11T00:00:00.000Z', 'renews'),
    // lapsed a week ago: "lapsed"
    candidate('lic_c_1', 'lapsed@example.com', '2026-05-25T00:00:00.000Z', 'ended'),
    // lapsed long ago: not announced now
    candidate('lic_d_1', 'longago@example.com', '2025-01-01T00:00:00.000Z', 'ended'),
  ];

  it('tells owners whose support ends soon or just lapsed, and nobody else', async () => {
    // Prepare
    const { run, sent } = job(licences);

    // Act
    const report = await run();

    // Assess
    expect(report).toMatchObject({ sent: 2, checked: 4 });
    expect(sent.map((mail) => [mail.to, mail.subject])).toEqual([
      ['ending@example.com', expect.stringContaining('your support ends soon')],
      ['lapsed@example.com', expect.stringContaining('your support has lapsed')],
    ]);
  });

  it('sends nothing new when it runs again the same day', async () => {
    // Prepare
    const { run, sent } = job(licences);
    await run();

    // Act
    const again = await run();

    // Assess
    expect(again).toMatchObject({ sent: 0, checked: 4 });
    expect(sent).toHaveLength(2);
  });
});
