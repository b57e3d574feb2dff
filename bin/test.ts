/**
 * `npm test`: the web build and the checks side by side, then jest beside what is left of the checks (ADR 530).
 * Arguments after `npm test --` go to jest (`npm test -- --ci --json --outputFile=…`, `npm test -- test/unit`).
 *
 * - `npm run build:web` once: synth stages its output and the local stack of jest's projects serves it, so both
 *   wait for it, and neither builds it again.
 * - The checks (bin/checks.ts: typecheck, lint, format:check, knip, then `synth:cdk` and cfn-lint once the web is
 *   built) run at a lower CPU priority from the start, beside the web build and then beside jest at the normal one.
 *   The build leaves a core idle, and jest's browser and stack tests leave part of two idle while they wait on
 *   Chromium and the local stack; the checks fill that without slowing either. Where jest keeps every core busy,
 *   the checks take what is left and end after it, as they ran before jest until ADR 530.
 *
 * jest's output streams as it runs; each group of checks prints its output in one piece when it ends. The last line
 * names each phase's wall time from the start; the exit code is the web build's, else the checks', else jest's.
 * Node's compile cache (`NODE_COMPILE_CACHE`, node_modules/.cache) lets the run's many Node processes — a dozen
 * local stacks, the scripts the tests run, the checks' tools — compile each module once.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const REPO_ROOT = path.resolve(__dirname, '..');
/** The checks that do not read the web build, started beside it. */
const EARLY_CHECKS = ['typecheck', 'lint', 'format:check', 'knip'];
/** synth without its web build, which stages the build this script made. */
const LATE_CHECKS = ['synth:cdk'];

interface Phase {
  readonly name: string;
  readonly code: number;
  readonly seconds: number;
  readonly output: string;
}

const running = new Set<ChildProcess>();

/** Runs a command from the repository root; `stream` passes its output through, otherwise it is kept. */
function run(name: string, command: string, args: string[], stream = false): Promise<Phase> {
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      FORCE_COLOR: process.stdout.isTTY ? '1' : (process.env.FORCE_COLOR ?? '0'),
      NODE_COMPILE_CACHE:
        process.env.NODE_COMPILE_CACHE ?? path.join(REPO_ROOT, 'node_modules', '.cache', 'node-compile'),
    },
    stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => {
    child.once('close', (code, signal) => {
      running.delete(child);
      resolve({ name, code: code ?? (signal ? 1 : 0), seconds: (performance.now() - started) / 1000, output });
    });
  });
}

/** A group of checks at the lower priority, its output printed in one piece when it ends. */
async function checks(scripts: readonly string[]): Promise<Phase> {
  const checked = await run('checks', process.execPath, [
    '--import',
    'tsx',
    'bin/checks.ts',
    '--lower-priority',
    ...scripts,
  ]);
  process.stdout.write(`${checked.output}\n`);
  return checked;
}

/** The groups of checks as one phase: from the start to the last group's end, failed if any failed. */
function together(groups: readonly Phase[], started: number): Phase {
  return {
    name: 'checks',
    code: groups.find((group) => group.code !== 0)?.code ?? 0,
    seconds: (performance.now() - started) / 1000,
    output: groups.map((group) => group.output).join('\n'),
  };
}

const verdict = (phase: Phase) =>
  `${phase.name} ${phase.seconds.toFixed(1)} s${phase.code === 0 ? '' : ` (failed, exit ${phase.code})`}`;

async function main(): Promise<void> {
  const jestArgs = process.argv.slice(2);
  const started = performance.now();

  const early = checks(EARLY_CHECKS);
  const web = await run('web build', 'npm', ['run', '--silent', 'build:web']);
  process.stdout.write(`── npm run build:web: ${web.code === 0 ? 'ok' : 'failed'} in ${web.seconds.toFixed(1)} s\n`);
  let phases: Phase[];
  if (web.code !== 0) {
    // synth and jest's stack and browser tests cannot run without the build; the other checks still report.
    process.stdout.write(web.output);
    phases = [web, together([await early], started)];
  } else {
    // The checks' time is from the start to their last group's end, taken when it ends: before jest's or after it.
    const [allChecks, jest] = await Promise.all([
      Promise.all([early, checks(LATE_CHECKS)]).then((groups) => together(groups, started)),
      run('jest', process.execPath, [require.resolve('jest/bin/jest'), ...jestArgs], true),
    ]);
    phases = [web, allChecks, jest];
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(`\nnpm test: ${phases.map(verdict).join(', ')}; ${seconds.toFixed(1)} s in all`);
  process.exitCode = phases.find((phase) => phase.code !== 0)?.code ?? 0;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of running) child.kill(signal);
    process.exitCode = 1;
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
