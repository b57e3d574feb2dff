import { AIRCRAFT_FAMILY, type AircraftType } from '../../domain/aircraft';
import { findProduct, type CatalogueEntry } from '../../domain/catalogue';
import { ConflictError, DomainError } from '../../domain/errors';
import { alreadyRenewsMessage, supportExtensionPlan } from '../../domain/licences/support-extension';
import type { SupportStatus } from '../../domain/licences/support-status';
import { Frequency } from '../../domain/catalogue';
import type { CheckoutCustomData } from '../../contract/checkout-custom-data';
import { supportCanBeExtended } from '../../contract/licence-rules';
import { unitOf } from '../../domain/licences/issuance';
import { InvalidLicenceKeyError, verifyLicenceKey } from '../licences/verify-licence-key';
import { priceBasket, type PricedBasket } from '../../domain/pricing';
import type { LicenceRecord } from '../../adapters/store/licences';
import type { OrderRecord } from '../../adapters/store/orders';
import { isCheckedOut } from '../../domain/orders';

export interface CheckoutRequest {
  readonly slug: string;
  readonly quantity: number;
  readonly secondaryQuantity?: number;
  readonly addOns?: readonly string[];
  readonly buyerEmail: string;
  /** True when the e-mail is the signed-in buyer's verified one. */
  readonly signedIn: boolean;
  readonly licenceId?: string;
  /** A guest names the licence a support extension is for by its key (checked offline with the public key). */
  readonly licenceKey?: string;
  /** The page's language (ADR 486). */
  readonly language?: string;
  /** The terms version the page showed (ADR 489). */
  readonly termsVersion?: string;
}

export interface CheckoutPorts {
  getLicence(licenceId: string): Promise<LicenceRecord | undefined>;
  getOrder(transactionId: string): Promise<OrderRecord | undefined>;
  putPendingOrder(order: OrderRecord): Promise<void>;
  publicKeyPem(): Promise<string>;
  /** The licence's support now, as the portal shows it (ADR 312). */
  supportOf(licence: LicenceRecord): Promise<SupportStatus>;
  /** Months of support a signed-in buyer's licence must catch up on (the portal's rule). */
  catchUpMonths(licence: LicenceRecord, buyerEmail: string): Promise<number>;
  findOrCreateCustomer(email: string): Promise<string>;
  createTransaction(input: {
    basket: PricedBasket;
    customerId: string;
    customData: CheckoutCustomData;
  }): Promise<{ id: string }>;
  paddleIds: { priceId(priceKey: string): string; readonly firstYearDiscountIds: string[] };
  /** The version of the stage's terms in force (ADR 489); undefined when the stage has none. */
  currentTermsVersion(): Promise<string | undefined>;
}

export class CheckoutRefusedError extends DomainError {
  override readonly name = 'CheckoutRefusedError';
}

export class PaymentProviderUnavailableError extends DomainError {
  override readonly name = 'PaymentProviderUnavailableError';

  constructor() {
    super(
      'PAYMENT_PROVIDER_UNAVAILABLE',
      'The payment provider could not start the checkout. Please try again in a moment.',
    );
  }
}

/**
 * Starts a checkout (README "Checkout, payments and webhooks"): sells only what the webhook can fulfil, prices the
 * basket from the catalogue, attaches the buyer's Paddle customer and records the pending order.
 */
export async function startCheckout(
  ports: CheckoutPorts,
  request: CheckoutRequest,
): Promise<{ transactionId: string; checkoutUrl: string }> {
  const product = findProduct(request.slug);
  if (product?.family === 'add-on') {
    throw new CheckoutRefusedError(
      'NOT_SOLD_ALONE',
      `slug: ${product.title} is an add-on of a suite; choose it on the suite's page.`,
    );
  }
  const licenceId = await licenceNamed(ports, request, product);
  const termsVersion = await ports.currentTermsVersion();
  if (request.termsVersion !== undefined && termsVersion !== undefined && request.termsVersion !== termsVersion) {
    throw new ConflictError(
      'TERMS_CHANGED',
      'termsVersion: our terms changed while this page was open. Please reload the page and read them again.',
    );
  }

  const basket = priceBasket(
    {
      slug: request.slug,
      quantity: request.quantity,
      secondaryQuantity: request.secondaryQuantity,
      addOns: request.addOns,
    },
    { priceId: ports.paddleIds.priceId, discountIds: ports.paddleIds.firstYearDiscountIds },
  );
  const customData: CheckoutCustomData = {
    shop: 'skydeck',
    slug: basket.slug,
    quantity: request.quantity,
    ...(request.secondaryQuantity !== undefined ? { secondaryQuantity: request.secondaryQuantity } : {}),
    addOns: [...new Set(request.addOns ?? [])],
    buyerEmail: request.buyerEmail,
    ...(licenceId ? { licenceId } : {}),
    ...(request.language ? { language: request.language } : {}),
    ...(termsVersion ? { termsVersion } : {}),
  };
  const customerId = await ports.findOrCreateCustomer(request.buyerEmail);
  const transaction = await ports.createTransaction({ basket, customerId, customData });
  await ports.putPendingOrder({
    transactionId: transaction.id,
    status: 'pending',
    request: customData,
    totalCents: basket.totalCents,
    createdAt: new Date().toISOString(),
    customerId,
  });
  return { transactionId: transaction.id, checkoutUrl: `/pay?_ptxn=${encodeURIComponent(transaction.id)}` };
}

