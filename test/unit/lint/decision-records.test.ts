import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ADR_DIR = path.join(__dirname, '..', '..', '..', 'docs', 'adr');
const RECORDS = readdirSync(ADR_DIR).filter((file) => /^\d{3}-.+\.md$/.test(file));
const read = (file: string) => readFileSync(path.join(ADR_DIR, file), 'utf8');

/** `Status: accepted …`, or `Status: superseded by [NNN](NNN-….md) …` / `amended by` with one or more links. */
const SUCCESSOR_LINK = /\[(\d{3})\]\((\d{3}-[^)]+\.md)\)/g;
const STATUS_LINE = /^Status: (accepted|proposed|(superseded|amended) by \[\d{3}\]\(\d{3}-[^)]+\.md\))/;

describe('the decision records', () => {
  it('lists every record in the index, once', () => {
    // Prepare
    const index = read('README.md');

    // Act
    const linked = [...index.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map((match) => match[1]);

    // Assess
    expect(RECORDS.length).toBeGreaterThan(0);
    expect([...linked].sort()).toEqual([...RECORDS].sort());
  });

  it.each(RECORDS)('%s has one title style and a status line under it', (file) => {
    // Act
    const [title, blank, status] = read(file).split('\n');

    // Assess
    expect(title).toMatch(new RegExp(`^# ${file.slice(0, 3)}\\. \\S`));
    expect(blank).toBe('');
    expect(status).toMatch(STATUS_LINE);
  });

  it.each(RECORDS)('%s names an existing successor wherever it says it was superseded', (file) => {
    // Prepare
    const text = read(file);
    const status = text.split('\n')[2] ?? '';

    // Act: successors the status names, and records the body says replaced this one.
    const named = [...status.matchAll(SUCCESSOR_LINK)].map((match) => match[2]!);
    const inBody = [...text.matchAll(/superseded[^[]{0,40}\[ADR (\d{3})\]/gi)].map((match) => match[1]!);

    // Assess
    for (const successor of named) expect(existsSync(path.join(ADR_DIR, successor))).toBe(true);
    for (const number of inBody) expect(named.map((name) => name.slice(0, 3))).toContain(number);
    if (/^Status: (superseded|amended)/.test(status)) expect(named.length).toBeGreaterThan(0);
  });
});
