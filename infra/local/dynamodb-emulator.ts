import type { Server } from 'node:http';
import { mkdirSync } from 'node:fs';
import dynalite from 'dynalite';

export interface Emulator {
  readonly endpoint: string;
  close(): Promise<void>;
}

/**
 * dynalite: the DynamoDB API on LevelDB, in this process. Data lives in `dir` and survives restarts.
 * Known gaps (measured): no TransactWriteItems, no TTL expiry — the app is written not to need them.
 */
export async function startDynamoDbEmulator(options: { dir: string; port: number }): Promise<Emulator> {
  mkdirSync(options.dir, { recursive: true });
  const server: Server = dynalite({ path: options.dir, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  return {
    endpoint: `http://127.0.0.1:${options.port}`,
    close: () => closeServer(server),
  };
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    // Keep-alive sockets from the SDK would hold close() open; nothing is in flight at shutdown.
    server.closeAllConnections?.();
  });
}
