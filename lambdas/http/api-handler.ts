import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { logger } from '../adapters/logger';
import { answeredError } from './errors';
import { errorBody, json, jsonError, type ApiResult } from './responses';

export type ApiEvent = APIGatewayProxyEventV2;
export type ApiHandler = (event: ApiEvent) => Promise<ApiResult>;

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
      const answered = answeredError(error);
      if (answered) {
        const { status, code, message, fields, headers } = answered;
        return json(status, errorBody(code, message, fields), headers ? { headers } : {});
      }
      logger.error('Unhandled error', { error: error as Error, requestId: event.requestContext?.requestId });
      return jsonError(500, 'INTERNAL', 'Something went wrong on our side. Please try again in a moment.');
    }
  };
}
