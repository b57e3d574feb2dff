import type { MailPort, OutgoingMail } from './mail-port';

let inProcessMailbox: ((mail: OutgoingMail) => void) | undefined;

/**
 * The local stack hands its mailbox to the handlers it runs in its own process, so a mail is a call rather than an
 * HTTP request the process makes to itself (ADR 185). Handlers loaded in another process (the bench's) post to
 * `LOCAL_MAILBOX_URL` instead.
 *
 * @public infra/local/local-stack.ts loads this module by path, which knip cannot follow.
 */
export function deliverLocalMailInProcess(deliver: (mail: OutgoingMail) => void): void {
  inProcessMailbox = deliver;
}

/**
 * The local stack's mailbox (`infra/local/mailbox.ts`): mails are handed or posted to it, printed in the terminal
 * and listed at `GET /api/local/mailbox`. `LOCAL_MAILBOX_URL` is set by the local stack once it listens.
 */
export function localMailPort(env: NodeJS.ProcessEnv = process.env): MailPort {
  return {
    async send(mail: OutgoingMail) {
      if (inProcessMailbox) return inProcessMailbox(mail);
      const url = env.LOCAL_MAILBOX_URL;
      if (!url) throw new Error('LOCAL_MAILBOX_URL is not set: the local mailbox is not running.');
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(mail),
      });
      // Read to the end, or the connection is not reused: each mail would open a new one.
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`The local mailbox refused the mail (${response.status}).`);
    },
  };
}
