import './app/app.css';
// Shared styles without a component of their own, used on every kind of page.
import './shared/ui/button.css';
import './shared/ui/visually-hidden.css';
import { HYDRATION_DATA_ID, readPageBoot } from './app/prerendered-document';

/**
 * The entry of every page, kept tiny: it decides when the app's code loads.
 *
 * A prerendered page is complete before any script runs (ADR 135): its scripts only make it interactive. They start
 * once the page has loaded and painted, so that the content a visitor came for never waits for them — on a slow
 * phone React and the router are ~100 KB gzip, more than the page and its images together. The app shell (checkout,
 * portal) has nothing to show before its scripts, so there the app loads at once.
 */
if (document.getElementById(HYDRATION_DATA_ID)) {
  await pageShown();
  const page = readPageBoot(document);
  for (const chunk of page.chunks) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = chunk;
    document.head.append(link);
  }
  // A page's first number format loads the browser's locale data: 20–30 ms of main thread on the bench machine,
  // four times that on Lighthouse's simulated phone. While the chunks download the thread is idle, so a page that
  // shows prices does it now, in a task of its own, rather than in the middle of hydrating; the others never do.
  if (page.showsAmounts) setTimeout(() => new Intl.NumberFormat().format(0), 0);
}
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
