import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import * as z from 'zod';
import type { CheckoutCustomData } from '../domain/licences/issuance';
import { priceBasket } from '../domain/pricing';
import { logger } from '../adapters/logger';
import { paddle, paddleIds } from '../adapters/paddle';
import { putPendingOrder } from '../adapters/store';
import { apiHandler } from '../http/api-handler';
import { assertSameOriginRequest } from '../http/csrf';
import { badRequest, HttpError } from '../http/errors';
import { json } from '../http/responses';
import { parseInput } from '../http/validation';
import { MAX_QUANTITY, MAX_SECONDARY_QUANTITY } from './pricing';

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
  email: z.email({ error: 'must be an e-mail address' }).max(254).optional(),
  licenceId: z.string().regex(/^lic_[A-Za-z0-9_]{1,80}$/, { error: 'is not a licence id' }).optional(),
});

/**
 * Seam for the accounts issue: the signed-in buyer's e-mail from the session guard (`lambdas/http/session.ts`).
 * Until that exists every checkout is a guest checkout, and the e-mail comes from the request.
 */
async function signedInEmail(_event: APIGatewayProxyEventV2): Promise<string | undefined> {
  return undefined;
}

/** `POST /api/checkout` → `201 {transactionId, checkoutUrl}` (DESIGN.md §5). */
export const handler = apiHandler(async (event) => {
  assertSameOriginRequest(event);
  const body = parseInput(bodySchema, parseJson(event));
  const sessionEmail = await signedInEmail(event);
  const buyerEmail = (sessionEmail ?? body.email)?.toLowerCase();
  if (!buyerEmail) throw badRequest('email: an e-mail address is required to check out as a guest');

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

  const transaction = await paddle.transactions
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

function parseJson(event: APIGatewayProxyEventV2): unknown {
  const raw = event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64').toString('utf8') : (event.body ?? '');
  try {
    return JSON.parse(raw);
  } catch {
    throw badRequest('The request body must be a JSON object.', 'INVALID_JSON');
  }
}
