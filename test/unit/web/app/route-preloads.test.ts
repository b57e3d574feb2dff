import { routePreloadFor, type RoutePreload } from '../../../../web/src/app/route-preloads';

/** ADR 320: the app shell preloads the chunks of the page its address names, matched as the router matches it. */
const route = (path: string): RoutePreload => ({ path, scripts: [`/assets/${path}.js`], styles: [] });
const PRELOADS = [
  route('/buy/:productSlug/:quantity/:secondaryQuantity?'),
  route('/pay'),
  route('/licenses'),
  route('*'),
];

describe('routePreloadFor', () => {
  it.each([
    ['/buy/skydeck-suiteb737annual/1', '/buy/:productSlug/:quantity/:secondaryQuantity?'],
    ['/buy/skydeck-suiteb737annual/1/3', '/buy/:productSlug/:quantity/:secondaryQuantity?'],
    ['/pay', '/pay'],
    ['/licenses/', '/licenses'],
    ['/Licenses', '/licenses'],
  ])('matches %s to the route %s', (pathname, expected) => {
    // Act
    const preload = routePreloadFor(PRELOADS, pathname);

    // Assess
    expect(preload?.path).toBe(expected);
  });

  it.each(['/buy/skydeck-suiteb737annual', '/buy/a/1/2/3', '/licenses/extra', '/nowhere'])(
    'sends %s, which no page route matches, to the catch-all route',
    (pathname) => {
      // Act
      const preload = routePreloadFor(PRELOADS, pathname);

      // Assess
      expect(preload?.path).toBe('*');
    },
  );

  it('preloads nothing when no route matches and there is no catch-all', () => {
    // Prepare
    const withoutCatchAll = PRELOADS.filter((preload) => preload.path !== '*');

    // Act
    const preload = routePreloadFor(withoutCatchAll, '/nowhere');

    // Assess
    expect(preload).toBeUndefined();
  });
});
