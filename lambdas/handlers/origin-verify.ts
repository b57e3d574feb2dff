import { timingSafeEqual } from 'node:crypto';
import type { APIGatewayRequestAuthorizerEventV2, APIGatewaySimpleAuthorizerResult } from 'aws-lambda';
import { readSecret } from '../adapters/secrets';
import { ORIGIN_VERIFY_HEADER } from '../contract/origin-verify';

/**
 * The HTTP API's Lambda authorizer (simple responses): a request is let through only when it carries the origin
 * secret CloudFront adds, i.e. when it came through the distribution. API Gateway caches the answer per header value.
 */
export async function handler(event: APIGatewayRequestAuthorizerEventV2): Promise<APIGatewaySimpleAuthorizerResult> {
  const expected = await readSecret('ORIGIN_VERIFY_SECRET');
  return { isAuthorized: sameSecret(event.headers?.[ORIGIN_VERIFY_HEADER], expected) };
}

function sameSecret(given: string | undefined, expected: string): boolean {
  if (!given || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
