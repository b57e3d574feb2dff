import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANDING_JS, LAZY_CHUNK_BUDGET_BYTES } from '../../../web/page-scripts';
import { LANGUAGES } from '../../../lambdas/contract/languages';

const ROOT = path.resolve(__dirname, '../../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** The figures the front-door documents state, read beside the constants the tests enforce them with. */
describe('the figures README.md and CONTRIBUTING.md state', () => {
  it('name as many languages as there are dictionaries', () => {
    // Act
    const stated = /i18n \((\d+) languages\)/.exec(read('README.md'))?.[1];

    // Assess
    expect(Number(stated)).toBe(Object.keys(LANGUAGES).length);
  });

  it('give the bundle budgets the budget test reads', () => {
    // Act
    const stated = /landing ≤ (\d+) KB gzip, each lazy chunk ≤ (\d+) KB/.exec(read('CONTRIBUTING.md'));

    // Assess
    expect(stated?.slice(1).map(Number)).toEqual([LANDING_JS.budgetBytes / 1024, LAZY_CHUNK_BUDGET_BYTES / 1024]);
  });

  it('import zod only as zod/mini (ADR 175)', () => {
    // Act
    const imports = [...`${read('README.md')}${read('CONTRIBUTING.md')}`.matchAll(/from '(zod[^']*)'/g)].map(
      (match) => match[1],
    );

    // Assess
    expect(imports.length).toBeGreaterThan(0);
    expect(new Set(imports)).toEqual(new Set(['zod/mini']));
  });
});
