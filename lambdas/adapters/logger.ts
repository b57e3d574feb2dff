import type { Logger } from '@aws-lambda-powertools/logger';

/**
 * One structured logger per process; the level comes from POWERTOOLS_LOG_LEVEL (INFO by default). Powertools is
 * loaded on the first line logged, not at cold start: most requests log nothing, and loading it costs about as
 * much as an empty module's whole initialisation ten times over.
 */
export type ShopLogger = Pick<Logger, 'debug' | 'info' | 'warn' | 'error'>;

let instance: Logger | undefined;

function powertools(): Logger {
  if (!instance) {
    // A lazy require: esbuild keeps Powertools in the bundle but runs it only when this line runs.
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- an import would run Powertools at cold start.
    const { createPowertoolsLogger } = require('./powertools-logger') as typeof import('./powertools-logger');
    instance = createPowertoolsLogger();
  }
  return instance;
}

type Level = keyof ShopLogger;
const forward =
  (level: Level): ShopLogger[Level] =>
  (input, ...extra) =>
    powertools()[level](input, ...extra);

export const logger: ShopLogger = { debug: forward('debug'), info: forward('info'), warn: forward('warn'), error: forward('error') };
