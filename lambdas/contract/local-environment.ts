import * as z from 'zod';
import { text } from './environment';

/**
 * The environment variables handlers read besides the cloud ones of ./environment.ts: those the Lambda runtime
 * sets itself, and those the local stack (infra/local) sets in their place. Tests check that every variable the
 * handlers' code reads is in one of these schemas.
 */

/** Set by the Lambda runtime itself (or the local stack). */
export const runtimeEnvironmentSchema = z.object({
  AWS_REGION: text().optional(),
  /**
   * The stage's price id map as JSON, read when set; as deployed it is over Lambda's 4 KB environment limit, so
   * the functions get it as a file beside their bundle instead (handlerCode in infra/constructs/api.ts).
   */
  PADDLE_PRICE_IDS: z.string().optional(),
  /** The logger's threshold (`DEBUG`, `INFO`, `WARN`, `ERROR`); an operator sets it to look closer. */
  LOG_LEVEL: z.string().optional(),
});

/** What the local stack (infra/local) sets instead: emulator endpoints and secret values in plain. */
export const localEnvironmentSchema = z.object({
  SKYDECK_MODE: z.enum(['local']),
  TABLE_NAME: text(),
  DYNAMODB_ENDPOINT: text(),
  COGNITO_ENDPOINT: text(),
  USER_POOL_ID: text(),
  USER_POOL_CLIENT_ID: text(),
  PADDLE_API_BASE_URL: text(),
  PADDLE_API_KEY: z.string(),
  PADDLE_WEBHOOK_SECRET: z.string(),
  LICENCE_SIGNING_KEY_FILE: text(),
  CHALLENGE_COOKIE_KEY: z.string(),
  SKYDECK_STAGE: z.string().optional(),
  COGNITO_HOSTED_UI_DOMAIN: z.string().optional(),
  SOCIAL_PROVIDERS: z.string().optional(),
  MAIL_FROM: z.string().optional(),
  /** The local shop's URL, for links in mails; and where the local mailbox takes mails. Set once it listens. */
  SITE_URL: z.string().optional(),
  LOCAL_MAILBOX_URL: z.string().optional(),
});
