import { DomainError, type ErrorKind } from '../domain/errors';
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

/** The status each kind of refusal is answered with: the one place a kind becomes a status. */
const KIND_STATUS: Readonly<Record<ErrorKind, number>> = {
  invalid: 400,
  unauthenticated: 401,
  notFound: 404,
  conflict: 409,
  unprocessable: 422,
  tooMany: 429,
  upstream: 502,
};

/**
 * The one mapping from an error to its HTTP answer: an HttpError keeps its status, a domain error gets its kind's,
 * anything else is not a caller's doing (undefined: `apiHandler` answers 500 and logs it).
 */
export function answeredError(
  error: unknown,
):
  | { status: number; code: string; message: string; fields?: FieldErrors; headers?: Record<string, string> }
  | undefined {
  if (error instanceof HttpError) {
    const { statusCode: status, code, message, fields } = error;
    return { status, code, message, ...(fields ? { fields } : {}) };
  }
  if (!(error instanceof DomainError)) return undefined;
  const { code, message, fields } = error;
  return {
    status: KIND_STATUS[error.kind],
    code,
    message,
    ...(fields ? { fields } : {}),
    ...(error instanceof TooManyMailsError ? { headers: { 'retry-after': String(error.retryAfterSeconds) } } : {}),
  };
}
