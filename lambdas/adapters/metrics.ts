import { SHOP_METRICS_NAMESPACE } from '../contract/shop-metrics';

/**
 * Writes one CloudWatch embedded-metric-format document as one raw line on stdout. Every function of the shop logs
 * in Lambda's JSON format, where the runtime wraps whatever `console.*` prints into a `message` field: CloudWatch
 * then finds no `_aws` at the top level and extracts no metric. A line written to stdout directly is kept as it is,
 * so the document reaches the log event whole. Every publisher of a shop metric writes through this one function.
 */
export function writeMetrics(document: EmfDocument, out: { write(line: string): unknown } = process.stdout): void {
  out.write(`${JSON.stringify(document)}\n`);
}

/** The embedded metric format's envelope: `_aws` declares which top-level fields are metrics. */
export interface EmfDocument {
  readonly _aws: {
    readonly Timestamp: number;
    readonly CloudWatchMetrics: readonly {
      readonly Namespace: string;
      readonly Dimensions: readonly (readonly string[])[];
      readonly Metrics: readonly { readonly Name: string; readonly Unit: string }[];
    }[];
  };
  readonly [field: string]: unknown;
}

/** The stage a function runs in (`SKYDECK_STAGE`, set on every function); `local` on the local stack. */
export function metricStage(env: NodeJS.ProcessEnv = process.env): string {
  return env.SKYDECK_STAGE ?? 'local';
}

/**
 * One count of 1 under `name` in namespace SkyDeck, by Stage and by each extra dimension set given (`Route`, …),
 * with `fields` (a log line's level, message and details) at the top level beside it.
 */
export function countDocument(
  name: string,
  options: {
    readonly dimensions?: Readonly<Record<string, string>>;
    readonly fields?: Readonly<Record<string, unknown>>;
    readonly at?: Date;
  } = {},
): EmfDocument {
  const extra = Object.keys(options.dimensions ?? {});
  return {
    ...options.fields,
    _aws: {
      Timestamp: (options.at ?? new Date()).getTime(),
      CloudWatchMetrics: [
        {
          Namespace: SHOP_METRICS_NAMESPACE,
          Dimensions: extra.length > 0 ? [['Stage', ...extra], ['Stage']] : [['Stage']],
          Metrics: [{ Name: name, Unit: 'Count' }],
        },
      ],
    },
    Stage: metricStage(),
    ...options.dimensions,
    [name]: 1,
  };
}

/** One value under `name` (what a job measured on its run: an age, a size) in namespace SkyDeck, by Stage. */
export function valueDocument(name: string, value: number, unit: 'Seconds' | 'Count', at = new Date()): EmfDocument {
  return {
    _aws: {
      Timestamp: at.getTime(),
      CloudWatchMetrics: [
        { Namespace: SHOP_METRICS_NAMESPACE, Dimensions: [['Stage']], Metrics: [{ Name: name, Unit: unit }] },
      ],
    },
    Stage: metricStage(),
    [name]: value,
  };
}
