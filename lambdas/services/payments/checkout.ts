import { AIRCRAFT_FAMILY, type AircraftType } from '../../domain/aircraft';
import { findProduct, type CatalogueEntry } from '../../domain/catalogue';
import { ConflictError, DomainError, fieldsMessage, NotFoundError, UpstreamError } from '../../domain/errors';
import type { SubscriptionPeriod } from '../../domain/aircraft';
import { Frequency } from '../../domain/catalogue';
import type { LedgerEntry } from '../../domain/ledger/entries';
import { extensionEntries } from '../../domain/ledger/events';
import { extensionQuote, type ExtensionQuote } from '../../domain/ledger/quote';
import type { LicenceStanding } from '../../domain/ledger/standing';
import { addTerm } from '../../domain/licences/support-extension';
import { refusalSentence } from '../../contract/renewal-refusals';
import type { CheckoutCustomData } from '../../contract/checkout-custom-data';
import { formatDate } from '../../contract/formats';
import { supportCanBeExtended } from '../../contract/licence-rules';
import { parseLicenceId } from '../../domain/licences/licence-id';
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
  /** What the licence's ledger says it has now (`standingOfLicence`): the extension's quote is made from it. */
  standingOf(licence: LicenceRecord, now: Date): Promise<LicenceStanding>;
  /** Records the quote a checkout made on the licence's ledger, as pending entries of its transaction. */
  recordQuote(licenceId: string, entries: readonly LedgerEntry[]): Promise<unknown>;
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

/** A checkout the shop refuses, naming the field of the request that it refuses and why. */
export class CheckoutRefusedError extends DomainError {
  override readonly name = 'CheckoutRefusedError';

  constructor(code: string, field: string, sentence: string) {
    super(code, fieldsMessage({ [field]: sentence }), { [field]: sentence });
  }
}

export class PaymentProviderUnavailableError extends UpstreamError {
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
      'slug',
      `${product.title} is an add-on of a suite; choose it on the suite's page.`,
    );
  }
  const named = await licenceNamed(ports, request, product);
  const licenceId = named?.licenceId;
  const secondaryQuantity = named ? named.quote.catchUpMonths : request.secondaryQuantity;
  const termsVersion = await ports.currentTermsVersion();
  if (request.termsVersion !== undefined && termsVersion !== undefined && request.termsVersion !== termsVersion) {
    const changed = {
      termsVersion: 'our terms changed while this page was open. Please reload the page and read them again.',
    };
    throw new ConflictError('TERMS_CHANGED', fieldsMessage(changed), changed);
  }

  const basket = priceBasket(
    {
      slug: request.slug,
      quantity: request.quantity,
      secondaryQuantity,
      addOns: request.addOns,
    },
    { priceId: ports.paddleIds.priceId, discountIds: ports.paddleIds.firstYearDiscountIds },
  );
  const customData: CheckoutCustomData = {
    shop: 'skydeck',
    slug: basket.slug,
    quantity: request.quantity,
    ...(secondaryQuantity !== undefined ? { secondaryQuantity } : {}),
    addOns: [...new Set(request.addOns ?? [])],
    buyerEmail: request.buyerEmail,
    ...(licenceId ? { licenceId } : {}),
    ...(request.language ? { language: request.language } : {}),
    ...(termsVersion ? { termsVersion } : {}),
  };
  const customerId = await ports.findOrCreateCustomer(request.buyerEmail);
  const transaction = await ports.createTransaction({ basket, customerId, customData });
  const createdAt = new Date().toISOString();
  await ports.putPendingOrder({
    transactionId: transaction.id,
    status: 'pending',
    request: customData,
    totalCents: basket.totalCents,
    createdAt,
    customerId,
  });
  if (named?.issued && named.quote.kind === 'extend')
    await ports.recordQuote(
      named.licenceId,
      extensionEntries({
        transactionId: transaction.id,
        subscriptionId: null,
        payer: request.buyerEmail,
        startsAt: named.quote.startsAt,
        endsAt: named.quote.endsAt,
        catchUp: named.quote.catchUp,
        state: 'pending',
        at: createdAt,
      }),
    );
  return { transactionId: transaction.id, checkoutUrl: `/pay?_ptxn=${encodeURIComponent(transaction.id)}` };
}

/** The licence a support extension is for, and what its ledger says the extension costs and covers. */
interface NamedLicence {
  readonly licenceId: string;
  /** False for a licence whose purchase is paid but not issued yet (its webhook on its way). */
  readonly issued: boolean;
  readonly quote: Extract<ExtensionQuote, { kind: 'extend' }>;
}

/**
 * A support extension must name the suite licence it extends, for its aircraft family. Signed in, it must be one of
 * the buyer's; a guest names it by its licence key, or by its id as the portal's links do (anyone may pay for a
 * licence's support). The price comes from the licence's ledger (ADR 401): a period already renewing is not sold
 * (409), and the catch-up months are the server's count of the months since paid support ended, the same signed in,
 * by key and on the console; a request that states another number is refused. A licence whose purchase is paid but
 * not yet issued is found by its order: its first year of support has just begun and renews, so nothing is sold.
 */
