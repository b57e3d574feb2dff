'use strict';
/**
 * TransactWriteItems for dynalite, which has none, with the real API's semantics (DynamoDB API reference,
 * TransactWriteItems and TransactionCanceledException): up to 100 Put/Update/Delete/ConditionCheck actions of at
 * most 4 MB in all, no two on one item, all applied or none; a failed condition cancels the whole request with
 * `TransactionCanceledException` and one `CancellationReasons` entry per action (`ConditionalCheckFailed`, the item
 * when `ReturnValuesOnConditionCheckFailure` is `ALL_OLD`, else `None`); an optional `ClientRequestToken` makes a
 * repeat within 10 minutes succeed without applying again, and a different request with it an
 * `IdempotentParameterMismatchException`.
 *
 * Isolation: every single-item write of dynalite takes a shared gate, a transaction takes it alone; so no write
 * interleaves with a transaction's check-then-apply, as DynamoDB serialises standard writes with transactions.
 * Reads take no gate (dynalite's reads take no lock either); each item is written whole, so a read sees an item
 * before or after the transaction, which is what BatchGetItem, Query and Scan promise (read-committed per item).
 *
 * CommonJS because it runs inside dynalite's worker thread, which has no TypeScript loader.
 */
const { createHash, randomUUID } = require('node:crypto');

const MAX_ACTIONS = 100;
const MAX_REQUEST_BYTES = 4 * 1024 * 1024;
const TOKEN_WINDOW_MS = 10 * 60 * 1000;
const WRITES = new Set(['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem']);

/** One writer alone, or any number of shared holders; first come, first served so a transaction is not starved. */
function createGate() {
  let shared = 0;
  let alone = false;
  const waiting = [];
  const pump = () => {
    while (waiting.length > 0 && !alone) {
      const next = waiting[0];
      if (next.alone && shared > 0) return;
      waiting.shift();
      if (next.alone) alone = true;
      else shared += 1;
      next.grant();
      if (alone) return;
    }
  };
  const acquire = (isAlone) =>
    new Promise((grant) => {
      waiting.push({ alone: isAlone, grant });
      pump();
    }).then(() => () => {
      if (isAlone) alone = false;
      else shared -= 1;
      pump();
    });
  return { shared: () => acquire(false), alone: () => acquire(true) };
}

function dynamoError(type, message, extra) {
  return { statusCode: 400, body: { __type: `com.amazonaws.dynamodb.v20120810#${type}`, message, ...extra } };
}

const call = (fn, ...args) =>
  new Promise((resolve, reject) => fn(...args, (error, value) => (error ? reject(error) : resolve(value))));

/**
 * Wraps a dynalite server (made by `makeServer(db)`) so it answers TransactWriteItems; `dynaliteDb` is
 * `require('dynalite/db')`, whose `create` is watched to reach the server's store.
 */
