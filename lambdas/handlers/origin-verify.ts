import { timingSafeEqual } from 'node:crypto';
import type { APIGatewayRequestAuthorizerEventV2, APIGatewaySimpleAuthorizerResult } from 'aws-lambda';
import { readPreviousSecret, readSecret } from '../adapters/secrets';
import { ORIGIN_VERIFY_HEADER } from '../contract/origin-verify';

/**
 * The HTTP API's Lambda authorizer (simple responses): a request is let through only when it carries the origin
 * secret CloudFront adds, i.e. when it came through the distribution. API Gateway caches the answer per header value.
 * The secret's current value and its previous one both pass: during a rotation CloudFront sends the old value until
 * the stack is deployed with the new one, and no request may fail in between.
 */
export async function handler(event: APIGatewayRequestAuthorizerEventV2): Promise<APIGatewaySimpleAuthorizerResult> {
  const given = event.headers?.[ORIGIN_VERIFY_HEADER];
  const [current, previous] = await Promise.all([
    readSecret('ORIGIN_VERIFY_SECRET'),
    readPreviousSecret('ORIGIN_VERIFY_SECRET'),
  ]);
  return { isAuthorized: sameSecret(given, current) || sameSecret(given, previous) };
}

function sameSecret(given: string | undefined, expected: string): boolean {
  if (!given || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
