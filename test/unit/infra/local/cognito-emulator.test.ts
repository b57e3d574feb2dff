import { refusalsInOneLine } from '../../../../infra/local/cognito-emulator';

/* eslint-disable @typescript-eslint/no-require-imports -- cognito-local's own pino and error classes, as the emulator
   loads them (it exports no API for them). */
const pino = require(require.resolve('pino', { paths: [require.resolve('cognito-local')] }));
const { CognitoError, NotAuthorizedError } = require('cognito-local/lib/errors');
/* eslint-enable @typescript-eslint/no-require-imports -- loaded */

/** What cognito-local's logger writes, one entry per line, through the hook the emulator gives it. */
function logged(log: (logger: { warn: (...args: unknown[]) => void; error: (...args: unknown[]) => void }) => void) {
  const lines: string[] = [];
  const logger = pino(
    { level: 'warn', hooks: refusalsInOneLine(CognitoError) },
    { write: (chunk: string) => lines.push(...chunk.split('\n').filter(Boolean)) },
  );
  log(logger.child({ reqId: 'r1' }));
  return lines.map((line) => JSON.parse(line) as { msg: string; err?: { stack?: string } });
}

describe("cognito-local's log in the local stack", () => {
  it('writes a refusal it answers (a wrong password) as one line without a stack', () => {
    // Act
    const entries = logged((logger) =>
      logger.warn(new NotAuthorizedError('Incorrect username or password.'), 'Error handling target: InitiateAuth'),
    );

    // Assess
    expect(entries).toHaveLength(1);
    expect(entries[0]!.msg).toBe(
      'Error handling target: InitiateAuth: NotAuthorizedException: Incorrect username or password.',
    );
    expect(entries[0]!.err).toBeUndefined();
  });

  it('keeps the stack of a failure of its own', () => {
    // Act
    const entries = logged((logger) =>
      logger.error(new TypeError('cannot read the pool'), 'Error handling target: InitiateAuth'),
    );

    // Assess
    expect(entries).toHaveLength(1);
    expect(entries[0]!.msg).toBe('Error handling target: InitiateAuth');
    expect(entries[0]!.err?.stack).toContain('TypeError: cannot read the pool');
  });
});
