import { Logger } from '@aws-lambda-powertools/logger';

/** One structured logger per process; the level comes from POWERTOOLS_LOG_LEVEL (INFO by default). */
export const logger = new Logger({ serviceName: 'skydeck-shop' });
