import { Environment, Paddle } from '@paddle/paddle-node-sdk';
import { readSecret } from './secrets';

/**
 * The Paddle API client, built once per process. `PADDLE_API_BASE_URL` (local mode: the Paddle stand-in) takes the
 * place of the environment name: the SDK (3.x) uses any value that is not `sandbox`/`production` as its base URL.
 *
 * The only module that imports the SDK (it costs ~170 ms of cold start). Handlers whose every request calls Paddle
 * import it statically; a handler that calls Paddle for only some requests (the webhook) loads it with `import()`
 * on first use. esbuild decides per bundle: a static import keeps the SDK tree-shaken, a dynamic one wraps it
 * lazily, so this module must not be imported both ways in one handler.
 */
async function createPaddle(env: NodeJS.ProcessEnv = process.env): Promise<Paddle> {
  const target = env.PADDLE_API_BASE_URL ?? (env.PADDLE_ENVIRONMENT === 'production' ? Environment.production : Environment.sandbox);
  return new Paddle(await readSecret('PADDLE_API_KEY', env), { environment: target as Environment });
}

let client: Promise<Paddle> | undefined;
/** The client, created on first use (the API key may have to be fetched from Secrets Manager first). */
export function paddleClient(): Promise<Paddle> {
  client ??= createPaddle().catch((error: unknown) => {
    client = undefined;
    throw error;
  });
  return client;
}
