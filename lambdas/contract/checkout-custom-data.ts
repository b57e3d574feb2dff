// A namespace import lets esbuild drop zod's unused parts (ADR 006).
import * as z from 'zod';
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
  secondaryQuantity: z.number().optional(),
  addOns: z.array(z.string()).default([]),
  /** Licences are bound to this address (lower-cased). */
  buyerEmail: emailField(),
  /** Support extensions only: the licence whose support is extended. */
  licenceId: z.string().optional(),
});

export type CheckoutCustomData = z.infer<typeof checkoutCustomDataSchema>;
