import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The code-shape rules of DESIGN.md §9 and issue #13 point 3 that no lint rule states: thin handlers, Cognito
 * errors answered in one place, licence keys signed by one function. Each fails with the files that break it.
 */
const LAMBDAS = path.resolve(__dirname, '../../../lambdas');
const HANDLER_LINE_BUDGET = 80;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

const relative = (file: string) => path.relative(LAMBDAS, file);
const lines = (file: string) => readFileSync(file, 'utf8').split('\n').length;
const filesMatching = (pattern: RegExp) =>
  sourceFiles(LAMBDAS)
    .filter((file) => pattern.test(readFileSync(file, 'utf8')))
    .map(relative)
    .sort();

describe('the shape of the Lambda code', () => {
  it(`keeps every handler within ${HANDLER_LINE_BUDGET} lines: parse, one service call, shape the answer`, () => {
    // Act
    const oversized = sourceFiles(path.join(LAMBDAS, 'handlers'))
      .filter((file) => lines(file) > HANDLER_LINE_BUDGET)
      .map((file) => `${relative(file)}: ${lines(file)} lines`);

    // Assess
    expect(oversized).toEqual([]);
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
});
