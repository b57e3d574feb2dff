import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A clone explains itself: no comment, test or doc cites a document the repository does not hold (the product
 * spec and design documents it was written from) or an issue number with no tracker beside it. A rule is named
 * where it is used, or linked in docs/product/ or docs/architecture.md.
 */
const ROOT = path.resolve(__dirname, '../../..');
/** Built, installed or local data: not written by anyone. */
const SKIPPED_FOLDERS = new Set(['node_modules', '.git', 'dist', 'cdk.out', '.local', 'coverage']);
const TEXT_FILE = /\.(ts|tsx|js|cjs|mjs|json|md|css|html|ya?ml|sh)$/;

/** Each pattern is spelled so that this file does not match it. */
const CITATIONS: readonly { what: string; pattern: RegExp }[] = [
  { what: 'an outside document', pattern: new RegExp(String.raw`\b(?:DESIGN|SPEC)(?:\.md\b|\s*§)`) },
  // The same documents by another name: "the", then the short word for a specification (or its genitive).
  {
    what: 'an outside document',
    pattern: new RegExp(String.raw`\bthe (?:product |design )?${'spec'}(?:ification)?(?:'s|’s)?\b`, 'i'),
  },
  { what: 'an issue number', pattern: /\bissues?\s+#?\d+/i },
];
/** A line that links a tracker (an address) says where its issue lives. */
const TRACKER_LINK = /https?:\/\//;

/** Every citation of something the clone lacks in `text`, as `line: text`. */
function citationsIn(text: string): string[] {
  return text.split('\n').flatMap((line, index) =>
    CITATIONS.filter(({ pattern }) => pattern.test(line))
      .filter(({ what }) => what !== 'an issue number' || !TRACKER_LINK.test(line))
      .map(({ what }) => `${index + 1}: ${what}: ${line.trim().slice(0, 100)}`),
  );
}

function textFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED_FOLDERS.has(entry.name)) return [];
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return textFiles(full);
    return TEXT_FILE.test(entry.name) ? [full] : [];
  });
}

describe('citations', () => {
  it('lets no comment, test or doc cite a document outside the repository or a bare issue number', () => {
    // Act
    const found = textFiles(ROOT).flatMap((file) =>
      citationsIn(readFileSync(file, 'utf8')).map((citation) => `${path.relative(ROOT, file)}:${citation}`),
    );

    // Assess
    expect(found).toEqual([]);
  });

  it('finds planted citations in a comment, a test name and a doc, and nothing in rules stated in place', () => {
    // Prepare
    const planted = [
      `/** The quantity rules (${'SPEC'}.md §5). */`,
      `describe('priceBasket: suites (${'SPEC'} §9)', () => {`,
      `- ${'DESIGN'}.md asks for alarms on every failure.`,
      `/** ${'Issue'} 34 point 2: the extension pages say until when support runs. */`,
      `${'Issues'} 16 and 13 ask for a faster test run.`,
      `# 002. An unknown aircraft is a 404 with the ${'spec'}'s message`,
      `it('answers 404 and The ${'spec'}’s message in the page’s language', async () => {`,
    ];
    const fine = [
      '/** The quantity rules (docs/product/prices.md, "Quantities"). */',
      'Fixed upstream: issue 1234 (https://github.com/example/tool/issues/1234).',
      '/** `If-None-Match` compares entity tags weakly (RFC 9110 §13.1.2). */',
      "Properties: Match.objectLike({ KeySpec: 'ECC_NIST_P256' }),",
      'A sign-in issue is answered with one line, not a stack trace.',
      'for (const spec of uniqueProducts(prices)) {',
      "it('writes the shop price in docs/product/prices.md’s form', () => {",
    ];

    // Act
    const found = citationsIn([...planted, ...fine].join('\n'));

    // Assess
    expect(found.map((citation) => Number(citation.split(':')[0]))).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});
