import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Every relative link in the repository's Markdown leads somewhere: to a file that exists and, with a `#fragment`,
 * to a heading of that file (GitHub's anchors). The product docs, the architecture and the decision records cite
 * each other by such links, so a renamed page or heading must take its links along.
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

const readIfThere = (file: string) =>
  existsSync(file) ? (file.endsWith('.md') ? readFileSync(file, 'utf8') : '') : undefined;

describe('links in the docs', () => {
  it('lead to a file that exists, and to a heading of it', () => {
    // Act
    const broken = markdownFiles(ROOT).flatMap((file) =>
      brokenLinks(file, readFileSync(file, 'utf8'), readIfThere).map((why) => `${path.relative(ROOT, file)}: ${why}`),
    );

    // Assess
    expect(broken).toEqual([]);
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
