// zod/mini: classic zod's methods come whole with the first schema (89 KB and ~15 ms of every cold start that
// parses input), mini's checks one by one. Mini loads no locale, so every rule below names its own message.
import * as z from 'zod/mini';
import type { FieldErrors } from '../contract/field-errors';
import { badRequest } from './errors';

/**
 * Parses untrusted input with a zod schema; a failure becomes a 400 whose message names each field and what is
 * wrong with it, in words a person understands ("quantity: must be a whole number from 1 to 100000").
 */
export function parseInput<Schema extends z.ZodMiniType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw badRequest(describeIssues(result.error), 'BAD_REQUEST', fieldErrors(result.error));
}

/** Each refused field's first sentence, by its path (`email`, `addOns.2`); input refused as a whole has none. */
function fieldErrors(error: z.core.$ZodError): FieldErrors | undefined {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.');
    if (field !== '' && !(field in fields)) fields[field] = issue.message;
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}

export function describeIssues(error: z.core.$ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/** Query-string integers: digits only (no signs, decimals, exponents or blanks), then range-checked. */
export function wholeNumber(min: number, max: number) {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.pipe(
    z.pipe(z.string({ error: message }).check(z.regex(/^\d{1,9}$/, { error: message })), z.transform(Number)),
    z.int({ error: message }).check(z.minimum(min, { error: message }), z.maximum(max, { error: message })),
  );
}

/** A product's slug as a request names it (path or body). */
export function productSlug() {
  return z
    .string({ error: 'a product slug is required' })
    .check(
      z.maxLength(100, { error: 'is too long (at most 100 characters)' }),
      z.regex(/^[a-z0-9-]+$/, { error: 'may contain only lowercase letters, digits and hyphens' }),
    );
}

/**
 * The JSON body of a request, as the one rule for every handler: no body reads as `{}` (so validation names each
 * missing field), anything that is not JSON is a 400.
 */
export function readJsonBody(event: { body?: string; isBase64Encoded?: boolean }): unknown {
  if (!event.body) return {};
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest('The request body must be JSON.', 'INVALID_JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw badRequest('The request body must be a JSON object.', 'INVALID_JSON');
  return body;
}
