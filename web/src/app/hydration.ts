import { matchRoutes, type HydrationState, type RouteObject } from 'react-router';

/**
 * The router state a prerendered page was rendered with travels as a JSON data block (`type="application/json"`
 * is not executed, so the CSP's `script-src 'self'` allows it, unlike react-router's inline script).
 */
export const HYDRATION_DATA_ID = 'router-hydration-data';

export function hydrationDataScript(state: HydrationState): string {
  // `<` escaped so that no string in the data can close the script element.
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${HYDRATION_DATA_ID}">${json}</script>`;
}

/** The prerendered page's router state, or undefined on the app shell. */
export function readHydrationData(document: Document): HydrationState | undefined {
  const text = document.getElementById(HYDRATION_DATA_ID)?.textContent;
  return text ? (JSON.parse(text) as HydrationState) : undefined;
}

/**
 * Loads the lazy modules of the routes that match `pathname` and writes them into the route objects, so the first
 * render in the browser has every component the prerendered HTML was made with (else hydration would not match).
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
