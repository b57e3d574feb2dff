import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import * as z from 'zod';
import type { CheckoutCustomData } from '../contract/checkout-custom-data';
import { supportCanBeExtended } from '../contract/licence-rules';
import { MAX_QUANTITY, MAX_SECONDARY_QUANTITY } from '../contract/quantity';
import { priceBasket } from '../domain/pricing';
import { logger } from '../adapters/logger';
import { paddleIds } from '../adapters/paddle';
import { paddleClient } from '../adapters/paddle-sdk';
import { licenceViews } from '../adapters/licence-views';
import { getLicence, putPendingOrder } from '../adapters/store';
import { AIRCRAFT_FAMILY } from '../domain/aircraft';
import { findProduct } from '../domain/catalogue';
import { apiHandler } from '../http/api-handler';
import { assertSameOriginRequest } from '../http/csrf';
import { badRequest, HttpError, notFound } from '../http/errors';
import { json } from '../http/responses';
import { parseInput, readJsonBody } from '../http/validation';
import { findSession, SessionError } from '../http/session';
import { emailField } from '../contract/email-field';

const wholeNumber = (min: number, max: number) => {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });
};

/**
 * The request names what to buy, never what it costs: any amount, total or price id a client adds is not part of
 * the schema and is dropped, and the server's catalogue prices the basket.
 */
const bodySchema = z.object({
  slug: z
    .string({ error: 'a product slug is required' })
    .max(100, { error: 'is too long (at most 100 characters)' })
    .regex(/^[a-z0-9-]+$/, { error: 'may contain only lowercase letters, digits and hyphens' }),
  quantity: wholeNumber(1, MAX_QUANTITY),
  secondaryQuantity: wholeNumber(0, MAX_SECONDARY_QUANTITY).optional(),
  addOns: z.array(z.string().max(50), { error: 'must be a list of add-on slugs' }).max(10).optional(),
  email: emailField().optional(),
  licenceId: z.string().regex(/^lic_[A-Za-z0-9_]{1,80}$/, { error: 'is not a licence id' }).optional(),
});

/**
 * The signed-in buyer's verified e-mail (the session guard, `lambdas/http/session.ts`): it wins over any e-mail in
 * the body (DESIGN.md §5). A session that no longer verifies makes this a guest checkout: the refresh cookie never
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

/** `POST /api/checkout` → `201 {transactionId, checkoutUrl}` (DESIGN.md §5). */
export const handler = apiHandler(async (event) => {
  assertSameOriginRequest(event);
  const body = parseInput(bodySchema, readJsonBody(event));
  const sessionEmail = await signedInEmail(event);
  const buyerEmail = (sessionEmail ?? body.email)?.toLowerCase();
  if (!buyerEmail) throw badRequest('email: an e-mail address is required to check out as a guest');

  // Guest checkouts naming a licence stay trust-based, as the public extension page is (its lapsed months are the
  // buyer's own entry; anyone may pay for a licence's support). Signed in, the portal's rules hold.
  if (body.licenceId && sessionEmail) await assertExtensibleLicence(body.licenceId, sessionEmail, body.slug, body.secondaryQuantity ?? 0);

  const basket = priceBasket(
    { slug: body.slug, quantity: body.quantity, secondaryQuantity: body.secondaryQuantity, addOns: body.addOns },
    { priceId: paddleIds.priceId, discountIds: paddleIds.firstYearDiscountIds },
  );
  const customData: CheckoutCustomData = {
    shop: 'skydeck',
    slug: basket.slug,
    quantity: body.quantity,
    ...(body.secondaryQuantity !== undefined ? { secondaryQuantity: body.secondaryQuantity } : {}),
    addOns: [...new Set(body.addOns ?? [])],
    buyerEmail,
    ...(body.licenceId ? { licenceId: body.licenceId } : {}),
  };

  const transaction = await (await paddleClient()).transactions
    .create({
      items: basket.paddleItems,
      ...(basket.discountIds[0] ? { discountId: basket.discountIds[0] } : {}),
      customData: { ...customData },
    })
    .catch((error: unknown) => {
      logger.error('Paddle refused to create the transaction', { error: error as Error, slug: basket.slug });
      throw new HttpError(502, 'PAYMENT_PROVIDER_UNAVAILABLE', 'The payment provider could not start the checkout. Please try again in a moment.');
    });

  await putPendingOrder({
    transactionId: transaction.id,
    status: 'pending',
    request: customData,
    totalCents: basket.totalCents,
    createdAt: new Date().toISOString(),
  });
  return json(201, { transactionId: transaction.id, checkoutUrl: `/pay?_ptxn=${encodeURIComponent(transaction.id)}` });
});

/**
 * Signed in, a support extension names a licence of the buyer's, for the aircraft the extension is sold for, and pays at
 * least the catch-up months since its support lapsed (the portal computes the same number). Someone else's licence
 * reads like an unknown one.
 */
async function assertExtensibleLicence(licenceId: string, buyerEmail: string, slug: string, catchUp: number): Promise<void> {
  const licence = await getLicence(licenceId);
  if (!licence || licence.ownerEmail !== buyerEmail || !supportCanBeExtended(licence)) {
    throw notFound('licenceId: no such licence among yours', 'LICENCE_NOT_FOUND');
  }
  const product = findProduct(slug);
  if (product?.family !== 'suite-nc-support-extension') throw badRequest('licenceId: only a support extension names a licence');
  if (product.aircraftType && licence.aircraftType && AIRCRAFT_FAMILY[product.aircraftType] !== AIRCRAFT_FAMILY[licence.aircraftType]) {
    throw badRequest(`licenceId: the licence is for the ${licence.aircraftType}, not for this product's aircraft`);
  }
  const [view] = await licenceViews(buyerEmail, { licences: [licence], subscriptions: [], incomingTransfers: [] });
  if (view && catchUp < view.catchUpMonths) {
    throw badRequest(`secondaryQuantity: this licence's support lapsed ${view.catchUpMonths} months ago; the extension must include at least ${view.catchUpMonths} catch-up months`);
  }
}

