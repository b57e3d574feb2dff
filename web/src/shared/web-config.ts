/**
 * The SPA's runtime configuration, fetched from `/config.json` (DESIGN.md §5). The local stack serves it; in the
 * cloud the CDK site construct writes it beside the build. Nothing in it is secret.
 */
export interface WebConfig {
  readonly mode: 'local' | 'cloud';
  /** The external service desk behind 'Contact support'. */
  readonly supportUrl: string;
  readonly paddle: {
    /** `local` is the Paddle stand-in; `sandbox` and `production` are Paddle.js environments. */
    readonly environment: 'local' | 'sandbox' | 'production';
    /** Paddle.js client-side token (public by design); null in local mode. */
    readonly clientToken: string | null;
  };
  /** Social sign-in providers configured for this stage. */
  readonly socialProviders: readonly ('amazon' | 'apple' | 'facebook' | 'google')[];
}

export const DEFAULT_SUPPORT_URL = 'https://support.skydeck.example/servicedesk';
