/**
 * `npm start`: the whole shop on this machine (docs/architecture.md, "The local stack"). Configuration by environment, with embedded defaults:
 *   PORT (3000), HOST (127.0.0.1), LOCAL_DATA_DIR (.local), SUPPORT_URL,
 *   DYNAMODB_PORT (8000) and COGNITO_PORT (9229): preferred emulator ports; free ones are used when these are taken;
 *   LOCAL_DYNAMODB_IN_MEMORY=1: dynalite keeps the table in memory, lost at exit (the bench's throwaway stack).
 */
import path from 'node:path';
import { ensureWebBuild } from '../infra/local/web-build';
import { PortInUseError, REPO_ROOT, startLocalStack } from '../infra/local/local-stack';
import { StackAlreadyRunningError } from '../infra/local/single-instance';
import { logsAt } from '../lambdas/adapters/logger';

/** Emulator dependencies warn about their own end of support on every start; that is noise for a shop developer. */
process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE = '1';
process.removeAllListeners('warning');
process.on('warning', (warning) => {
  if (!`${warning.name} ${warning.message}`.includes('NodeVersionSupportWarning')) console.warn(warning);
});

// A rejected promise nobody awaited is a bug in a handler: say so loudly (the fuzz test looks for this line).
process.on('unhandledRejection', (reason) => console.error('Unhandled rejection:', reason));

async function main(): Promise<void> {
  const env = process.env;
  const port = Number(env.PORT ?? 3000);
  const dataDir = path.resolve(env.LOCAL_DATA_DIR ?? path.join(REPO_ROOT, '.local'));
  const webDir = path.join(REPO_ROOT, 'web', 'dist');

  await ensureWebBuild({ log: (line) => console.log(line) });
  const stack = await startLocalStack({
    port,
    host: env.HOST,
    dataDir,
    webDir,
    supportUrl: env.SUPPORT_URL,
    dynamoDbPort: Number(env.DYNAMODB_PORT ?? 8000),
    dynamoDbInMemory: env.LOCAL_DYNAMODB_IN_MEMORY === '1',
    cognitoPort: Number(env.COGNITO_PORT ?? 9229),
    // Printed as information: the stacks of the tests and the bench (LOG_LEVEL=ERROR) read mails from the mailbox.
    onMail: logsAt('info')
      ? (mail) =>
          console.log(
            mail.text
              ? `✉  Mail to ${mail.to}: ${mail.subject}\n${mail.text}`
              : `✉  Mail to ${mail.to}: ${mail.subject ?? 'code'} — code ${mail.code ?? '(none)'}`,
          )
      : undefined,
  });

  console.log(
    [
      `SkyDeck shop is running at ${stack.url}`,
      `  API            ${stack.url}/api/health`,
      `  DynamoDB       ${stack.dynamoDbEndpoint} (dynalite, table ${stack.tableName})`,
      `  Cognito        ${stack.cognitoEndpoint} (cognito-local, pool ${stack.userPoolId})`,
      `  Paddle         ${stack.paddleApiUrl} (local stand-in; test payments at /pay)`,
      `  Hosted UI      ${stack.hostedUiUrl} (Cognito's /oauth2/* stand-in: Google and Apple sign-in)`,
      `  Local mailbox  ${stack.url}/api/local/mailbox`,
      `  Data           ${dataDir}`,
      'Press Ctrl-C to stop.',
    ].join('\n'),
  );

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the SkyDeck local stack…`);
    await stack.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: Error) => {
  // Mistakes a person can fix get one clear sentence, not a stack trace.
  if (error instanceof StackAlreadyRunningError || error instanceof PortInUseError) {
    console.error(error.message);
  } else {
    console.error('The SkyDeck local stack could not start:', error);
  }
  process.exit(1);
});
