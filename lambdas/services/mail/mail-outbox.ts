import { alarmedFailure, logger } from '../../adapters/logger';
import type { MailPort, OutgoingMail } from '../../adapters/mail/mail-port';
import type { MailOutbox, OutboxMail } from '../../adapters/mail/outbox';
import type { MailOutcome } from '../../adapters/mail/sent-mail-log';
import type { Suppression } from '../../adapters/mail/suppression';
import type { TableKey } from '../../adapters/store/table';
import { errorSummary } from '../../domain/errors';

/** What the outbox job reads, sends through and reports to (ADR 504). */
export interface MailOutboxPorts {
  readonly outbox: MailOutbox;
  /** The mail service alone (SES, the local mailbox); none on a stage without one. */
  readonly mailService: MailPort | undefined;
  readonly suppression: (email: string) => Promise<Suppression | undefined>;
  /** Writes a mail's outcome into the log entry its refusal wrote. */
  readonly record: (mail: OutgoingMail, outcome: MailOutcome, at: Date, key: TableKey) => Promise<void>;
  /** Publishes how long the oldest waiting mail has waited (`MailOutboxOldestAge`, which pages at 15 minutes). */
  readonly publishOldestAge: (seconds: number, at: Date) => void;
}

export interface MailOutboxReport {
  readonly sent: number;
  readonly skipped: number;
  /** Given up on (older than OUTBOX_GIVE_UP_MS): recorded as failed and alarmed (`MailDeliveryFailures`). */
  readonly failed: number;
  /** Refused again: they wait for their next attempt. */
  readonly refused: number;
  /** Still in the outbox after the run. */
  readonly waiting: number;
  readonly oldestAgeSeconds: number;
}

/** Mails tried per run: 50 sends at SES's 3-second deadline fit well inside the job's timeout. */
export const OUTBOX_BATCH = 50;

/**
 * A run claims a mail for this long before it sends it, so an overlapping run (or the operator's) skips it: far
 * longer than one send may take (MAIL_SEND_DEADLINE_MS).
 */
const LEASE_MS = 60_000;

/**
 * After three days the outbox gives up: the mail is recorded as failed and alarmed (`MailDeliveryFailures`), and the
 * operator re-sends it from the console once the cause is fixed. By then the age alarm has paged for three days.
 */
export const OUTBOX_GIVE_UP_MS = 3 * 24 * 3600 * 1000;

/**
 * The wait before the next attempt after `attempts` refusals: 5 minutes doubling to at most an hour. A mail SES
 * refuses for a moment (throttling, a blip) goes out on the next run; one it refuses for hours costs a send an hour.
 */
export function retryDelayMs(attempts: number): number {
  return Math.min(5 * 60_000 * 2 ** Math.max(0, attempts - 1), 3600_000);
}

/**
 * One run of the outbox job (every 5 minutes): each waiting mail that is due is sent once more, unless its address
 * was suppressed meanwhile; its outcome replaces `queued` in the recipient's log. A refusal reschedules it with
 * backoff, until it is older than three days. Then publishes the oldest mail's age, which `MailOutboxStuck` reads.
 */
export async function runMailOutbox(ports: MailOutboxPorts, now = new Date()): Promise<MailOutboxReport> {
  const counts = { sent: 0, skipped: 0, failed: 0, refused: 0 };
  for (const entry of await ports.outbox.oldest(OUTBOX_BATCH)) {
    if (Date.parse(entry.nextAttemptAt) > now.getTime()) continue;
    const leased: OutboxMail = { ...entry, nextAttemptAt: new Date(now.getTime() + LEASE_MS).toISOString() };
    if (!(await ports.outbox.replace(entry, leased))) continue;
    counts[await attempt(ports, leased, now)] += 1;
  }
  const remaining = await ports.outbox.oldest(OUTBOX_BATCH);
  const oldest = remaining[0];
  const oldestAgeSeconds = oldest ? Math.max(0, Math.round((now.getTime() - Date.parse(oldest.queuedAt)) / 1000)) : 0;
  ports.publishOldestAge(oldestAgeSeconds, now);
  return { ...counts, waiting: remaining.length, oldestAgeSeconds };
}

async function attempt(
  ports: MailOutboxPorts,
  entry: OutboxMail,
  now: Date,
): Promise<'sent' | 'skipped' | 'failed' | 'refused'> {
  const { mail } = entry;
  const record = async (outcome: MailOutcome) => {
    try {
      await ports.record(mail, outcome, new Date(), entry.logKey);
    } catch (error) {
      logger.warn('A mail from the outbox could not be recorded for its recipient', {
        kind: mail.kind,
        error: error as Error,
      });
    }
  };
  const retries = { queuedAt: entry.queuedAt, attempts: entry.attempts, lastError: entry.lastError };
  const suppression = await ports.suppression(mail.to);
  if (suppression || !ports.mailService) {
    await record({
      status: 'skipped',
      skip: suppression
        ? { reason: 'suppressed', since: suppression.suppressedAt, cause: suppression.reason }
        : { reason: 'no-mail-service' },
      retries,
    });
    await ports.outbox.remove(entry);
    return 'skipped';
  }
  try {
    await ports.mailService.send(mail);
  } catch (refusal) {
    const refused = { ...retries, attempts: entry.attempts + 1, lastError: errorSummary(refusal) };
    if (now.getTime() - Date.parse(entry.queuedAt) >= OUTBOX_GIVE_UP_MS) {
      await record({ status: 'failed', retries: refused });
      await ports.outbox.remove(entry);
      alarmedFailure('MailDeliveryFailures', 'A mail the outbox retried for three days was not sent', {
        kind: mail.kind,
        about: mail.about,
        attempts: refused.attempts,
        error: refusal as Error,
      });
      return 'failed';
    }
    await ports.outbox.replace(entry, {
      ...entry,
      ...refused,
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(refused.attempts)).toISOString(),
    });
    return 'refused';
  }
  await record({ status: 'sent', retries: { ...retries, attempts: entry.attempts + 1 } });
  await ports.outbox.remove(entry);
  return 'sent';
}