/**
 * A support extension must name the suite licence it extends, for its aircraft family. Signed in, it must be one of
 * the buyer's, with at least the catch-up months since its support lapsed. A guest names it by its licence key, or
 * by its id as the portal's links do; anyone may pay for a licence's support, so a guest's lapsed months are their
 * own entry. A licence whose purchase is paid but not yet issued (its webhook is on its way) is found by its order.
 */
async function licenceNamed(
  ports: CheckoutPorts,
  request: CheckoutRequest,
  product: CatalogueEntry | undefined,
): Promise<string | undefined> {
  const named = request.licenceKey ? await licenceIdFromKey(ports, request.licenceKey) : request.licenceId;
  if (product?.family !== 'suite-nc-support-extension') {
    if (named) throw new CheckoutRefusedError('BAD_REQUEST', 'licenceId: only a support extension names a licence');
    return undefined;
  }
  if (!named) {
    throw new CheckoutRefusedError(
      'LICENCE_REQUIRED',
      'licenceKey: a support extension extends one suite licence; enter its licence key, or sign in and choose it.',
    );
  }
  const licence = await ports.getLicence(named);
  const owned = licence && (!request.signedIn || licence.ownerEmail === request.buyerEmail);
  const suite = owned && supportCanBeExtended(licence) ? licence : undefined;
  const aircraftType = licence
    ? suite?.aircraftType
    : request.signedIn
      ? undefined
      : await paidSuiteAircraft(ports, named);
  if (aircraftType === undefined)
    throw new CheckoutRefusedError(
      'LICENCE_NOT_FOUND',
      request.signedIn ? 'licenceId: no such licence among yours' : 'licenceId: no such suite licence',
    );
  if (product.aircraftType && aircraftType && AIRCRAFT_FAMILY[product.aircraftType] !== AIRCRAFT_FAMILY[aircraftType]) {
    throw new CheckoutRefusedError(
      'BAD_REQUEST',
      `licenceId: the licence is for the ${AIRCRAFT_FAMILY[aircraftType]}, not for this product's aircraft`,
    );
  }
  if (suite) {
    // A period already covered is never sold twice: support that renews by itself needs no extension (ADR 312).
    const recurring = product.items.find((item) => !item.isSecondary);
    const term = recurring?.frequency === Frequency.Monthly ? 'Monthly' : 'Annual';
    const plan = supportExtensionPlan(await ports.supportOf(suite), term, new Date());
    if (plan.kind === 'covered')
      throw new ConflictError('SUPPORT_ALREADY_RENEWS', alreadyRenewsMessage(plan.renewsAt, longDate));
  }
  if (suite && request.signedIn) {
    const months = await ports.catchUpMonths(suite, request.buyerEmail);
    if ((request.secondaryQuantity ?? 0) < months) {
      throw new CheckoutRefusedError(
        'BAD_REQUEST',
        `secondaryQuantity: this licence's support lapsed ${months} months ago; the extension must include at least ${months} catch-up months`,
      );
    }
  }
  return named;
}

async function licenceIdFromKey(ports: CheckoutPorts, licenceKey: string): Promise<string> {
  try {
    return verifyLicenceKey(licenceKey, await ports.publicKeyPem()).licenceId;
  } catch (error) {
    if (error instanceof InvalidLicenceKeyError || error instanceof SyntaxError) {
      throw new CheckoutRefusedError(
        'INVALID_LICENCE_KEY',
        'licenceKey: this is not a SkyDeck licence key (its signature does not verify)',
      );
    }
    throw error;
  }
}

/** The aircraft of a suite licence by its purchase: `lic_<transaction>_<unit>` names the order it comes from. */
async function paidSuiteAircraft(ports: CheckoutPorts, licenceId: string): Promise<AircraftType | null | undefined> {
  const match = /^lic_(.+)_(\d+)$/.exec(licenceId);
  if (!match) return undefined;
  const order = await ports.getOrder(`txn_${match[1]}`);
  const product = isCheckedOut(order) ? findProduct(order.request.slug) : undefined;
  if (
    !isCheckedOut(order) ||
    order.status === 'refunded' ||
    product?.family !== 'suite' ||
    unitOf(licenceId) > order.request.quantity
  )
    return undefined;
  return product.aircraftType ?? null;
}

const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
