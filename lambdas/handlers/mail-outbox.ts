import { logger } from '../adapters/logger';
import { runMailOutbox, type MailOutboxReport } from '../services/mail/mail-outbox';
import { mailOutboxPorts } from '../services/mail/mail-ports';

/**
 * Scheduled every 5 minutes (EventBridge); not an API route. Sends again the mails the mail service refused (ADR 504).
 * Locally: `POST /api/local/jobs/mail-outbox`.
 */
export async function handler(): Promise<MailOutboxReport> {
  const report = await runMailOutbox(mailOutboxPorts());
  logger.info('Mail outbox run', { ...report });
  return report;
}
