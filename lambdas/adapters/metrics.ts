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
