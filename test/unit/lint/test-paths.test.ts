import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A test is found from its source: `lambdas/a/b.ts` → `test/unit/a/b.test.ts`, `web/src/a/b.tsx` →
 * `test/unit/web/a/b.test.tsx`, `infra/a/b.ts` → `test/unit/infra/a/b.test.ts`. A second file for the same source
 * is `b.<topic>.test.ts` beside the first. Checks over the whole tree rather than one source (lint rules, build
 * budgets, tooling) live in `test/unit/lint/` and `test/unit/tooling/`.
 *
 * Every service (`lambdas/services/**`, but not the `*ports.ts` files that wire adapters or declare port types, nor
 * the text dictionaries in `texts/` folders) has its unit test there. Every handler `lambdas/handlers/x.ts` has
 * `test/unit/handlers/x.test.ts`, or an integration test `test/integration/handlers/x.test.ts` (its HTTP contract
 * through the local stack), or a `x.<topic>.test.ts` beside either.
 */
const ROOT = path.resolve(__dirname, '../../..');
const UNIT = path.join(ROOT, 'test', 'unit');
const WHOLE_TREE_FOLDERS = ['lint', 'tooling'];
const TEST_FILE = /\.test\.tsx?$/;

/** Source folders and the folder under test/unit that mirrors each; the first whose prefix matches wins. */
const MIRRORS: readonly { tests: string; sources: string }[] = [
  { tests: 'web/', sources: 'web/src/' },
  { tests: 'infra/', sources: 'infra/' },
  { tests: '', sources: 'lambdas/' },
];

function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

const posix = (file: string) => file.split(path.sep).join('/');

/** The source a test file under test/unit stands for (`a/b.topic.test.ts` → `lambdas/a/b`), without extension. */
function sourceOf(testPath: string): string {
  const folder = path.posix.dirname(testPath);
  const stem = path.posix.basename(testPath).replace(TEST_FILE, '').split('.')[0]!;
  const relative = folder === '.' ? stem : `${folder}/${stem}`;
  const mirror = MIRRORS.find(({ tests }) => relative.startsWith(tests))!;
  return mirror.sources + relative.slice(mirror.tests.length);
}

/** Test files under `unitFolder` whose source does not exist, relative to it. */
function unmirroredTests(unitFolder: string, root: string): string[] {
  return filesUnder(unitFolder)
    .map((file) => posix(path.relative(unitFolder, file)))
    .filter((file) => TEST_FILE.test(file))
    .filter((file) => !WHOLE_TREE_FOLDERS.some((folder) => file.startsWith(`${folder}/`)))
    .filter((file) => !['.ts', '.tsx'].some((extension) => existsSync(path.join(root, sourceOf(file) + extension))))
    .sort();
}

/** Sources under `folder` (relative to `root`) that need a test of their own. */
function sourcesNeedingTests(root: string, folder: string): string[] {
  return filesUnder(path.join(root, folder))
    .map((file) => posix(path.relative(root, file)))
    .filter((file) => /\.tsx?$/.test(file) && !/ports\.ts$/.test(file) && !file.includes('/texts/'));
}

/** Whether `folder` (relative to `root`) holds `<stem>.test.ts(x)` or `<stem>.<topic>.test.ts(x)`. */
function hasTestFor(root: string, folder: string, stem: string): boolean {
  const directory = path.join(root, folder);
  if (!existsSync(directory)) return false;
  return readdirSync(directory).some((name) => TEST_FILE.test(name) && name.split('.')[0] === stem);
}

/** Services and handlers under `root` without their test file. */
function untested(root: string): string[] {
  const services = sourcesNeedingTests(root, 'lambdas/services').filter((file) => {
    const relative = file.replace(/^lambdas\//, '').replace(/\.tsx?$/, '');
    return !hasTestFor(root, path.posix.join('test/unit', path.posix.dirname(relative)), path.posix.basename(relative));
  });
  const handlers = sourcesNeedingTests(root, 'lambdas/handlers').filter((file) => {
    const stem = path.posix.basename(file).replace(/\.tsx?$/, '');
    return !['test/unit/handlers', 'test/integration/handlers'].some((folder) => hasTestFor(root, folder, stem));
  });
  return [...services, ...handlers].sort();
}

describe('where unit tests live', () => {
  it('puts every unit test at the path that mirrors its source', () => {
    // Act
    const unmirrored = unmirroredTests(UNIT, ROOT);

    // Assess
    expect(unmirrored).toEqual([]);
  });

  it.each([
    ['services/payments/checkout.test.ts', 'lambdas/services/payments/checkout'],
    ['services/payments/takebacks.disputes.test.ts', 'lambdas/services/payments/takebacks'],
    ['web/shared/ui/QuantityStepper.test.tsx', 'web/src/shared/ui/QuantityStepper'],
    ['infra/local/store-faults.test.ts', 'infra/local/store-faults'],
    ['handlers/pricing.test.ts', 'lambdas/handlers/pricing'],
  ])('reads %s as the test of %s', (testPath, source) => {
    // Act + Assess
    expect(sourceOf(testPath)).toBe(source);
  });

  it('names a planted test whose source is elsewhere, and not one beside its source or a whole-tree check', () => {
    // Prepare: a tree with one source, its mirrored test, two misplaced tests and a lint check
    const root = mkdtempSync(path.join(tmpdir(), 'test-paths-'));
    const plant = (file: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), 'export {};\n');
    };
    plant('lambdas/services/mail/mail-service.ts');
    plant('test/unit/services/mail/mail-service.test.ts');
    plant('test/unit/mail/mail-service.test.ts');
    plant('test/unit/services/pricing-api.test.ts');
    plant('test/unit/lint/boundaries.test.ts');

    // Act
    const unmirrored = unmirroredTests(path.join(root, 'test', 'unit'), root);
    rmSync(root, { recursive: true });

    // Assess
    expect(unmirrored).toEqual(['mail/mail-service.test.ts', 'services/pricing-api.test.ts']);
  });

  it('gives every service and every handler its test file', () => {
    // Act
    const missing = untested(ROOT);

    // Assess
    expect(missing).toEqual([]);
  });

  it('names a planted service and handler without their tests, and not those with one or wiring', () => {
    // Prepare
    const root = mkdtempSync(path.join(tmpdir(), 'test-files-'));
    const plant = (file: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), 'export {};\n');
    };
    for (const file of [
      'lambdas/services/payments/checkout.ts',
      'lambdas/services/payments/checkout-ports.ts',
      'lambdas/services/payments/refunds.ts',
      'lambdas/services/mail/texts/en.ts',
      'lambdas/handlers/pricing.ts',
      'lambdas/handlers/orders.ts',
      'lambdas/handlers/health.ts',
      'test/unit/services/payments/checkout.test.ts',
      'test/unit/handlers/pricing.test.ts',
      'test/integration/handlers/orders.invoices.test.ts',
    ])
      plant(file);

    // Act
    const missing = untested(root);
    rmSync(root, { recursive: true });

    // Assess
    expect(missing).toEqual(['lambdas/handlers/health.ts', 'lambdas/services/payments/refunds.ts']);
  });
});
