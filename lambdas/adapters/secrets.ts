import type { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { environment } from './environment';

/**
 * Secret values (the Paddle API key and webhook secret, the challenge cookie's key). In the cloud the function gets only the secret's ARN
 * (`<NAME>_SECRET_ARN`, set by the CDK API construct) and reads the value from Secrets Manager once per cold start;
 * locally the stack puts the value itself in `<NAME>`. A failed read is not cached, so the next call retries.
 */
export type SecretName = 'PADDLE_API_KEY' | 'PADDLE_WEBHOOK_SECRET' | 'CHALLENGE_COOKIE_KEY';

let client: SecretsManagerClient | undefined;
const cache = new Map<SecretName, Promise<string>>();

export function readSecret(name: SecretName, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const cached = cache.get(name);
  if (cached) return cached;
  const pending = load(name, env);
  cache.set(name, pending);
  pending.catch(() => cache.delete(name));
  return pending;
}

async function load(name: SecretName, env: NodeJS.ProcessEnv): Promise<string> {
  const arn = env[`${name}_SECRET_ARN`];
  if (environment.mode === 'local' || !arn) return env[name] ?? '';
  // Loaded on the first cloud read only: locally, and once the value is cached, the SDK is never needed.
  const sdk = await import('@aws-sdk/client-secrets-manager');
  client ??= new sdk.SecretsManagerClient({ region: environment.region });
  const { SecretString } = await client.send(new sdk.GetSecretValueCommand({ SecretId: arn }));
  if (!SecretString) throw new Error(`Secret ${name} (${arn}) has no value: set it with aws secretsmanager put-secret-value`);
  return SecretString;
}
