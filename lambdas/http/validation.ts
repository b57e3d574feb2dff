// zod/mini, not classic zod: the classic API cannot be tree-shaken and bundles every locale (~440 KB minified),
// which alone would break the 300 KB Lambda budget; mini is ~14 KB for the same checks.
import * as z from 'zod/mini';
import { badRequest } from './errors';

/**
 * Parses untrusted input with a zod schema; a failure becomes a 400 whose message names each field and what is
 * wrong with it, in words a person understands ("quantity: must be a whole number from 1 to 100000").
 */
export function parseInput<Schema extends z.ZodMiniType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = z.safeParse(schema, input);
  if (result.success) return result.data;
  throw badRequest(describeIssues(result.error));
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
    z.string({ error: message }).check(z.regex(/^\d{1,9}$/, { error: message })),
    z.pipe(
      z.transform((digits: string) => Number(digits)),
      z.number().check(z.minimum(min, { error: message }), z.maximum(max, { error: message })),
    ),
  );
}
