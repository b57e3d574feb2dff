import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/**
 * Who an anonymous request comes from, for the mail limits (ADR 260). In the cloud every request reaches the API
 * through CloudFront (the origin-verify authorizer refuses the rest), so the connection's address is CloudFront's:
 * the viewer's address is the entry CloudFront appends last to `X-Forwarded-For` (earlier entries are the viewer's
 * own word). Locally there is no such header and the connection's address is the caller's.
 */
export function callerAddress(event: APIGatewayProxyEventV2): string {
  const forwarded = (event.headers?.['x-forwarded-for'] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return forwarded.at(-1) ?? event.requestContext?.http?.sourceIp ?? 'unknown';
}
