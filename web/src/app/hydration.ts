import { matchRoutes, type RouteObject } from 'react-router';

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
