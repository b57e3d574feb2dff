import * as z from 'zod/mini';
import { IDEMPOTENCY_KEY_HEADER } from '../contract/admin';
import type { ApiEvent } from './api-handler';
import { badRequest } from './errors';

/** What every state-changing admin route asks for: a reason for the audit log and an idempotency key. */
export function reasonField() {
  return z
    .string('reason: say why (it goes into the audit log)')
    .check(
      z.trim(),
      z.minLength(3, 'reason: say why in a few words (it goes into the audit log)'),
      z.maxLength(1000, 'reason: at most 1000 characters'),
    );
}

export function requireIdempotencyKey(event: ApiEvent): string {
  const value = event.headers?.[IDEMPOTENCY_KEY_HEADER];
  if (!value || !/^[A-Za-z0-9_-]{8,100}$/.test(value)) {
    throw badRequest(
      'Every change needs an Idempotency-Key header (8 to 100 letters, digits, "-" or "_"), the same one when retried.',
      'IDEMPOTENCY_KEY_REQUIRED',
    );
  }
  return value;
}
