import type { MailLogEntry, SentMail } from '../../../../lambdas/adapters/mail/sent-mail-log';
import {
  accountExport,
  deleteAccount,
  type AccountDeletePorts,
  type AccountExportPorts,
} from '../../../../lambdas/services/accounts/account-data';

function fakePorts(overrides: Partial<AccountDeletePorts> = {}) {
  const calls: string[] = [];
  const ports: AccountDeletePorts = {
    checkConfirmation: async () => void calls.push('checkConfirmation'),
    autoRenewingSubscriptions: async () => (
      calls.push('autoRenewing'),
      [
        { subscriptionId: 'sub_1', status: 'active' },
        { subscriptionId: 'sub_2', status: 'active' },
      ]
    ),
    cancelSubscription: async (id, effectiveFrom) => void calls.push(`cancel ${id} ${effectiveFrom}`),
    deleteUnneededRecords: async () => void calls.push('deleteRecords'),
    endSessionsAndDeleteIdentities: async () => (calls.push('deleteIdentities'), 2),
    sendReceipt: async ({ subscriptionsStopped }) => void calls.push(`receipt ${subscriptionsStopped}`),
    ...overrides,
  };
  return { ports, calls };
}

describe('deleting an account', () => {
  it('cancels every renewal, then deletes the records, then every identity of the person, then sends the receipt', async () => {
    // Prepare
    const { ports, calls } = fakePorts();

    // Act
    const answer = await deleteAccount({ password: 'secret' }, ports);

    // Assess
    expect(answer).toEqual({ deleted: true, cancelledSubscriptions: ['sub_1', 'sub_2'], deletedIdentities: 2 });
    expect(calls).toEqual([
      'checkConfirmation',
      'autoRenewing',
      'cancel sub_1 next_billing_period',
      'cancel sub_2 next_billing_period',
      'deleteRecords',
      'deleteIdentities',
      'receipt true',
    ]);
  });

  it('ends a paused or past-due subscription at once, as Paddle only does (ADR 413)', async () => {
    // Prepare
    const { ports, calls } = fakePorts({
      autoRenewingSubscriptions: async () => [
        { subscriptionId: 'sub_paused', status: 'paused' },
        { subscriptionId: 'sub_unpaid', status: 'past_due' },
        { subscriptionId: 'sub_active', status: 'active' },
      ],
    });

    // Act
    const answer = await deleteAccount({ password: 'secret' }, ports);

    // Assess
    expect(answer.cancelledSubscriptions).toEqual(['sub_paused', 'sub_unpaid', 'sub_active']);
    expect(calls.filter((call) => call.startsWith('cancel'))).toEqual([
      'cancel sub_paused immediately',
      'cancel sub_unpaid immediately',
      'cancel sub_active next_billing_period',
    ]);
  });

  it('touches nothing when the password or the code is wrong', async () => {
    // Prepare
    const { ports, calls } = fakePorts({
      checkConfirmation: async () => {
        throw new Error('wrong password');
      },
    });

    // Act
    const attempt = deleteAccount({ code: '000000' }, ports);

    // Assess
    await expect(attempt).rejects.toThrow('wrong password');
    expect(calls).toEqual([]);
  });

  it('deletes nothing when Paddle cannot cancel a renewal, so a retry can finish the job', async () => {
    // Prepare
    const { ports, calls } = fakePorts({
      cancelSubscription: async () => {
        throw new Error('Paddle down');
      },
    });

    // Act
    const attempt = deleteAccount({ password: 'secret' }, ports);

    // Assess
    await expect(attempt).rejects.toThrow('Paddle down');
    expect(calls).not.toContain('deleteRecords');
    expect(calls).not.toContain('deleteIdentities');
  });
});

function exportPorts(overrides: Partial<AccountExportPorts> = {}): AccountExportPorts {
  return {
    orderPage: async () => ({ orders: [], next: undefined }),
    licencePage: async () => ({ licences: [], incomingTransfers: [], next: undefined }),
    subscriptions: async () => [],
    mailLog: async () => [],
    mailsAbout: async () => [],
    moves: async () => [],
    ...overrides,
  };
}

const ACCOUNT = { email: 'buyer@example.com', sub: 'user-1', emailVerified: true };

