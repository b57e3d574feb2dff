import type { MailPort, OutgoingMail } from '../../../../lambdas/adapters/mail/mail-port';
import type { MailOutbox, OutboxMail } from '../../../../lambdas/adapters/mail/outbox';
import type { MailOutcome } from '../../../../lambdas/adapters/mail/sent-mail-log';
import type { Suppression } from '../../../../lambdas/adapters/mail/suppression';
import {
  OUTBOX_GIVE_UP_MS,
  retryDelayMs,
  runMailOutbox,
  type MailOutboxPorts,
} from '../../../../lambdas/services/mail/mail-outbox';
import { orderPaidMail as mail } from '../../../support/mail-fixtures';

const NOW = new Date('2026-12-02T10:00:00.000Z');
const minutesBefore = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

function waiting(overrides: Partial<OutboxMail> = {}): OutboxMail {
  const queuedAt = overrides.queuedAt ?? minutesBefore(20);
  return {
    key: { pk: 'MAIL_OUTBOX', sk: `${queuedAt}#1` },
    mail,
    logKey: { pk: 'MAILTO#buyer@example.com', sk: `${queuedAt}#order-paid#1` },
    queuedAt,
    attempts: 1,
    lastError: 'MessageRejected: Email address is not verified.',
    nextAttemptAt: queuedAt,
    ...overrides,
  };
}

/** An outbox in memory, a mail service that takes or refuses, and what the run recorded and published. */
function outboxPorts(entries: OutboxMail[], options: { refuse?: boolean; suppressed?: Suppression } = {}) {
  const items = new Map(entries.map((entry) => [entry.key.sk, entry]));
  const sent: OutgoingMail[] = [];
  const recorded: { outcome: MailOutcome; key: { pk: string; sk: string } }[] = [];
  const published: number[] = [];
  const outbox: MailOutbox = {
    add: async (entry) => void items.set(entry.key.sk, entry),
    oldest: async (limit) => [...items.values()].sort((a, b) => a.key.sk.localeCompare(b.key.sk)).slice(0, limit),
    replace: async (seen, next) => {
      const current = items.get(seen.key.sk);
      if (!current || current.attempts !== seen.attempts || current.nextAttemptAt !== seen.nextAttemptAt) return false;
      items.set(next.key.sk, next);
      return true;
    },
    remove: async (entry) => void items.delete(entry.key.sk),
  };
  const mailService: MailPort = {
    send: async (outgoing) => {
      if (options.refuse) throw new Error('SES refused');
      sent.push(outgoing);
    },
  };
  const ports: MailOutboxPorts = {
    outbox,
    mailService,
    suppression: async () => options.suppressed,
    record: async (_mail, outcome, _at, key) => void recorded.push({ outcome, key }),
    publishOldestAge: (seconds) => void published.push(seconds),
  };
  return { ports, items, sent, recorded, published };
}

