/**
 * What checkout records with a Paddle transaction and the webhook reads back: which product was configured and for
 * whom, never amounts. The domain owns the shape; `@contract/checkout-custom-data` parses Paddle's copy into it.
 */
export interface CheckoutCustomData {
  readonly shop: 'skydeck';
  readonly slug: string;
  readonly quantity: number;
  readonly secondaryQuantity?: number | undefined;
  readonly addOns: readonly string[];
  /** Licences are bound to this address (lower-cased). */
  readonly buyerEmail: string;
  /** Support extensions only: the licence whose support is extended. */
  readonly licenceId?: string | undefined;
  /** The buyer's language at checkout: the order's mails and their renewals speak it (ADR 486). */
  readonly language?: string | undefined;
  /** The version of the stage's terms the checkout showed the buyer (ADR 489). */
  readonly termsVersion?: string | undefined;
}