/** An entry of the buyer's mail log, sent unless the outcome says otherwise. */
function logged(
  mail: Partial<SentMail> & Pick<SentMail, 'kind' | 'about'>,
  outcome: Partial<Pick<MailLogEntry, 'status' | 'skip' | 'retries'>> = {},
): MailLogEntry {
  return {
    subject: 'A mail',
    sentAt: '2026-02-01T00:00:00.000Z',
    to: ACCOUNT.email,
    status: 'sent',
    skip: null,
    retries: null,
    ...mail,
    ...outcome,
  };
}

describe('exporting an account', () => {
  it('lists every logged mail and the order mails only a claim records, newest first, each once', async () => {
    // Prepare
    const ports = exportPorts({
      orderPage: async () => ({
        orders: [{ transactionId: 'txn_old' }, { transactionId: 'txn_new' }] as never,
        next: undefined,
      }),
      mailLog: async () => [
        logged({
          kind: 'subscription-cancelled',
          subject: 'Cancelled',
          about: 'sub_1',
          sentAt: '2026-03-01T00:00:00.000Z',
        }),
        logged({ kind: 'order-paid', subject: 'Your order', about: 'txn_new', sentAt: '2026-02-01T00:00:00.000Z' }),
      ],
      mailsAbout: async () => [
        { kind: 'order-paid', about: 'txn_new', sentAt: '2026-02-01T00:00:00.000Z' },
        { kind: 'order-paid', about: 'txn_old', sentAt: '2025-06-01T00:00:00.000Z' },
      ],
    });

    // Act
    const document = await accountExport(ACCOUNT, ports);

    // Assess
    expect(document.mails).toEqual([
      { kind: 'subscription-cancelled', subject: 'Cancelled', about: 'sub_1', sentAt: '2026-03-01T00:00:00.000Z' },
      { kind: 'order-paid', subject: 'Your order', about: 'txn_new', sentAt: '2026-02-01T00:00:00.000Z' },
      { kind: 'order-paid', subject: null, about: 'txn_old', sentAt: '2025-06-01T00:00:00.000Z' },
    ]);
  });

  it('lists no mail the log says was queued, skipped or failed, even where its claim is kept', async () => {
    // Prepare
    const retries = { queuedAt: '2026-02-01T00:00:00.000Z', attempts: 1, lastError: 'MessageRejected' };
    const ports = exportPorts({
      orderPage: async () => ({
        orders: [{ transactionId: 'txn_queued' }, { transactionId: 'txn_suppressed' }] as never,
        next: undefined,
      }),
      mailLog: async () => [
        logged({ kind: 'order-paid', about: 'txn_queued' }, { status: 'queued', retries }),
        logged(
          { kind: 'order-paid', about: 'txn_suppressed' },
          { status: 'skipped', skip: { reason: 'suppressed', since: '2026-01-01T00:00:00.000Z', cause: 'bounce' } },
        ),
        logged({ kind: 'transfer-offer', about: 'lic_1' }, { status: 'failed', retries }),
      ],
      mailsAbout: async () => [
        { kind: 'order-paid', about: 'txn_queued', sentAt: '2026-02-01T00:00:00.000Z' },
        { kind: 'order-paid', about: 'txn_suppressed', sentAt: '2026-02-01T00:00:00.000Z' },
      ],
    });

    // Act
    const document = await accountExport(ACCOUNT, ports);

    // Assess
    expect(document.mails).toEqual([]);
  });

  it('lists completed transfers in and out beside the open offers', async () => {
    // Prepare
    const move = { fromEmail: 'buyer@example.com', toEmail: 'friend@example.com', keyVersion: 2 };
    const ports = exportPorts({
      moves: async () => [
        { ...move, licenceId: 'lic_out', direction: 'out', movedAt: '2026-02-01T00:00:00.000Z' },
        { ...move, licenceId: 'lic_in', direction: 'in', movedAt: '2026-01-01T00:00:00.000Z' },
      ],
    });

    // Act
    const document = await accountExport(ACCOUNT, ports);

    // Assess
    expect(document.transfers.completed).toEqual([
      {
        licenceId: 'lic_out',
        direction: 'out',
        fromEmail: move.fromEmail,
        toEmail: move.toEmail,
        movedAt: '2026-02-01T00:00:00.000Z',
      },
      {
        licenceId: 'lic_in',
        direction: 'in',
        fromEmail: move.fromEmail,
        toEmail: move.toEmail,
        movedAt: '2026-01-01T00:00:00.000Z',
      },
    ]);
    expect(document.transfers.offeredByYou).toEqual([]);
  });
});
