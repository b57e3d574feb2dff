/**
 * `npm test`: the web build, then the checks and jest side by side (ADR 530). Arguments after `npm test --` go to
 * jest (`npm test -- --ci --json --outputFile=…`, `npm test -- test/unit`).
 *
 * 1. `npm run build:web` once: synth stages its output and the local stack of jest's projects serves it, so both
 *    need it before they start, and neither builds it again.
 * 2. `npm run checks` (typecheck, lint, format:check, knip, `synth:cdk` and cfn-lint) at a lower CPU priority, beside
 *    jest at the normal one: jest's browser and stack tests leave part of two cores idle while they wait on Chromium
 *    and the local stack, and the checks fill it without slowing the tests they run beside. Where jest keeps every
 *    core busy, the checks take what is left and end after it, as they ran before jest until ADR 530.
 *
 * jest's output streams as it runs; the checks' output is printed in one piece when they end. The last line names
 * each phase's wall time; the exit code is the web build's, else the checks', else jest's.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const REPO_ROOT = path.resolve(__dirname, '..');
/** What `npm run checks` runs here: synth without its web build, which step 1 made. */
const CHECKS = ['typecheck', 'lint', 'format:check', 'knip', 'synth:cdk'];

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
    env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : (process.env.FORCE_COLOR ?? '0') },
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

const checks = (...priority: string[]) =>
  run('checks', process.execPath, ['--import', 'tsx', 'bin/checks.ts', ...priority, ...CHECKS]);

const verdict = (phase: Phase) =>
  `${phase.name} ${phase.seconds.toFixed(1)} s${phase.code === 0 ? '' : ` (failed, exit ${phase.code})`}`;

async function main(): Promise<void> {
  const jestArgs = process.argv.slice(2);
  const started = performance.now();

  const web = await run('web build', 'npm', ['run', '--silent', 'build:web']);
  process.stdout.write(`── npm run build:web: ${web.code === 0 ? 'ok' : 'failed'} in ${web.seconds.toFixed(1)} s\n`);
  let phases: Phase[];
  if (web.code !== 0) {
    // jest's stack and browser tests cannot run without the build; the checks still say everything else they find.
    process.stdout.write(web.output);
    const checked = await checks();
    process.stdout.write(checked.output);
    phases = [web, checked];
  } else {
    const [checked, jest] = await Promise.all([
      checks('--lower-priority').then((checked) => {
        process.stdout.write(`${checked.output}\n`);
        return checked;
      }),
      run('jest', process.execPath, [require.resolve('jest/bin/jest'), ...jestArgs], true),
    ]);
    phases = [web, checked, jest];
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
