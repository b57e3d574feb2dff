import type { SNSEvent } from 'aws-lambda';
import { logger } from '../adapters/logger';
import { suppressionsOf } from '../adapters/mail/ses-events';
import { suppressAddress } from '../adapters/mail/suppression';

/**
 * SES bounce and complaint events (the stage's configuration set → SNS → here): each address that bounced for good
 * or complained is recorded as suppressed, and the shop's mail port sends it nothing more (ADR 273). A failed write
 * throws: SNS invokes the function asynchronously, so Lambda retries it twice and then keeps the event in the
 * function's failure queue, which the `SesEventsJobFailures` alarm reads (a stage with e-mail) (infra/constructs/mail.ts).
 */
export async function handler(event: SNSEvent): Promise<void> {
  const at = new Date();
  for (const record of event.Records) {
    for (const { email, reason } of suppressionsOf(record.Sns.Message)) {
      await suppressAddress(email, reason, at);
      logger.info('Address suppressed: no more mail to it', { reason });
    }
  }
}
