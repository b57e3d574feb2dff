import type { AdminMailRow } from '../../contract/admin';
import { formatDateTime } from '../../contract/formats';
import type { MailLogEntry, MailSkip } from '../../adapters/mail/sent-mail-log';

/**
 * The console's mail rows (ADR 458): every mail of the recipient's log, sent or not, with why one was not sent in
 * words; mails older than the log are known only by what they left behind (the order mail's sent-once claim, an
 * operator's re-send row on the order) and are added where the log has no entry of their own.
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

const LEGACY_MATCH_MS = 5 * 60_000;

/**
 * An order's mails: its log entries (by its index), then the order mail's claim and operators' re-send rows that no
 * logged mail of the same kind and recipient matches within minutes. Newest first.
 */
export function orderMailRows(
  buyerEmail: string,
  logged: readonly Record<string, unknown>[],
  claims: readonly Record<string, unknown>[],
  orderItems: readonly Record<string, unknown>[],
): AdminMailRow[] {
  const rows = logged.map((item) => mailRowOf(item as unknown as LoggedMail));
  const legacy: AdminMailRow[] = [
    ...claims.map((claim) => legacyRow(String(claim.kind), buyerEmail, String(claim.claimedAt))),
    ...orderItems
      .filter((item) => String(item.sk).startsWith('MAILED#'))
      .map((item) => legacyRow(String(item.kind), String(item.to), String(item.at))),
  ];
  const unmatched = legacy.filter(
    (old) =>
      !rows.some(
        (row) =>
          row.kind === old.kind &&
          row.to === old.to &&
          Math.abs(Date.parse(row.at) - Date.parse(old.at)) <= LEGACY_MATCH_MS,
      ),
  );
  return newestFirst([...rows, ...unmatched]);
}

export function newestFirst(rows: readonly AdminMailRow[]): AdminMailRow[] {
  return [...rows].sort((a, b) => b.at.localeCompare(a.at));
}

function legacyRow(kind: string, to: string, at: string): AdminMailRow {
  return { kind, subject: null, to, at, status: 'sent', note: null, about: null };
}
