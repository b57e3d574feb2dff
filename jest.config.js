const os = require('node:os');

/** Jest runs TypeScript through SWC (no type checking here: `npm run typecheck` does that). */
const swc = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs' },
  },
];

/** What every project shares. */
const common = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: {
    '^@domain/(.*)$': '<rootDir>/lambdas/domain/$1',
    '^@contract/(.*)$': '<rootDir>/lambdas/contract/$1',
    // `import('./x.js')` names a module the Lambda build ships as a file of its own; the source is x.ts.
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  // Tests that start their own stack or a browser need more than the default 5 s.
  testTimeout: 60_000,
};

/**
 * A project's global setup runs only when at least one of its tests runs, so only the projects that talk HTTP to
 * the local stack start it (once per run, shared between them: test/global-setup.ts). `npm run test:unit` and
 * `npm run test:infra` start no stack.
 */
const withStack = {
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
};

/**
 * The browser project's setup also starts the run's one Chromium; its test environment connects each worker to it
 * once, for all the worker's files (test/support/browser-environment.ts).
 */
const withStackAndBrowser = {
  globalSetup: '<rootDir>/test/global-setup-browser.ts',
  globalTeardown: '<rootDir>/test/global-teardown-browser.ts',
  testEnvironment: '<rootDir>/test/support/browser-environment.ts',
};

const project = (name, extra = {}) => ({ ...common, displayName: name, roots: [`<rootDir>/test/${name}`], ...extra });

/**
 * Two workers even on a 2-core machine (jest's default there is one): the stack and browser tests mostly wait on
 * the local stack and Chromium, and each test makes its own users, e-mails and orders, so two files can share the
 * stack (ADR 140). Larger machines keep jest's default, one worker per core but one.
 */
const maxWorkers = Math.max(2, os.availableParallelism() - 1);

/** @type {import('jest').Config} */
module.exports = {
  testTimeout: 60_000,
  maxWorkers,
  // A worker that ran the infra and integration files holds 0.9–1.4 GB; freeing it as it exits took over 500 ms on the
  // bench machine with no handle left open, and after 500 ms (jest's default) jest kills the worker and reports a leak.
  workerGracefulExitTimeout: 5_000,
  testSequencer: '<rootDir>/test/sequencer.js',
  projects: [
    project('unit'),
    project('infra'),
    project('integration', withStack),
    project('fuzz', withStack),
    project('browser', withStackAndBrowser),
  ],
};
