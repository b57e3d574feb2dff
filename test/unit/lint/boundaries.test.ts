import path from 'node:path';
import { ESLint, type Linter } from 'eslint';

/**
 * Each architecture rule of eslint.config.js, proven able to fail: a few lines of code linted as if they stood at
 * a path in the tree (the imports they name are real files, so the resolver finds them). A rule that can no
 * longer fail (a moved folder, a typo in a zone) makes its row fail here.
 */
const ROOT = path.resolve(__dirname, '../../..');
// The config is passed as an object: ESLint's own loader uses import(), which jest's module runtime cannot run.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- jest cannot run ESLint's import() of the config
const config = require(path.join(ROOT, 'eslint.config.js')) as Linter.Config[];
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: true, overrideConfig: config });

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? `fatal: ${message.message}`);
}

const BOUNDARY = 'import-x/no-restricted-paths';

/**
 * The planted focused and skipped tests are assembled, so that no search of the tree for a left-behind `.only` or
 * `.skip` finds these fixtures instead of a real one.
 */
const FOCUS = 'only';
const SKIP = 'skip';
const X_PREFIX = 'x';

describe('the import boundaries of the architecture', () => {
  type Row = [label: string, filePath: string, code: string, expected: string[]];
  const refused = (label: string, filePath: string, code: string): Row => [
    `refuses: ${label}`,
    filePath,
    code,
    [BOUNDARY],
  ];
  const allowed = (label: string, filePath: string, code: string): Row => [`allows: ${label}`, filePath, code, []];
  // The domain's forbidden packages (Node built-ins, AWS and Paddle SDKs) share one rule.
  const NODE_BUILTIN = ['no-restricted-imports'];

  it.each<Row>([
    refused(
      'a feature imports another feature',
      'web/src/features/shop/Fixture.tsx',
      "export { formatDate } from '../account/portal';",
    ),
    refused(
      'a feature imports app/',
      'web/src/features/home/Fixture.tsx',
      "export { router } from '../../app/router';",
    ),
    refused(
      'shared/ imports a feature',
      'web/src/shared/fixture.ts',
      "export { suiteOrder } from '../features/shop/orders';",
    ),
    refused('shared/ imports app/', 'web/src/shared/fixture.ts', "export { router } from '../app/router';"),
    refused(
      'the web imports an adapter',
      'web/src/shared/fixture.ts',
      "export { keys } from '../../../lambdas/adapters/store/keys';",
    ),
    refused(
      'the domain imports an adapter',
      'lambdas/domain/fixture.ts',
      "export { keys } from '../adapters/store/keys';",
    ),
    refused(
      'the domain imports HTTP plumbing',
      'lambdas/domain/fixture.ts',
      "export { badRequest } from '../http/errors';",
    ),
    refused(
      'the domain imports a handler',
      'lambdas/domain/fixture.ts',
      "export { handler } from '../handlers/pricing';",
    ),
    refused(
      'the domain imports a service',
      'lambdas/domain/fixture.ts',
      "export { signLicenceKey } from '../services/licences/sign-key';",
    ),
    [
      'refuses: the domain imports a node: built-in',
      'lambdas/domain/fixture.ts',
      "export { createHash } from 'node:crypto';",
      NODE_BUILTIN,
    ],
    [
      'refuses: the domain imports a bare built-in',
      'lambdas/domain/fixture.ts',
      "export { readFileSync } from 'fs';",
      NODE_BUILTIN,
    ],
    refused(
      'an adapter imports HTTP plumbing',
      'lambdas/adapters/fixture.ts',
      "export { badRequest } from '../http/errors';",
    ),
    refused(
      'an adapter imports a handler',
      'lambdas/adapters/fixture.ts',
      "export { handler } from '../handlers/pricing';",
    ),
    refused(
      'a service imports a handler',
      'lambdas/services/portal/fixture.ts',
      "export { handler } from '../../handlers/pricing';",
    ),
    refused('a handler imports another handler', 'lambdas/handlers/fixture.ts', "export { handler } from './pricing';"),
    refused('infra/ imports a handler', 'infra/fixture.ts', "export { handler } from '../lambdas/handlers/pricing';"),
    refused(
      'infra/ imports a web file',
      'infra/constructs/fixture.ts',
      "export { apiGet } from '../../web/src/shared/api';",
    ),
    refused(
      'the contract imports an adapter',
      'lambdas/contract/fixture.ts',
      "export { keys } from '../adapters/store/keys';",
    ),
    refused(
      'the contract imports a web file',
      'lambdas/contract/fixture.ts',
      "export { apiGet } from '../../web/src/shared/api';",
    ),
    refused(
      'HTTP plumbing imports a service',
      'lambdas/http/fixture.ts',
      "export { mailLimits } from '../services/limits/limits-ports';",
    ),
    allowed(
      'the auth steps import a service',
      'lambdas/http/auth/fixture.ts',
      "export { mailLimits } from '../../services/limits/limits-ports';",
    ),
    refused(
      'a service imports HTTP plumbing',
      'lambdas/services/portal/fixture.ts',
      "export { json } from '../../http/responses';",
    ),
    [
      'refuses: a service imports adapter code',
      'lambdas/services/portal/fixture.ts',
      "export { ownerLicencePage } from '../../adapters/portal-store';",
      ['@typescript-eslint/no-restricted-imports'],
    ],
    allowed(
      'a service imports adapter types, the logger, and its area wiring imports adapter code',
      'lambdas/services/portal/fixture.ts',
      "export type { TransferRecord } from '../../adapters/portal-store';\nexport { logger } from '../../adapters/logger';",
    ),
    allowed(
      'a *-ports.ts wiring file imports adapter code',
      'lambdas/services/portal/fixture-ports.ts',
      "export { ownerLicencePage } from '../../adapters/portal-store';",
    ),
    [
      'refuses: the domain imports the AWS SDK',
      'lambdas/domain/fixture.ts',
      "export { DynamoDBClient } from '@aws-sdk/client-dynamodb';",
      NODE_BUILTIN,
    ],
    refused(
      'the domain imports the contract',
      'lambdas/domain/fixture.ts',
      "export { PATHS } from '../contract/routes';",
    ),
    refused(
      'the web imports infra/',
      'web/src/shared/fixture.ts',
      "export { API_ROUTES } from '../../../infra/definitions/handlers';",
    ),
    refused(
      'the web imports a test helper',
      'web/src/shared/fixture.ts',
      "export { eventually } from '../../../test/support/eventually';",
    ),
    refused(
      'a handler imports a web file',
      'lambdas/handlers/fixture.ts',
      "export { apiGet } from '../../web/src/shared/api';",
    ),
    refused(
      'an adapter imports the local stack',
      'lambdas/adapters/fixture.ts',
      "export { startLocalStack } from '../../infra/local/local-stack';",
    ),
    refused(
      'an adapter imports HttpError',
      'lambdas/adapters/fixture.ts',
      "export { HttpError } from '../http/errors';",
    ),
    allowed(
      'a feature imports its own modules, shared/, the domain and the contract',
      'web/src/features/shop/Fixture.tsx',
      "export { suiteOrder } from './orders';\nexport { apiGet } from '../../shared/api';\nexport { BRAND } from '@domain/brand';\nexport { PATHS } from '@contract/routes';",
    ),
    allowed(
      'app/ imports a feature',
      'web/src/app/fixture.ts',
      "export { suiteOrder } from '../features/shop/orders';",
    ),
    allowed(
      'a handler imports a service, an adapter, HTTP plumbing and the contract',
      'lambdas/handlers/fixture.ts',
      "export { signLicenceKey } from '../services/licences/sign-key';\nexport { keys } from '../adapters/store/keys';\nexport { badRequest } from '../http/errors';\nexport { PATHS } from '../contract/routes';",
    ),
    allowed(
      'the contract imports the domain',
      'lambdas/contract/fixture.ts',
      "export { BRAND } from '../domain/brand';",
    ),
    allowed(
      'infra/ imports the contract and the domain',
      'infra/fixture.ts',
      "export { PATHS } from '../lambdas/contract/routes';\nexport { BRAND } from '../lambdas/domain/brand';",
    ),
  ])('%s', async (_label, filePath, code, expected) => {
    // Act
    const rules = await ruleIds(filePath, code);

    // Assess
    expect(rules).toEqual(expected);
  });

  it('refuses an import cycle', async () => {
    // Prepare: lambdas/domain/pricing.ts imports ./catalogue, so catalogue importing pricing closes a cycle.
    const code = "export { priceBasket } from './pricing';";

    // Act
    const rules = await ruleIds('lambdas/domain/catalogue.ts', code);

    // Assess
    expect(rules).toContain('import-x/no-cycle');
  });
});

