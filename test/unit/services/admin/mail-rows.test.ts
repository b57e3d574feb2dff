import { mailRowOf, orderMailRows } from '../../../../lambdas/services/admin/mail-rows';

describe('the console\u2019s mail rows', () => {
  it('says why a mail was not sent, in words', () => {
    // Act
    const rows = [
      mailRowOf({
        kind: 'order-paid',
        sentAt: '2026-11-28T10:00:00.000Z',
        to: 'a@example.com',
        status: 'skipped',
        skip: { reason: 'suppressed', since: '2026-11-20T08:00:00.000Z', cause: 'bounce' },
      }),
      mailRowOf({
        kind: 'order-paid',
        sentAt: '2026-11-28T10:00:00.000Z',
        status: 'skipped',
        skip: { reason: 'no-mail-service' },
      }),
      mailRowOf({
        kind: 'order-paid',
        sentAt: '2026-11-28T10:00:00.000Z',
        status: 'failed',
        retries: { queuedAt: '2026-11-25T10:00:00.000Z', attempts: 12, lastError: 'throttled' },
      }),
      mailRowOf({ kind: 'order-paid', sentAt: '2026-11-28T10:00:00.000Z' }, 'old@example.com'),
    ];

    // Assess
    expect(rows.map((row) => row.note)).toEqual([
      'not sent: address suppressed since 20 Nov 2026, 08:00 UTC (it bounced)',
      'not sent: this stage has no mail service',
      'not sent: the mail service refused it 12 times (last: throttled)',
      null,
    ]);
    expect(rows[3]).toMatchObject({ status: 'sent', to: 'old@example.com' });
  });

  it('adds the mails older than the log from what they left, unless the log has them, newest first', () => {
    // Act
    const rows = orderMailRows(
      'buyer@example.com',
      [{ kind: 'order-resend', sentAt: '2026-11-28T10:00:01.000Z', to: 'buyer@example.com', status: 'sent' }],
      [{ kind: 'order-paid', claimedAt: '2026-11-01T10:00:00.000Z' }],
      [
        {
          sk: 'MAILED#2026-11-28T10:00:00.000Z#buyer@example.com',
          kind: 'order-resend',
          to: 'buyer@example.com',
          at: '2026-11-28T10:00:00.000Z',
        },
      ],
    );

    // Assess
    expect(rows.map((row) => `${row.kind} ${row.at}`)).toEqual([
      'order-resend 2026-11-28T10:00:01.000Z',
      'order-paid 2026-11-01T10:00:00.000Z',
    ]);
  });
});
