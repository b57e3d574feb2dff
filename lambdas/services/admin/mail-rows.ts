import type { AdminMailRow } from '../../contract/admin';
import { formatDateTime } from '../../contract/formats';
import type { MailLogEntry, MailSkip } from '../../adapters/mail/sent-mail-log';

/**
 * The console's mail rows (ADR 458): every mail of the recipient's log, sent or not, with why one was not sent in
 * words; mails older than the log are known only by what they left behind (the order mail's sent-once claim, an
 * operator's re-send row on the order) and are added only where the log has no entry of their own.
 */
export type LoggedMail = Partial<MailLogEntry> & { readonly kind: string; readonly sentAt: string };

const CAUSE: Readonly<Record<string, string>> = {
  bounce: 'it bounced',
  complaint: 'the recipient marked a mail as spam',
};

export function skipNote(skip: MailSkip | null | undefined): string | null {
  if (!skip) return null;
  if (skip.reason === 'no-mail-service') return 'not sent: this stage has no mail service';
  return `not sent: address suppressed since ${formatDateTime(skip.since, 'en')} (${CAUSE[skip.cause] ?? skip.cause})`;
}

/** Why a mail is not (or not yet) out, for a person; null for a mail that went out. */
function noteOf(item: LoggedMail): string | null {
  const retries = item.retries;
  switch (item.status ?? 'sent') {
    case 'sent':
      return null;
    case 'skipped':
      return skipNote(item.skip);
    case 'queued':
      return `not sent yet: the mail service refused it${retries ? ` (${retries.attempts} tries, last: ${retries.lastError})` : ''}; the outbox tries again`;
    case 'failed':
      return `not sent: the mail service refused it${retries ? ` ${retries.attempts} times (last: ${retries.lastError})` : ''}`;
    default:
      return `not sent: ${String(item.status)}`;
  }
}

export function mailRowOf(item: LoggedMail, fallbackTo = ''): AdminMailRow {
  return {
    kind: item.kind,
    subject: item.subject ?? null,
    to: item.to ?? fallbackTo,
    at: item.sentAt,
    status: item.status ?? 'sent',
    note: noteOf(item),
    about: item.about ?? null,
  };
}

/** What a row stands for when only the record a mail left behind tells of it (mails older than the log). */
const LEGACY_NOTE = 'sent (recorded before the shop logged each mail)';

/**
 * An order's mails: its log entries (by its index), then what mails older than the log left behind. The order
 * mail's sent-once claim is not a mail: it is written with the payment, before the mail is even tried, and the
 * outbox may decide the mail much later (ADR 504), so it stands in only where the log holds no order mail of the
 * order at all, whatever its recipient (an address correction changes the order's). An operator's re-send row is
 * written before its mail (ADR 335): each one stands in only for a re-send to that address the log does not hold.
 * Newest first.
 */
export function orderMailRows(
  buyerEmail: string,
  logged: readonly Record<string, unknown>[],
  claims: readonly Record<string, unknown>[],
  orderItems: readonly Record<string, unknown>[],
): AdminMailRow[] {
  const rows = logged.map((item) => mailRowOf(item as unknown as LoggedMail));
  const claimed = claims
    .filter((claim) => !rows.some((row) => row.kind === String(claim.kind)))
    .map((claim) => legacyRow(String(claim.kind), buyerEmail, String(claim.claimedAt)));
  const unlogged = new Map<string, number>();
  for (const row of rows) unlogged.set(`${row.kind} ${row.to}`, (unlogged.get(`${row.kind} ${row.to}`) ?? 0) + 1);
  const resent = orderItems
    .filter((item) => String(item.sk).startsWith('MAILED#'))
    .map((item) => legacyRow(String(item.kind), String(item.to), String(item.at)))
    // The newest records are the ones the log holds too; the oldest are from before it.
    .sort((a, b) => b.at.localeCompare(a.at))
    .filter((old) => {
      const logs = unlogged.get(`${old.kind} ${old.to}`) ?? 0;
      if (logs === 0) return true;
      unlogged.set(`${old.kind} ${old.to}`, logs - 1);
      return false;
    });
  return newestFirst([...rows, ...claimed, ...resent]);
}

export function newestFirst(rows: readonly AdminMailRow[]): AdminMailRow[] {
  return [...rows].sort((a, b) => b.at.localeCompare(a.at));
}

function legacyRow(kind: string, to: string, at: string): AdminMailRow {
  return { kind, subject: null, to, at, status: 'sent', note: LEGACY_NOTE, about: null };
}
