import type { OutgoingMail } from '../../../../lambdas/adapters/mail/mail-port';
import type { ReminderCandidate } from '../../../../lambdas/adapters/mail/reminder-candidates';
import { createMailService } from '../../../../lambdas/services/mail/mail-service';
import { runSupportReminders, type SupportReminderPorts } from '../../../../lambdas/services/mail/support-reminders';

const NOW = new Date('2026-06-01T04:00:00.000Z');

/** The daily job over a fixed list of licences, with the real mail service writing to a list. */
function job(candidates: readonly ReminderCandidate[]) {
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
  const ports: SupportReminderPorts = { candidates: async () => [...candidates], mail: () => service };
  return { run: () => runSupportReminders(ports, NOW), sent };
}

const candidate = (
  licenceId: string,
  ownerEmail: string,
  support: ReminderCandidate['support'],
): ReminderCandidate => ({
  licenceId,
  productTitle: 'SkyDeck B737 suite',
  ownerEmail,
  support,
});

describe('the daily support reminders', () => {
  const licences = [
    // ends in 10 days and will not renew: "ends soon"
    candidate('lic_a_1', 'ending@example.com', {
      state: 'active',
      activeUntil: '2026-06-11T00:00:00.000Z',
      autoRenewing: false,
      subscriptionId: 'sub_a',
    }),
    // renews by itself: nothing to say
    candidate('lic_b_1', 'renewing@example.com', {
      state: 'active',
      activeUntil: '2026-06-11T00:00:00.000Z',
      autoRenewing: true,
      subscriptionId: 'sub_b',
    }),
    // lapsed a week ago: "lapsed"
    candidate('lic_c_1', 'lapsed@example.com', {
      state: 'lapsed',
      lapsedSince: '2026-05-25T00:00:00.000Z',
      subscriptionId: 'sub_c',
    }),
    // lapsed long ago: not announced now
    candidate('lic_d_1', 'longago@example.com', {
      state: 'lapsed',
      lapsedSince: '2025-01-01T00:00:00.000Z',
      subscriptionId: 'sub_d',
    }),
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
