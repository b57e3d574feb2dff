import type { MailCounterStore } from '../../lambdas/domain/mail-limits';

/** The table's mail counters in memory, all-or-nothing like its transaction: for services tested without a stack. */
export function memoryMailCounters(): MailCounterStore & { readonly counts: Map<string, number> } {
  const counts = new Map<string, number>();
  return {
    counts,
    async countAll(counters) {
      const full = counters.findIndex((counter) => (counts.get(counter.key) ?? 0) >= counter.max);
      if (full >= 0) return full;
      for (const counter of counters) counts.set(counter.key, (counts.get(counter.key) ?? 0) + 1);
      return null;
    },
  };
}
