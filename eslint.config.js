// @ts-check
/**
 * Lint rules for the whole tree (README "Architecture", CONTRIBUTING.md). Besides the usual correctness rules, the
 * `boundaries` block turns the architecture's one-way imports into errors, so a forbidden import fails
 * `npm test` instead of waiting for review. test/unit/lint/boundaries.test.ts proves that every zone can fail.
 */
const fs = require('node:fs');
const path = require('node:path');
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const { importX } = require('eslint-plugin-import-x');
const { createTypeScriptImportResolver } = require('eslint-import-resolver-typescript');
const reactHooks = require('eslint-plugin-react-hooks');
const jsxA11y = require('eslint-plugin-jsx-a11y');
const globals = require('globals');
const eslintComments = require('@eslint-community/eslint-plugin-eslint-comments');
const jestPlugin = require('eslint-plugin-jest');

const FEATURES_DIR = 'web/src/features';
/** Every feature folder, read from disk so a new feature is fenced in without editing this file. */
const FEATURES = fs
  .readdirSync(path.join(__dirname, FEATURES_DIR), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Composition roots inside services: they pick the real adapters for a use case's ports. */
const SERVICE_WIRING = ['lambdas/services/**/*-ports.ts'];

const LAMBDA_LAYERS_OUTSIDE_DOMAIN = ['lambdas/adapters', 'lambdas/http', 'lambdas/handlers', 'lambdas/services'];

/** One normaliser for addresses: lower-casing one by hand is how two spellings of one buyer own different licences. */
const EMAIL_BY_HAND = {
  selector:
    'CallExpression[callee.property.name=/^to(Locale)?LowerCase$/][callee.object.name=/[Ee]mail$/], CallExpression[callee.property.name=/^to(Locale)?LowerCase$/][callee.object.property.name=/[Ee]mail$/]',
  message: 'Normalise an e-mail address with normaliseEmail (lambdas/domain/email.ts), not by hand.',
};

/**
 * `import-x/no-restricted-paths` zones: files under `target` may not import files under `from` (paths from the
 * repository root; `except` is relative to `from`). Each zone's message names the rule it encodes.
 * @type {{ target: string | string[]; from: string | string[]; except?: string[]; message: string }[]}
 */
const BOUNDARIES = [
  ...FEATURES.map((feature) => ({
    target: `${FEATURES_DIR}/${feature}`,
    from: FEATURES_DIR,
    except: [`./${feature}`],
    message: 'A web feature never imports another feature: move what both need to web/src/shared/ or @contract.',
  })),
  {
    target: FEATURES_DIR,
    from: 'web/src/app',
    message: 'A web feature never imports web/src/app/: the app composes features, not the other way round.',
  },
  {
    target: 'web/src/shared',
    from: [FEATURES_DIR, 'web/src/app'],
    message: 'web/src/shared/ imports neither features nor app/: it is what they share.',
  },
  {
    target: 'web/src',
    from: LAMBDA_LAYERS_OUTSIDE_DOMAIN,
    message: 'The web imports only the pure domain (@domain) and the contract (@contract) from lambdas/.',
  },
  {
    target: 'lambdas/domain',
    from: [...LAMBDA_LAYERS_OUTSIDE_DOMAIN, 'infra', 'web', 'bin'],
    message: 'The domain is pure: no adapter, HTTP, handler or service import (it also runs in the browser).',
  },
  {
    target: 'lambdas/contract',
    from: [...LAMBDA_LAYERS_OUTSIDE_DOMAIN, 'infra', 'web', 'bin', 'test'],
    message:
      'lambdas/contract/ imports only the domain and other contract modules: web, lambdas and infra all read it.',
  },
  {
    target: 'lambdas/services',
    from: 'lambdas/handlers',
    message: 'A service imports no handler: a handler calls services, not the other way round.',
  },
  {
    target: 'lambdas/adapters',
    from: ['lambdas/http', 'lambdas/handlers', 'lambdas/services'],
    message: 'An adapter imports no HTTP, handler or service module: they depend on it, not it on them.',
  },
  {
    target: 'lambdas/http',
    from: 'lambdas/handlers',
    message: 'HTTP plumbing imports no handler.',
  },
  {
    // lambdas/http/auth/ holds the auth handler's steps: like a handler, they may call services.
    target: 'lambdas/http/*.ts',
    from: 'lambdas/services',
    message: 'HTTP plumbing imports no service: a handler (or the auth steps in http/auth/) calls services.',
  },
  {
    target: 'lambdas/handlers',
    from: 'lambdas/handlers',
    message: 'A handler imports no other handler: share through a service, the domain or @contract.',
  },
  {
    target: 'lambdas/services',
    from: 'lambdas/http',
    message:
      'A service imports no HTTP plumbing (cookies, responses, HttpError): the handler or lambdas/http/ turns its result into an answer.',
  },
  {
    target: 'lambdas/domain',
    from: 'lambdas/contract',
    message: 'The domain imports no contract module: the contract may use the domain, never the reverse.',
  },
  {
    target: 'lambdas/adapters',
    from: 'infra/local',
    message:
      'An adapter imports nothing from infra/local/: the local stack stands in for AWS, the code never knows it.',
  },
  {
    target: LAMBDA_LAYERS_OUTSIDE_DOMAIN,
    from: 'web',
    message: 'lambdas/ imports nothing from web/: what both need lives in lambdas/contract/ or lambdas/domain/.',
  },
  {
    target: 'web/src',
    from: ['infra', 'test'],
    message: 'The web imports neither infra/ nor test/: what it shares with them lives in @contract or @domain.',
  },
  {
    target: 'infra',
    from: ['lambdas/handlers', 'web/src'],
    message: 'infra/ imports no handler and no web/src file: what they share lives in lambdas/contract/.',
  },
];

/** The domain also runs in the browser: no Node built-in module, with or without the `node:` prefix. */
const NODE_BUILTINS = require('node:module').builtinModules.filter((name) => !name.startsWith('_'));

module.exports = tseslint.config(
  {
    // web/.prerender/ is the build's transient server bundle: `npm run checks` lints while the build writes it.
    ignores: [
      'node_modules/',
      'cdk.out/',
      'web/dist/',
      'web/.prerender/',
      '.local/',
      'coverage/',
      'docs/',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    name: 'skydeck/all',
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    // A suppression names the rules it silences and says why after `--` (`// eslint-disable-next-line rule -- why`);
    // one nothing needs any more is an error too (reportUnusedDisableDirectives above).
    name: 'skydeck/suppressions-say-why',
    plugins: { '@eslint-community/eslint-comments': eslintComments },
    rules: {
      '@eslint-community/eslint-comments/require-description': 'error',
      '@eslint-community/eslint-comments/no-unlimited-disable': 'error',
    },
  },
  {
    // Every test runs in every run: no focused (`.only`, `fit`) or skipped (`.skip`, `xit`, no body) test lands.
    name: 'skydeck/tests-run-whole',
    files: ['test/**/*.{ts,tsx}'],
    plugins: { jest: jestPlugin },
    rules: {
      'jest/no-focused-tests': 'error',
      'jest/no-disabled-tests': 'error',
    },
  },
  {
    name: 'skydeck/commonjs',
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Tests read API answers as untyped JSON and assert their shape; typing each answer again would restate the
    // contract the assertions check.
    name: 'skydeck/tests',
    files: ['test/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    name: 'skydeck/boundaries',
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'import-x': importX },
    settings: {
      // Which files import-x parses when it follows imports (no-cycle), and with which parser.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(__dirname, 'tsconfig.json') })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: __dirname, zones: BOUNDARIES }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    name: 'skydeck/domain-runs-in-the-browser',
    files: ['lambdas/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: NODE_BUILTINS.map((name) => ({
            name,
            message: 'The domain also runs in the browser: no Node built-in modules (put it in a service or adapter).',
          })),
          patterns: [
            {
              group: ['node:*'],
              message:
                'The domain also runs in the browser: no Node built-in modules (put it in a service or adapter).',
            },
            {
              group: [
                '@aws-sdk/*',
                'aws-sdk',
                'aws-cdk-lib',
                'aws-cdk-lib/*',
                '@paddle/*',
                'aws-jwt-verify',
                'aws-jwt-verify/*',
              ],
              message: 'The domain is pure: no AWS or Paddle SDK (call it from an adapter, pass the result in).',
            },
          ],
        },
      ],
    },
  },
  {
    // Services receive their ports as a parameter: they may name an adapter's types, never call its code. The
    // composition roots that pick the real adapters (*-ports.ts) are the allowed exception, listed below.
    name: 'skydeck/services-take-ports',
    files: ['lambdas/services/**/*.ts'],
    ignores: SERVICE_WIRING,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)adapters/(?!logger$)',
              allowTypeImports: true,
              message:
                'A service imports adapter types only: take the adapter as a port (wire it in a *-ports.ts file or the handler).',
            },
          ],
        },
      ],
    },
  },
  {
    name: 'skydeck/one-email-normaliser',
    files: ['lambdas/**/*.ts', 'web/src/**/*.{ts,tsx}', 'infra/**/*.ts', 'bin/**/*.ts'],
    // The stand-ins play other services (Paddle, Cognito's hosted UI) and their rules, not the shop's.
    ignores: ['lambdas/domain/email.ts', 'infra/local/paddle-stand-in/**', 'infra/local/hosted-ui/**'],
    rules: {
      'no-restricted-syntax': ['error', EMAIL_BY_HAND],
    },
  },
  {
    // The web calls the API through the contract's endpoint table (lambdas/contract/api-endpoints.ts): a path
    // spelled in a page is one the route table and the client's types no longer check. Flat config replaces a
    // rule's options per file, so the e-mail rule is restated here for the web's files.
    name: 'skydeck/web-api-paths',
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        EMAIL_BY_HAND,
        {
          selector: 'Literal[value=/^\\/api\\//], TemplateElement[value.raw=/^\\/api\\//]',
          message: 'Call the API through callApi(API.<intent>) or apiHref (web/src/shared/api.ts), not a path literal.',
        },
      ],
    },
  },
  {
    name: 'skydeck/web',
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
);
