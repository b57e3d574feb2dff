import { AIRCRAFT_FAMILY, AIRCRAFT_TYPES } from '../domain/aircraft';
import { BASE_LANGUAGE, type Language } from './languages';
import { PATHS } from './routes';

/**
 * The public pages that are rendered to HTML at build time (docs/architecture.md, "Budgets"), read by the prerender step, the local
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

/**
 * Where a prerendered page lies in the build; the app shell `index.html` stays the answer for every other path.
 * Every language has its own copy of each page: English's at `/prerendered/about.html`, another language's under
 * its code (`/prerendered/de/about.html`), and so on for page shells and the app shell.
 */
export const PRERENDERED_DIR = 'prerendered';

function languageDir(language: Language): string {
  return language === BASE_LANGUAGE ? `/${PRERENDERED_DIR}` : `/${PRERENDERED_DIR}/${language}`;
}

export function prerenderedFile(pagePath: string, language: Language = BASE_LANGUAGE): string {
  return `${languageDir(language)}${pagePath === '/' ? '/index' : pagePath}.html`;
}

/** The app shell of a language: English's is the site's `index.html`. */
export function appShellFile(language: Language = BASE_LANGUAGE): string {
  return language === BASE_LANGUAGE ? '/index.html' : `${languageDir(language)}/app.html`;
}

/**
 * Pages of the app whose content needs the buyer's session or an order, so no build can render it: each gets a shell
 * document of its own that paints the page's stable part (its heading, its form, its frame) before any script runs,
 * and loads the app once that has painted (ADR 350). Named as `PATHS` names them: `/buy` stands for every checkout.
 * Every other page of the app gets the plain app shell, `index.html`.
 */
export const PAGE_SHELL_PATHS: readonly string[] = [
  PATHS.checkout,
  PATHS.pay,
  PATHS.signIn,
  PATHS.licenses,
  PATHS.orders,
];

export function pageShellFile(pagePath: string, language: Language = BASE_LANGUAGE): string {
  return `${languageDir(language)}/shell${pagePath}.html`;
}
