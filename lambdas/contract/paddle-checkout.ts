/**
 * Paddle.js settings the cloud checkout (`/pay`) passes to `Paddle.Checkout.open({ transactionId, settings })`
 * (ADR 066). Checkout attaches the buyer's Paddle customer to the transaction; `allowLogout: false` stops Paddle's
 * checkout from offering "change e-mail", so receipts, dunning mails and the customer portal reach the address the
 * licences are bound to.
 */
export const PADDLE_CHECKOUT_SETTINGS = { allowLogout: false } as const;
