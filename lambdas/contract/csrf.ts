/**
 * The non-safelisted header every state-changing browser request carries (docs/architecture.md): the SPA sends it, the API
 * (`lambdas/http/csrf.ts`) refuses a state-changing request without it. Header names are lower case, as API Gateway
 * hands them to the handlers.
 */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'skydeck';
export const CSRF_HEADERS: Readonly<Record<typeof CSRF_HEADER, typeof CSRF_HEADER_VALUE>> = {
  [CSRF_HEADER]: CSRF_HEADER_VALUE,
};
