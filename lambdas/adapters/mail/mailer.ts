import { environment } from '../environment';
import { logger } from '../logger';
import { localMailPort } from './local-mailbox';
import type { MailPort } from './mail-port';
import { sesMailPort } from './ses';
import { recordingMailPort } from './sent-mail-log';
import { suppressingMailPort } from './suppression';

let port: MailPort | undefined;

/**
 * The mail port of this process, built once on first use: the local mailbox in local mode, SES in the cloud, and
 * on a cloud stage without SES (no `email` in its stage config) none at all. There a mail is logged and skipped
 * rather than failed: a failed mail fails its webhook, and Paddle would retry a paid order forever for a mail the
 * stage cannot send; the licences and keys are in /licenses either way.
 */
export function mailPort(env: NodeJS.ProcessEnv = process.env): MailPort {
  port ??=
    environment.mode === 'local'
      ? withSuppression(recordingMailPort(localMailPort()))
      : env.MAIL_FROM
        ? withSuppression(recordingMailPort(sesMailPort(env)))
        : skippedMailPort;
  return port;
}

/**
 * Addresses that bounced for good or complained get no more mail (adapters/mail/suppression.ts, ADR 273); a mail
 * that went out is logged under its recipient (ADR 372), a suppressed or skipped one is not.
 */
const withSuppression = (inner: MailPort) =>
  suppressingMailPort(inner, undefined, (kind) =>
    logger.info('Mail not sent: the address bounced or complained before', { kind }),
  );

const skippedMailPort: MailPort = {
  async send(mail) {
    logger.warn('Mail not sent: this stage has no SES identity (stage config email)', { kind: mail.kind });
  },
};

/** Where links in mails point: the shop's own origin (`SITE_URL`; the local stack sets its URL). */
export function siteUrl(env: NodeJS.ProcessEnv = process.env): string {
  return (env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
}
