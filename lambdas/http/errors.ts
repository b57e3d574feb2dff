import {
  ConflictError,
  DomainError,
  NotFoundError,
  RefusedError,
  UnprocessableError,
  UpstreamError,
  type RefusalKind,
} from '../domain/errors';
import { TooManyMailsError } from '../domain/mail-limits';
import type { FieldErrors } from '../contract/field-errors';

/**
 * An error that already knows its HTTP answer. Everything a person can cause (bad input, unknown ids, missing
 * session) becomes one of these and is answered 4xx; anything else is our fault and answered 500.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** Refused input by field, for a form to show beside each field (the message names them all). */
    readonly fields?: FieldErrors,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, code = 'BAD_REQUEST', fields?: FieldErrors) =>
  new HttpError(400, code, message, fields);
export const notFound = (message: string, code = 'NOT_FOUND') => new HttpError(404, code, message);

/** Which HTTP status each domain error code is answered with; any other domain error is a 400. */
const DOMAIN_STATUS: Readonly<Record<string, number>> = {
  PRODUCT_NOT_FOUND: 404,
  LICENCE_NOT_FOUND: 404,
  PAYMENT_PROVIDER_UNAVAILABLE: 502,
};

/** The status of each kind of refusal a provider's answer can mean. */
const REFUSAL_STATUS: Readonly<Record<RefusalKind, number>> = {
  invalid: 400,
  unauthenticated: 401,
  conflict: 409,
  tooMany: 429,
  upstream: 502,
};

function domainStatus(error: DomainError): number {
  if (error instanceof RefusedError) return REFUSAL_STATUS[error.kind];
  if (error instanceof NotFoundError) return 404;
  if (error instanceof ConflictError) return 409;
  if (error instanceof UnprocessableError) return 422;
  if (error instanceof UpstreamError) return 502;
  return DOMAIN_STATUS[error.code] ?? 400;
}

/**
 * The one mapping from an error to its HTTP answer: an HttpError keeps its status, a domain error gets its kind's,
 * anything else is not a caller's doing (undefined: `apiHandler` answers 500 and logs it).
 */
export function answeredError(
  error: unknown,
):
  | { status: number; code: string; message: string; fields?: FieldErrors; headers?: Record<string, string> }
  | undefined {
  if (error instanceof TooManyMailsError) {
    const headers = { 'retry-after': String(error.retryAfterSeconds) };
    return { status: 429, code: error.code, message: error.message, headers };
  }
  if (error instanceof HttpError) {
    const { statusCode: status, code, message, fields } = error;
    return { status, code, message, ...(fields ? { fields } : {}) };
  }
  if (error instanceof DomainError) return { status: domainStatus(error), code: error.code, message: error.message };
  return undefined;
}
