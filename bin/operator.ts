/**
 * `npm run operator -- add|remove|list [<email>] [--stage <name> [--user-pool-id <id>]]`: manages the members of
 * the `operators` group (docs/product/console.md). Without `--stage` it reaches the running `npm start` stack (LOCAL_DATA_DIR,
 * COGNITO_PORT); with it, the stage's pool through the caller's AWS credentials.
 */
import { parseArgs } from 'node:util';
import path from 'node:path';
import {
  addOperator,
  listOperators,
  localOperatorPool,
  OperatorCommandError,
  removeOperator,
  stageOperatorPool,
} from '../infra/operators/operators';
import { stackName } from '../infra/app';

const USAGE = 'Usage: npm run operator -- add|remove <email> | list [--stage <name>] [--user-pool-id <id>]';

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { stage: { type: 'string' }, 'user-pool-id': { type: 'string' } },
  });
  const [command, email] = positionals;
  if (!command || !['add', 'remove', 'list'].includes(command) || (command !== 'list' && !email)) {
    throw new OperatorCommandError(USAGE);
  }
  const pool = values.stage
    ? await stageOperatorPool(stackName(values.stage), values['user-pool-id'])
    : await localOperatorPool(process.env, path.resolve(__dirname, '..'));
  try {
    if (command === 'add') {
      const added = await addOperator(pool, email!);
      console.log(
        added.temporaryPassword
          ? `Created ${added.email} as an operator. Temporary password (a new one is chosen at first sign-in): ${added.temporaryPassword}`
          : `${added.email} is an operator; the account keeps its password. Its next sign-in carries the group.`,
      );
    } else if (command === 'remove') {
      await removeOperator(pool, email!);
      console.log(
        `${email!.trim().toLowerCase()} is no longer an operator (sessions already signed in end within 8 hours; sign them out to end them now).`,
      );
    } else {
      const operators = await listOperators(pool);
      console.log(operators.length > 0 ? operators.join('\n') : 'No operators yet.');
    }
  } finally {
    pool.client.destroy();
  }
}

main().catch((error: Error) => {
  console.error(
    error instanceof OperatorCommandError ? error.message : `The operator command failed: ${error.message}`,
  );
  process.exit(1);
});
