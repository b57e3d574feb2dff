import { execFileSync } from 'node:child_process';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { API_HANDLERS } from '../../infra/definitions/api-routes';
import { bundleHandlers } from '../../infra/definitions/lambda-bundling';
import { median, round } from './stats';

export interface LambdaRow {
  handler: string;
  bytes: number;
  initMs: number;
}

/**
 * Bundles each handler as the CDK stack does and measures its module initialisation: a fresh `node` process
 * requires the bundle and reports how long the require took, repeated and reduced to the median, beside the same
 * measure for an empty module.
 */
export async function measureLambdas(options: { repoRoot: string; outDir: string; runs: number }) {
  mkdirSync(options.outDir, { recursive: true });
  const emptyModule = path.join(options.outDir, 'empty.js');
  writeFileSync(emptyModule, 'module.exports = {};\n');
  bundleHandlers(options.outDir);
  const rows: LambdaRow[] = [];
  for (const handler of API_HANDLERS) {
    const outfile = path.join(options.outDir, handler, 'index.js');
    rows.push({ handler, bytes: statSync(outfile).size, initMs: medianInitMs(outfile, options.runs, options.repoRoot) });
  }
  return { rows, emptyInitMs: medianInitMs(emptyModule, options.runs, options.repoRoot) };
}

function medianInitMs(file: string, runs: number, cwd: string): number {
  const script = `const t=process.hrtime.bigint();require(${JSON.stringify(file)});process.stdout.write(String(Number(process.hrtime.bigint()-t)/1e6))`;
  // What the CDK API construct sets on every function, with placeholder ids (nothing is called during module init).
  const env = {
    ...process.env,
    SKYDECK_MODE: 'cloud',
    AWS_REGION: 'eu-west-1',
    TABLE_NAME: 'bench',
    USER_POOL_ID: 'eu-west-1_Bench0000',
    USER_POOL_CLIENT_ID: 'benchclient0000000000000000',
    PADDLE_PRICE_IDS: '{}',
  };
  const samples = Array.from({ length: runs }, () => Number(execFileSync(process.execPath, ['-e', script], { cwd, env }).toString()));
  return round(median(samples), 2);
}
