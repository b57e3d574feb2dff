import { execFileSync } from 'node:child_process';

/** CONTRIBUTING.md's promise: a commit subject of at most this many characters. */
export const SUBJECT_LIMIT = 72;

/**
 * The commit after which subjects are checked: a tip of main. Older history keeps its long subjects (it is not
 * rewritten); every commit made after it, on any branch, is checked. A long subject that reached main all the same
 * stays there: move this past it (to main's tip), never rewrite main.
 */
export const CHECKED_AFTER = '68800a1288774bc044e59322d55d1d6e8d38fc0f';

export interface CheckedCommits {
  /** Each commit checked, `<short hash> <subject>`. */
  readonly commits: readonly { readonly hash: string; readonly subject: string }[];
  /** How the commits were chosen, for a reader of a failure. */
  readonly scope: string;
}

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
const succeeds = (cwd: string, ...args: string[]) => {
  try {
    git(cwd, ...args);
    return true;
  } catch {
    return false;
  }
};

/**
 * The commits of `cwd`'s history made after `after`: those HEAD reaches and `after` does not, committed later than
 * it (so a branch's older commits merged in later are left alone, as the rest of the old history is).
 *
 * A shallow clone (CI's usual `--depth`) may not hold `after`: every commit it does hold is then newer than the clone's
 * boundary, which lies past `after`, so all of them are checked. A full history without `after` is another project's
 * (or a rewritten one): that is an error, not a pass. Outside a git work tree (an unpacked archive) nothing is checked.
 */
export function commitsAfter(cwd: string, after: string = CHECKED_AFTER): CheckedCommits {
  if (!succeeds(cwd, 'rev-parse', '--is-inside-work-tree')) return { commits: [], scope: 'not a git work tree' };
  const known = succeeds(cwd, 'cat-file', '-e', `${after}^{commit}`);
  const shallow = git(cwd, 'rev-parse', '--is-shallow-repository') === 'true';
  if (!known && !shallow)
    throw new Error(`The history has no commit ${after}: update CHECKED_AFTER in test/support/commit-subjects.ts.`);
  // The date filter is applied here, not with `git log --since`, which stops walking at the first older commit.
  const since = known ? Number(git(cwd, 'show', '-s', '--format=%ct', after)) : 0;
  const log = git(cwd, 'log', '--format=%ct%x09%h%x09%s', known ? `${after}..HEAD` : 'HEAD');
  return {
    commits: log
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [time, hash, ...subject] = line.split('\t');
        return { time: Number(time), hash: hash!, subject: subject.join('\t') };
      })
      .filter((commit) => commit.time >= since)
      .map(({ hash, subject }) => ({ hash, subject })),
    scope: known ? `after ${after.slice(0, 12)}` : 'every commit of the shallow clone',
  };
}

/** `<hash> (<length>): <subject>` for each subject over the limit. */
export function longSubjects(checked: CheckedCommits, limit: number = SUBJECT_LIMIT): string[] {
  return checked.commits
    .filter((commit) => [...commit.subject].length > limit)
    .map((commit) => `${commit.hash} (${[...commit.subject].length}): ${commit.subject}`);
}
