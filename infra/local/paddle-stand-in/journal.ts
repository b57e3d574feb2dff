import { appendFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The stand-in's memory on disk: an append-only journal of records, each the whole new value of one entity
 * (`{kind, value}`; the last value of an id wins). Appending is one small synchronous write, so a stack killed with
 * SIGKILL keeps everything written before the kill; a line cut off by the kill is dropped on load. On start the
 * journal is read back and rewritten compactly (one line per entity).
 */
export interface Journal<Kinds extends { [K in keyof Kinds]: { id: string } }> {
  /** Every entity of the kind, as last written, in the order first written. */
  load<K extends keyof Kinds & string>(kind: K): Kinds[K][];
  write<K extends keyof Kinds & string>(kind: K, value: Kinds[K]): void;
}

export function openJournal<Kinds extends { [K in keyof Kinds]: { id: string } }>(dir: string): Journal<Kinds> {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'journal.jsonl');
  const entities = new Map<string, Map<string, unknown>>();
  if (existsSync(file)) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (!line) continue;
      let record: { kind: string; value: { id: string } };
      try {
        record = JSON.parse(line);
      } catch {
        continue;
      }
      let ofKind = entities.get(record.kind);
      if (!ofKind) entities.set(record.kind, (ofKind = new Map()));
      ofKind.set(record.value.id, record.value);
    }
  }
  const compacted = [...entities].flatMap(([kind, values]) =>
    [...values.values()].map((value) => JSON.stringify({ kind, value })),
  );
  writeFileSync(`${file}.tmp`, compacted.length > 0 ? `${compacted.join('\n')}\n` : '');
  renameSync(`${file}.tmp`, file);

  return {
    load: (kind) => [...(entities.get(kind)?.values() ?? [])] as never[],
    write: (kind, value) => {
      appendFileSync(file, `${JSON.stringify({ kind, value })}\n`);
    },
  };
}
