import { createHash } from 'node:crypto';
import * as z from 'zod/mini';
import { ADMIN_ID_PATTERNS, GOODWILL_MAX_MONTHS, IDEMPOTENCY_KEY_HEADER } from '../contract/admin';
import { emailField } from '../contract/email-field';
import type { ApiEvent } from './api-handler';
import { badRequest } from './errors';

/** What every state-changing admin route asks for: a reason for the audit log and an idempotency key. */
export function reasonField() {
  // The field's name is not in the messages: a refusal names the field once, and a form shows each beside its field.
  return z.string('say why (it goes into the audit log)').check(
    z.trim(),
    z.minLength(3, 'say why in a few words (it goes into the audit log)'),
    z.maxLength(1000, 'at most 1000 characters'),
    // Direction marks, invisible characters or dots fill the length and say nothing in the audit log (a reason too
    // short is told so above, once).
    z.refine(
      (reason) => reason.length < 3 || /[\p{L}\p{N}]/u.test(reason),
      'say why in words (it goes into the audit log)',
    ),
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

/**
 * An admin call's idempotency: its key, and the fingerprint that binds the key to this one request (ADR 451): the
 * route's action, the record it names and the body as validated. The operator binds it too: keys are kept per
 * operator.
 */
export function idempotencyOf(
  event: ApiEvent,
  action: string,
  target: string,
  body: unknown,
): { key: string; fingerprint: string } {
  const key = requireIdempotencyKey(event);
  const fingerprint = createHash('sha256')
    .update(canonicalJson([action, target, body]))
    .digest('base64url');
  return { key, fingerprint };
}

/** JSON with every object's keys in order, so the same body always gives the same fingerprint. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((name) => (value as Record<string, unknown>)[name] !== undefined)
      .map((name) => `${JSON.stringify(name)}:${canonicalJson((value as Record<string, unknown>)[name])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** A path parameter as the console sends it (`encodeURIComponent`); one that is not valid percent-encoding is empty. */
export function decodedPathParameter(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return '';
  }
}

/** The bodies of the order and buyer actions (lambdas/handlers/admin-order-actions.ts). */
export const ADMIN_BODIES = {
  reason: z.object({ reason: reasonField() }),
  /** `{to?, reason}`: the owners to mail, all of them when left out. */
  resend: z.object({
    reason: reasonField(),
    to: z.optional(
      z
        .array(emailField('each is an owner\u2019s e-mail address'))
        .check(z.minLength(1, 'name at least one owner, or leave it out to mail them all')),
    ),
  }),
  /** `{wholeOrder: true | licenceIds, confirmOtherOwners?, reason}`: what to refund is always said (ADR 454). */
  refund: z
    .object({
      reason: reasonField(),
      wholeOrder: z.optional(z.boolean('true to refund the whole order')),
      licenceIds: z.optional(
        z
          .array(z.string().check(z.regex(ADMIN_ID_PATTERNS.licenceId, 'each is a licence id (lic_…)')))
          .check(z.minLength(1, 'name at least one seat, or ask for the whole order')),
      ),
      confirmOtherOwners: z.optional(z.boolean('true to refund seats someone else holds now')),
    })
    .check(
      z.refine((body) => (body.wholeOrder === true) !== (body.licenceIds !== undefined), {
        error: 'say what to refund: the whole order (wholeOrder: true) or the seats named in licenceIds, not both',
        path: ['licenceIds'],
      }),
    ),
  /** `{grant: 'support', months, reason}` or `{grant: 'replacement', reason}`: goodwill without payment (ADR 463). */
  goodwill: z
    .object({
      reason: reasonField(),
      grant: z.enum(['support', 'replacement'], 'choose support months or a replacement licence'),
      months: z.optional(
        z
          .int(`a whole number of months, from 1 to ${GOODWILL_MAX_MONTHS}`)
          .check(
            z.minimum(1, `from 1 to ${GOODWILL_MAX_MONTHS} months`),
            z.maximum(GOODWILL_MAX_MONTHS, `from 1 to ${GOODWILL_MAX_MONTHS} months`),
          ),
      ),
    })
    .check(
      z.refine((body) => (body.grant === 'support') === (body.months !== undefined), {
        error: `give months (1 to ${GOODWILL_MAX_MONTHS}) for support, and none for a replacement`,
        path: ['months'],
      }),
    ),
  /** `{email, reason}`: the corrected checkout address. */
  email: z.object({ email: emailField('the corrected e-mail address is required'), reason: reasonField() }),
};
