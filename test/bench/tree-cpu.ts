import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat times: 100 on every Linux the shop runs on. */
const TICKS_PER_SECOND = 100;
const SAMPLE_MS = 200;

/** [parent pid, user + system seconds] of a process, from /proc; undefined once it is gone. */
function readStat(pid: string): [number, number] | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').pop()!.split(' ');
    return [Number(fields[1]), (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND];
  } catch {
    return undefined;
  }
}

/** CPU seconds (user + system) of one process, all its threads included, now; undefined where /proc is missing. */
export function processCpuSeconds(pid: number): number | undefined {
  return readStat(String(pid))?.[1];
}

/**
 * CPU seconds (user + system) of a process and all its descendants — jest's workers, the local stack, Chromium and
 * its renderers — sampled from /proc every 0.2 s: the figure that does not shrink when a shared machine's other
 * work leaves more cores free. Processes are summed by pid at their last sample, so a process that lives less than
 * a sample interval is missed and each loses at most its last interval; `getrusage` cannot be used because
 * Chromium's renderers are not reaped by the process that started them. Where /proc is missing the figure is 0.
 */
export function watchTreeCpu(rootPid: number): () => number {
  const lastSeen = new Map<number, number>();
  const sample = () => {
    let entries: string[];
    try {
      entries = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
    } catch {
      return;
    }
    const children = new Map<number, number[]>();
    const seconds = new Map<number, number>();
    for (const entry of entries) {
      const stat = readStat(entry);
      if (!stat) continue;
      const pid = Number(entry);
      seconds.set(pid, stat[1]);
      children.set(stat[0], [...(children.get(stat[0]) ?? []), pid]);
    }
    const pending = [rootPid];
    while (pending.length > 0) {
      const pid = pending.pop()!;
      if (seconds.has(pid)) lastSeen.set(pid, seconds.get(pid)!);
      pending.push(...(children.get(pid) ?? []));
    }
  };
  sample();
  const timer = setInterval(sample, SAMPLE_MS);
  return () => {
    clearInterval(timer);
    return [...lastSeen.values()].reduce((sum, value) => sum + value, 0);
  };
}
