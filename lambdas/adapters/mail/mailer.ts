import { environment } from '../environment';
import { localMailPort } from './local-mailbox';
import type { MailPort } from './mail-port';
import { sesMailPort } from './ses';

let port: MailPort | undefined;

/** The mail port of this process: the local mailbox in local mode, SES in the cloud. Built once, on first use. */
export function mailPort(): MailPort {
  port ??= environment.mode === 'local' ? localMailPort() : sesMailPort();
  return port;
}

/** Where links in mails point: the shop's own origin (`SITE_URL`; the local stack sets its URL). */
export function siteUrl(env: NodeJS.ProcessEnv = process.env): string {
  return (env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
}
