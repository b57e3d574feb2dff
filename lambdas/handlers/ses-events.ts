import type { SNSEvent } from 'aws-lambda';
import { logger } from '../adapters/logger';
import { suppressionsOf } from '../adapters/mail/ses-events';
import { suppressAddress } from '../adapters/mail/suppression';

/**
 * SES bounce and complaint events (the stage's configuration set → SNS → here): each address that bounced for good
 * or complained is recorded as suppressed, and the shop's mail port sends it nothing more (ADR 273). A failed write
 * throws, so SNS retries the delivery.
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
