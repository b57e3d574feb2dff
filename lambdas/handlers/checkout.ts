import { normaliseEmail } from '../domain/email';
import { fieldsMessage } from '../domain/errors';
import { LICENCE_ID_PATTERN } from '../domain/licences/licence-id';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import * as z from 'zod/mini';
import { emailField } from '../contract/email-field';
import { isShopLanguage } from '../contract/languages';
import { MAX_QUANTITY, MAX_SECONDARY_QUANTITY, MIN_QUANTITY } from '../contract/quantity';
import { awsCheckoutPorts } from '../services/payments/checkout-ports';
import { startCheckout } from '../services/payments/checkout';
import { apiHandler } from '../http/api-handler';
import { assertSameOriginRequest } from '../http/csrf';
import { badRequest } from '../http/errors';
import { json } from '../http/responses';
import { findSession, SessionError } from '../http/session';
import { parseInput, productSlug, readJsonBody } from '../http/validation';

const wholeNumber = (min: number, max: number) => {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.int({ error: message }).check(z.minimum(min, { error: message }), z.maximum(max, { error: message }));
};

/**
 * The request names what to buy, never what it costs: any amount, total or price id a client adds is not part of
 * the schema and is dropped, and the server's catalogue prices the basket.
 */
const bodySchema = z.object({
  slug: productSlug(),
  quantity: wholeNumber(MIN_QUANTITY, MAX_QUANTITY),
  secondaryQuantity: z.optional(wholeNumber(0, MAX_SECONDARY_QUANTITY)),
  addOns: z.optional(
    z
      .array(
        z
          .string({ error: 'must be a list of add-on slugs' })
          .check(z.maxLength(50, { error: 'names an unknown add-on' })),
        { error: 'must be a list of add-on slugs' },
      )
      .check(z.maxLength(10, { error: 'may name at most 10 add-ons' })),
  ),
  email: z.optional(emailField()),
  licenceId: z.optional(
    z.string({ error: 'is not a licence id' }).check(z.regex(LICENCE_ID_PATTERN, { error: 'is not a licence id' })),
  ),
  licenceKey: z.optional(
    z.string({ error: 'is not a licence key' }).check(z.maxLength(4_000, { error: 'is too long to be a licence key' })),
  ),
  language: z.optional(z.string().check(z.refine(isShopLanguage, { error: 'is not a language the shop speaks' }))),
  termsVersion: z.optional(z.string().check(z.regex(/^[a-f0-9]{12}$/, { error: 'is not a version of the terms' }))),
});

/**
 * The signed-in buyer's verified e-mail (the session guard, `lambdas/http/session.ts`): it wins over any e-mail in
 * the body (docs/api.md). A session that no longer verifies makes this a guest checkout: the refresh cookie never
 * reaches this route, and the page re-reads the session (refreshing it) before it offers the form.
 */
async function signedInEmail(event: APIGatewayProxyEventV2): Promise<string | undefined> {
  try {
    return (await findSession(event))?.caller.email;
  } catch (error) {
    if (error instanceof SessionError) return undefined;
    throw error;
  }
}

const GUEST_EMAIL = { email: 'an e-mail address is required to check out as a guest' };

/** `POST /api/checkout` → `201 {transactionId, checkoutUrl}` (docs/api.md). */
export const handler = apiHandler(async (event) => {
  assertSameOriginRequest(event);
  const { email, ...body } = parseInput(bodySchema, readJsonBody(event));
  const sessionEmail = await signedInEmail(event);
  const buyerEmail = (sessionEmail === undefined ? undefined : normaliseEmail(sessionEmail)) ?? email;
  if (!buyerEmail) throw badRequest(fieldsMessage(GUEST_EMAIL), 'BAD_REQUEST', GUEST_EMAIL);
  return json(
    201,
    await startCheckout(awsCheckoutPorts, { ...body, buyerEmail, signedIn: sessionEmail !== undefined }),
  );
});
