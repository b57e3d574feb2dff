import { mailPort, mailServicePort, siteUrl } from '../../adapters/mail/mailer';
import type { RecipientRead } from '../../adapters/mail/mail-port';
import { mailOutbox } from '../../adapters/mail/outbox';
import { reminderRecords } from '../../adapters/mail/reminder-candidates';
import { recordMail } from '../../adapters/mail/sent-mail-log';
import { sentMailRecords } from '../../adapters/mail/sent-mail-records';
import { suppressionOf } from '../../adapters/mail/suppression';
import { valueDocument, writeMetrics } from '../../adapters/metrics';
import { MAIL_OUTBOX_OLDEST_AGE_METRIC } from '../../contract/shop-metrics';
import type { MailOutboxPorts } from './mail-outbox';
import type { SupportReminderPorts } from './support-reminders';
import {
  createMailService,
  type MailService,
  type PaidOrder,
  type SubscriptionMailer,
  type TransferMailer,
} from './mail-service';

let service: MailService | undefined;

/** The process's mail service over the real adapters, built on first use. */
export function mailService(): MailService {
  service ??= createMailService({ port: mailPort(), records: sentMailRecords, siteUrl: siteUrl() });
  return service;
}

/** The webhook's call after a paid order's licences are stored: the keys go to the buyer, once. */
export function sendOrderConfirmation(order: PaidOrder): Promise<boolean> {
  return mailService().sendOrderConfirmation(order);
}

/** The same mail when the webhook wrote its claim with the purchase (ADR 155), and read the buyer's address (ADR 536). */
export function sendClaimedOrderConfirmation(order: PaidOrder, recipient?: RecipientRead): Promise<void> {
  return mailService().sendClaimedOrderConfirmation(order, recipient);
}

/** An operator's re-send of an order mail to one owner of its licences. */
export function sendOrderResend(order: PaidOrder): Promise<void> {
  return mailService().sendOrderResend(order);
}

/** The order mail to the address an operator corrected the order to. */
export function sendOrderAddressCorrected(order: PaidOrder): Promise<void> {
  return mailService().sendOrderAddressCorrected(order);
}

/** The transfer mails over the process's mail service, which is built on the first mail, not at cold start. */
export const transferMails: TransferMailer = {
  sendTransferOffer: (transfer) => mailService().sendTransferOffer(transfer),
  sendTransferCompleted: (transfer) => mailService().sendTransferCompleted(transfer),
};

/** The daily reminders job over the real table and mail service. */
export const supportReminderPorts: SupportReminderPorts = { records: reminderRecords, mail: mailService };

/** The receipts of cancelling and resuming a subscription, over the process's mail service. */
export const subscriptionMails: SubscriptionMailer = {
  sendSubscriptionCancelled: (change) => mailService().sendSubscriptionCancelled(change),
  sendSubscriptionResumed: (change) => mailService().sendSubscriptionResumed(change),
};

/** The outbox job over the real table, the bare mail service and CloudWatch (EMF). */
export function mailOutboxPorts(): MailOutboxPorts {
  return {
    outbox: mailOutbox,
    mailService: mailServicePort(),
    suppression: suppressionOf,
    record: recordMail,
    publishOldestAge: (seconds, at) =>
      writeMetrics(valueDocument(MAIL_OUTBOX_OLDEST_AGE_METRIC, seconds, 'Seconds', at)),
  };
}
