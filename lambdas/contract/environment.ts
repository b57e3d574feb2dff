import * as z from 'zod';

/**
 * Every environment variable a handler reads in the cloud: the CDK API construct builds each function's
 * environment from CloudEnvironment (a missing variable fails to compile, a malformed one fails synth) and
 * lambdas/adapters/environment.ts parses what the process got. What the local stack and the Lambda runtime set
 * instead is in ./local-environment.ts, kept apart so that handler bundles do not carry it.
 */

/** A variable that must be set and not empty. */
export const text = () => z.string().min(1);

/** What the CDK stack sets on every function. */
export const cloudEnvironmentSchema = z.object({
  SKYDECK_MODE: z.enum(['cloud']),
  /** The stage's name (`dev`, `prod`): the `Stage` dimension of the shop's own metrics. */
  SKYDECK_STAGE: text(),
  /** `--enable-source-maps`: stack traces point into the TypeScript sources. */
  NODE_OPTIONS: z.string(),
  TABLE_NAME: text(),
  USER_POOL_ID: text(),
  USER_POOL_CLIENT_ID: text(),
  PADDLE_ENVIRONMENT: z.enum(['sandbox', 'production']),
  PADDLE_FIRST_YEAR_DISCOUNT_ID: text(),
  PADDLE_API_KEY_SECRET_ARN: text(),
  PADDLE_WEBHOOK_SECRET_ARN: text(),
  /** The value CloudFront sends as X-Origin-Verify; only the origin authorizer reads it. */
  ORIGIN_VERIFY_SECRET_ARN: text(),
  LICENCE_SIGNING_KEY_ID: text(),
  /** The key that seals the sign-in challenge cookie. */
  CHALLENGE_COOKIE_KEY_SECRET_ARN: text(),
  /** Base URL of the Cognito hosted domain (`https://<prefix>.auth.<region>.amazoncognito.com`): only with social sign-in. */
  COGNITO_HOSTED_UI_DOMAIN: text().optional(),
  /** Comma-separated provider names (`google,apple`): only with social sign-in. */
  SOCIAL_PROVIDERS: text().optional(),
  /** From-address of the shop's own mails (`SkyDeck <no-reply@shop.example>`): only on a stage with SES. */
  MAIL_FROM: text().optional(),
  /** The verified SES identity the shop and Cognito send from: only on a stage with SES. */
  SES_IDENTITY_ARN: text().optional(),
  /** The shop's own origin (`https://shop.example`), which links in mails name: only on a stage with SES. */
  SITE_URL: text().optional(),
});

/** The environment the CDK stack must give a function: a required variable left out does not compile. */
export type CloudEnvironment = z.input<typeof cloudEnvironmentSchema>;
export type CloudEnvironmentVariables = z.output<typeof cloudEnvironmentSchema>;
