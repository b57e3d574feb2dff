import './app/app.css';
// Shared styles without a component of their own, used on every kind of page.
import './shared/ui/button.css';
import './shared/ui/visually-hidden.css';
import { readPageBoot } from './app/prerendered-document';
import { preloadRoute } from './app/route-preloads';
import { nextTask } from './shared/next-task';

const PRELOADS_PER_TASK = 4;

/**
 * The entry of every page, kept tiny: it decides when the app's code loads.
 *
 * A prerendered page is complete before any script runs (ADR 135): its scripts only make it interactive. They start
 * once the page has loaded and painted, so that the content a visitor came for never waits for them — on a slow
 * phone React and the router are ~100 KB gzip, more than the page and its images together. A page with a shell
 * document of its own (checkout, payment, sign-in, licences, orders: ADR 350) paints its stable part from HTML the
 * same way, and its app loads after that paint too.
 * The plain app shell shows only the layout's frame before its scripts (ADR 230), so there the app loads at once.
 */
const page = readPageBoot(document);
if (page) {
  await pageShown();
  // A preload link costs about a millisecond of main thread on the bench machine: a few links per task. Vite's
  // loader adds none of its own for the app once they are all in the document.
  for (let first = 0; first < page.chunks.length; first += PRELOADS_PER_TASK) {
    for (const chunk of page.chunks.slice(first, first + PRELOADS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = chunk;
      document.head.append(link);
    }
    await nextTask();
  }
}
// While the chunks download the thread is idle: a page that shows prices loads the locale data then rather than in
// the middle of rendering; the others never do. A page shell whose largest element is data only the app shows
// (ADR 350) has its document fetch the app at once, behind its stylesheet.
if (page?.showsAmounts) void loadLocaleData();
// The app shell: the page's own chunks download beside the app rather than once it has run (ADR 320).
if (!page) preloadRoute(document, window.location.pathname);
await import('./main');

/**
 * Resolves once the page's content is on the screen: after the load event (every image of the page is in), the frame
 * that paints it, and the browser's report of that paint (which can lag well behind the frame on a busy device).
 * Nobody waits for a hidden tab's paint, and nothing waits longer than a few seconds.
 */
async function pageShown(): Promise<void> {
  if (document.readyState !== 'complete')
    await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  await new Promise<void>((resolve) => {
    const done = () => resolve();
    setTimeout(done, 3000);
    if (document.visibilityState === 'hidden') return done();
    document.addEventListener('visibilitychange', done, { once: true });
    requestAnimationFrame(() => setTimeout(() => contentPainted().then(done), 0));
  });
}

function contentPainted(): Promise<void> {
  if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver(() => {
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/**
 * A page's first number format loads ICU's locale data: 25–35 ms of main thread on the bench machine, four times that
 * on Lighthouse's simulated phone, where any task over 50 ms blocks. Likely subtags and collation each load a part of
 * it in about 12–18 ms, so the three steps run as three tasks and the number format finishes in about 4 ms.
 */
async function loadLocaleData(): Promise<void> {
  const steps = [
    () => new Intl.Locale('en').maximize(),
    () => 'a'.localeCompare('b'),
    () => new Intl.NumberFormat().format(0),
  ];
  for (const step of steps) {
    await nextTask();
    step();
  }
}
