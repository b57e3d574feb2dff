import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import {
  ConflictError,
  DomainError,
  NotFoundError,
  RefusedError,
  UpstreamError,
  type RefusalKind,
} from '../domain/errors';
import { logger } from '../adapters/logger';
import { HttpError } from './errors';
import { jsonError, type ApiResult } from './responses';

export type ApiEvent = APIGatewayProxyEventV2;
export type ApiHandler = (event: ApiEvent) => Promise<ApiResult>;

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
  if (error instanceof UpstreamError) return 502;
  return DOMAIN_STATUS[error.code] ?? 400;
}

/**
 * Wraps a handler so that every failure becomes the contract's JSON error: typed errors keep their status,
 * domain rule violations are the caller's input (4xx), and only an unexpected error is a 500 — logged with the
 * request id so an operator can find it.
 */
export function apiHandler(handle: ApiHandler): ApiHandler {
  return async (event) => {
    try {
      return await handle(event);
    } catch (error) {
      if (error instanceof HttpError) return jsonError(error.statusCode, error.code, error.message);
      if (error instanceof DomainError) return jsonError(domainStatus(error), error.code, error.message);
      logger.error('Unhandled error', { error: error as Error, requestId: event.requestContext?.requestId });
      return jsonError(500, 'INTERNAL', 'Something went wrong on our side. Please try again in a moment.');
    }
  };
}
