import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { availablePort } from '../../infra/local/ports';

export const REPO_ROOT = path.resolve(__dirname, '../..');

/** How often a starting stack is asked whether it is healthy: a test waits for each start, a dozen a run. */
const HEALTH_POLL_MS = 50;

export interface StackProcess {
  readonly url: string;
  readonly port: number;
  readonly dataDir: string;
  readonly child: ChildProcess;
  output(): string;
  /** Sends the signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts the local stack exactly as `npm start` does, on free ports and a fresh data directory unless one is given,
 * and resolves once `GET /api/health` answers ok.
 */
export async function startStackProcess(
  options: { dataDir?: string; port?: number; env?: NodeJS.ProcessEnv } = {},
): Promise<StackProcess> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'skydeck-stack-'));
  const port = options.port ?? (await availablePort(0));
  const child = spawnStack({ dataDir, port, env: options.env });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://localhost:${port}`;

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The local stack exited with ${child.exitCode}:\n${output}`);
    if (await isHealthy(url)) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The local stack did not become healthy in 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, HEALTH_POLL_MS));
  }
  return {
    url,
    port,
    dataDir,
    child,
    output: () => output,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}

/**
 * Node's arguments to run one of our TypeScript scripts as package.json's scripts do: Node itself with tsx's
 * loader, one process (tsx's own launcher would start a second Node and relay signals to it).
 */
export function typeScriptNodeArgs(script: string, ...args: string[]): string[] {
  return ['--import', 'tsx', script, ...args];
}

/** Spawns `npm start`'s command with the shop's configuration in the environment, without waiting for it. */
export function spawnStack(options: { dataDir: string; port: number; env?: NodeJS.ProcessEnv }): ChildProcess {
  return spawn(process.execPath, typeScriptNodeArgs('bin/start.ts'), {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(options.port),
      LOCAL_DATA_DIR: options.dataDir,
      // Free emulator ports, so test stacks never meet a developer's running `npm start`.
      DYNAMODB_PORT: '0',
      COGNITO_PORT: '0',
      LOG_LEVEL: 'ERROR',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

async function isHealthy(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/api/health`);
    return response.ok && ((await response.json()) as { status?: string }).status === 'ok';
  } catch {
    return false;
  }
}
