import * as z from 'zod';

/**
 * Every environment variable a handler reads, in one place: the CDK API construct builds each function's
 * environment from CloudEnvironment (a missing variable fails to compile, a malformed one fails synth), the local
 * stack sets the local ones, and lambdas/adapters/environment.ts parses what the process got.
 */

/** What the CDK stack sets on every function. */
export const cloudEnvironmentSchema = z.object({
  SKYDECK_MODE: z.literal('cloud'),
  /** The stage's name (`dev`, `prod`): the `Stage` dimension of the shop's own metrics. */
  SKYDECK_STAGE: z.string().min(1),
  /** `--enable-source-maps`: stack traces point into the TypeScript sources. */
  NODE_OPTIONS: z.string(),
  TABLE_NAME: z.string().min(1),
  USER_POOL_ID: z.string().min(1),
  USER_POOL_CLIENT_ID: z.string().min(1),
  PADDLE_ENVIRONMENT: z.enum(['sandbox', 'production']),
  PADDLE_FIRST_YEAR_DISCOUNT_ID: z.string().min(1),
  PADDLE_API_KEY_SECRET_ARN: z.string().min(1),
  PADDLE_WEBHOOK_SECRET_ARN: z.string().min(1),
  /** The value CloudFront sends as X-Origin-Verify; only the origin authorizer reads it. */
  ORIGIN_VERIFY_SECRET_ARN: z.string().min(1),
  LICENCE_SIGNING_KEY_ID: z.string().min(1),
  /** The key that seals the sign-in challenge cookie. */
  CHALLENGE_COOKIE_KEY_SECRET_ARN: z.string().min(1),
  /** Base URL of the Cognito hosted domain (`https://<prefix>.auth.<region>.amazoncognito.com`): only with social sign-in. */
  COGNITO_HOSTED_UI_DOMAIN: z.string().min(1).optional(),
  /** Comma-separated provider names (`google,apple`): only with social sign-in. */
  SOCIAL_PROVIDERS: z.string().min(1).optional(),
  /** From-address of the shop's own mails (`SkyDeck <no-reply@shop.example>`): only on a stage with SES. */
  MAIL_FROM: z.string().min(1).optional(),
  /** The verified SES identity the shop and Cognito send from: only on a stage with SES. */
  SES_IDENTITY_ARN: z.string().min(1).optional(),
});

/** Set by the Lambda runtime itself (or the local stack). */
export const runtimeEnvironmentSchema = z.object({
  AWS_REGION: z.string().min(1).optional(),
  /**
   * Not an environment variable Lambda sets: an esbuild banner writes the stage's price id map here before any
   * module runs (it is over Lambda's 4 KB environment limit). See priceIdsBanner in infra/constructs/api.ts.
   */
  PADDLE_PRICE_IDS: z.string().optional(),
});

/** What the local stack (infra/local) sets instead: emulator endpoints and secret values in plain. */
export const localEnvironmentSchema = z.object({
  SKYDECK_MODE: z.literal('local'),
  TABLE_NAME: z.string().min(1),
  DYNAMODB_ENDPOINT: z.string().min(1),
  COGNITO_ENDPOINT: z.string().min(1),
  USER_POOL_ID: z.string().min(1),
  USER_POOL_CLIENT_ID: z.string().min(1),
  PADDLE_API_BASE_URL: z.string().min(1),
  PADDLE_API_KEY: z.string(),
  PADDLE_WEBHOOK_SECRET: z.string(),
  LICENCE_SIGNING_KEY_FILE: z.string().min(1),
  CHALLENGE_COOKIE_KEY: z.string(),
  SKYDECK_STAGE: z.string().optional(),
  COGNITO_HOSTED_UI_DOMAIN: z.string().optional(),
  SOCIAL_PROVIDERS: z.string().optional(),
  MAIL_FROM: z.string().optional(),
});

export const handlerEnvironmentSchema = z.discriminatedUnion('SKYDECK_MODE', [
  cloudEnvironmentSchema.extend(runtimeEnvironmentSchema.shape),
  localEnvironmentSchema.extend(runtimeEnvironmentSchema.shape),
]);

/** The environment the CDK stack must give a function: a required variable left out does not compile. */
export type CloudEnvironment = z.input<typeof cloudEnvironmentSchema>;
export type HandlerEnvironmentVariables = z.output<typeof handlerEnvironmentSchema>;

/** Every variable name any handler may read, for the test that scans the handlers' sources. */
export const HANDLER_ENVIRONMENT_NAMES: readonly string[] = [
  ...new Set([
    ...Object.keys(cloudEnvironmentSchema.shape),
    ...Object.keys(localEnvironmentSchema.shape),
    ...Object.keys(runtimeEnvironmentSchema.shape),
  ]),
].sort();
