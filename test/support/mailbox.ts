import { LICENCE_KEY_PREFIX } from '../../lambdas/domain/licences/licence-key-format';
import { eventually } from './eventually';
import { stackUrl } from './stack-url';

/** A mail the shop sent, as the local mailbox keeps it. */
export interface ShopMail {
  readonly to: string;
  readonly subject: string;
  readonly kind: string;
  readonly text: string;
  readonly html: string;
}

/** The shop's own mails to an address (not Cognito's codes), newest first; optionally of one kind. */
export async function shopMails(to: string, kind?: string): Promise<ShopMail[]> {
  const response = await fetch(`${stackUrl()}/api/local/mailbox?to=${encodeURIComponent(to)}`);
  const { mails } = (await response.json()) as { mails: (ShopMail & { kind?: string })[] };
  return mails.filter((mail) => mail.kind !== undefined && (kind === undefined || mail.kind === kind));
}

export async function runSupportReminders(now: Date): Promise<{ sent: number; checked: number }> {
  const response = await fetch(
    `${stackUrl()}/api/local/jobs/support-reminders?now=${encodeURIComponent(now.toISOString())}`,
    { method: 'POST' },
  );
  return (await response.json()) as { sent: number; checked: number };
}

/**
 * The licence keys the order mail gave the buyer (the first 25 of an order), in the mail's order: what a guest holds
 * before they have an account. Waits for the mail, as the webhook sends it after the payment settles.
 */
export async function mailedLicenceKeys(to: string): Promise<string[]> {
  const [mail] = await eventually(
    () => shopMails(to, 'order-paid'),
    (found) => found.length > 0,
  );
  return [...new Set(mail!.text.match(LICENCE_KEY_PATTERN) ?? [])];
}

const LICENCE_KEY_PATTERN = new RegExp(`${LICENCE_KEY_PREFIX}\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+`, 'g');
