import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { watchTreeCpu } from './tree-cpu';

/**
 * The phases of `npm test`, each timed alone from a clean state (no eslint or prettier cache, no web build), then
 * the way `npm test` runs them: the checks side by side (bin/checks.ts) and jest with its configured workers.
 * Baselines in the same run: the phases one after another, and jest with one worker (what a 2-core machine ran
 * before ADR 140).
 */
export interface PhaseTime {
  readonly phase: string;
  readonly seconds: number;
  /** CPU seconds of the phase's whole process tree (tree-cpu.ts). */
  readonly cpuSeconds: number;
}

export interface JestRun {
  readonly workers: string;
  readonly seconds: number;
  readonly cpuSeconds: number;
  readonly passed: number;
  readonly failed: number;
  /** Summed run time of each project's test files (files of a project overlap when workers run in parallel). */
  readonly projectSeconds: Record<string, number>;
  /** Each browser test file's own run time, by file name: where the browser project's time goes. */
  readonly browserFileSeconds: Record<string, number>;
}

export interface BuildTimes {
  readonly phases: PhaseTime[];
  readonly checks: PhaseTime;
  readonly jest: JestRun[];
}

async function timed(repoRoot: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const started = performance.now();
  const child = spawn(command, args, { cwd: repoRoot, env: { ...process.env, ...env }, stdio: 'pipe' });
  const cpuSeconds = watchTreeCpu(child.pid!);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  return { seconds: (performance.now() - started) / 1000, cpuSeconds: cpuSeconds(), code, output };
}

async function mustTake(repoRoot: string, phase: string, command: string, args: string[]): Promise<PhaseTime> {
  const { seconds, cpuSeconds, code, output } = await timed(repoRoot, command, args);
  if (code !== 0) throw new Error(`${phase} failed (exit ${code}):\n${output.slice(-4000)}`);
  return { phase, seconds, cpuSeconds };
}

async function jestRun(repoRoot: string, quick: boolean, workers?: string): Promise<JestRun> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'skydeck-bench-jest-'));
  const results = path.join(scratch, 'results.json');
  const args = [
    'jest',
    '--json',
    `--outputFile=${results}`,
    // As a clean clone runs: no transform cache and no timings of an earlier run to order the files by.
    `--cacheDirectory=${path.join(scratch, 'cache')}`,
    ...(workers ? [`--maxWorkers=${workers}`] : []),
    ...(quick ? ['--selectProjects', 'unit'] : []),
  ];
  const { seconds, cpuSeconds } = await timed(repoRoot, 'npx', args);
  const report = JSON.parse(readFileSync(results, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numRuntimeErrorTestSuites: number;
    testResults: { name: string; startTime: number; endTime: number }[];
  };
  const projectSeconds: Record<string, number> = {};
  const browserFileSeconds: Record<string, number> = {};
  for (const file of report.testResults) {
    const [project, ...rest] = path.relative(path.join(repoRoot, 'test'), file.name).split(path.sep);
    const fileSeconds = (file.endTime - file.startTime) / 1000;
    projectSeconds[project!] = (projectSeconds[project!] ?? 0) + fileSeconds;
    if (project === 'browser') browserFileSeconds[rest.join('/')] = fileSeconds;
  }
  return {
    workers: workers ?? 'configured',
    seconds,
    cpuSeconds,
    passed: report.numPassedTests,
    failed: report.numFailedTests + report.numRuntimeErrorTestSuites,
    projectSeconds,
    browserFileSeconds,
  };
}

/** `quick` runs only jest's unit project, for trying the harness. */
export async function measureBuild(repoRoot: string, quick = false): Promise<BuildTimes> {
  const noCache = path.join(mkdtempSync(path.join(tmpdir(), 'skydeck-bench-lint-')), 'eslintcache');
  const phases = [
    await mustTake(repoRoot, 'typecheck', 'npm', ['run', '--silent', 'typecheck']),
    await mustTake(repoRoot, 'lint', 'npx', ['eslint', '--cache', '--cache-location', noCache, '.']),
    await mustTake(repoRoot, 'format:check', 'npm', ['run', '--silent', 'format:check']),
    await mustTake(repoRoot, 'synth: web build + prerender', 'npm', ['run', '--silent', 'build:web']),
    await mustTake(repoRoot, 'synth: cdk synth + cdk-nag', 'npx', [
      'cdk',
      'synth',
      '-c',
      'stage=dev',
      '--quiet',
      '--no-notices',
    ]),
  ];
  // A clean clone has no lint cache: that is the figure that counts.
  rmSync(path.join(repoRoot, '.eslintcache'), { force: true });
  const checks = await mustTake(repoRoot, 'checks', 'npm', ['run', '--silent', 'checks']);
  const jest = [await jestRun(repoRoot, quick, '1'), await jestRun(repoRoot, quick)];
  return { phases, checks, jest };
}