describe('the mail outbox job', () => {
  it('sends a waiting mail once, turns its queued log entry into sent and empties the outbox', async () => {
    // Prepare
    const entry = waiting();
    const { ports, items, sent, recorded, published } = outboxPorts([entry]);

    // Act
    const report = await runMailOutbox(ports, NOW);
    await runMailOutbox(ports, NOW);

    // Assess
    expect(sent).toEqual([mail]);
    expect(recorded).toEqual([
      {
        key: entry.logKey,
        outcome: { status: 'sent', retries: { queuedAt: entry.queuedAt, attempts: 2, lastError: entry.lastError } },
      },
    ]);
    expect(items.size).toBe(0);
    expect(report).toEqual({ sent: 1, skipped: 0, failed: 0, refused: 0, waiting: 0, oldestAgeSeconds: 0 });
    expect(published).toEqual([0, 0]);
  });

  it('waits with a refused mail, longer after each refusal, and publishes how long the oldest has waited', async () => {
    // Prepare
    const entry = waiting({ queuedAt: minutesBefore(20), attempts: 3 });
    const { ports, items, recorded, published } = outboxPorts([entry], { refuse: true });

    // Act
    const report = await runMailOutbox(ports, NOW);

    // Assess
    const after = items.get(entry.key.sk)!;
    expect(after).toMatchObject({ attempts: 4, lastError: 'Error: SES refused' });
    expect(Date.parse(after.nextAttemptAt) - NOW.getTime()).toBe(retryDelayMs(4));
    expect(report).toMatchObject({ refused: 1, waiting: 1, oldestAgeSeconds: 20 * 60 });
    expect(published).toEqual([20 * 60]);
    expect(recorded).toEqual([]);
  });

  it('leaves a mail alone until its next attempt is due', async () => {
    // Prepare
    const entry = waiting({ nextAttemptAt: new Date(NOW.getTime() + 60_000).toISOString() });
    const { ports, sent, items } = outboxPorts([entry]);

    // Act
    const report = await runMailOutbox(ports, NOW);

    // Assess
    expect(sent).toEqual([]);
    expect(items.get(entry.key.sk)).toEqual(entry);
    expect(report).toMatchObject({ sent: 0, waiting: 1 });
  });

  it('records a mail to an address suppressed meanwhile as skipped, never as sent', async () => {
    // Prepare
    const suppressed: Suppression = { email: mail.to, reason: 'bounce', suppressedAt: minutesBefore(5) };
    const { ports, sent, recorded, items } = outboxPorts([waiting()], { suppressed });

    // Act
    await runMailOutbox(ports, NOW);

    // Assess
    expect(sent).toEqual([]);
    expect(recorded[0]!.outcome).toMatchObject({
      status: 'skipped',
      skip: { reason: 'suppressed', since: suppressed.suppressedAt, cause: 'bounce' },
    });
    expect(items.size).toBe(0);
  });

  it('gives up after three days: the mail is recorded as failed, leaves the outbox and is alarmed', async () => {
    // Prepare
    const entry = waiting({ queuedAt: new Date(NOW.getTime() - OUTBOX_GIVE_UP_MS).toISOString(), attempts: 80 });
    const { ports, recorded, items } = outboxPorts([entry], { refuse: true });
    const written: string[] = [];
    jest.spyOn(process.stdout, 'write').mockImplementation((line) => (written.push(String(line)), true));

    // Act
    const report = await runMailOutbox(ports, NOW);

    // Assess
    jest.restoreAllMocks();
    expect(recorded[0]!.outcome).toEqual({
      status: 'failed',
      retries: { queuedAt: entry.queuedAt, attempts: 81, lastError: 'Error: SES refused' },
    });
    expect(items.size).toBe(0);
    expect(report).toMatchObject({ failed: 1, waiting: 0 });
    expect(written.map((line) => JSON.parse(line))).toContainEqual(
      expect.objectContaining({ alarm: 'MailDeliveryFailures', MailDeliveryFailures: 1 }),
    );
  });

  it('sends nothing a concurrent run already took', async () => {
    // Prepare: another run leased the mail between this run's read and its lease
    const entry = waiting();
    const { ports, sent, items } = outboxPorts([entry]);
    const racing: MailOutboxPorts = {
      ...ports,
      outbox: {
        ...ports.outbox,
        replace: async (seen, next) => {
          items.set(seen.key.sk, { ...seen, nextAttemptAt: minutesBefore(-1) });
          return ports.outbox.replace(seen, next);
        },
      },
    };

    // Act
    await runMailOutbox(racing, NOW);

    // Assess
    expect(sent).toEqual([]);
  });

  it('retries after 5 minutes, doubling to at most an hour', () => {
    // Act
    const delays = [1, 2, 3, 4, 5, 6, 20].map((attempts) => retryDelayMs(attempts) / 60_000);

    // Assess
    expect(delays).toEqual([5, 10, 20, 40, 60, 60, 60]);
  });
});
