import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findProduct, listCatalogueSlugs } from '../../lambdas/domain/catalogue';

/**
 * A stage's Paddle ids (sandbox and live accounts differ), written by `npm run paddle:sync -- --stage <name>` to
 * `infra/stages/paddle-ids/<stage>.json` and read by the stage config. Not secret: Paddle.js sees them anyway.
 */
export interface PaddleIdMap {
  /** Catalogue `priceKey` → Paddle price id (`pri_…`). */
  readonly priceIds: Readonly<Record<string, string>>;
  /** The "first year no support subscription" discount (`dsc_…`). */
  readonly firstYearDiscountId: string;
}

export const PADDLE_ID_MAP_DIR = path.resolve(__dirname, 'paddle-ids');

/** Ids written for a stage that has never been synced with a Paddle account: synth works, a checkout would not. */
export const UNSYNCED_ID_MARKER = '_unsynced_';

export function paddleIdMapPath(stageName: string, dir: string = PADDLE_ID_MAP_DIR): string {
  return path.join(dir, `${stageName}.json`);
}

/** Every priceKey the catalogue sells, each once, in catalogue order. */
export function cataloguePriceKeys(): string[] {
  const keys = new Set<string>();
  for (const slug of listCatalogueSlugs()) {
    for (const item of findProduct(slug)?.items ?? []) keys.add(item.priceKey);
  }
  return [...keys];
}

/** The stage's id map, or undefined when paddle:sync has not written one yet. */
export function readPaddleIdMap(stageName: string, dir: string = PADDLE_ID_MAP_DIR): PaddleIdMap | undefined {
  const file = paddleIdMapPath(stageName, dir);
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as PaddleIdMap;
}
