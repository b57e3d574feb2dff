/**
 * `npm run checks`: the npm scripts named as arguments (typecheck, lint, format:check, knip, synth), all at once. Each is
 * single-threaded for most of its run, so on a machine with two or more cores running them side by side takes
 * about as long as the slowest instead of their sum (ADR 140). Each script's output is printed in one piece when
 * it ends, with its wall time; the exit code is the first failure's, after every script has ended.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const REPO_ROOT = path.resolve(__dirname, '..');

interface Outcome {
  readonly script: string;
  readonly code: number;
  readonly seconds: number;
}

function runScript(script: string): Promise<Outcome> {
  const started = performance.now();
  const child = spawn('npm', ['run', '--silent', script], {
    cwd: REPO_ROOT,
    // Tools print plain text into a pipe; keep their colours for a person at a terminal.
    env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => {
    child.once('close', (code) => {
      const outcome = { script, code: code ?? 1, seconds: (performance.now() - started) / 1000 };
      const verdict = outcome.code === 0 ? 'ok' : `failed (exit ${outcome.code})`;
      process.stdout.write(`\n── npm run ${script}: ${verdict} in ${outcome.seconds.toFixed(1)} s\n${output}`);
      resolve(outcome);
    });
  });
}

async function main(): Promise<void> {
  const scripts = process.argv.slice(2);
  if (scripts.length === 0)
    throw new Error('Name the npm scripts to run, e.g. typecheck lint format:check knip synth.');
  const started = performance.now();
  const outcomes = await Promise.all(scripts.map(runScript));
  const failed = outcomes.filter((outcome) => outcome.code !== 0);
  const times = outcomes.map((outcome) => `${outcome.script} ${outcome.seconds.toFixed(1)} s`).join(', ');
  console.log(`\nchecks: ${times}; ${((performance.now() - started) / 1000).toFixed(1)} s in all`);
  if (failed.length > 0) {
    console.error(`checks failed: ${failed.map((outcome) => outcome.script).join(', ')}`);
    process.exit(failed[0]!.code);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
