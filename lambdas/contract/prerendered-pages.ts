import { AIRCRAFT_FAMILY, AIRCRAFT_TYPES } from '../domain/aircraft';
import { PATHS } from './routes';

/**
 * The public pages that are rendered to HTML at build time (DESIGN.md §8), read by the prerender step, the local
 * static site and CloudFront's routing function, so the three cannot disagree about which paths have a file.
 * Trainers are named by aircraft type, suites by family (the names their links use); other spellings
 * (`/buy-fms-trainer/B737`, `/buy-skydeck-suite/a320`) still work, rendered in the browser.
 */
export const PRERENDERED_PATHS: readonly string[] = [
  PATHS.home,
  PATHS.buyTrainer,
  ...AIRCRAFT_TYPES.map((aircraftType) => `${PATHS.buyTrainer}/${aircraftType}`),
  PATHS.buySuite,
  ...AIRCRAFT_TYPES.map((aircraftType) => `${PATHS.buySuite}/${AIRCRAFT_FAMILY[aircraftType]}`),
  PATHS.buySupportExtension,
  PATHS.extendSupport,
  PATHS.winRequirements,
  PATHS.iosRequirements,
  PATHS.about,
];

/** Where a prerendered page lies in the build; the app shell `index.html` stays the answer for every other path. */
export const PRERENDERED_DIR = 'prerendered';

export function prerenderedFile(pagePath: string): string {
  return `/${PRERENDERED_DIR}${pagePath === '/' ? '/index' : pagePath}.html`;
}
