/**
 * `npm run checks`: the npm scripts named as arguments (typecheck, lint, format:check, knip, synth), all at once. Each is
 * single-threaded for most of its run, so on a machine with two or more cores running them side by side takes
 * about as long as the slowest instead of their sum (ADR 140). Each script's output is printed in one piece when
 * it ends, with its wall time; the exit code is the first failure's, after every script has ended.
 *
 * Once `synth` (or `synth:cdk`, synth without its web build) has passed, `cfn-lint` checks the synthesized templates
 * where it is installed (errors fail the checks; warnings are printed); where it is not, one line says it was skipped.
 *
 * `--lower-priority` before the scripts runs them all at a lower CPU priority (nice + 10), as `npm test` runs them
 * beside jest (bin/test.ts, ADR 530).
 */
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
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

/** nice's largest value: the lowest priority. */
const LOWEST_PRIORITY = 19;
const PRIORITY_STEP = 10;

/** cfn-lint's exit code is a bit mask: 2 errors, 4 warnings, 8 informational; 1 means it could not run. */
const CFN_LINT_FAILURE_BITS = 1 | 2;

function cfnLint(): Promise<Outcome> {
  const started = performance.now();
  const outcome = (code: number, text: string): Outcome => {
    const seconds = (performance.now() - started) / 1000;
    process.stdout.write(`\n── cfn-lint: ${text} in ${seconds.toFixed(1)} s\n`);
    return { script: 'cfn-lint', code, seconds };
  };
  if (spawnSync('cfn-lint', ['--version'], { stdio: 'ignore' }).error) {
    return Promise.resolve(outcome(0, 'skipped, not installed (Debian: apt-get install cfn-lint)'));
  }
  const outDir = path.join(REPO_ROOT, 'cdk.out');
  const templates = readdirSync(outDir)
    .filter((name) => name.endsWith('.template.json'))
    .map((name) => path.join(outDir, name));
  const child = spawn('cfn-lint', ['--format', 'parseable', ...templates], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => {
    child.once('close', (code) => {
      const failed = ((code ?? 1) & CFN_LINT_FAILURE_BITS) !== 0;
      const warnings = output.split('\n').filter((line) => /:W\d+:/.test(line)).length;
      const verdict = failed
        ? `failed (exit ${code})`
        : `no errors in ${templates.length} templates (${warnings} warnings)`;
      const result = outcome(failed ? 1 : 0, verdict);
      if (failed) process.stdout.write(output);
      resolve(result);
    });
  });
}

async function main(): Promise<void> {
  const lowerPriority = process.argv[2] === '--lower-priority';
  const scripts = process.argv.slice(lowerPriority ? 3 : 2);
  // Children inherit the priority: every check and cfn-lint starts after this.
  if (lowerPriority) setPriority(Math.min(LOWEST_PRIORITY, getPriority() + PRIORITY_STEP));
  if (scripts.length === 0)
    throw new Error('Name the npm scripts to run, e.g. typecheck lint format:check knip synth.');
  const started = performance.now();
  const outcomes = await Promise.all(
    scripts.map((script) =>
      script === 'synth' || script === 'synth:cdk'
        ? runScript(script).then(async (synth) => (synth.code === 0 ? [synth, await cfnLint()] : [synth]))
        : runScript(script).then((outcome) => [outcome]),
    ),
  ).then((lists) => lists.flat());
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
