import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class StackAlreadyRunningError extends Error {
  constructor(pid: number, url: string | undefined, dataDir: string) {
    super(
      `The SkyDeck local stack is already running (process ${pid}${url ? `, ${url}` : ''}) with the data in ${dataDir}. ` +
        'Stop it with Ctrl-C first, or start another one with its own LOCAL_DATA_DIR and PORT.',
    );
    this.name = 'StackAlreadyRunningError';
  }
}

/**
 * One local stack per data directory: two would fight over the LevelDB and cognito-local files. The lock file
 * names the owner's pid; a lock left by a process that no longer exists (killed with SIGKILL) is taken over.
 */
export function acquireDataDirLock(dataDir: string, url: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'stack.lock');
  const holder = readLock(lockFile);
  if (holder && holder.pid !== process.pid && isAlive(holder.pid)) {
    throw new StackAlreadyRunningError(holder.pid, holder.url, dataDir);
  }
  writeFileSync(lockFile, JSON.stringify({ pid: process.pid, url }));
  return () => {
    if (readLock(lockFile)?.pid === process.pid) rmSync(lockFile, { force: true });
  };
}

function readLock(lockFile: string): { pid: number; url?: string } | undefined {
  try {
    return JSON.parse(readFileSync(lockFile, 'utf8'));
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  return !isZombie(pid);
}

/**
 * A process killed with SIGKILL whose parent died before reaping it stays a zombie where nothing reaps orphans (a
 * container's first process often does not): it still answers signal 0, yet holds nothing. Linux says so in
 * /proc/<pid>/stat (state Z); elsewhere there is no such file and the signal's answer stands.
 */
function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false;
  }
}
