import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHECKED_AFTER, commitsAfter, longSubjects, SUBJECT_LIMIT } from '../../support/commit-subjects';

const ROOT = path.resolve(__dirname, '../../..');
const LONG = `Explain in one very long subject line everything this commit changes, and why`;

/** A repository of its own, with commits at the given times (seconds since the epoch), answering their hashes. */
function plantedRepository(commits: readonly { subject: string; at: number }[]): { dir: string; hashes: string[] } {
  const dir = mkdtempSync(path.join(tmpdir(), 'skydeck-subjects-'));
  const git = (args: string[], at?: number) =>
    execFileSync('git', args, {
      cwd: dir,
      encoding: 'utf8',
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 'Planted',
        GIT_AUTHOR_EMAIL: 'planted@example.com',
        GIT_COMMITTER_NAME: 'Planted',
        GIT_COMMITTER_EMAIL: 'planted@example.com',
        ...(at === undefined ? {} : { GIT_AUTHOR_DATE: `${at} +0000`, GIT_COMMITTER_DATE: `${at} +0000` }),
      },
    }).trim();
  git(['init', '--quiet', '--initial-branch=main']);
  const hashes = commits.map(({ subject, at }) => {
    git(['commit', '--quiet', '--allow-empty', '--message', subject], at);
    return git(['rev-parse', 'HEAD']);
  });
  return { dir, hashes };
}

describe('commit subjects', () => {
  it(`keeps every subject made after the recorded start within ${SUBJECT_LIMIT} characters`, () => {
    // Act
    const checked = commitsAfter(ROOT);

    // Assess
    expect(longSubjects(checked)).toEqual([]);
  });

  it('names a long subject made after the start, and leaves the older history alone', () => {
    // Prepare
    const { dir, hashes } = plantedRepository([
      { subject: LONG, at: 1_700_000_000 },
      { subject: 'Record where the check starts', at: 1_700_000_100 },
      { subject: 'Keep this one short', at: 1_700_000_200 },
      { subject: LONG, at: 1_700_000_300 },
    ]);

    // Act
    const checked = commitsAfter(dir, hashes[1]);

    // Assess
    expect(checked.commits.map((commit) => commit.subject)).toEqual([LONG, 'Keep this one short']);
    expect(longSubjects(checked)).toEqual([`${hashes[3]!.slice(0, 7)} (${LONG.length}): ${LONG}`]);
  });

  it('checks every commit a shallow clone holds when the start is beyond its depth', () => {
    // Prepare
    const { dir, hashes } = plantedRepository([
      { subject: 'Record where the check starts', at: 1_700_000_000 },
      { subject: 'Keep this one short', at: 1_700_000_100 },
      { subject: LONG, at: 1_700_000_200 },
    ]);
    const clone = mkdtempSync(path.join(tmpdir(), 'skydeck-shallow-'));
    execFileSync('git', ['clone', '--quiet', '--depth', '1', `file://${dir}`, clone]);

    // Act
    const checked = commitsAfter(clone, hashes[0]);

    // Assess
    expect(checked.scope).toBe('every commit of the shallow clone');
    expect(longSubjects(checked)).toHaveLength(1);
  });

  it('refuses a full history that does not hold the start, rather than passing it', () => {
    // Prepare
    const { dir } = plantedRepository([{ subject: 'Another project', at: 1_700_000_000 }]);

    // Act
    const check = () => commitsAfter(dir, CHECKED_AFTER);

    // Assess
    expect(check).toThrow(`The history has no commit ${CHECKED_AFTER}`);
  });

  it('checks nothing outside a git work tree (an unpacked archive)', () => {
    // Act
    const checked = commitsAfter(mkdtempSync(path.join(tmpdir(), 'skydeck-archive-')));

    // Assess
    expect(checked).toEqual({ commits: [], scope: 'not a git work tree' });
  });
});
