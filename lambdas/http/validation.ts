// A namespace import lets esbuild drop zod's unused parts (its locales alone are 260 KB): bundles stay under 300 KB.
import * as z from 'zod';
import { badRequest } from './errors';

/**
 * Parses untrusted input with a zod schema; a failure becomes a 400 whose message names each field and what is
 * wrong with it, in words a person understands ("quantity: must be a whole number from 1 to 100000").
 */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw badRequest(describeIssues(result.error));
}

export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/** Query-string integers: digits only (no signs, decimals, exponents or blanks), then range-checked. */
export function wholeNumber(min: number, max: number) {
  const message = `must be a whole number from ${min} to ${max}`;
  return z
    .string({ error: message })
    .regex(/^\d{1,9}$/, { error: message })
    .transform(Number)
    .pipe(z.number().int().min(min, { error: message }).max(max, { error: message }));
}

/**
 * The JSON body of a request, as the one rule for every handler: no body reads as `{}` (so validation names each
 * missing field), anything that is not JSON is a 400.
 */
export function readJsonBody(event: { body?: string; isBase64Encoded?: boolean }): unknown {
  if (!event.body) return {};
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('The request body must be JSON.', 'INVALID_JSON');
  }
}
