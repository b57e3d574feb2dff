import { reminderCandidates } from '../../adapters/mail/reminder-candidates';
import { mailService } from './mail';

/** The daily job: "support ends soon" and "support lapsed" mails, each sent once per licence and period. */
export async function runSupportReminders(now = new Date()): Promise<{ sent: number; checked: number }> {
  const candidates = await reminderCandidates(now);
  const { sent } = await mailService().sendSupportReminders(candidates, now);
  return { sent, checked: candidates.length };
}
