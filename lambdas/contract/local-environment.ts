import { anyText, oneOf, optionalAnyText, optionalText, text, type EnvironmentRules } from './environment';

/**
 * The environment variables handlers read besides the cloud ones of ./environment.ts: those the Lambda runtime
 * sets itself, and those the local stack (infra/local) sets in their place. Tests check that every variable the
 * handlers' code reads is in one of these lists.
 */

/** Set by the Lambda runtime itself (or the local stack). */
export const RUNTIME_ENVIRONMENT = {
  AWS_REGION: optionalText,
  /**
   * The stage's price id map as JSON, read when set; as deployed it is over Lambda's 4 KB environment limit, so
   * the functions get it as a file beside their bundle instead (ShopFunction in infra/constructs/shop-function.ts).
   */
  PADDLE_PRICE_IDS: optionalAnyText,
  /** The logger's threshold (`DEBUG`, `INFO`, `WARN`, `ERROR`); an operator sets it to look closer. */
  LOG_LEVEL: optionalAnyText,
} as const satisfies EnvironmentRules;

/** What the local stack (infra/local) sets instead: emulator endpoints and secret values in plain. */
export const LOCAL_ENVIRONMENT = {
  SKYDECK_MODE: oneOf('local'),
  TABLE_NAME: text,
  DYNAMODB_ENDPOINT: text,
  COGNITO_ENDPOINT: text,
  USER_POOL_ID: text,
  USER_POOL_CLIENT_ID: text,
  PADDLE_API_BASE_URL: text,
  PADDLE_API_KEY: anyText,
  PADDLE_WEBHOOK_SECRET: anyText,
  LICENCE_SIGNING_KEY_FILE: text,
  CHALLENGE_COOKIE_KEY: anyText,
  SKYDECK_STAGE: optionalAnyText,
  COGNITO_HOSTED_UI_DOMAIN: optionalAnyText,
  SOCIAL_PROVIDERS: optionalAnyText,
  MAIL_FROM: optionalAnyText,
  /** The local shop's URL, for links in mails; and where the local mailbox takes mails. Set once it listens. */
  SITE_URL: optionalAnyText,
  LOCAL_MAILBOX_URL: optionalAnyText,
  /** The folder of the stage's legal pages (in the cloud they ship beside the bundle that reads them). */
  LEGAL_TEXTS_DIR: optionalAnyText,
} as const satisfies EnvironmentRules;
