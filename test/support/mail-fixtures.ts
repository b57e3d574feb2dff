import type { OutgoingMail } from '../../lambdas/adapters/mail/mail-port';

/** An order mail as the mail port is handed it: the mail tests' one message, sent, refused, queued or retried. */
export const orderPaidMail: OutgoingMail = {
  to: 'buyer@example.com',
  subject: 'Your SkyDeck order',
  text: 't',
  html: '<p>t</p>',
  kind: 'order-paid',
  about: 'txn_1',
};
