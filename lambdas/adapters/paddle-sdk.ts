import { Environment, Paddle } from '@paddle/paddle-node-sdk';
import { readSecret } from './secrets';

/** Paddle's refusal of a request (`error.code`: `subscription_locked_canceled`, …), for callers that load this lazily. */
export { ApiError } from '@paddle/paddle-node-sdk';

/**
 * The Paddle API client. `PADDLE_API_BASE_URL` (local mode: the Paddle stand-in) takes the
 * place of the environment name: the SDK (3.x) uses any value that is not `sandbox`/`production` as its base URL.
 *
 * The only module that imports the SDK (it costs ~170 ms of cold start). Handlers whose every request calls Paddle
 * import it statically (tree-shaken into their bundle); handlers that call Paddle for only some requests (the
 * webhook, the reconciliation) load it on first use, through `paddle-billing.ts`, from a file beside their bundle.
 */
function createPaddle(apiKey: string, env: NodeJS.ProcessEnv = process.env): Paddle {
  const target =
    env.PADDLE_API_BASE_URL ?? (env.PADDLE_ENVIRONMENT === 'production' ? Environment.production : Environment.sandbox);
  return new Paddle(apiKey, { environment: target as Environment });
}

let client: { readonly apiKey: string; readonly paddle: Paddle } | undefined;
/**
 * The client, created on first use and again when the API key changes: the key comes from the secrets cache, which
 * re-reads it every few minutes, so a key rotated in Paddle and Secrets Manager is picked up without a deploy.
 */
export async function paddleClient(): Promise<Paddle> {
  const apiKey = await readSecret('PADDLE_API_KEY');
  if (client?.apiKey !== apiKey) client = { apiKey, paddle: createPaddle(apiKey) };
  return client.paddle;
}
