import type { reminderRecords } from '../../adapters/mail/reminder-candidates';
import type { SupportStatus } from '../../domain/licences/support-status';
import { standingOfLicence } from '../ledger/standing';
import type { MailService } from './mail-service';

/** A licence whose owner may be reminded of its support (the mail service decides whether, and which mail). */
export interface ReminderCandidate {
  readonly licenceId: string;
  readonly productTitle: string;
  readonly ownerEmail: string;
  /** From the licence's ledger: what the portal and key status say too. */
  readonly support: SupportStatus;
}

/** What the daily job reads and sends through. */
export interface SupportReminderPorts {
  readonly records: typeof reminderRecords;
  readonly mail: () => Pick<MailService, 'sendSupportReminders'>;
}

/** The daily job: "support ends soon" and "support lapsed" mails, each sent once per licence and period. */
export async function runSupportReminders(
  ports: SupportReminderPorts,
  now = new Date(),
): Promise<{ sent: number; failed: number; checked: number }> {
  const { licences, subscriptions } = await ports.records();
  const candidates = licences.map((licence): ReminderCandidate => ({
    licenceId: licence.licenceId,
    productTitle: licence.productTitle,
    ownerEmail: licence.ownerEmail,
    support: standingOfLicence(licence, (id) => subscriptions.get(id), now).support,
  }));
  const { sent, failed } = await ports.mail().sendSupportReminders(candidates, now);
  return { sent, failed, checked: candidates.length };
}
