import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * What the handlers read from their environment when they load, as the local stack sets it, for the shop run in
 * this process (shop.ts). Imported before any handler module: each reads it once, at load.
 */
export const MODEL_SITE = 'http://shop.model';
export const MODEL_PADDLE = 'http://paddle.model';
export const MODEL_COGNITO = 'http://cognito.model';
export const MODEL_USER_POOL = 'eu-west-1_model';
export const MODEL_CLIENT = 'modelclient';
export const MODEL_WEBHOOK_SECRET = 'pdl_ntfset_model_secret';
export const MODEL_API_KEY = 'pdl_local_apikey_stand_in';

Object.assign(process.env, {
  SKYDECK_MODE: 'local',
  AWS_REGION: 'eu-west-1',
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  TABLE_NAME: 'skydeck-model',
  DYNAMODB_ENDPOINT: 'http://dynamodb.model',
  COGNITO_ENDPOINT: MODEL_COGNITO,
  USER_POOL_ID: MODEL_USER_POOL,
  USER_POOL_CLIENT_ID: MODEL_CLIENT,
  PADDLE_API_BASE_URL: MODEL_PADDLE,
  PADDLE_API_KEY: MODEL_API_KEY,
  PADDLE_WEBHOOK_SECRET: MODEL_WEBHOOK_SECRET,
  LICENCE_SIGNING_KEY_FILE: path.join(mkdtempSync(path.join(tmpdir(), 'ledger-model-')), 'licence-signing-key.pem'),
  CHALLENGE_COOKIE_KEY: 'model-challenge-cookie-key-0123456789abcdef',
  SITE_URL: MODEL_SITE,
  // The handlers log every refusal and retry; the model reads answers, and shows only what failed.
  LOG_LEVEL: process.env.LEDGER_MODEL_LOG_LEVEL ?? 'error',
});
