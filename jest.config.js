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

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  // Tests that start their own stack or a browser need more than the default 5 s.
  testTimeout: 60_000,
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/bench/'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: {
    '^@domain/(.*)$': '<rootDir>/lambdas/domain/$1',
    '^@contract/(.*)$': '<rootDir>/lambdas/contract/$1',
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
};
