/**
 * CloudFront adds this header, with a generated secret value, to every request it sends to the HTTP API; the API's
 * authorizer (lambdas/handlers/origin-verify.ts) refuses requests without it, so the execute-api URL cannot be used
 * to go around CloudFront and its web ACL. See docs/adr/080-api-only-behind-cloudfront.md.
 */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';
