import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The decision records keep their links straight (ADR 281, ADR 435): every record has a title and a status; a
 * record amended or superseded names its successors on its status line, each of which says "Amends [NNN]" or
 * "Supersedes [NNN]" under its own status, and the other way round; the index lists every record once; and no
 * document outside docs/adr/ links a superseded record.
 */
const ROOT = path.resolve(__dirname, '..', '..', '..');
const ADR_DIR = path.join(ROOT, 'docs', 'adr');
const RECORD_FILE = /^\d{3}-.+\.md$/;

const STATUS_LINE = /^Status: (accepted|proposed|(superseded|amended) by \[\d{3}\]\(\d{3}-[^)]+\.md\))/;
const LINK = /\[(\d{3})\]\((\d{3}-[^)]+\.md)\)/g;
/** What a successor says under its status line: `Amends [NNN](…)` or `Supersedes [NNN](…), [MMM](…)`. */
const SAYS = /^(Amends|Supersedes) (\[\d{3}\]\(\d{3}-[^)]+\.md\)(?:, )?)+/;

type Records = ReadonlyMap<string, string>;
type Relation = 'amended' | 'superseded';
const VERB: Record<Relation, string> = { amended: 'Amends', superseded: 'Supersedes' };

const linksIn = (text: string) => [...text.matchAll(LINK)].map((match) => match[2]!);
const statusOf = (text: string) => text.split('\n')[2] ?? '';
/** Successors a record's status line names, with how they changed it. */
function successorsOf(text: string): { relation: Relation; file: string }[] {
  const relation = /^Status: (superseded|amended) by/.exec(statusOf(text))?.[1] as Relation | undefined;
  return relation ? linksIn(statusOf(text)).map((file) => ({ relation, file })) : [];
}
/** Records a successor says it amends or supersedes, in lines between its status and its first section. */
function predecessorsOf(text: string): { relation: Relation; file: string }[] {
  const header = text.split('\n').slice(3);
  const lines = header.slice(
    0,
    Math.max(
      0,
      header.findIndex((line) => line.startsWith('## ')),
    ),
  );
  return lines.flatMap((line) => {
    const says = SAYS.exec(line);
    if (!says) return [];
    const relation: Relation = says[1] === 'Amends' ? 'amended' : 'superseded';
    return linksIn(line).map((file) => ({ relation, file }));
  });
}

