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
        {
          sk: 'MAILED#2026-11-02T10:00:00.000Z#buyer@example.com',
          kind: 'order-resend',
          to: 'buyer@example.com',
          at: '2026-11-02T10:00:00.000Z',
        },
      ],
    );

    // Assess
    expect(rows.map((row) => `${row.kind} ${row.at} ${row.note}`)).toEqual([
      'order-resend 2026-11-28T10:00:01.000Z null',
      'order-resend 2026-11-02T10:00:00.000Z sent (recorded before the shop logged each mail)',
      'order-paid 2026-11-01T10:00:00.000Z sent (recorded before the shop logged each mail)',
    ]);
  });

  it('never lists the order mail’s claim beside the log’s order mail, however late or to whom it was decided', () => {
    // Prepare: the mail was refused, waited in the outbox for an hour and failed; the address was corrected since
    const failed = {
      kind: 'order-paid',
      sentAt: '2026-11-28T11:00:00.000Z',
      to: 'mistyped@example.com',
      status: 'failed',
      retries: { queuedAt: '2026-11-28T10:00:00.000Z', attempts: 4, lastError: 'throttled' },
    };

    // Act
    const rows = orderMailRows(
      'corrected@example.com',
      [failed],
      [{ kind: 'order-paid', claimedAt: '2026-11-28T10:00:00.000Z' }],
      [],
    );

    // Assess
    expect(rows).toEqual([
      expect.objectContaining({ kind: 'order-paid', to: 'mistyped@example.com', status: 'failed' }),
    ]);
  });
});
