import type { ReminderCandidate } from '../../adapters/mail/reminder-candidates';
import type { MailService } from './mail-service';

/** What the daily job reads and sends through. */
export interface SupportReminderPorts {
  readonly candidates: (now: Date) => Promise<ReminderCandidate[]>;
  readonly mail: () => Pick<MailService, 'sendSupportReminders'>;
}

/** The daily job: "support ends soon" and "support lapsed" mails, each sent once per licence and period. */
export async function runSupportReminders(
  ports: SupportReminderPorts,
  now = new Date(),
): Promise<{ sent: number; failed: number; checked: number }> {
  const candidates = await ports.candidates(now);
  const { sent, failed } = await ports.mail().sendSupportReminders(candidates, now);
  return { sent, failed, checked: candidates.length };
}
