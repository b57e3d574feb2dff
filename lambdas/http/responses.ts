import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { FieldErrors } from '../contract/field-errors';

export type ApiResult = APIGatewayProxyStructuredResultV2;

const JSON_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  // API answers are per user and per moment: never let a shared cache keep them.
  'cache-control': 'no-store',
};

export function json(statusCode: number, body: unknown, extra: Pick<ApiResult, 'headers' | 'cookies'> = {}): ApiResult {
  return {
    statusCode,
    headers: { ...JSON_HEADERS, ...extra.headers },
    ...(extra.cookies ? { cookies: extra.cookies } : {}),
    body: JSON.stringify(body),
  };
}

/** The one error shape of the HTTP contract (docs/architecture.md). */
export function errorBody(code: string, message: string, fields?: FieldErrors) {
  return { error: { code, message, ...(fields ? { fields } : {}) } };
}

export function jsonError(statusCode: number, code: string, message: string): ApiResult {
  return json(statusCode, errorBody(code, message));
}
