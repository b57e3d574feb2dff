import * as z from 'zod/mini';
import type { SuppressionReason } from './suppression';

/**
 * The SES events the configuration set publishes to SNS (`eventType`), or an identity's own notifications
 * (`notificationType`), reduced to what the shop acts on. Transient and undetermined bounces (a full mailbox, a
 * greylisting server) are not suppressed: SES retries them, and the next mail may well arrive.
 */
const recipients = z.array(z.object({ emailAddress: z.string() }));
const sesEvent = z.object({
  eventType: z.optional(z.string()),
  notificationType: z.optional(z.string()),
  bounce: z.optional(z.object({ bounceType: z.string(), bouncedRecipients: recipients })),
  complaint: z.optional(z.object({ complainedRecipients: recipients })),
});

export interface Suppression {
  readonly email: string;
  readonly reason: SuppressionReason;
}

/** The addresses one SNS message asks to suppress; none for anything else (deliveries, sends, unknown types). */
export function suppressionsOf(message: string): Suppression[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(message);
  } catch {
    return [];
  }
  const result = sesEvent.safeParse(parsed);
  if (!result.success) return [];
  const event = result.data;
  const type = event.eventType ?? event.notificationType;
  if (type === 'Bounce' && event.bounce?.bounceType === 'Permanent') {
    return event.bounce.bouncedRecipients.map(({ emailAddress }) => ({ email: emailAddress, reason: 'bounce' }));
  }
  if (type === 'Complaint' && event.complaint) {
    return event.complaint.complainedRecipients.map(({ emailAddress }) => ({
      email: emailAddress,
      reason: 'complaint',
    }));
  }
  return [];
}
