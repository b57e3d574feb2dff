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

const project = (name, extra = {}) => ({ ...common, displayName: name, roots: [`<rootDir>/test/${name}`], ...extra });

/** @type {import('jest').Config} */
module.exports = {
  testTimeout: 60_000,
  projects: [
    project('unit'),
    project('infra'),
    project('integration', withStack),
    project('fuzz', withStack),
    project('browser', withStack),
  ],
};