/** Every way the records, their index and the other documents disagree, one sentence each. */
function recordProblems(records: Records, index: string, documents: ReadonlyMap<string, string>): string[] {
  const problems: string[] = [];
  // The table's rows, one record each (the text above the table may link records too).
  const rows = index.split('\n').filter((line) => line.startsWith('| ['));
  const indexed = rows.flatMap((row) => [...row.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map((match) => match[1]!));
  for (const [file, text] of records) {
    const [title, blank] = text.split('\n');
    if (!new RegExp(`^# ${file.slice(0, 3)}\\. \\S`).test(title ?? '') || blank !== '')
      problems.push(`${file}: the first line is not "# ${file.slice(0, 3)}. Title", then a blank line`);
    if (!STATUS_LINE.test(statusOf(text)))
      problems.push(`${file}: the third line is not a status (accepted, proposed, amended by or superseded by)`);
    if (!new Set(indexed).has(file)) problems.push(`${file}: not in the index`);
    for (const { relation, file: successor } of successorsOf(text)) {
      const said = records.get(successor);
      if (said === undefined) problems.push(`${file}: its successor ${successor} does not exist`);
      else if (!predecessorsOf(said).some((it) => it.file === file && it.relation === relation))
        problems.push(`${successor}: does not say "${VERB[relation]} [${file.slice(0, 3)}]" under its status`);
    }
    for (const { relation, file: predecessor } of predecessorsOf(text)) {
      const said = records.get(predecessor);
      if (said === undefined) problems.push(`${file}: it names ${predecessor}, which does not exist`);
      else if (!successorsOf(said).some((it) => it.file === file && it.relation === relation))
        problems.push(`${predecessor}: its status does not say "${relation} by [${file.slice(0, 3)}]"`);
    }
  }
  const twice = indexed.filter((file, position) => indexed.indexOf(file) !== position);
  for (const file of new Set(twice)) problems.push(`${file}: listed in the index more than once`);
  for (const file of indexed) if (!records.has(file)) problems.push(`${file}: in the index, but no such record`);
  for (const [name, text] of documents) {
    const superseded = [...text.matchAll(/adr\/(\d{3}-[^)#\s]+\.md)/g)]
      .map((match) => match[1]!)
      .filter((file) => /^Status: superseded/.test(statusOf(records.get(file) ?? '')));
    for (const file of new Set(superseded)) problems.push(`${name}: links ${file}, which is superseded`);
  }
  return problems;
}

function markdownOutsideRecords(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (['node_modules', '.git', 'dist', 'cdk.out', '.local'].includes(entry.name) || full === ADR_DIR) return [];
    if (entry.isDirectory()) return markdownOutsideRecords(full);
    return entry.name.endsWith('.md') ? [full] : [];
  });
}

describe('the decision records', () => {
  it('agree with each other, with their index, and no document links a superseded one', () => {
    // Prepare
    const read = (file: string) => readFileSync(path.join(ADR_DIR, file), 'utf8');
    const files = readdirSync(ADR_DIR).filter((file) => RECORD_FILE.test(file));
    const records = new Map(files.map((file) => [file, read(file)]));
    const documents = new Map(
      markdownOutsideRecords(ROOT).map((file) => [path.relative(ROOT, file), readFileSync(file, 'utf8')]),
    );

    // Act
    const problems = recordProblems(records, read('README.md'), documents);

    // Assess
    expect(records.size).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  describe('on planted records', () => {
    const record = (number: string, status: string, ...says: string[]) =>
      [`# ${number}. A decision`, '', `Status: ${status}`, '', ...says, '', '## Context', ''].join('\n');
    const consistent = new Map([
      ['001-first.md', record('001', 'superseded by [003](003-third.md) · Area: shop')],
      ['002-second.md', record('002', 'amended by [003](003-third.md) (its bound) · Area: shop')],
      [
        '003-third.md',
        record('003', 'accepted · Area: shop', 'Supersedes [001](001-first.md).', 'Amends [002](002-second.md).'),
      ],
    ]);
    const index = ['| [001](001-first.md) | a |', '| [002](002-second.md) | b |', '| [003](003-third.md) | c |'].join(
      '\n',
    );

    it('finds nothing wrong when every link is answered', () => {
      // Act: 003 supersedes 001 and amends 002, and the README links 003
      const problems = recordProblems(consistent, index, new Map([['README.md', 'See [003](docs/adr/003-third.md).']]));

      // Assess
      expect(problems).toEqual([]);
    });

    it.each([
      [
        'a status missing',
        '002-second.md',
        '# 002. A decision\n\nAmended, see 003.\n',
        '002-second.md: the third line is not a status (accepted, proposed, amended by or superseded by)',
      ],
      [
        'a successor that does not say what it amends',
        '003-third.md',
        record('003', 'accepted · Area: shop', 'Supersedes [001](001-first.md).'),
        '003-third.md: does not say "Amends [002]" under its status',
      ],
      [
        'an amendment the amended record does not name',
        '002-second.md',
        record('002', 'accepted · Area: shop'),
        '002-second.md: its status does not say "amended by [003]"',
      ],
      [
        'a successor that does not exist',
        '002-second.md',
        record('002', 'amended by [009](009-ninth.md) · Area: shop'),
        '002-second.md: its successor 009-ninth.md does not exist',
      ],
    ])('names %s', (_label, file, text, problem) => {
      // Prepare
      const records = new Map(consistent);
      records.set(file, text);

      // Act
      const problems = recordProblems(records, index, new Map());

      // Assess
      expect(problems).toContain(problem);
    });

    it('names a record missing from the index and a document that links a superseded record', () => {
      // Act
      const problems = recordProblems(
        consistent,
        index.split('\n').slice(0, 2).join('\n'),
        new Map([['README.md', '- [001. The first bound](docs/adr/001-first.md)']]),
      );

      // Assess
      expect(problems).toEqual([
        '003-third.md: not in the index',
        'README.md: links 001-first.md, which is superseded',
      ]);
    });
  });
});
