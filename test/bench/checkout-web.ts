/**
 * Lighthouse on the app shell's pages only (checkout, payment, licence portal, sign-in), without
 * the rest of the bench: `npm run build:web && npx tsx test/bench/checkout-web.ts`. `npm run bench` measures the
 * same pages.
 */
import { startStackProcess } from '../support/local-stack-process';
import { measureWeb, SIGN_IN_PATHS, signedInAppShellPaths, signedInCookie } from './web';

async function main() {
  const stack = await startStackProcess({ env: { POWERTOOLS_LOG_LEVEL: 'ERROR' } });
  try {
    const runs = Number(process.env.RUNS ?? 1);
    const rows = [
      ...(await measureWeb({
        baseUrl: stack.url,
        paths: await signedInAppShellPaths(stack.url),
        runs,
        cookie: await signedInCookie(stack.url),
      })),
      ...(await measureWeb({ baseUrl: stack.url, paths: SIGN_IN_PATHS, runs })),
    ];
    console.table(
      rows.map(({ jsBeforeInteractive, ...row }) => ({ ...row, jsKb: jsBeforeInteractive.gzipBytes / 1024 })),
    );
  } finally {
    await stack.stop();
  }
}

void main();
