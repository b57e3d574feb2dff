import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { watchTreeCpu } from './tree-cpu';

/**
 * The phases of `npm test` from a clean state (no lint cache, no jest cache, no web build): each alone, then
 * `npm test` as it runs them (bin/test.ts: the web build, then the checks beside jest, ADR 530), beside the baseline
 * of the same run: `npm run checks`, then jest, one after the other, as `npm test` ran them until ADR 530.
 */
interface Timed {
  readonly seconds: number;
  /** CPU seconds of the whole process tree (tree-cpu.ts): jest's workers, the local stacks, Chromium. */
  readonly cpuSeconds: number;
}

interface PhaseTime extends Timed {
  readonly phase: string;
}

interface JestFile {
  readonly file: string;
  readonly project: string;
  readonly tests: number;
  readonly seconds: number;
}

interface JestReport {
  readonly passed: number;
  readonly failed: number;
  readonly files: readonly JestFile[];
}

interface Run extends Timed {
  readonly name: string;
  /** Wall seconds of each phase within the run, as the run printed them. */
  readonly phaseSeconds: Readonly<Record<string, number>>;
  /** Wall seconds of each check within the run, as `npm run checks` printed them. */
  readonly checkSeconds: Readonly<Record<string, number>>;
  readonly jest: JestReport;
}

interface BuildTimes {
  readonly alone: PhaseTime[];
  readonly baseline: Run;
  readonly npmTest: Run;
}

async function timed(repoRoot: string, command: string, args: string[]) {
  const started = performance.now();
  const child = spawn(command, args, { cwd: repoRoot, env: { ...process.env, FORCE_COLOR: '0' }, stdio: 'pipe' });
  const cpuSeconds = watchTreeCpu(child.pid!);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  return { seconds: (performance.now() - started) / 1000, cpuSeconds: cpuSeconds(), code, output };
}

/** cfn-lint's exit code is a bit mask: 2 errors, 4 warnings, 8 informational; 1 means it could not run. */
const CFN_LINT_FAILURE_BITS = 1 | 2;

async function mustTake(repoRoot: string, phase: string, command: string, args: string[], failureBits = ~0) {
  const { seconds, cpuSeconds, code, output } = await timed(repoRoot, command, args);
  if (((code ?? 1) & failureBits) !== 0) throw new Error(`${phase} failed (exit ${code}):\n${output.slice(-4000)}`);
  return { phase, seconds, cpuSeconds, output };
}

/** A fresh jest cache and result file: a clean clone has no transforms cached and no timings to order files by. */
function jestScratch(repoRoot: string): { args: string[]; read: () => JestReport } {
  const scratch = mkdtempSync(path.join(tmpdir(), 'skydeck-bench-jest-'));
  const results = path.join(scratch, 'results.json');
  return {
    args: ['--json', `--outputFile=${results}`, `--cacheDirectory=${path.join(scratch, 'cache')}`],
    read: () => {
      const report = JSON.parse(readFileSync(results, 'utf8')) as {
        numPassedTests: number;
        numFailedTests: number;
        numRuntimeErrorTestSuites: number;
        testResults: { name: string; startTime: number; endTime: number; assertionResults: unknown[] }[];
      };
      rmSync(scratch, { recursive: true, force: true });
      return {
        passed: report.numPassedTests,
        failed: report.numFailedTests + report.numRuntimeErrorTestSuites,
        files: report.testResults.map((file) => {
          const [project, ...rest] = path.relative(path.join(repoRoot, 'test'), file.name).split(path.sep);
          return {
            file: [project, ...rest].join('/'),
            project: project!,
            tests: file.assertionResults.length,
            seconds: (file.endTime - file.startTime) / 1000,
          };
        }),
      };
    },
  };
}

/** The wall seconds of each phase a line like `web build 8.1 s, checks 61.0 s (failed, exit 1), jest 190.2 s;` names. */
function secondsNamed(line: string): Record<string, number> {
  return Object.fromEntries(
    [...line.matchAll(/([a-z:\- ]+?) (\d+(?:\.\d+)?) s(?: \(failed[^)]*\))?(?:,|;)/g)].map((match) => [
      match[1]!.trim(),
      Number(match[2]),
    ]),
  );
}

/**
 * The summary lines that start so, without their start, one after another: bin/test.ts's last (`npm test: web build
 * 8.1 s, checks 61.0 s, jest 190.2 s; …`) or bin/checks.ts's, one per group of checks (`checks: typecheck 45.0 s,
 * lint 48.2 s, …; 49.5 s in all`).
 */
const linesAfter = (output: string, start: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith(start))
    .map((line) => line.slice(start.length))
    .join(' ');

