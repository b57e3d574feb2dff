import { isBuiltin } from 'node:module';
import type { Metafile } from 'esbuild';

const DYNAMODB = ['@aws-sdk/client-dynamodb', '@aws-sdk/lib-dynamodb'] as const;
const TOKENS = 'aws-jwt-verify';
const PADDLE = '@paddle/paddle-node-sdk';
const COGNITO = '@aws-sdk/client-cognito-identity-provider';

/** The packages that make a client (an AWS SDK client, the Paddle SDK, the token verifier): each costs a cold start. */
export const CLIENT_PACKAGES: readonly string[] = [
  ...DYNAMODB,
  TOKENS,
  PADDLE,
  COGNITO,
  '@aws-sdk/client-kms',
  '@aws-sdk/client-secrets-manager',
  '@aws-sdk/client-sesv2',
];

/**
 * The clients each handler loads when its module initialises: those EVERY accepted request of it uses (ADR 130).
 * Clients only some requests use (KMS for signing, Secrets Manager, SES, Cognito outside `auth`) are loaded with
 * `import()` on first use and are not listed; so is the Paddle SDK in the webhook and the reconciliation job, since
 * most deliveries never call Paddle (ADR 160).
 * An empty list: no client at all.
 *
 * Read by the bench, whose floor module for a handler loads exactly these, and by test/infra/handler-init.test.ts,
 * which checks them against what each bundle really imports at init (`clientsLoadedAtInit`).
 */
export const HANDLER_CLIENTS: Readonly<Record<string, readonly string[]>> = {
  health: ['@aws-sdk/client-dynamodb'],
  pricing: [],
  'no-route': [],
  'legal-page': [],
  'licence-public-key': [],
  'origin-verify': [],
  checkout: [...DYNAMODB, PADDLE, TOKENS],
  'paddle-webhook': DYNAMODB,
  auth: [COGNITO, ...DYNAMODB, TOKENS],
  products: [...DYNAMODB, TOKENS],
  licenses: [...DYNAMODB, TOKENS],
  subscriptions: [...DYNAMODB, TOKENS],
  'subscription-actions': [...DYNAMODB, TOKENS, PADDLE],
  'licence-transfers': [...DYNAMODB, TOKENS],
  'licence-key-status': DYNAMODB,
  'order-summary': DYNAMODB,
  'admin-search': [...DYNAMODB, TOKENS],
  'admin-views': [...DYNAMODB, TOKENS],
  'admin-audit': [...DYNAMODB, TOKENS],
  'admin-order-actions': [...DYNAMODB, TOKENS],
  'admin-licence-actions': [...DYNAMODB, TOKENS],
  'admin-sales-report': [...DYNAMODB, TOKENS],
  reconcile: DYNAMODB,
  'webhook-replay': DYNAMODB,
  'support-reminders': DYNAMODB,
  orders: [...DYNAMODB, TOKENS],
  'order-invoice': [...DYNAMODB, TOKENS, PADDLE],
  'account-export': [...DYNAMODB, TOKENS],
  'account-delete': [COGNITO, ...DYNAMODB, TOKENS, PADDLE],
  'ses-events': DYNAMODB,
};

/** `node_modules/@scope/name/dist/x.js` or `@scope/name/sub` → `@scope/name`. */
function packageOf(importPath: string): string {
  const inside = importPath.split('node_modules/').at(-1)!;
  const parts = inside.split('/');
  return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
}

/**
 * The npm packages a bundle loads when its module initialises, read from the build's metafile: everything its entry
 * point reaches through static imports and `require()` calls, external ones included; what only `import()` reaches
 * loads on first use and is left out.
 */
export function packagesLoadedAtInit(metafile: Metafile, handler: string): string[] {
  const output = Object.entries(metafile.outputs).find(([file]) => file.endsWith(`${handler}/index.js`))?.[1];
  if (!output?.entryPoint) throw new Error(`The build has no bundle for the handler ${handler}.`);
  const packages = new Set<string>();
  const seen = new Set<string>([output.entryPoint]);
  const pending = [output.entryPoint];
  while (pending.length > 0) {
    for (const imported of metafile.inputs[pending.pop()!]?.imports ?? []) {
      if (imported.kind !== 'import-statement' && imported.kind !== 'require-call') continue;
      if (imported.external || imported.path.includes('node_modules/')) packages.add(packageOf(imported.path));
      if (!imported.external && !seen.has(imported.path)) {
        seen.add(imported.path);
        pending.push(imported.path);
      }
    }
  }
  return [...packages].filter((name) => !isBuiltin(name)).sort();
}

/** The clients (CLIENT_PACKAGES) a bundle loads at init. */
export function clientsLoadedAtInit(metafile: Metafile, handler: string): string[] {
  return packagesLoadedAtInit(metafile, handler).filter((name) => CLIENT_PACKAGES.includes(name));
}
