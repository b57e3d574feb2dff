import { mkdirSync, writeFileSync } from 'node:fs';
import { Environment, Paddle } from '@paddle/paddle-node-sdk';
import { PADDLE_ID_MAP_DIR, paddleIdMapPath, readPaddleIdMap } from '../stages/paddle-id-map';
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
  /**
   * Write the id map (`--write-ids`). Off by default: the committed map is what every deploy of the stage reads, so a
   * sync run to look, or against another account by mistake, must not overwrite it.
   * @default false
   */
  readonly writeIdMap?: boolean;
}

export interface PaddleSyncResult extends SyncReport {
  readonly stage: StageDefinition;
  /** The stage's id map file; written only with `writeIdMap`. */
  readonly file: string;
  readonly written: boolean;
  /** Price keys (and `firstYearDiscountId`) whose id differs from the map in `file`, or that it lacks. */
  readonly changedIds: readonly string[];
}

/**
 * What `npm run paddle:sync -- --stage <name> [--write-ids]` does: syncs the stage's Paddle account, compares the
 * ids with the stage's committed id map and, only when asked, writes the map.
 */
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
  const file = paddleIdMapPath(stageName, dir);
  const committed = readPaddleIdMap(stageName, dir);
  const changedIds = [
    ...Object.entries(report.ids.priceIds)
      .filter(([key, id]) => committed?.priceIds?.[key] !== id)
      .map(([key]) => key),
    ...(committed?.firstYearDiscountId === report.ids.firstYearDiscountId ? [] : ['firstYearDiscountId']),
  ];
  if (options.writeIdMap) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(report.ids, null, 2)}\n`);
  }
  return { ...report, stage, file, written: options.writeIdMap === true, changedIds };
}
