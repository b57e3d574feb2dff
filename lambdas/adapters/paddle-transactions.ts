import { logger } from './logger';

/** Loaded on first use (ADR 160): only the console's order page asks Paddle, search and the other pages do not. */
const sdk = () => import('./paddle-sdk.js');

/**
 * A transaction as Paddle reports it now (`completed`, `past_due`, `canceled`…), for the console to set beside what
 * the shop recorded from the webhooks: "Paddle says completed, the shop says pending" is a missed webhook. Null when
 * Paddle does not answer, or does not know the id; the page then says so instead of failing.
 */
export async function paddleTransactionStatus(
  transactionId: string,
): Promise<{ status: string; updatedAt: string } | null> {
  try {
    const { paddleClient } = await sdk();
    const transaction = await (await paddleClient()).transactions.get(transactionId);
    return { status: transaction.status, updatedAt: transaction.updatedAt };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    logger.warn('Paddle did not tell the status of a transaction', { transactionId, reason });
    return null;
  }
}