function cleanState(repoRoot: string): void {
  rmSync(path.join(repoRoot, '.eslintcache'), { force: true });
  rmSync(path.join(repoRoot, 'web', 'dist'), { recursive: true, force: true });
}

/** `quick` runs only jest's unit project, for trying the harness. */
async function measureBuild(repoRoot: string, quick: boolean): Promise<BuildTimes> {
  const projects = quick ? ['--selectProjects', 'unit'] : [];
  cleanState(repoRoot);
  const alone: PhaseTime[] = [
    await mustTake(repoRoot, 'web build + prerender', 'npm', ['run', '--silent', 'build:web']),
    await mustTake(repoRoot, 'typecheck', 'npm', ['run', '--silent', 'typecheck']),
    await mustTake(repoRoot, 'lint', 'npm', ['run', '--silent', 'lint']),
    await mustTake(repoRoot, 'format:check', 'npm', ['run', '--silent', 'format:check']),
    await mustTake(repoRoot, 'knip', 'npm', ['run', '--silent', 'knip']),
    await mustTake(repoRoot, 'cdk synth + cdk-nag', 'npm', ['run', '--silent', 'synth:cdk']),
  ];
  if (!spawnSync('cfn-lint', ['--version'], { stdio: 'ignore' }).error) {
    const templates = readdirSync(path.join(repoRoot, 'cdk.out'))
      .filter((name) => name.endsWith('.template.json'))
      .map((name) => path.join('cdk.out', name));
    alone.push(await mustTake(repoRoot, 'cfn-lint', 'cfn-lint', templates, CFN_LINT_FAILURE_BITS));
  }

  cleanState(repoRoot);
  const checks = await mustTake(repoRoot, 'checks', 'npm', ['run', '--silent', 'checks']);
  const baselineJest = jestScratch(repoRoot);
  const jest = await timed(repoRoot, 'npx', ['jest', ...baselineJest.args, ...projects]);
  const baseline: Run = {
    name: '`npm run checks`, then jest (npm test until ADR 530)',
    seconds: checks.seconds + jest.seconds,
    cpuSeconds: checks.cpuSeconds + jest.cpuSeconds,
    phaseSeconds: { 'web build': Number.NaN, checks: checks.seconds, jest: jest.seconds },
    checkSeconds: secondsNamed(linesAfter(checks.output, 'checks: ')),
    jest: baselineJest.read(),
  };

  cleanState(repoRoot);
  const npmTestJest = jestScratch(repoRoot);
  const npmTest = await timed(repoRoot, 'npm', ['test', '--', ...npmTestJest.args, ...projects]);
  return {
    alone,
    baseline,
    npmTest: {
      name: '`npm test`: the web build, then the checks beside jest',
      seconds: npmTest.seconds,
      cpuSeconds: npmTest.cpuSeconds,
      phaseSeconds: secondsNamed(linesAfter(npmTest.output, 'npm test: ')),
      checkSeconds: secondsNamed(linesAfter(npmTest.output, 'checks: ')),
      jest: npmTestJest.read(),
    },
  };
}

const PROJECTS = ['unit', 'infra', 'integration', 'fuzz', 'browser'];
const LONGEST_FILES = 15;

const whole = (value: number) => (Number.isNaN(value) ? '–' : value.toFixed(0));
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** docs/testing.md's table of phase times lies between these markers; only the bench writes it. */
const TESTING_DOC = path.join('docs', 'testing.md');
const DOC_SECTION = /<!-- bench:build -->[\s\S]*?<!-- \/bench:build -->/;

function testingDocSection(measured: string, { alone, npmTest }: BuildTimes): string {
  const aloneCpu = (phase: string) => alone.find((time) => time.phase === phase)?.cpuSeconds ?? Number.NaN;
  const row = (phase: string, seconds: number | undefined, cpuSeconds: number) =>
    `| ${phase} | ${whole(seconds ?? Number.NaN)} | ${whole(cpuSeconds)} |`;
  const checks = alone.filter((time) => time.phase !== 'web build + prerender');
  return [
    '<!-- bench:build -->',
    `Written by \`BENCH_ONLY=build npm run bench\` ${measured}; do not edit by hand. \`npm test\` from a clean state (no lint or jest cache, no web build): each phase's wall time within the run (the checks and jest side by side, each check beside the others), and the CPU seconds of the phase run alone (for jest's projects, each file's own time summed; [results](../test/bench/results.md) has the baseline and the longest files).`,
    '',
    '| phase | s in `npm test` | CPU s alone |',
    '|---|---:|---:|',
    row('web build + prerender', npmTest.phaseSeconds['web build'], aloneCpu('web build + prerender')),
    row(
      'checks, beside jest at a lower priority',
      npmTest.phaseSeconds.checks,
      sum(checks.map((time) => time.cpuSeconds)),
    ),
    ...checks.map((time) =>
      row(`· ${time.phase}`, npmTest.checkSeconds[CHECK_NAMES[time.phase] ?? time.phase], time.cpuSeconds),
    ),
    row('jest', npmTest.phaseSeconds.jest, Number.NaN),
    ...PROJECTS.map((project) => {
      const files = npmTest.jest.files.filter((file) => file.project === project);
      return `| · ${project}: ${files.length} files, ${sum(files.map((file) => file.tests))} tests | ${whole(sum(files.map((file) => file.seconds)))} summed | – |`;
    }),
    `| \`npm test\` | ${whole(npmTest.seconds)} | ${whole(npmTest.cpuSeconds)} (the run's) |`,
    '<!-- /bench:build -->',
  ].join('\n');
}

