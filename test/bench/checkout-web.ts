/**
 * Lighthouse on the checkout and the licence portal only (issue 14), without the rest of the bench:
 * `npm run build:web && npx tsx test/bench/checkout-web.ts`. `npm run bench` measures the same pages.
 */
import { startStackProcess } from '../support/local-stack-process';
import { CHECKOUT_AND_PORTAL_PATHS, measureWeb, signedInCookie } from './web';

async function main() {
  const stack = await startStackProcess({ env: { POWERTOOLS_LOG_LEVEL: 'ERROR' } });
  try {
    const rows = await measureWeb({
      baseUrl: stack.url,
      paths: CHECKOUT_AND_PORTAL_PATHS,
      runs: Number(process.env.RUNS ?? 1),
      cookie: await signedInCookie(stack.url),
    });
    console.table(rows);
  } finally {
    await stack.stop();
  }
}

void main();
