import type { Server } from 'node:http';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

export interface Emulator {
  readonly endpoint: string;
  close(): Promise<void>;
}

/**
 * dynalite: the DynamoDB API on LevelDB, in a worker thread of this process. Data lives in `dir` and survives
 * restarts. dynalite lacks TransactWriteItems; `dynalite-transactions.cjs` adds it with the real API's semantics
 * (ADR 155). Known gap: no TTL expiry — the app is written not to need it. A new table stays CREATING for a moment,
 * as DynamoDB's does for seconds, so code that writes before it is ACTIVE fails every time here, not now and then.
 *
 * A thread of its own because the emulator does about a third of the work of every API request that touches the
 * table (parsing, LevelDB, answering): on the main thread it competed with the handlers for one core, and webhook
 * throughput was bound by it; in a worker the two use both cores.
 */
export async function startDynamoDbEmulator(options: {
  dir: string;
  port: number;
  /** dynalite's in-memory store instead of LevelDB in `dir`: for a stack whose data is thrown away (the bench's). */
  inMemory?: boolean;
}): Promise<Emulator> {
  if (!options.inMemory) mkdirSync(options.dir, { recursive: true });
  const worker = new Worker(DYNALITE_WORKER, {
    eval: true,
    workerData: {
      dir: options.inMemory ? undefined : options.dir,
      port: options.port,
      transactions: TRANSACTIONS_MODULE,
    },
  });
  worker.unref();
  await new Promise<void>((resolve, reject) => {
    worker.once('message', (message: { listening?: true; error?: string }) =>
      message.listening ? resolve() : reject(new Error(message.error ?? 'dynalite did not start')),
    );
    worker.once('error', reject);
  });
  return {
    endpoint: `http://127.0.0.1:${options.port}`,
    close: async () => {
      // Unref'd so that a running stack's life is its HTTP server's; while closing, the worker's exit is what the
      // caller waits for, and with nothing else left in this thread, an unref'd worker would let the process end
      // first (a stack that fails to start would then exit 0 without saying why).
      worker.ref();
      const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
      worker.postMessage('close');
      await exited;
    },
  };
}

const TRANSACTIONS_MODULE = path.join(__dirname, 'dynalite-transactions.cjs');

/** Plain CommonJS, so the worker needs no TypeScript loader. */
const DYNALITE_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const dynalite = require('dynalite');
const { withTransactions } = require(workerData.transactions);
const server = withTransactions(
  () => dynalite({ path: workerData.dir, createTableMs: 100, deleteTableMs: 0, updateTableMs: 0 }),
  require('dynalite/db'),
);
server.once('error', (error) => parentPort.postMessage({ error: error.message }));
server.listen(workerData.port, '127.0.0.1', () => parentPort.postMessage({ listening: true }));
parentPort.on('message', (message) => {
  if (message !== 'close') return;
  server.close(() => process.exit(0));
  // Keep-alive sockets from the SDK would hold close() open; nothing is in flight at shutdown.
  server.closeAllConnections();
});
`;

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    // Keep-alive sockets from the SDK would hold close() open; nothing is in flight at shutdown.
    server.closeAllConnections?.();
  });
}
