import { logger } from '../../../../lambdas/adapters/logger';
import type { MailPort, OutgoingMail } from '../../../../lambdas/adapters/mail/mail-port';
import { queueingMailPort, type OutboxMail } from '../../../../lambdas/adapters/mail/outbox';
import type { MailOutcome } from '../../../../lambdas/adapters/mail/sent-mail-log';
import { orderPaidMail as mail } from '../../../support/mail-fixtures';

const refusing: MailPort = {
  send: async () => {
    throw new Error('Email address is not verified.');
  },
};

function recorder() {
  const outcomes: { outcome: MailOutcome; key: { pk: string; sk: string } }[] = [];
  return {
    outcomes,
    record: async (_mail: OutgoingMail, outcome: MailOutcome, _at: Date, key: any) =>
      void outcomes.push({ outcome, key }),
  };
}

describe('the mail port that queues what the mail service refuses', () => {
  beforeEach(() => {
    jest.spyOn(logger, 'warn').mockImplementation(() => {});
    jest.spyOn(logger, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('hands a mail the service takes straight through, and queues nothing', async () => {
    // Prepare
    const sent: OutgoingMail[] = [];
    const queued: OutboxMail[] = [];
    const { outcomes, record } = recorder();
    const port = queueingMailPort(
      { send: async (m) => void sent.push(m) },
      { add: async (e) => void queued.push(e) },
      record,
    );

    // Act
    await port.send(mail);

    // Assess
    expect(sent).toEqual([mail]);
    expect(queued).toEqual([]);
    expect(outcomes).toEqual([]);
  });

  it('does not fail the caller on a refusal: the mail is due in the outbox and its log entry says queued', async () => {
    // Prepare
    const queued: OutboxMail[] = [];
    const { outcomes, record } = recorder();
    const port = queueingMailPort(refusing, { add: async (entry) => void queued.push(entry) }, record);

    // Act
    await port.send(mail);

    // Assess
    expect(queued).toEqual([
      expect.objectContaining({ mail, attempts: 1, lastError: 'Error: Email address is not verified.' }),
    ]);
    const [entry] = queued;
    expect(entry!.nextAttemptAt).toBe(entry!.queuedAt);
    expect(outcomes).toEqual([
      {
        key: entry!.logKey,
        outcome: {
          status: 'queued',
          retries: { queuedAt: entry!.queuedAt, attempts: 1, lastError: 'Error: Email address is not verified.' },
        },
      },
    ]);
  });

  it("fails with the mail service's refusal when the outbox cannot take the mail either, and logs nothing as queued", async () => {
    // Prepare
    const { outcomes, record } = recorder();
    const port = queueingMailPort(
      refusing,
      {
        add: async () => {
          throw new Error('table unavailable');
        },
      },
      record,
    );

    // Act
    const attempt = port.send(mail);

    // Assess
    await expect(attempt).rejects.toThrow('Email address is not verified.');
    expect(outcomes).toEqual([]);
  });
});
