/**
 * `npm run operator -- add|remove|list [<email>] [--stage <name> [--user-pool-id <id>] [--table-name <name>]]`:
 * manages the members of the `operators` group (docs/product/console.md); `remove` also ends the operator's sessions
 * at once (ADR 453). Without `--stage` it reaches the running `npm start` stack (LOCAL_DATA_DIR, or COGNITO_PORT with
 * DYNAMODB_PORT); with it, the stage's pool and table through the caller's AWS credentials.
 */
import { parseArgs } from 'node:util';
import path from 'node:path';
import {
  addOperator,
  closeOperatorPool,
  listOperators,
  localOperatorPool,
  OperatorCommandError,
  removeOperator,
  stageOperatorPool,
} from '../infra/operators/operators';
import { stackName } from '../infra/definitions/stack-names';

const USAGE =
  'Usage: npm run operator -- add|remove <email> | list [--stage <name>] [--user-pool-id <id>] [--table-name <name>]';

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { stage: { type: 'string' }, 'user-pool-id': { type: 'string' }, 'table-name': { type: 'string' } },
  });
  const [command, email] = positionals;
  if (!command || !['add', 'remove', 'list'].includes(command) || (command !== 'list' && !email)) {
    throw new OperatorCommandError(USAGE);
  }
  const pool = values.stage
    ? await stageOperatorPool(stackName(values.stage), {
        userPoolId: values['user-pool-id'],
        tableName: values['table-name'],
      })
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
        `${email!.trim().toLowerCase()} is no longer an operator, and every session of theirs is signed out now.`,
      );
    } else {
      const operators = await listOperators(pool);
      console.log(operators.length > 0 ? operators.join('\n') : 'No operators yet.');
    }
  } finally {
    closeOperatorPool(pool);
  }
}

main().catch((error: Error) => {
  console.error(
    error instanceof OperatorCommandError ? error.message : `The operator command failed: ${error.message}`,
  );
  process.exit(1);
});
