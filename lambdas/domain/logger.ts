/**
 * The one thing the domain needs from a logger. Both `console` and a Powertools logger fit, so the web app and
 * the Lambda handlers can each pass their own, and tests pass a spy.
 */
export interface DomainLogger {
  error(message: string, ...details: unknown[]): void;
}

export const defaultLogger: DomainLogger = console;
