import type { AlarmedFailure } from '../contract/shop-metrics';
import { countDocument, writeMetrics } from './metrics';

/**
 * One structured logger per process: one JSON line per entry on stdout/stderr, which CloudWatch Logs indexes by
 * field (`level`, `message`, `timestamp`, `service`, and whatever the call adds). The level comes from `LOG_LEVEL`
 * (INFO by default).
 *
 * Our own, not Powertools Logger: the handlers use four methods of it, and its 23 KB in every bundle put the
 * webhook and checkout bundles over their 250 KB budget (ADR 114).
 */
export interface ShopLogger {
  debug(message: string, details?: Record<string, unknown>): void;
  info(message: string, details?: Record<string, unknown>): void;
  warn(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

type Level = keyof ShopLogger;
const SEVERITY: Readonly<Record<Level, number>> = { debug: 10, info: 20, warn: 30, error: 40 };
const SERVICE = 'skydeck-shop';

function threshold(): number {
  const configured = (process.env.LOG_LEVEL ?? 'info').toLowerCase();
  return SEVERITY[configured as Level] ?? SEVERITY.info;
}

/** Whether entries of `level` are written at the configured `LOG_LEVEL`. */
export function logsAt(level: Level): boolean {
  return SEVERITY[level] >= threshold();
}

/** Errors become plain fields: `JSON.stringify` would write `{}` for them. */
function serialisable(value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  return value;
}

function entryFields(level: Level, message: string, details: Record<string, unknown>, at: Date) {
  const fields = Object.fromEntries(Object.entries(details).map(([key, value]) => [key, serialisable(value)]));
  return { level: level.toUpperCase(), message, timestamp: at.toISOString(), service: SERVICE, ...fields };
}

export function formatEntry(
  level: Level,
  message: string,
  details: Record<string, unknown> = {},
  at = new Date(),
): string {
  return JSON.stringify(entryFields(level, message, details, at));
}

/**
 * A failure the shop logs and carries on from, which someone must still act on: one ERROR line that also counts 1
 * in the metric `metric` (EMF at the line's top level), which its alarm reads (`TransferMailFailures` and the
 * others of ALARMED_FAILURES in lambdas/contract/shop-metrics.ts).
 * Written whatever `LOG_LEVEL` says: the alarm must see it.
 */
export function alarmedFailure(metric: AlarmedFailure, message: string, details: Record<string, unknown> = {}): void {
  const at = new Date();
  writeMetrics(countDocument(metric, { at, fields: { ...entryFields('error', message, details, at), alarm: metric } }));
}

const write =
  (level: Level) =>
  (message: string, details?: Record<string, unknown>): void => {
    if (!logsAt(level)) return;
    const line = formatEntry(level, message, details);
    if (SEVERITY[level] >= SEVERITY.warn) process.stderr.write(`${line}\n`);
    else process.stdout.write(`${line}\n`);
  };

export const logger: ShopLogger = {
  debug: write('debug'),
  info: write('info'),
  warn: write('warn'),
  error: write('error'),
};
