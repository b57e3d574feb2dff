import type { MailPort, OutgoingMail } from '../../../../lambdas/adapters/mail/mail-port';
import { recordingMailPort, type MailOutcome } from '../../../../lambdas/adapters/mail/sent-mail-log';
import { logger } from '../../../../lambdas/adapters/logger';
import { orderPaidMail } from '../../../support/mail-fixtures';

const mail: OutgoingMail = { ...orderPaidMail, to: 'Buyer@Example.com' };

function recorder(fails = false) {
  const recorded: OutgoingMail[] = [];
  const outcomes: MailOutcome[] = [];
  const record = async (sent: OutgoingMail, outcome: MailOutcome) => {
    if (fails) throw new Error('table unavailable');
    recorded.push(sent);
    outcomes.push(outcome);
  };
  return { recorded, outcomes, record };
}

describe('the mail port that logs each mail by recipient (ADR 372)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('records a mail as sent once it went out', async () => {
    // Prepare
    const sent: OutgoingMail[] = [];
    const { recorded, outcomes, record } = recorder();
    const port = recordingMailPort({ send: async (m) => void sent.push(m) }, record);

    // Act
    await port.send(mail);

    // Assess
    expect(sent).toEqual([mail]);
    expect(recorded).toEqual([mail]);
    expect(outcomes).toEqual([{ status: 'sent' }]);
  });

  it('records nothing when the send failed, and the failure reaches the caller', async () => {
    // Prepare
    const { recorded, record } = recorder();
    const failing: MailPort = {
      send: async () => {
        throw new Error('SES down');
      },
    };

    // Act
    const attempt = recordingMailPort(failing, record).send(mail);

    // Assess
    await expect(attempt).rejects.toThrow('SES down');
    expect(recorded).toEqual([]);
  });

  it('does not fail a sent mail when its record cannot be written, and warns', async () => {
    // Prepare
    const warn = jest.spyOn(logger, 'warn').mockImplementation(() => {});
    const { record } = recorder(true);
    const sent: OutgoingMail[] = [];

    // Act
    await recordingMailPort({ send: async (m) => void sent.push(m) }, record).send(mail);

    // Assess
    expect(sent).toEqual([mail]);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/could not be recorded/), expect.anything());
  });
});
