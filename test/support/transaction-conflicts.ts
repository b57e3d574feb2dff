import {
  TransactionCanceledException,
  TransactionConflictException,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';

/**
 * Plays what the emulator never does and DynamoDB does: a write that meets a transaction in flight on one of its
 * items is refused, a TransactWriteItems cancelled for TransactionConflict and any other write with a
 * TransactionConflictException. A middleware on the store's client, in front of the emulator: `refuse(command, n)`
 * refuses the next n sends of that command (`DeleteItemCommand`, …), and `sent` counts every send of it.
 */
export function transactionConflicts(client: Pick<DynamoDBClient, 'middlewareStack'>) {
  const state = { command: '', count: 0, sent: 0 };
  client.middlewareStack.add(
    (next, context) => async (args) => {
      if (context.commandName !== state.command) return next(args);
      state.sent += 1;
      if (state.count <= 0) return next(args);
      state.count -= 1;
      const $metadata = {};
      if (state.command !== 'TransactWriteItemsCommand')
        throw new TransactionConflictException({ message: 'Transaction is ongoing for the item', $metadata });
      throw new TransactionCanceledException({
        message: 'Transaction cancelled, please refer cancellation reasons for specific reasons',
        $metadata,
        CancellationReasons: [{ Code: 'None' }, { Code: 'TransactionConflict' }],
      });
    },
    { step: 'initialize', name: 'transactionConflicts' },
  );
  return {
    refuse(command: string, count: number) {
      Object.assign(state, { command, count, sent: 0 });
    },
    get sent() {
      return state.sent;
    },
    reset() {
      Object.assign(state, { command: '', count: 0, sent: 0 });
    },
  };
}