describe('the one home of a rule', () => {
  it.each([
    ['a variable', 'export const f = (email: string) => email.toLowerCase();'],
    ['a field', 'export const f = (order: { buyerEmail: string }) => order.buyerEmail.toLowerCase();'],
  ])('refuses an e-mail address lower-cased by hand (%s)', async (_label, code) => {
    // Act
    const rules = await ruleIds('lambdas/services/portal/fixture.ts', code);

    // Assess
    expect(rules).toEqual(['no-restricted-syntax']);
  });

  it('refuses an e-mail address lower-cased by hand in the web too', async () => {
    // Act
    const rules = await ruleIds(
      'web/src/shared/fixture.ts',
      'export const f = (email: string) => email.toLowerCase();',
    );

    // Assess
    expect(rules).toEqual(['no-restricted-syntax']);
  });

  it.each([
    ['a string', "export const path = '/api/licenses';"],
    ['a template', 'export const path = (id: string) => `/api/licenses/${id}/transfer`;'],
  ])('refuses an API path spelled in a web page (%s)', async (_label, code) => {
    // Act
    const rules = await ruleIds('web/src/features/account/Fixture.tsx', code);

    // Assess
    expect(rules).toEqual(['no-restricted-syntax']);
  });

  it('allows a web page to call the endpoint table', async () => {
    // Prepare
    const code =
      "import { API } from '@contract/api-endpoints';\nimport { callApi } from '../../shared/api';\nexport const read = () => callApi(API.licences);\n";

    // Act
    const rules = await ruleIds('web/src/features/account/Fixture.tsx', code);

    // Assess
    expect(rules).toEqual([]);
  });
});

