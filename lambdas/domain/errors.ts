/**
 * What kind of refusal an error is: each type says its own, and lambdas/http/errors.ts answers each kind with its one
 * HTTP status (invalid 400, unauthenticated 401, notFound 404, conflict 409, unprocessable 422, tooMany 429,
 * upstream 502).
 */
export type ErrorKind =
  'invalid' | 'unauthenticated' | 'notFound' | 'conflict' | 'unprocessable' | 'tooMany' | 'upstream';

/** Refused input by field (`email`, `secondaryQuantity`): the sentence a form shows beside each one. */
export type RefusedFields = Readonly<Record<string, string>>;

/** The one message that names every refused field: `email: is required; quantity: is a number`. */
export function fieldsMessage(fields: RefusedFields): string {
  return Object.entries(fields)
    .map(([field, sentence]) => `${field}: ${sentence}`)
    .join('; ');
}

/**
 * Errors the domain raises. Callers branch on `code`, the HTTP layer on `kind`, and tests assert `name` and
 * `message`. `name` is a literal rather than `new.target.name` because the web bundle is minified and class names do
 * not survive that. A refusal of named fields carries them (`fields`), so a form shows each beside its field.
 */
export class DomainError extends Error {
  override readonly name: string = 'DomainError';
  /** A rule refused the request as it is (400), unless a subclass says otherwise. */
  readonly kind: ErrorKind = 'invalid';

  constructor(
    readonly code: string,
    message: string,
    readonly fields?: RefusedFields,
  ) {
    super(message);
  }
}

/** The pricing rules' refusals, by code, with the exact texts of docs/product/prices.md. */
const PRICING_REFUSALS = {
  PRODUCT_NOT_FOUND: (slug: string) => `product [${slug}] not found`,
  NO_ITEMS: () => 'product has no items, cannot continue',
  QUANTITY_REQUIRED: () =>
    "product item has more than 1 item, but no quantity given, don't know which product item to use",
  SECONDARY_QUANTITY_REQUIRED: () => 'secondary quantity is required for item marked as secondary',
} as const;

export type PricingRefusal = keyof typeof PRICING_REFUSALS;

/** A basket the catalogue cannot price: unknown product (404), no items, or a quantity the product's items need. */
export class PricingError extends DomainError {
  override readonly name = 'PricingError';
  override readonly kind: ErrorKind;

  constructor(
    override readonly code: PricingRefusal,
    readonly slug: string,
  ) {
    super(code, PRICING_REFUSALS[code](slug));
    this.kind = code === 'PRODUCT_NOT_FOUND' ? 'notFound' : 'invalid';
  }
}

export class InvalidQuantityError extends DomainError {
  override readonly name = 'InvalidQuantityError';

  constructor(message: string) {
    super('INVALID_QUANTITY', message);
  }
}

export class AddOnNotAvailableError extends DomainError {
  override readonly name = 'AddOnNotAvailableError';

  constructor(
    readonly addOn: string,
    readonly slug: string,
  ) {
    super('ADD_ON_NOT_AVAILABLE', `add-on [${addOn}] is not available for product [${slug}]`);
  }
}

export class UnknownAircraftTypeError extends DomainError {
  override readonly name = 'UnknownAircraftTypeError';

  constructor(readonly aircraftType: string) {
    super('UNKNOWN_AIRCRAFT_TYPE', `Unknown aircraft type: ${aircraftType}`);
  }
}

export class ConfigurationRequiredError extends DomainError {
  override readonly name = 'ConfigurationRequiredError';

  constructor(readonly aircraftType: string) {
    super(
      'CONFIGURATION_REQUIRED',
      `a configuration (neoandceo or ceoonly) is required for aircraft type ${aircraftType}`,
    );
  }
}

/** An unknown id, or one the caller may not see: both answer alike (404), so nothing about the other leaks. */
export class NotFoundError extends DomainError {
  override readonly name: string = 'NotFoundError';
  override readonly kind = 'notFound';
}

/** A well-formed request that the current state of what it names refuses (409): already cancelled, pending, … */
export class ConflictError extends DomainError {
  override readonly name: string = 'ConflictError';
  override readonly kind = 'conflict';
}

/** A well-formed request that contradicts what the same request said before (422): a reused idempotency key. */
export class UnprocessableError extends DomainError {
  override readonly name: string = 'UnprocessableError';
  override readonly kind = 'unprocessable';
}

/** A provider we depend on (payments) failed; nothing changed here and the caller may try again (502). */
export class UpstreamError extends DomainError {
  override readonly name: string = 'UpstreamError';
  override readonly kind = 'upstream';
}

/** The kinds of refusal a provider's answer can mean. */
export type RefusalKind = Extract<ErrorKind, 'invalid' | 'unauthenticated' | 'conflict' | 'tooMany' | 'upstream'>;

/** A refusal whose kind was decided outside the shop's rules (the identity service's answer, for one). */
export class RefusedError extends DomainError {
  override readonly name: string = 'RefusedError';

  constructor(
    override readonly kind: RefusalKind,
    code: string,
    message: string,
  ) {
    super(code, message);
  }
}

/** An error as one short line (`Name: message`, at most 500 characters), for an item or a console row to keep. */
export function errorSummary(error: unknown): string {
  return (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 500);
}
