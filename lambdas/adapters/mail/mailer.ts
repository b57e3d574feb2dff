import { environment } from '../environment';
import { logger } from '../logger';
import { localMailPort } from './local-mailbox';
import type { MailPort } from './mail-port';
import { queueingMailPort } from './outbox';
import { sesMailPort } from './ses';
import { logMailOutcome, recordingMailPort } from './sent-mail-log';
import { suppressingMailPort } from './suppression';

let port: MailPort | undefined;

/**
 * The mail port of this process, built once on first use: the local mailbox in local mode, SES in the cloud, and
 * on a cloud stage without SES (no `email` in its stage config) none at all. There a mail is logged and skipped
 * rather than failed: Paddle would retry a paid order forever for a mail the stage cannot send; the licences and keys
 * are in /licenses either way. A mail the mail service refuses waits in the outbox (ADR 504) instead of failing what
 * it announces.
 */
export function mailPort(env: NodeJS.ProcessEnv = process.env): MailPort {
  port ??=
    environment.mode === 'local'
      ? queueingMailPort(withSuppression(recordingMailPort(localMailPort())))
      : env.MAIL_FROM
        ? queueingMailPort(withSuppression(recordingMailPort(sesMailPort(env))))
        : skippedMailPort;
  return port;
}

/**
 * The mail service alone, without the log, the suppression check or the outbox: the outbox job's own send, which
 * records the outcome in the entry the refusal wrote. None on a stage without SES, whose outbox stays empty.
 */
export function mailServicePort(env: NodeJS.ProcessEnv = process.env): MailPort | undefined {
  return environment.mode === 'local' ? localMailPort() : env.MAIL_FROM ? sesMailPort(env) : undefined;
}

/**
 * Addresses that bounced for good or complained get no more mail (adapters/mail/suppression.ts, ADR 273). Every mail
 * is logged under its recipient, the ones that went out as `sent`, the others as `skipped` with the reason
 * (ADR 372, ADR 450).
 */
const withSuppression = (inner: MailPort) =>
  suppressingMailPort(inner, undefined, async (mail, suppression) => {
    logger.info('Mail not sent: the address bounced or complained before', { kind: mail.kind });
    await logMailOutcome(mail, {
      status: 'skipped',
      skip: { reason: 'suppressed', since: suppression.suppressedAt, cause: suppression.reason },
    });
  });

const skippedMailPort: MailPort = {
  async send(mail) {
    logger.warn('Mail not sent: this stage has no SES identity (stage config email)', { kind: mail.kind });
    await logMailOutcome(mail, { status: 'skipped', skip: { reason: 'no-mail-service' } });
  },
};

/** Where links in mails point: the shop's own origin (`SITE_URL`; the local stack sets its URL). */
export function siteUrl(env: NodeJS.ProcessEnv = process.env): string {
  return (env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
}