function withTransactions(makeServer, dynaliteDb) {
  const createStore = dynaliteDb.create;
  let store;
  dynaliteDb.create = (options) => (store = createStore(options));
  let server;
  try {
    server = makeServer();
  } finally {
    dynaliteDb.create = createStore;
  }
  const validations = require('dynalite/validations');
  const actions = {
    putItem: require('dynalite/actions/putItem'),
    updateItem: require('dynalite/actions/updateItem'),
    deleteItem: require('dynalite/actions/deleteItem'),
  };
  const checks = {
    putItem: require('dynalite/validations/putItem'),
    updateItem: require('dynalite/validations/updateItem'),
    deleteItem: require('dynalite/validations/deleteItem'),
  };
  const gate = createGate();
  const tokens = new Map();
  const [dynaliteHandler] = server.listeners('request');
  server.removeAllListeners('request');
  server.on('request', (req, res) => {
    const operation = String(req.headers['x-amz-target'] || '').split('.')[1];
    if (operation === 'TransactWriteItems') return void transact(req, res);
    if (!WRITES.has(operation)) return void dynaliteHandler(req, res);
    // The request's body stays buffered (no data listener yet) until dynalite takes it.
    void gate.shared().then((release) => {
      res.once('close', release);
      dynaliteHandler(req, res);
    });
  });

  function send(res, status, body) {
    const text = JSON.stringify(body);
    res.writeHead(status, {
      'content-type': 'application/x-amz-json-1.0',
      'content-length': Buffer.byteLength(text),
      'x-amzn-requestid': randomUUID(),
    });
    res.end(text);
  }

  function transact(req, res) {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      let request;
      try {
        request = JSON.parse(body.toString('utf8'));
      } catch {
        return send(res, 400, { __type: 'com.amazon.coral.service#SerializationException' });
      }
      run(request, body)
        .then((answer) => send(res, 200, answer))
        .catch((error) => {
          if (error && error.statusCode) return send(res, error.statusCode, error.body);
          send(res, 500, { __type: 'com.amazon.coral.service#InternalFailure', message: String(error) });
        });
    });
  }

  /** One action as the single-item request dynalite validates, with which of its actions applies it. */
  function singleRequest(entry) {
    const kinds = ['Put', 'Update', 'Delete', 'ConditionCheck'].filter((kind) => entry && entry[kind]);
    if (kinds.length !== 1)
      throw dynamoError('ValidationException', 'TransactItems can only contain one of Check, Put, Update or Delete');
    const kind = kinds[0];
    const { ReturnValuesOnConditionCheckFailure: returnOld, ...fields } = entry[kind];
    if (kind === 'ConditionCheck' && !fields.ConditionExpression)
      throw dynamoError('ValidationException', 'The parameter ConditionExpression is required for a ConditionCheck');
    const action = kind === 'Put' ? 'putItem' : kind === 'Update' ? 'updateItem' : 'deleteItem';
    const check = checks[action];
    const data = validations.checkTypes({ ...fields }, check.types);
    validations.checkValidations(data, check.types, check.custom, store);
    return { kind, action, data, returnOld: returnOld === 'ALL_OLD' };
  }

  async function run(request, body) {
    const items = request.TransactItems;
    if (!Array.isArray(items) || items.length === 0 || items.length > MAX_ACTIONS)
      throw dynamoError(
        'ValidationException',
        `1 validation error detected: Value at 'transactItems' failed to satisfy constraint: Member must have length less than or equal to ${MAX_ACTIONS} and greater than or equal to 1`,
      );
    if (body.length > MAX_REQUEST_BYTES)
      throw dynamoError('ValidationException', 'Transaction request cannot be larger than 4 MB');
    const token = request.ClientRequestToken;
    // The request as sent (the SDK sends a retry's body unchanged): hashed as it came, not serialised again.
    const fingerprint = token === undefined ? undefined : createHash('sha256').update(body).digest('hex');
    const now = Date.now();
    for (const [key, seen] of tokens) if (now - seen.at > TOKEN_WINDOW_MS) tokens.delete(key);
    if (token !== undefined && tokens.has(token)) {
      const seen = tokens.get(token);
      if (seen.fingerprint !== fingerprint)
        throw dynamoError(
          'IdempotentParameterMismatchException',
          'The request uses the same client token as a previous, but non-identical request.',
        );
      if (seen.pending)
        throw dynamoError(
          'TransactionInProgressException',
          'The transaction with the given request token is already in progress.',
        );
      return {};
    }
    const singles = items.map(singleRequest);
    const targets = [];
    for (const single of singles) {
      const table = await call(store.getTable, single.data.TableName);
      const keyAttributes = table.KeySchema.map((key) => key.AttributeName);
      const source = single.kind === 'Put' ? single.data.Item : single.data.Key;
      const key = Object.fromEntries(keyAttributes.map((name) => [name, source[name]]));
      targets.push({ table, key, id: `${single.data.TableName}\u0000${JSON.stringify(key)}` });
    }
    if (new Set(targets.map((target) => target.id)).size !== targets.length)
      throw dynamoError('ValidationException', 'Transaction request cannot include multiple operations on one item');

    if (token !== undefined) tokens.set(token, { fingerprint, at: now, pending: true });
    const release = await gate.alone();
    try {
      const before = await Promise.all(
        singles.map(async (single, index) => {
          const itemDb = store.getItemDb(single.data.TableName);
          try {
            return await call(itemDb.get, dynaliteDb.createKey(targets[index].key, targets[index].table));
          } catch (error) {
            if (error && error.name === 'NotFoundError') return undefined;
            throw error;
          }
        }),
      );
      const reasons = singles.map((single, index) => {
        if (dynaliteDb.checkConditional(single.data, before[index]) == null) return { Code: 'None' };
        return {
          Code: 'ConditionalCheckFailed',
          Message: 'The conditional request failed',
          ...(single.returnOld && before[index] ? { Item: before[index] } : {}),
        };
      });
      if (reasons.some((reason) => reason.Code !== 'None')) throw cancelled(reasons);

      // Distinct items, so applied side by side: the gate is held for one round of LevelDB work, not four.
      const results = await Promise.allSettled(
        singles.map((single) =>
          single.kind === 'ConditionCheck' ? undefined : call(actions[single.action], store, single.data),
        ),
      );
      const failed = results.findIndex((result) => result.status === 'rejected');
      if (failed >= 0) {
        // Undone, so the table is as before the request (all or nothing).
        await Promise.all(
          results.map((result, index) =>
            result.status === 'fulfilled' && singles[index].kind !== 'ConditionCheck'
              ? restore(singles[index].data.TableName, targets[index], before[index])
              : undefined,
          ),
        );
        const error = results[failed].reason;
        throw cancelled(
          singles.map((_, index) =>
            index === failed
              ? { Code: 'ValidationError', Message: (error && error.body && error.body.message) || String(error) }
              : { Code: 'None' },
          ),
        );
      }
      if (token !== undefined) tokens.set(token, { fingerprint, at: now, pending: false });
      return {};
    } catch (error) {
      if (token !== undefined) tokens.delete(token);
      throw error;
    } finally {
      release();
    }
  }

  function restore(tableName, target, item) {
    return item
      ? call(actions.putItem, store, { TableName: tableName, Item: item })
      : call(actions.deleteItem, store, { TableName: tableName, Key: target.key });
  }

  function cancelled(reasons) {
    const codes = reasons.map((reason) => reason.Code).join(', ');
    return dynamoError(
      'TransactionCanceledException',
      `Transaction cancelled, please refer cancellation reasons for specific reasons [${codes}]`,
      { CancellationReasons: reasons },
    );
  }

  return server;
}

module.exports = { withTransactions };
