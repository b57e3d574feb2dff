import { Logger } from '@aws-lambda-powertools/logger';

/** Loaded by `logger.ts` on the first line logged (see there); a module of its own so esbuild can tree-shake it. */
export const createPowertoolsLogger = () => new Logger({ serviceName: 'skydeck-shop' });
