import { isBuiltin } from 'node:module';
import type { Metafile } from 'esbuild';

/** The DynamoDB client and its document layer: every store call. */
export const DYNAMODB = ['@aws-sdk/client-dynamodb', '@aws-sdk/lib-dynamodb'] as const;
/** The Cognito token verifier: every signed-in request. */
export const TOKENS = 'aws-jwt-verify';
export const PADDLE = '@paddle/paddle-node-sdk';
export const COGNITO = '@aws-sdk/client-cognito-identity-provider';

/** The packages that make a client (an AWS SDK client, the Paddle SDK, the token verifier): each costs a cold start. */
export const CLIENT_PACKAGES = [
  ...DYNAMODB,
  TOKENS,
  PADDLE,
  COGNITO,
  '@aws-sdk/client-kms',
  '@aws-sdk/client-secrets-manager',
  '@aws-sdk/client-sesv2',
] as const;

export type ClientPackage = (typeof CLIENT_PACKAGES)[number];

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
  return packagesLoadedAtInit(metafile, handler).filter((name) =>
    (CLIENT_PACKAGES as readonly string[]).includes(name),
  );
}
