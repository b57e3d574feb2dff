import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The code-shape rules of CONTRIBUTING.md ("Where code goes") that no lint rule states: thin handlers, Cognito
 * errors answered in one place, licence keys signed by one function, and no stand-in module (Paddle's, the hosted
 * UI's, the Cognito emulator's behaviours) over 300 lines. Each fails with the files that break it.
 */
const LAMBDAS = path.resolve(__dirname, '../../../lambdas');
const LOCAL = path.resolve(__dirname, '../../../infra/local');
/** What plays another service locally: the Paddle stand-in, the hosted UI, and the Cognito emulator's own files. */
const STAND_INS = [path.join(LOCAL, 'paddle-stand-in'), path.join(LOCAL, 'hosted-ui'), LOCAL];
const isStandIn = (folder: string, file: string) => folder !== LOCAL || /^cognito-[\w-]+\.ts$/.test(file);
const HANDLER_LINE_BUDGET = 80;
const STAND_IN_LINE_BUDGET = 300;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

const relative = (file: string) => path.relative(LAMBDAS, file);
/** Lines as an editor numbers them: a final newline ends the last line rather than starting another. */
const lines = (file: string) => readFileSync(file, 'utf8').replace(/\n$/, '').split('\n').length;
/** Every source file under `folder` longer than `budget` lines, with its length. */
const oversized = (folder: string, budget: number) =>
  sourceFiles(folder)
    .filter((file) => lines(file) > budget)
    .map((file) => `${path.relative(folder, file)}: ${lines(file)} lines`);
const filesMatching = (pattern: RegExp) =>
  sourceFiles(LAMBDAS)
    .filter((file) => pattern.test(readFileSync(file, 'utf8')))
    .map(relative)
    .sort();

/**
 * What an adapter may take from the domain besides types: what turns a record into keys or back (the e-mail's one
 * form, Paddle's price ids, a licence id's parts, a ledger entry's fields), bounded concurrency, and the typed errors
 * it throws. A rule (a licence's support, whether a transfer stands, what a product is) is applied by a service.
 */
const TRANSLATING_DOMAIN_MODULES = [
  'domain/auth/revocation',
  'domain/concurrency',
  'domain/email',
  'domain/errors',
  'domain/ledger/entries',
  'domain/licences/catalogue-prices',
  'domain/licences/licence-id',
];
/** The domain modules a file imports values from (`import type` left out), as `domain/…` paths. */
const domainValueImports = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/^import (?!type )[^;]*? from '(?:\.\.\/)+(domain\/[\w/-]+)';/gms)].map(
    (match) => match[1]!,
  );

describe('the shape of the Lambda code', () => {
  it(`keeps every handler within ${HANDLER_LINE_BUDGET} lines: parse, one service call, shape the answer`, () => {
    // Act
    const handlers = oversized(path.join(LAMBDAS, 'handlers'), HANDLER_LINE_BUDGET);

    // Assess
    expect(handlers).toEqual([]);
  });

  it(`keeps every stand-in module within ${STAND_IN_LINE_BUDGET} lines, one concern each`, () => {
    // Act
    const modules = STAND_INS.flatMap((folder) =>
      oversized(folder, STAND_IN_LINE_BUDGET).filter((found) => isStandIn(folder, found.split(':')[0]!)),
    );

    // Assess
    expect(modules).toEqual([]);
  });

  it('names a planted file one line over the budget, and not one at it', () => {
    // Prepare
    const folder = mkdtempSync(path.join(tmpdir(), 'code-shape-'));
    const source = (count: number) =>
      Array.from({ length: count }, (_, index) => `export const n${index} = 1;\n`).join('');
    writeFileSync(path.join(folder, 'at-budget.ts'), source(STAND_IN_LINE_BUDGET));
    writeFileSync(path.join(folder, 'over-budget.ts'), source(STAND_IN_LINE_BUDGET + 1));

    // Act
    const found = oversized(folder, STAND_IN_LINE_BUDGET);
    rmSync(folder, { recursive: true });

    // Assess
    expect(found).toEqual([`over-budget.ts: ${STAND_IN_LINE_BUDGET + 1} lines`]);
  });

  it('lets no handler name a Cognito exception: the accounts services and the session guard map them', () => {
    // Act
    const handlersNamingExceptions = filesMatching(/'[A-Za-z]+Exception'/).filter((file) =>
      file.startsWith('handlers/'),
    );

    // Assess
    expect(handlersNamingExceptions).toEqual([]);
  });

  it('signs licence keys in one function, for issuance and transfer alike', () => {
    // Act
    const signing = filesMatching(/\bsigner\.sign\(|licenceSigner\.sign\(/);

    // Assess
    expect(signing).toEqual(['services/licences/sign-key.ts']);
  });

  it('keeps the rules out of the adapters: they take from the domain only what translates a record', () => {
    // Act
    const rulesInAdapters = sourceFiles(path.join(LAMBDAS, 'adapters'))
      .filter((file) => domainValueImports(file).some((module) => !TRANSLATING_DOMAIN_MODULES.includes(module)))
      .map(relative)
      .sort();

    // Assess
    expect(rulesInAdapters).toEqual([]);
  });

  it("reads the table a page at a time in one shape: Queries through store/pages.ts, the jobs' Scans through scans.ts", () => {
    // Act
    const paging = filesMatching(/\bnew (Query|Scan)Command\(|ExclusiveStartKey|LastEvaluatedKey/);

    // Assess
    expect(paging).toEqual(['adapters/scans.ts', 'adapters/store/pages.ts']);
  });
});
