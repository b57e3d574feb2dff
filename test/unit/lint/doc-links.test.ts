import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Every relative link in the repository's Markdown leads somewhere: to a file that exists and, with a `#fragment`,
 * to a heading of that file (GitHub's anchors). The product docs, the architecture and the decision records cite
 * each other by such links, so a renamed page or heading must take its links along. So does a file the docs name as
 * code (`lambdas/adapters/store/pages.ts`): a moved or removed file takes its mentions along, and a record that
 * tells what was there before names it without its folder (then `api-routes.ts`).
 */
const ROOT = path.resolve(__dirname, '../../..');
const SKIPPED_FOLDERS = new Set(['node_modules', '.git', 'dist', 'cdk.out', '.local', 'coverage']);

function markdownFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED_FOLDERS.has(entry.name)) return [];
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return entry.name.endsWith('.md') ? [full] : [];
  });
}

/** The text a reader sees as prose: code blocks and inline code hold examples, not links. */
const prose = (markdown: string) => markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const headings = [...markdown.replace(/```[\s\S]*?```/g, '').matchAll(/^#{1,6}\s+(.*)$/gm)];
  return new Set(
    headings.map((heading) => {
      const slug = heading[1]!
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .replace(/\s/g, '-');
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      return count === 0 ? slug : `${slug}-${count}`;
    }),
  );
}

/** Links of `file` (its text given) that lead nowhere, as `href: why`. */
function brokenLinks(file: string, markdown: string, read: (file: string) => string | undefined): string[] {
  return [...prose(markdown).matchAll(/\]\(([^)\s]+)\)/g)].flatMap((link) => {
    const href = link[1]!;
    if (/^[a-z]+:/i.test(href)) return [];
    const [target, fragment] = href.split('#');
    const resolved = target ? path.resolve(path.dirname(file), target) : file;
    const text = read(resolved);
    if (text === undefined) return [`${href}: no such file`];
    if (fragment && resolved.endsWith('.md') && !anchorsOf(text).has(fragment)) return [`${href}: no such heading`];
    return [];
  });
}

/** A file of the repository named as inline code, from its root, with an extension (a folder may be empty). */
const NAMED_FILE = /`((?:lambdas|infra|web|test|bin|docs)\/[\w./-]+\.(?:ts|tsx|js|cjs|mjs|json|md|css|html))`/g;
/** What the build or the local stack writes, and the guides' placeholders (`lambdas/a/b.ts`, `handlers/x.ts`). */
const NOT_IN_THE_TREE = /^web\/(dist|\.prerender)\/|(^|\/)[a-z](\.[\w.]+)?$/;

/** Files `markdown` names as code that the repository does not hold. */
function missingFiles(markdown: string, exists: (file: string) => boolean): string[] {
  return [...markdown.matchAll(NAMED_FILE)]
    .map((match) => match[1]!)
    .filter((file) => !NOT_IN_THE_TREE.test(file) && !exists(path.join(ROOT, file)));
}

const readIfThere = (file: string) =>
  existsSync(file) ? (file.endsWith('.md') ? readFileSync(file, 'utf8') : '') : undefined;

describe('links and file names in the docs', () => {
  it('lead to a file that exists, and to a heading of it', () => {
    // Act
    const broken = markdownFiles(ROOT).flatMap((file) =>
      brokenLinks(file, readFileSync(file, 'utf8'), readIfThere).map((why) => `${path.relative(ROOT, file)}: ${why}`),
    );

    // Assess
    expect(broken).toEqual([]);
  });

  it('name as code only files the repository holds', () => {
    // Act
    const missing = markdownFiles(ROOT).flatMap((file) =>
      missingFiles(readFileSync(file, 'utf8'), existsSync).map((named) => `${path.relative(ROOT, file)}: ${named}`),
    );

    // Assess
    expect(missing).toEqual([]);
  });

  it('names a planted file that is gone, not a placeholder, a build output or a bare file name', () => {
    // Prepare
    const page = [
      'The routes are in `infra/definitions/api-routes.ts` (then `api-routes.ts`), the store in',
      '`lambdas/adapters/store/pages.ts`; a unit test of `lambdas/a/b.ts` is `test/unit/a/b.test.ts`, a handler',
      '`lambdas/handlers/x.ts`; the build writes `web/dist/index.html`; the folder `lambdas/adapters/store/`.',
    ].join('\n');

    // Act
    const missing = missingFiles(page, existsSync);

    // Assess
    expect(missing).toEqual(['infra/definitions/api-routes.ts']);
  });

  it('names a planted link to a missing page and to a missing heading, not to an address or code', () => {
    // Prepare
    const pages = new Map([
      ['/docs/product/prices.md', '# Catalogue and prices\n\n## Pricing errors\n\n## Pricing errors\n'],
      ['/docs/architecture.md', '# Architecture\n\n## Sessions and security\n'],
    ]);
    const page = [
      'See [errors](prices.md#pricing-errors), [the second](prices.md#pricing-errors-1) and',
      '[security](../architecture.md#sessions-and-security), [Paddle](https://paddle.com/docs) and',
      '`[not a link](nowhere.md)`, but not [support](support.md) nor [quantities](prices.md#quantities).',
    ].join('\n');

    // Act
    const broken = brokenLinks('/docs/product/README.md', page, (file) => pages.get(file));

    // Assess
    expect(broken).toEqual(['support.md: no such file', 'prices.md#quantities: no such heading']);
  });
});
