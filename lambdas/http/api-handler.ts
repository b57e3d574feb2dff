import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { logger } from '../adapters/logger';
import { countDocument, writeMetrics } from '../adapters/metrics';
import { API_SERVER_ERRORS_METRIC } from '../contract/shop-metrics';
import { answeredError } from './errors';
import { errorBody, json, jsonError, type ApiResult } from './responses';

export type ApiEvent = APIGatewayProxyEventV2;
export type ApiHandler = (event: ApiEvent) => Promise<ApiResult>;

/**
 * Wraps a handler so that every failure becomes the contract's JSON error: typed errors keep their status,
 * domain rule violations are the caller's input (4xx), and only an unexpected error is a 500 — logged with the
 * request id so an operator can find it.
 *
 * Every answer of 500 or more (an unexpected error, or an upstream that failed) also counts 1 in ApiServerErrors by
 * route: Lambda records no error for an answer, so without it a 500 on sign-in or in the console would page nobody.
 * The per-route alarms read it (infra/constructs/monitoring.ts).
 */
export function apiHandler(handle: ApiHandler): ApiHandler {
  return async (event) => {
    let result: ApiResult;
    try {
      result = await handle(event);
    } catch (error) {
      result = answerFor(error, event);
    }
    const status = result.statusCode ?? 200;
    if (status >= 500) countServerError(event, status);
    return result;
  };
}

function answerFor(error: unknown, event: ApiEvent): ApiResult {
  const answered = answeredError(error);
  if (answered) {
    const { status, code, message, fields, headers } = answered;
    return json(status, errorBody(code, message, fields), headers ? { headers } : {});
  }
  logger.error('Unhandled error', { error: error as Error, requestId: event.requestContext?.requestId });
  return jsonError(500, 'INTERNAL', 'Something went wrong on our side. Please try again in a moment.');
}

function countServerError(event: ApiEvent, status: number): void {
  writeMetrics(
    countDocument(API_SERVER_ERRORS_METRIC, {
      dimensions: { Route: event.routeKey ?? '$default' },
      fields: { status, requestId: event.requestContext?.requestId },
    }),
  );
}