async function licenceNamed(
  ports: CheckoutPorts,
  request: CheckoutRequest,
  product: CatalogueEntry | undefined,
): Promise<NamedLicence | undefined> {
  const named = request.licenceKey ? await licenceIdFromKey(ports, request.licenceKey) : request.licenceId;
  if (product?.family !== 'suite-nc-support-extension') {
    if (named) throw new CheckoutRefusedError('BAD_REQUEST', 'licenceId', 'only a support extension names a licence');
    return undefined;
  }
  // One licence, one unit: more units of its subscription would renew the same licence's support several times.
  if (request.quantity !== 1)
    throw new CheckoutRefusedError(
      'BAD_REQUEST',
      'quantity',
      'a support extension extends one suite licence, so its quantity is 1; buy one extension per licence.',
    );
  if (!named) {
    throw new CheckoutRefusedError(
      'LICENCE_REQUIRED',
      'licenceKey',
      'a support extension extends one suite licence; enter its licence key, or sign in and choose it.',
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
  if (aircraftType === undefined) {
    const unknown = { licenceId: request.signedIn ? 'no such licence among yours' : 'no such suite licence' };
    throw new NotFoundError('LICENCE_NOT_FOUND', fieldsMessage(unknown), unknown);
  }
  if (product.aircraftType && aircraftType && AIRCRAFT_FAMILY[product.aircraftType] !== AIRCRAFT_FAMILY[aircraftType]) {
    throw new CheckoutRefusedError(
      'BAD_REQUEST',
      'licenceId',
      `the licence is for the ${AIRCRAFT_FAMILY[aircraftType]}, not for this product's aircraft`,
    );
  }
  const recurring = product.items.find((item) => !item.isSecondary);
  const term = recurring?.frequency === Frequency.Monthly ? 'Monthly' : 'Annual';
  const now = new Date();
  const quote = suite
    ? extensionQuote(await ports.standingOf(suite, now), suite.aircraftType, term, now)
    : justBought(aircraftType, term, now);
  // One renewing source per licence: a period already covered is never sold twice (ADR 312).
  if (quote.kind === 'covered')
    throw new ConflictError(
      'SUPPORT_ALREADY_RENEWS',
      refusalSentence('SUPPORT_ALREADY_RENEWS', { date: quote.renewsAt }),
    );
  if (quote.kind === 'paused')
    throw new ConflictError('SUPPORT_PAUSED', refusalSentence('SUPPORT_PAUSED', { date: quote.pausedSince }));
  if (request.secondaryQuantity !== undefined && request.secondaryQuantity !== quote.catchUpMonths)
    throw new CheckoutRefusedError('CATCH_UP_MONTHS', 'secondaryQuantity', catchUpSentence(quote));
  return { licenceId: named, issued: suite !== undefined, quote };
}

/**
 * A licence paid a moment ago: its first year of support runs from now, and the subscription its purchase opened
 * renews it then, so an extension would pay for that renewal's year twice (one renewing source, ADR 401).
 */
function justBought(aircraftType: string | null, term: SubscriptionPeriod, now: Date) {
  const yearEnds = addTerm(now, 'Annual').toISOString();
  return extensionQuote(
    {
      support: { state: 'active', activeUntil: yearEnds, autoRenewing: true, subscriptionId: '' },
      catchUpMonths: 0,
    },
    aircraftType,
    term,
    now,
  );
}

/** Why a stated number of catch-up months is refused: the months the ledger counts, and since when. */
function catchUpSentence(quote: Extract<ExtensionQuote, { kind: 'extend' }>): string {
  const months = `${quote.catchUpMonths} catch-up ${quote.catchUpMonths === 1 ? 'month' : 'months'}`;
  return quote.catchUp
    ? `this licence's support lapsed on ${formatDate(quote.catchUp.from, 'en')}, so the extension includes exactly ${months}.`
    : "this licence's support has not lapsed, so the extension includes no catch-up months; send 0 or leave it out.";
}

async function licenceIdFromKey(ports: CheckoutPorts, licenceKey: string): Promise<string> {
  try {
    return verifyLicenceKey(licenceKey, await ports.publicKeyPem()).licenceId;
  } catch (error) {
    if (error instanceof InvalidLicenceKeyError || error instanceof SyntaxError) {
      throw new CheckoutRefusedError(
        'INVALID_LICENCE_KEY',
        'licenceKey',
        'this is not a SkyDeck licence key (its signature does not verify)',
      );
    }
    throw error;
  }
}

/** The aircraft of a suite licence by its purchase: a licence id names the order it comes from and its unit. */
async function paidSuiteAircraft(ports: CheckoutPorts, licenceId: string): Promise<AircraftType | null | undefined> {
  const named = parseLicenceId(licenceId);
  if (!named) return undefined;
  const order = await ports.getOrder(named.transactionId);
  const product = isCheckedOut(order) ? findProduct(order.request.slug) : undefined;
  if (
    !isCheckedOut(order) ||
    order.status === 'refunded' ||
    product?.family !== 'suite' ||
    named.unit > order.request.quantity
  )
    return undefined;
  return product.aircraftType ?? null;
}
