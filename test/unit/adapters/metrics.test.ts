import { format } from 'node:util';
import type { ReconcilePorts } from '../../../lambdas/services/payments/reconcile';
import { RECONCILIATION_METRICS, SHOP_METRICS_NAMESPACE } from '../../../lambdas/contract/shop-metrics';

/** The reconcile handler's ports: nothing at Paddle to apply, so the run reports zeros, as a quiet day's run does. */
const quietDay: ReconcilePorts = {
  async *completedTransactions() {},
  isRecorded: async () => true,
  apply: async () => {},
  prices: new Map(),
  firstYearDiscountIds: [],
  log: { info: () => {}, error: () => {} },
  now: () => new Date('2026-11-26T04:15:00.000Z'),
};
jest.mock('../../../lambdas/services/payments/reconcile-ports', () => ({ reconcilePorts: () => quietDay }));
// The console index's backfill, long finished (ADR 331): it reads its progress item and stops.
jest.mock('../../../lambdas/services/admin/admin-ports', () => ({
  indexBackfillPorts: { readBackfillProgress: async () => ({ doneAt: '2026-11-01T04:15:00.000Z' }) },
}));

/**
 * What Lambda's Node.js runtime does with a function whose log format is JSON: each `console.*` call becomes one
 * log event `{timestamp, level, requestId, message}` with the printed text in `message`; a line written to stdout
 * or stderr directly reaches the log unchanged. Returns the log events CloudWatch would receive.
 */
function underLambdaJsonLogFormat(): { events: string[]; restore: () => void } {
  const events: string[] = [];
  const levels = { log: 'INFO', info: 'INFO', warn: 'WARN', error: 'ERROR', debug: 'DEBUG' } as const;
  const saved = { ...console };
  for (const [method, level] of Object.entries(levels)) {
    (console as unknown as Record<string, unknown>)[method] = (...args: unknown[]) =>
      events.push(
        JSON.stringify({ timestamp: new Date().toISOString(), level, requestId: 'req-1', message: format(...args) }),
      );
  }
  const write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    events.push(...String(chunk).split('\n').filter(Boolean));
    return true;
  });
  const writeErr = jest.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    events.push(...String(chunk).split('\n').filter(Boolean));
    return true;
  });
  return {
    events,
    restore: () => {
      Object.assign(console, saved);
      write.mockRestore();
      writeErr.mockRestore();
    },
  };
}

/** CloudWatch extracts metrics only from a log event whose top-level object carries `_aws.CloudWatchMetrics`. */
function extractedMetrics(events: string[]): Record<string, unknown>[] {
  return events
    .map((event) => {
      try {
        return JSON.parse(event) as Record<string, unknown>;
      } catch {
        return undefined;
      }
    })
    .filter((parsed): parsed is Record<string, unknown> => Boolean(parsed && typeof parsed._aws === 'object'));
}

describe("EMF metrics under Lambda's JSON log format", () => {
  it("the reconcile handler's metrics reach the log as a top-level EMF document", async () => {
    // Prepare
    const { handler } = await import('../../../lambdas/handlers/reconcile');
    const runtime = underLambdaJsonLogFormat();

    // Act
    try {
      await handler({ days: 3 });
    } finally {
      runtime.restore();
    }

    // Assess
    const [document, ...more] = extractedMetrics(runtime.events);
    expect(more).toEqual([]);
    expect(document).toMatchObject({
      _aws: { CloudWatchMetrics: [{ Namespace: SHOP_METRICS_NAMESPACE, Dimensions: [['Stage']] }] },
      Stage: 'local',
      ReconciliationApplied: 0,
      ReconciliationMismatches: 0,
      ReconciliationFailures: 0,
    });
    const declared = (document!._aws as { CloudWatchMetrics: { Metrics: { Name: string }[] }[] }).CloudWatchMetrics[0]!;
    expect(declared.Metrics.map((metric) => metric.Name)).toEqual([...RECONCILIATION_METRICS]);
  });

  it('would lose a document printed with console.log: the runtime nests it under message', () => {
    // Prepare
    const runtime = underLambdaJsonLogFormat();

    // Act
    try {
      console.log(JSON.stringify({ _aws: { Timestamp: 0, CloudWatchMetrics: [] }, Stage: 'local' }));
    } finally {
      runtime.restore();
    }

    // Assess
    expect(extractedMetrics(runtime.events)).toEqual([]);
    expect(runtime.events).toHaveLength(1);
  });
});
