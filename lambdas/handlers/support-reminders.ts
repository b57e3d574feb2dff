import { logger } from '../adapters/logger';
import { supportReminderPorts } from '../services/mail/mail-ports';
import { runSupportReminders } from '../services/mail/support-reminders';

/** Scheduled once a day (EventBridge); not an API route. Locally: `POST /api/local/jobs/support-reminders`. */
export async function handler(): Promise<{ sent: number; failed: number; checked: number }> {
  const result = await runSupportReminders(supportReminderPorts);
  logger.info('Support reminders run', result);
  return result;
}
