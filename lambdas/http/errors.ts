/**
 * An error that already knows its HTTP answer. Everything a person can cause (bad input, unknown ids, missing
 * session) becomes one of these and is answered 4xx; anything else is our fault and answered 500.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, code = 'BAD_REQUEST') => new HttpError(400, code, message);
export const notFound = (message: string, code = 'NOT_FOUND') => new HttpError(404, code, message);
