import { Tabs, useBrowser } from '../support/browser';
import { stackUrl } from '../support/stack-url';

/** Every browser test that takes a kept tab relies on it holding nothing of the test before (ADR 210). */
describe('a tab returned by one test, as the next test takes it', () => {
  const browser = useBrowser();

  it('is the same page, at about:blank, with no cookie, stored item, route, listener, permission, viewport or media left', async () => {
    // Prepare: a test that leaves everything it can behind
    const tabs = new Tabs(browser, { viewport: { width: 1000, height: 700 } });
    const first = await tabs.take();
    await first.goto(`${stackUrl()}/about`);
    await first.evaluate(() => {
      localStorage.setItem('left', 'behind');
      sessionStorage.setItem('left', 'behind');
    });
    await first.context().addCookies([{ name: 'left', value: 'behind', url: stackUrl() }]);
    await first.context().grantPermissions(['clipboard-read'], { origin: stackUrl() });
    await first.route('**/config.json', (route) => route.fulfill({ json: { routed: true } }));
    const heardByTheFirstTest: string[] = [];
    first.on('console', (message) => heardByTheFirstTest.push(message.text()));
    await first.setViewportSize({ width: 390, height: 844 });
    await first.emulateMedia({ colorScheme: 'dark', reducedMotion: 'no-preference', forcedColors: 'active' });

    // Act
    await tabs.returnAll();
    const second = await tabs.take();

    // Assess
    expect(second).toBe(first);
    expect(second.url()).toBe('about:blank');
    expect(await second.context().cookies()).toEqual([]);
    expect(second.viewportSize()).toEqual({ width: 1000, height: 700 });
    await second.goto(`${stackUrl()}/about`);
    expect(
      await second.evaluate(async () => ({
        stored: [localStorage.getItem('left'), sessionStorage.getItem('left')],
        clipboard: (await navigator.permissions.query({ name: 'clipboard-read' as PermissionName })).state,
        config: await (await fetch('/config.json')).json(),
        media: ['(prefers-color-scheme: light)', '(prefers-reduced-motion: reduce)', '(forced-colors: none)'].map(
          (query) => matchMedia(query).matches,
        ),
      })),
    ).toEqual({
      stored: [null, null],
      clipboard: 'prompt',
      config: expect.not.objectContaining({ routed: true }),
      media: [true, true, true],
    });
    await second.evaluate(() => console.log('heard only by the second test'));
    expect(heardByTheFirstTest).toEqual([]);
    await tabs.returnAll();
  });

  it('is a new page when the test before closed it', async () => {
    // Prepare
    const tabs = new Tabs(browser, {});
    const closed = await tabs.take();
    await closed.close();

    // Act
    await tabs.returnAll();
    const next = await tabs.take();

    // Assess
    expect(next).not.toBe(closed);
    expect(next.isClosed()).toBe(false);
    await tabs.returnAll();
  });
});
