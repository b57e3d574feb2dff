/**
 * The Paddle API calls for handlers where only some requests call Paddle (the webhook: an event that carries the
 * shop's custom data never does; the reconciliation job), loaded with the SDK by `import()` on the first call, so
 * their cold start does not pay the SDK's ~170 ms (ADR 130). Such a handler must not import `paddle-api.ts` or
 * `paddle-sdk.ts` statically as well: esbuild would then load the SDK at init (the bundle import-graph test in
 * test/infra/handler-init.test.ts says which handler loads what).
 */
export const paddleApi = () => import('./paddle-api');
