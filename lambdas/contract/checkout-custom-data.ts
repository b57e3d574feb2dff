// zod/mini: the webhook and the reconciliation job parse this, and classic zod would be most of their bundles
// (ADR 160).
import * as z from 'zod/mini';
import type { CheckoutCustomData } from '../domain/licences/custom-data';
import { emailField } from './email-field';

/**
 * What checkout writes into the Paddle transaction's `custom_data`, and what the webhook reads back, so it knows
 * what was configured and for whom. The charged items are still read from the transaction itself: custom data only
 * names the product the items belong to, never amounts. Paddle hands back whatever it was given, so the webhook
 * parses it with this schema rather than trusting the shape.
 */
export const checkoutCustomDataSchema = z.object({
  shop: z.literal('skydeck'),
  slug: z.string(),
  quantity: z.number(),
  secondaryQuantity: z.optional(z.number()),
  addOns: z._default(z.array(z.string()), []),
  /** Licences are bound to this address (lower-cased). */
  buyerEmail: emailField(),
  /** Support extensions only: the licence whose support is extended. */
  licenceId: z.optional(z.string()),
  language: z.optional(z.string()),
  termsVersion: z.optional(z.string()),
});

export type { CheckoutCustomData };

/** What the schema parses is the domain's shape: a field added to one and not the other fails the typecheck. */
const parsedIsDomainShape = (parsed: z.infer<typeof checkoutCustomDataSchema>): CheckoutCustomData => parsed;

/** Custom data as the shop wrote it, or null when it is not (a transaction made outside the shop). */
export function parseCheckoutCustomData(value: unknown): CheckoutCustomData | null {
  const result = checkoutCustomDataSchema.safeParse(value);
  return result.success ? parsedIsDomainShape(result.data) : null;
}
