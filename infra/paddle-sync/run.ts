import { mkdirSync, writeFileSync } from 'node:fs';
import { Environment, Paddle } from '@paddle/paddle-node-sdk';
import { PADDLE_ID_MAP_DIR, paddleIdMapPath } from '../stages/paddle-id-map';
import { STAGES, type StageDefinition } from '../stages/stages';
import { syncPaddleCatalogue, type SyncReport } from './sync';

export interface PaddleSyncOptions {
  readonly stageName: string;
  /** The API key of the stage's Paddle account (sandbox or live). */
  readonly apiKey: string;
  /** Another Paddle API, e.g. the local stand-in. @default the stage's environment's API */
  readonly baseUrl?: string;
  /** @default infra/stages/paddle-ids, where synth reads it */
  readonly idMapDir?: string;
}

export interface PaddleSyncResult extends SyncReport {
  readonly stage: StageDefinition;
  /** Where the id map was written. */
  readonly file: string;
}

/** What `npm run paddle:sync -- --stage <name>` does: syncs the stage's Paddle account and writes its id map. */
export async function runPaddleSync(options: PaddleSyncOptions): Promise<PaddleSyncResult> {
  const { stageName } = options;
  const stage = Object.hasOwn(STAGES, stageName) ? STAGES[stageName] : undefined;
  if (!stage) throw new Error(`Unknown stage "${stageName}": expected one of ${Object.keys(STAGES).join(', ')}.`);
  const environment =
    options.baseUrl ?? (stage.paddle.environment === 'production' ? Environment.production : Environment.sandbox);
  // SDK 3.x takes any value other than sandbox/production as its base URL.
  const paddle = new Paddle(options.apiKey, { environment: environment as Environment });

  const report = await syncPaddleCatalogue(paddle);
  const dir = options.idMapDir ?? PADDLE_ID_MAP_DIR;
  mkdirSync(dir, { recursive: true });
  const file = paddleIdMapPath(stageName, dir);
  writeFileSync(file, `${JSON.stringify(report.ids, null, 2)}\n`);
  return { ...report, stage, file };
}
