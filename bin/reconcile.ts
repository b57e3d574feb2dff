/**
 * `npm run reconcile [-- --days N] [-- --url http://localhost:3000]`: runs the reconciliation in the running local
 * stack (the same handler the daily Lambda runs) and prints what it applied, which totals did not match the
 * catalogue, and what failed. Exits 1 when anything failed or mismatched, so a script can stop on it.
 */
import { parseArgs } from 'node:util';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { days: { type: 'string', default: '3' }, url: { type: 'string' } } });
  const url = values.url ?? `http://localhost:${process.env.PORT ?? 3000}`;
  const response = await fetch(`${url}/api/local/reconcile?days=${encodeURIComponent(values.days!)}`, {
    method: 'POST',
  }).catch(() => {
    throw new Error(`No local stack answers at ${url}: start it with npm start (or pass --url).`);
  });
  const report = (await response.json()) as {
    error?: { message: string };
    since: string;
    examined: number;
    applied: string[];
    mismatches: string[];
    failures: string[];
    backfill?: { examined: number; filled: string[]; listed: string[]; finished: boolean };
  };
  if (!response.ok) throw new Error(report.error?.message ?? `The local stack answered ${response.status}.`);
  console.log(`Paddle transactions completed since ${report.since}: ${report.examined}.`);
  console.log(
    `Applied (the shop had not recorded them): ${report.applied.length ? report.applied.join(', ') : 'none'}.`,
  );
  console.log(
    `Totals differing from the catalogue: ${report.mismatches.length ? report.mismatches.join(', ') : 'none'}.`,
  );
  console.log(`Failed (tried again next run): ${report.failures.length ? report.failures.join(', ') : 'none'}.`);
  if (report.backfill) {
    const { examined, filled, listed, finished } = report.backfill;
    console.log(
      `Paddle totals backfilled (ADR 363): ${examined} gone through, ${filled.length} given totals, ` +
        `${listed.length} renewals listed${finished ? "; Paddle's list is done" : ''}.`,
    );
  }
  if (report.mismatches.length > 0 || report.failures.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
