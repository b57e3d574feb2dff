import type { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { environment } from './environment';

/**
 * Secret values (the Paddle API key and webhook secret, the origin-verify header, the challenge cookie's key). In
 * the cloud the function gets only the secret's ARN (`<NAME>_SECRET_ARN`, set by the CDK API construct) and reads
 * the value from Secrets Manager; locally the stack puts the value itself in `<NAME>`.
 *
 * A value is kept for SECRET_CACHE_MS, not for the life of the container, so a secret the operator rotates is in
 * use everywhere within minutes without a deploy. A failed read is not cached, so the next call retries.
 */
export type SecretName = 'PADDLE_API_KEY' | 'PADDLE_WEBHOOK_SECRET' | 'ORIGIN_VERIFY_SECRET' | 'CHALLENGE_COOKIE_KEY';

/** Long enough that a warm function reads Secrets Manager a few times an hour, short enough for a rotation. */
export const SECRET_CACHE_MS = 5 * 60_000;
/** A forced re-read (`refresh`) within this long of the last read answers the value just read. */
export const SECRET_REFRESH_FLOOR_MS = 30_000;

export type SecretLoader = (name: SecretName) => Promise<string>;

interface Entry {
  readonly value: Promise<string>;
  readonly readAt: number;
}

/** A cache of secret values with an expiry; `loader` and `now` are seams for tests. */
export class SecretCache {
  private readonly entries = new Map<SecretName, Entry>();

  constructor(
    private readonly loader: SecretLoader,
    private readonly now: () => number = Date.now,
  ) {}

  read(name: SecretName, maxAgeMs = SECRET_CACHE_MS): Promise<string> {
    const cached = this.entries.get(name);
    if (cached && this.now() - cached.readAt < maxAgeMs) return cached.value;
    const entry = { value: this.loader(name), readAt: this.now() };
    this.entries.set(name, entry);
    // A failed read is forgotten, so the next call asks again.
    entry.value.catch(() => this.entries.get(name) === entry && this.entries.delete(name));
    return entry.value;
  }

  /**
   * Reads the value again, e.g. after a signature made with it failed: the operator may have just rotated it.
   * At most once per SECRET_REFRESH_FLOOR_MS, so a flood of forged requests cannot turn into Secrets Manager calls.
   */
  refresh(name: SecretName): Promise<string> {
    return this.read(name, SECRET_REFRESH_FLOOR_MS);
  }
}

let client: SecretsManagerClient | undefined;

async function loadSecret(
  name: SecretName,
  env: NodeJS.ProcessEnv = process.env,
  versionStage: 'AWSCURRENT' | 'AWSPREVIOUS' = 'AWSCURRENT',
): Promise<string> {
  const arn = env[`${name}_SECRET_ARN`];
  if (environment.mode === 'local' || !arn)
    return (versionStage === 'AWSPREVIOUS' ? env[`${name}_PREVIOUS`] : env[name]) ?? '';
  // Loaded on the first cloud read only: locally, and once the value is cached, the SDK is never needed.
  const sdk = await import('@aws-sdk/client-secrets-manager');
  client ??= new sdk.SecretsManagerClient({ region: environment.region });
  const { SecretString } = await client.send(
    new sdk.GetSecretValueCommand({
      SecretId: arn,
      ...(versionStage === 'AWSPREVIOUS' ? { VersionStage: versionStage } : {}),
    }),
  );
  if (!SecretString)
    throw new Error(`Secret ${name} (${arn}) has no value: set it with aws secretsmanager put-secret-value`);
  return SecretString;
}

const secrets = new SecretCache((name) => loadSecret(name));

export function readSecret(name: SecretName): Promise<string> {
  return secrets.read(name);
}

/**
 * The value the secret had before its last `put-secret-value` (Secrets Manager's AWSPREVIOUS), or '' when there is
 * none: the origin-verify authorizer accepts it too, so a rotation takes no request down while CloudFront still
 * sends the old value (docs/operations.md, "Rotating the origin secret").
 */
export function readPreviousSecret(name: SecretName): Promise<string> {
  return previousSecrets.read(name).catch(() => '');
}

const previousSecrets = new SecretCache((name) => loadSecret(name, process.env, 'AWSPREVIOUS'));

export function refreshSecret(name: SecretName): Promise<string> {
  return secrets.refresh(name);
}
