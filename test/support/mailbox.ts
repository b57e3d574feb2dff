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