/** The checks' names in bin/checks.ts's summary line, by the phase names above. */
const CHECK_NAMES: Readonly<Record<string, string>> = { 'cdk synth + cdk-nag': 'synth:cdk' };

/**
 * The results' build section: `BENCH_ONLY=build npm run bench` (about a quarter of an hour on an idle 2-core
 * machine). Also rewrites the phase table of docs/testing.md unless `quick`.
 */
export async function buildLines(repoRoot: string, quick = false): Promise<string[]> {
  const loadBefore = loadAverage();
  const times = await measureBuild(repoRoot, quick);
  const { alone, baseline, npmTest } = times;
  if (!quick) {
    const measured = `on ${new Date().toISOString().slice(0, 10)}, ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, load average ${loadBefore} when it started and ${loadAverage()} when it ended`;
    const doc = path.join(repoRoot, TESTING_DOC);
    const text = readFileSync(doc, 'utf8');
    if (!DOC_SECTION.test(text)) throw new Error(`${TESTING_DOC} has no <!-- bench:build --> section to rewrite`);
    writeFileSync(
      doc,
      text.replace(DOC_SECTION, () => testingDocSection(measured, times)),
    );
  }
  const runs = [baseline, npmTest];
  const ofProject = (run: Run, project: string) => run.jest.files.filter((file) => file.project === project);
  const longest = [...npmTest.jest.files].sort((a, b) => b.seconds - a.seconds).slice(0, LONGEST_FILES);
  return [
    "**Build and test** — `npm test` from a clean state (no lint cache, no jest cache, no web build). CPU s = user + system seconds of the whole process tree (Chromium and the local stacks included), which the machine's other load moves less than wall time (ADR 170). Each phase alone, one after another (docs/testing.md shows them beside their time within `npm test`):",
    '',
    '| phase alone | wall s | CPU s |',
    '|---|---:|---:|',
    ...alone.map((phase) => `| ${phase.phase} | ${whole(phase.seconds)} | ${whole(phase.cpuSeconds)} |`),
    `| all of them | ${whole(sum(alone.map((phase) => phase.seconds)))} | ${whole(sum(alone.map((phase) => phase.cpuSeconds)))} |`,
    '',
    "`npm test` as it runs (ADR 530), beside the baseline measured in the same run; the phase columns are each phase's wall time within the run (side by side, they overlap):",
    '',
    '| run | wall s | CPU s | web build s | checks s | jest s | passed | failed |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...runs.map(
      (run) =>
        `| ${run.name} | ${whole(run.seconds)} | ${whole(run.cpuSeconds)} | ${whole(run.phaseSeconds['web build'] ?? Number.NaN)} | ${whole(run.phaseSeconds.checks ?? Number.NaN)} | ${whole(run.phaseSeconds.jest ?? Number.NaN)} | ${run.jest.passed} | ${run.jest.failed} |`,
    ),
    '',
    `\`npm test\` against the baseline: ${(npmTest.seconds / baseline.seconds).toFixed(2)} of its wall time. The goal: ≤ 240 s on an idle 2-core machine (docs/architecture.md, "Budgets").`,
    '',
    "jest's projects — each file's own run time summed (two workers run files side by side, so a project's sum is more than the wall time it adds):",
    '',
    '| project | files | tests | `npm test` s | baseline s |',
    '|---|---:|---:|---:|---:|',
    ...PROJECTS.map((project) => {
      const files = ofProject(npmTest, project);
      return `| ${project} | ${files.length} | ${sum(files.map((file) => file.tests))} | ${whole(sum(files.map((file) => file.seconds)))} | ${whole(sum(ofProject(baseline, project).map((file) => file.seconds)))} |`;
    }),
    '',
    `The ${LONGEST_FILES} longest test files in \`npm test\`:`,
    '',
    '| file | tests | s |',
    '|---|---:|---:|',
    ...longest.map((file) => `| ${file.file} | ${file.tests} | ${file.seconds.toFixed(1)} |`),
  ];
}

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');
