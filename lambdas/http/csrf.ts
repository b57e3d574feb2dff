import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../contract/csrf';
import { HttpError } from './errors';

/**
 * Cross-site request forgery guard for every state-changing route (the Paddle webhook is exempt: its signature
 * authenticates it). A cross-site page cannot add a custom header without a CORS preflight we never grant, and
 * the Origin must be this site's own. Behind CloudFront the API sees the site's host, so "same origin" is
 * `Origin`'s host equal to `Host` (or `X-Forwarded-Host`).
 */
export function assertSameOriginRequest(event: APIGatewayProxyEventV2): void {
  const headers = event.headers ?? {};
  if (headers[CSRF_HEADER] !== CSRF_HEADER_VALUE) {
    throw new HttpError(
      403,
      'CSRF_HEADER_MISSING',
      `This request must carry the header "X-Requested-With: ${CSRF_HEADER_VALUE}".`,
    );
  }
  const origin = headers.origin;
  const host = headers['x-forwarded-host'] ?? headers.host;
  if (!origin || !host || hostOf(origin) !== host.toLowerCase()) {
    throw new HttpError(
      403,
      'CROSS_ORIGIN',
      'This request must come from the shop itself (its Origin does not match).',
    );
  }
}

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return undefined;
  }
}
