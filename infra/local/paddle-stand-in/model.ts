import { randomBytes } from 'node:crypto';
import type {
  AdjustmentAction,
  AdjustmentActionType,
  AdjustmentStatus,
  AdjustmentType,
  ICustomData,
  SubscriptionStatus,
  TransactionOrigin,
  TransactionStatus,
} from '@paddle/paddle-node-sdk';

/**
 * What the stand-in remembers, in its own terms (camelCase records); serialisers.ts turns each into the body
 * Paddle sends. Records are plain JSON so the journal (journal.ts) can write and reload them as they are.
 */
export interface LineItem {
  readonly priceId: string;
  readonly quantity: number;
}

export interface TransactionRecord {
  readonly id: string;
  status: TransactionStatus;
  customerId: string | null;
  addressId: string | null;
  customData: ICustomData | null;
  readonly origin: TransactionOrigin;
  subscriptionId: string | null;
  readonly discountId: string | null;
  readonly items: readonly LineItem[];
  /** A proration (quantity change mid-period): the share of the period billed and the period it covers. */
  readonly proration: { readonly rate: string; readonly startsAt: string; readonly endsAt: string } | null;
  /** The zero-value transaction of a payment-method change: its items cost nothing. */
  readonly zeroValue: boolean;
  /** The subscription period a subscription's transaction pays for. */
  billingPeriod: { readonly startsAt: string; readonly endsAt: string } | null;
  invoiceNumber: string | null;
  readonly createdAt: string;
  updatedAt: string;
  billedAt: string | null;
  /** Refunds of it wait in `pending_approval` until a control approves or rejects them, as Paddle's review does. */
  refundsAwaitApproval?: boolean;
}

export interface SubscriptionRecord {
  readonly id: string;
  status: SubscriptionStatus;
  readonly customerId: string;
  readonly addressId: string;
  /** The transaction that created it; Paddle names it on `subscription.created` only. */
  readonly transactionId: string;
  customData: ICustomData | null;
  items: LineItem[];
  /** The current billing period; null once canceled, as Paddle has it. */
  period: { startsAt: string; endsAt: string } | null;
  canceledAt: string | null;
  /** Paddle's `paused_at` while paused (dunning.ts); absent on records kept before pauses were. */
  pausedAt?: string | null;
  /** A cancellation at the end of the period (`effective_from: next_billing_period`). */
  scheduledCancelAt: string | null;
  readonly createdAt: string;
  updatedAt: string;
}

export interface CustomerRecord {
  readonly id: string;
  readonly email: string;
  /** The one address a local buyer gives at checkout. */
  readonly addressId: string;
  name: string | null;
  customData: ICustomData | null;
  locale: string;
  readonly createdAt: string;
  updatedAt: string;
}

export interface AdjustmentLine {
  /** The transaction's line item (`details.line_items[].id`). */
  readonly itemId: string;
  readonly type: AdjustmentType;
  /** Units of the line it takes back (the stand-in's own bookkeeping; Paddle states amounts only). */
  readonly quantity: number;
  readonly amountCents: number;
  readonly taxCents: number;
}

export interface AdjustmentRecord {
  readonly id: string;
  readonly action: AdjustmentAction;
  readonly type: AdjustmentActionType;
  readonly transactionId: string;
  readonly subscriptionId: string | null;
  readonly customerId: string;
  readonly reason: string;
  status: AdjustmentStatus;
  readonly items: readonly AdjustmentLine[];
  readonly createdAt: string;
  updatedAt: string;
}

let lastIdTime = 0;
let idCounter = 0;
/** Crockford's base32 in lower case, as Paddle's ids (ULIDs) are written. */
const BASE32 = '0123456789abcdefghjkmnpqrstvwxyz';

function base32(value: number, length: number): string {
  let text = '';
  for (let rest = value; text.length < length; rest = Math.floor(rest / 32)) text = BASE32[rest % 32] + text;
  return text;
}

/**
 * Ids shaped as Paddle's (`txn_` and 26 characters, a ULID), so pages lay them out as they will in the cloud. They
 * sort by creation time (lists page with `after=<id>`): a millisecond clock, a counter within the millisecond, then
 * randomness.
 */
export function localId(prefix: string): string {
  const now = Date.now();
  idCounter = now === lastIdTime ? idCounter + 1 : 0;
  lastIdTime = now;
  const random = Array.from(randomBytes(12), (byte) => BASE32[byte % 32]).join('');
  return `${prefix}_${base32(now, 10)}${base32(idCounter, 4)}${random}`;
}

/** The line item id Paddle gives each item of a transaction; stable, so adjustments can name it. */
export function lineItemId(transactionId: string, index: number): string {
  return `txnitm_${transactionId.replace(/^txn_/, '')}_${index}`;
}
