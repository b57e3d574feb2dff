import type { Page } from 'playwright-core';
import { formatPrice } from '../../lambdas/contract/formats';
import { useTabs } from '../support/browser';
import { supportExtensionOrder } from '../../web/src/features/shop/orders';
import type { AircraftType, SubscriptionPeriod } from '../../lambdas/domain/aircraft';
import { continueHref, openPage, pricingUrlFor, priceText } from './shop-helpers';

/**
 * docs/product/prices.md: the price a page shows is the price GET /api/pricing gives for the very URL its
 * Continue goes to — for every trainer and suite combination, at quantities on each side of the volume tiers.
 */
async function apiTotal(checkoutPath: string): Promise<number> {
  const response = await fetch(pricingUrlFor(checkoutPath));
  expect(response.status).toBe(200);
  return ((await response.json()) as { total: number }).total;
}

const radio = (page: Page, group: string, option: string) =>
  page.getByRole('group', { name: group }).getByRole('radio', { name: option, exact: true });

/** Checks an option only when it is not the group's current choice. */
function chooser(page: Page): (group: string, option: string) => Promise<void> {
  const chosen = new Map<string, string>();
  return async (group, option) => {
    if (chosen.get(group) === option) return;
    await radio(page, group, option).check();
    chosen.set(group, option);
  };
}

/**
 * Every combination of one option per group, ordered so that each differs from the one before in one group only
 * (a reflected Gray code): a walk through them checks one radio per step, 27 for the trainer's 24 products instead
 * of 45 in plain nested order.
 */
function oneChangeAtATime<Option>(groups: readonly (readonly Option[])[]): Option[][] {
  if (groups.length === 0) return [[]];
  const rest = oneChangeAtATime(groups.slice(1));
  return groups[0]!.flatMap((option, index) =>
    (index % 2 === 0 ? rest : [...rest].reverse()).map((combination) => [option, ...combination]),
  );
}

/** What a page showed for the checkout path its Continue goes to. */
interface Shown {
  readonly href: string;
  readonly price: string;
  readonly period?: string;
}

/** The shown prices beside what GET /api/pricing answers for each path, asked all at once after the clicking. */
async function expectApiPrices(shown: Shown[]): Promise<void> {
  const expected = await Promise.all(
    shown.map(async ({ href, period }) =>
      [formatPrice(Math.round((await apiTotal(href)) * 100), 'EUR', 'en'), period].filter(Boolean).join(' '),
    ),
  );
  expect(shown.map(({ href, price }) => `${href}: ${price}`)).toEqual(
    shown.map(({ href }, index) => `${href}: ${expected[index]}`),
  );
}

describe('page prices equal the pricing API for the Continue URL', () => {
  const tabs = useTabs({ locale: 'en-GB' });
  let page: Page;

  // One test per tier quantity: each clicks through 24 products, within the test timeout on a loaded machine.
  it.each(['1', '10', '50'])('on the trainer configurator, for all 24 products at quantity %s', async (quantity) => {
    // Prepare
    ({ page } = await openPage(tabs, '/buy-fms-trainer'));
    const choose = chooser(page);
    const shown: Shown[] = [];
    const expectedHrefs: string[] = [];

    // Act
    await page.getByRole('textbox', { name: 'Quantity' }).fill(quantity);
    for (const [aircraftType, platform, licenceType, subscription] of oneChangeAtATime([
      ['A322', 'B738', 'B38M'],
      ['iOS', 'Windows'],
      ['Personal', 'Classroom'],
      ['Monthly', 'Annual'],
    ])) {
      await choose('Aircraft type', aircraftType!);
      await choose('Platform', platform!);
      await choose('Licence type', licenceType!);
      await choose('Subscription', subscription!);
      const period = subscription === 'Monthly' ? 'per month' : 'per year';
      shown.push({ href: (await continueHref(page))!, price: await priceText(page), period });
      const prefix = platform === 'iOS' ? 'ios' : 'win';
      expectedHrefs.push(
        `/buy/${prefix}-fms-trainer-${aircraftType}-${licenceType}-${subscription}/${quantity}`.toLowerCase(),
      );
    }

    // Assess: Continue goes to the lowercase product key of each combination, priced as the API prices it
    expect(shown.map(({ href }) => href)).toEqual(expectedHrefs);
    expect(new Set(expectedHrefs).size).toBe(24);
    await expectApiPrices(shown);
  });

  it('on the suite page, for every aircraft, configuration and add-on choice at quantities 1 and 3', async () => {
    // Prepare
    ({ page } = await openPage(tabs, '/buy-skydeck-suite'));
    const shown: Shown[] = [];
    const selections = [
      { aircraft: 'A320', configuration: 'neo and ceo' },
      { aircraft: 'A320', configuration: 'ceo only' },
      { aircraft: 'B737' },
      { aircraft: 'B737', hud: true },
      { aircraft: 'B38M' },
    ];

    for (const quantity of ['1', '3']) {
      for (const selection of selections) {
        // Act
        await radio(page, 'Aircraft type', selection.aircraft).check();
        if (selection.configuration) await radio(page, 'Configuration', selection.configuration).check();
        if (selection.hud) await page.getByRole('checkbox', { name: 'Head-up Display', exact: true }).check();
        await page.getByRole('textbox', { name: 'Quantity' }).fill(quantity);
        shown.push({ href: (await continueHref(page))!, price: await priceText(page) });
      }
    }

    // Assess
    await expectApiPrices(shown);
    expect(new Set(shown.map(({ href }) => href)).size).toBe(10);
  });

  it('on the support extension page, for every aircraft and term with and without lapsed months', async () => {
    // Prepare
    ({ page } = await openPage(tabs, '/buy-suite-nc-support-extension'));
    const shown: Shown[] = [];

    for (const months of ['0', '7']) {
      await page.getByRole('textbox', { name: 'Lapsed months to catch up' }).fill(months);
      for (const [aircraft, aircraftType] of [
        ['A320', 'A322'],
        ['B737', 'B738'],
        ['B38M', 'B38M'],
      ] as const) {
        for (const term of ['Annual', 'Monthly'] as const) {
          // Act: Continue needs a licence key (shop-pages.test.ts); the order it would continue with is the page's own
          await radio(page, 'Aircraft type', aircraft).check();
          await radio(page, 'Term', term).check();
          const href = supportExtensionOrder({
            aircraftType: aircraftType as AircraftType,
            term: term as SubscriptionPeriod,
            lapsedMonths: Number(months),
          })!.checkoutPath;
          shown.push({ href, price: await priceText(page) });
        }
      }
    }

    // Assess
    await expectApiPrices(shown);
    expect(new Set(shown.map(({ href }) => href)).size).toBe(12);
  });
});