describe('the React rules of the web', () => {
  it('refuses a hook called conditionally', async () => {
    // Prepare
    const code =
      "import { useState } from 'react';\nexport function Fixture({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}\n";

    // Act
    const rules = await ruleIds('web/src/features/shop/Fixture.tsx', code);

    // Assess
    expect(rules).toEqual(['react-hooks/rules-of-hooks']);
  });

  it('refuses an image without a text alternative', async () => {
    // Prepare
    const code = 'export function Fixture() {\n  return <img src="/images/a320.svg" />;\n}\n';

    // Act
    const rules = await ruleIds('web/src/features/shop/Fixture.tsx', code);

    // Assess
    expect(rules).toEqual(['jsx-a11y/alt-text']);
  });
});

describe('the promises CONTRIBUTING.md makes about suppressions and tests', () => {
  const SAYS_WHY = '@eslint-community/eslint-comments/require-description';
  const CONTROL_CHARACTERS = "export const strip = (text: string) => text.replace(/[\\u0000-\\u001f]/g, '');";

  it.each<[label: string, filePath: string, code: string, expected: string[]]>([
    [
      'refuses: a suppression without its reason',
      'lambdas/domain/fixture.ts',
      `// eslint-disable-next-line no-control-regex\n${CONTROL_CHARACTERS}\n`,
      [SAYS_WHY],
    ],
    [
      'allows: a suppression with its reason after --',
      'lambdas/domain/fixture.ts',
      `// eslint-disable-next-line no-control-regex -- control characters are what it strips\n${CONTROL_CHARACTERS}\n`,
      [],
    ],
    [
      'refuses: a suppression of every rule',
      'lambdas/domain/fixture.ts',
      `/* eslint-disable -- none of it matters */\n${CONTROL_CHARACTERS}\n`,
      ['@eslint-community/eslint-comments/no-unlimited-disable'],
    ],
    [
      'refuses: a focused test',
      'test/unit/fixture.test.ts',
      `it.${FOCUS}('adds', () => {\n  expect(1 + 1).toBe(2);\n});\n`,
      ['jest/no-focused-tests'],
    ],
    [
      'refuses: a focused block of tests',
      'test/integration/fixture.test.ts',
      `describe.${FOCUS}('sums', () => {\n  it('adds', () => {\n    expect(1 + 1).toBe(2);\n  });\n});\n`,
      ['jest/no-focused-tests'],
    ],
    [
      'refuses: a skipped test',
      'test/unit/fixture.test.ts',
      `it.${SKIP}('adds', () => {\n  expect(1 + 1).toBe(2);\n});\n`,
      ['jest/no-disabled-tests'],
    ],
    [
      'refuses: a test skipped by its x prefix',
      'test/browser/fixture.test.ts',
      `${X_PREFIX}it('adds', () => {\n  expect(1 + 1).toBe(2);\n});\n`,
      ['jest/no-disabled-tests'],
    ],
    [
      'allows: a test that runs',
      'test/unit/fixture.test.ts',
      "it('adds', () => {\n  expect(1 + 1).toBe(2);\n});\n",
      [],
    ],
  ])('%s', async (_label, filePath, code, expected) => {
    // Act
    const rules = await ruleIds(filePath, code);

    // Assess
    expect(rules).toEqual(expected);
  });
});
