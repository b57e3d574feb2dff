import { readFileSync } from 'node:fs';
import type axe from 'axe-core';
import type { Page } from 'playwright-core';
import type { Tabs } from '../support/browser';
import { stackUrl } from '../support/stack-url';

export interface OpenedPage {
  page: Page;
  /** Uncaught exceptions and console.error lines, so a test can assert a clean run or an expected message. */
  errors: string[];
}

/** A shop page from the file's tabs (`useTabs`), at the given viewport, once it is interactive. */
export async function openPage(tabs: Tabs, path: string, viewport = { width: 1280, height: 900 }): Promise<OpenedPage> {
  const page = await tabs.take();
  await page.setViewportSize(viewport);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${stackUrl()}${path}`);
  await untilInteractive(page);
  await page.getByRole('heading', { level: 1 }).waitFor();
  return { page, errors };
}

/** A prerendered page shows its content before its script runs; choices made before then would be lost. */
export async function untilInteractive(page: Page): Promise<void> {
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
}

/** The minified build: the 1.5 MB `axe.source` takes half as long again to evaluate, for the same rules. */
const AXE_SCRIPT = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's own rule set (WCAG A/AA and best practices), run inside the page. Evaluated through the debugging
 * protocol because the shop's CSP (rightly) refuses an injected inline script tag, and straight through a session
 * of its own: Playwright's `evaluate` of a string this size takes twice as long. Only violations come back.
 */
export async function axeViolations(page: Page): Promise<{ id: string; nodes: string[] }[]> {
  const session = await page.context().newCDPSession(page);
  try {
    const { exceptionDetails } = await session.send('Runtime.evaluate', { expression: AXE_SCRIPT });
    if (exceptionDetails) throw new Error(`axe-core did not load: ${exceptionDetails.text}`);
  } finally {
    await session.detach();
  }
  return page.evaluate(async () => {
    const { violations } = await (window as unknown as { axe: typeof axe }).axe.run({ resultTypes: ['violations'] });
    return violations.map((violation) => ({
      id: violation.id,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }));
  });
}

export async function continueHref(page: Page): Promise<string | null> {
  return page.getByRole('link', { name: 'Continue', exact: true }).getAttribute('href');
}

export async function priceText(page: Page): Promise<string> {
  return (await page.getByTestId('price').textContent()) ?? '';
}

/** The pricing API request that prices exactly what a checkout path buys. */
export function pricingUrlFor(checkoutPath: string): string {
  const url = new URL(checkoutPath, stackUrl());
  const [, , slug, quantity, secondaryQuantity] = url.pathname.split('/');
  const query = new URLSearchParams({ quantity: quantity ?? '' });
  if (secondaryQuantity !== undefined) query.set('secondaryQuantity', secondaryQuantity);
  const addOns = url.searchParams.get('addOns');
  if (addOns !== null) query.set('addOns', addOns);
  return `${stackUrl()}/api/pricing/${slug}?${query}`;
}
