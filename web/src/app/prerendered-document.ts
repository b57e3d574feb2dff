import type { HydrationState } from 'react-router';

/**
 * What a prerendered page carries for its scripts besides its markup, as JSON data blocks (`type="application/json"`
 * is not executed, so the CSP's `script-src 'self'` allows them, unlike inline scripts). This module imports nothing
 * at run time: the entry reads it before any of the app's code has loaded.
 */

/** The router state the page was rendered with (react-router's own inline script would need `'unsafe-inline'`). */
export const HYDRATION_DATA_ID = 'router-hydration-data';
/** What the entry needs to know of the page before the app loads (`PageBoot`). */
export const PAGE_BOOT_ID = 'page-boot';

export interface PageBoot {
  /** The chunks the page runs besides the entry's own (the app, its route modules, the layout's lazy parts). */
  readonly chunks: readonly string[];
  /** Whether the page shows amounts (or dates): its first one loads the browser's locale data, which no other page needs. */
  readonly showsAmounts: boolean;
  /**
   * The chunks of the text catalogues the page opens with in its language, by namespace (none in English): the app
   * loads them without the loaders of every catalogue (web/src/app/catalogues.ts).
   */
  readonly texts?: Readonly<Record<string, string>>;
}

export function hydrationDataScript(state: HydrationState): string {
  return dataBlock(HYDRATION_DATA_ID, state);
}

export function pageBootScript(boot: PageBoot): string {
  return dataBlock(PAGE_BOOT_ID, boot);
}

/** The prerendered page's router state, or undefined on the app shell. */
export function readHydrationData(document: DataBlockSource): HydrationState | undefined {
  return readDataBlock<HydrationState>(document, HYDRATION_DATA_ID);
}

/** What a prerendered page or a page's shell document says of itself (ADR 350), or undefined on the app shell. */
export function readPageBoot(document: DataBlockSource): PageBoot | undefined {
  return readDataBlock<PageBoot>(document, PAGE_BOOT_ID);
}

function dataBlock(id: string, data: unknown): string {
  // `<` escaped so that no string in the data can close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/** A document, or the build's stand-in over a page's HTML text (web/page-scripts.ts). */
type DataBlockSource = { getElementById(id: string): { textContent: string | null } | null };

function readDataBlock<T>(document: DataBlockSource, id: string): T | undefined {
  const text = document.getElementById(id)?.textContent;
  return text ? (JSON.parse(text) as T) : undefined;
}
