/**
 * Errors the domain raises. Callers branch on `code` (the HTTP layer maps it to a status) and tests assert
 * `name` and `message`. `name` is a literal rather than `new.target.name` because the web bundle is minified
 * and class names do not survive that.
 */
export class DomainError extends Error {
  override readonly name: string = 'DomainError';

  constructor(
    readonly code: string,
    message: string,
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

/** A basket the catalogue cannot price: unknown product, no items, or a quantity the product's items need. */
export class PricingError extends DomainError {
  override readonly name = 'PricingError';

  constructor(
    override readonly code: PricingRefusal,
    readonly slug: string,
  ) {
    super(code, PRICING_REFUSALS[code](slug));
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
  override readonly name = 'NotFoundError';
}

/** A well-formed request that the current state of what it names refuses (409): already cancelled, pending, … */
export class ConflictError extends DomainError {
  override readonly name = 'ConflictError';
}

/** A well-formed request that contradicts what the same request said before (422): a reused idempotency key. */
export class UnprocessableError extends DomainError {
  override readonly name = 'UnprocessableError';
}

/** A provider we depend on (payments) failed; nothing changed here and the caller may try again (502). */
export class UpstreamError extends DomainError {
  override readonly name = 'UpstreamError';
}

/** The kinds of refusal a provider's answer can mean; lambdas/http/api-handler.ts maps each to its status once. */
export type RefusalKind = 'invalid' | 'unauthenticated' | 'conflict' | 'tooMany' | 'upstream';

/** A refusal whose kind was decided outside the shop's rules (the identity service's answer, for one). */
export class RefusedError extends DomainError {
  override readonly name: string = 'RefusedError';

  constructor(
    readonly kind: RefusalKind,
    code: string,
    message: string,
  ) {
    super(code, message);
  }
}
