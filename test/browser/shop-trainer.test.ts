import type { Page } from 'playwright-core';
import { useTabs } from '../support/browser';
import { axeViolations, continueHref, openPage, priceText, untilInteractive } from './shop-helpers';

const DESCRIPTIONS = {
  'Windows Classroom': 'Windows PC or tablet use, without restrictions, optional hardware M(CDU) connectivity',
  'Windows Personal': 'Personal use on Windows PC or tablet, at home or at work, maximum 4 hours per day',
  'iOS Classroom': 'Use on iPad without restrictions',
  'iOS Personal': 'Personal use on iPad, at home or at work, maximum 4 hours per day',
} as const;

async function choose(page: Page, group: string, option: string) {
  await page.getByRole('group', { name: group }).getByRole('radio', { name: option, exact: true }).check();
}

describe('FMS Trainer page in Chromium', () => {
  const tabs = useTabs({ locale: 'en-GB' });
  let page: Page;
  let errors: string[];

  it('shows the three download tiles, each with its App Store badge and link', async () => {
    // Act
    ({ page, errors } = await openPage(tabs, '/buy-fms-trainer'));

    // Assess
    const tiles = page.locator('.tile');
    expect(await tiles.locator('.tile-title').allTextContents()).toEqual([
      'FMS Trainer for A322',
      'FMS Trainer for B738',
      'FMS Trainer for B38M',
    ]);
    const badge = page.getByRole('link', { name: 'Get FMS Trainer for B38M on the App Store' });
    expect(await badge.getAttribute('href')).toBe('https://apps.apple.com/search?term=SkyDeck%20FMS%20Trainer%20B38M');
    expect(await page.getByRole('link', { name: 'Purchase FMS Trainer' }).getAttribute('href')).toBe(
      '/buy-fms-trainer',
    );
    expect(errors).toEqual([]);
  });

  it("takes the store links from the runtime config and shows 'Unknown aircraft type' on a tile it cannot place", async () => {
    // Prepare: a stage whose config names an aircraft the shop does not know
    page = await tabs.take();
    await page.route('**/config.json', async (route) => {
      const config = await (await route.fetch()).json();
      await route.fulfill({
        json: {
          ...config,
          trainerApps: [
            {
              aircraftType: 'A322',
              appStoreUrl: 'https://apps.example/a322',
              microsoftStoreUrl: 'https://ms.example/a322',
            },
            {
              aircraftType: 'Q400',
              appStoreUrl: 'https://apps.example/q400',
              microsoftStoreUrl: 'https://ms.example/q400',
            },
          ],
        },
      });
    });
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));

    // Act
    await page.goto(`${process.env.SKYDECK_URL}/buy-fms-trainer/A322`);
    await page.locator('.tile .tile-error').waitFor();

    // Assess
    expect(await page.locator('.tile .tile-title').allTextContents()).toEqual(['FMS Trainer for A322', 'FMS Trainer']);
    expect(await page.locator('.tile .tile-error').allTextContents()).toEqual(['Unknown aircraft type']);
    expect(await page.getByRole('link', { name: 'Get FMS Trainer for A322 on the App Store' }).count()).toBe(2);
    expect(
      await page.getByRole('link', { name: 'Get FMS Trainer for A322 on the App Store' }).last().getAttribute('href'),
    ).toBe('https://apps.example/a322');
    expect(logged).toContain('No image found for none fms-trainer');
  });

  it('configures with the defaults B738, iOS, Personal, Annual, quantity 1', async () => {
    // Act
    ({ page, errors } = await openPage(tabs, '/buy-fms-trainer'));

    // Assess
    await page.getByRole('heading', { level: 1, name: 'iOS FMS Trainer user licence', exact: true }).waitFor();
    for (const [group, option] of [
      ['Aircraft type', 'B738'],
      ['Platform', 'iOS'],
      ['Licence type', 'Personal'],
      ['Subscription', 'Annual'],
    ]) {
      expect(
        await page.getByRole('group', { name: group! }).getByRole('radio', { name: option!, exact: true }).isChecked(),
      ).toBe(true);
    }
    expect(await page.getByRole('textbox', { name: 'Quantity' }).inputValue()).toBe('1');
    expect(await page.getByTestId('licence-description').textContent()).toBe(DESCRIPTIONS['iOS Personal']);
    expect(await page.locator('.product-title').textContent()).toBe('iOS FMS Trainer B738 personal licence, annual');
    expect(await priceText(page)).toBe('€ 499.00 per year');
    await page.getByText('Prices are excluding VAT.', { exact: true }).waitFor();
    expect(await continueHref(page)).toBe('/buy/ios-fms-trainer-b738-personal-annual/1');
    expect(await page.getByRole('img', { name: 'iOS FMS Trainer for B738' }).getAttribute('src')).toBe(
      '/images/fms-trainer-b738-ios.svg',
    );
    expect(await page.getByRole('link', { name: 'Get FMS Trainer for B738 on the App Store' }).count()).toBe(2);
    expect(errors).toEqual([]);
  });

  it.each([
    ['A322', 'A322'],
    ['B738', 'B738'],
    ['B38M', 'B38M'],
    ['B737', 'B738'],
    ['A320', 'A322'],
    ['b38m', 'B38M'],
  ])('takes the aircraft from the route /buy-fms-trainer/%s as %s', async (routeValue, aircraftType) => {
    // Act
    ({ page, errors } = await openPage(tabs, `/buy-fms-trainer/${routeValue}`));

    // Assess
    expect(
      await page
        .getByRole('group', { name: 'Aircraft type' })
        .getByRole('radio', { name: aircraftType, exact: true })
        .isChecked(),
    ).toBe(true);
    expect(await continueHref(page)).toBe(`/buy/ios-fms-trainer-${aircraftType.toLowerCase()}-personal-annual/1`);
  });

  it('shows the error page for an unknown aircraft type in the route', async () => {
    // Act
    page = await tabs.take();
    await page.goto(`${process.env.SKYDECK_URL}/buy-fms-trainer/XYZ`);

    // Assess
    await page.getByRole('heading', { name: 'Oops!' }).waitFor();
    await page.getByText('Unknown aircraft type: XYZ').waitFor();
  });

  it('shows each licence description word for word, the heading per platform, and per-month prices', async () => {
    // Prepare
    ({ page, errors } = await openPage(tabs, '/buy-fms-trainer'));

    for (const platform of ['Windows', 'iOS'] as const) {
      for (const licenceType of ['Classroom', 'Personal'] as const) {
        // Act
        await choose(page, 'Platform', platform);
        await choose(page, 'Licence type', licenceType);

        // Assess
        await page
          .getByRole('heading', { level: 1, name: `${platform} FMS Trainer user licence`, exact: true })
          .waitFor();
        expect(await page.getByTestId('licence-description').textContent()).toBe(
          DESCRIPTIONS[`${platform} ${licenceType}`],
        );
        expect(await page.locator('.volume-table').count()).toBe(licenceType === 'Personal' ? 1 : 0);
      }
    }

    // Act
    await choose(page, 'Platform', 'Windows');
    await choose(page, 'Licence type', 'Classroom');
    await choose(page, 'Subscription', 'Monthly');

    // Assess
    expect(await priceText(page)).toBe('€ 299.00 per month');
    expect(await page.getByRole('img', { name: 'Windows FMS Trainer for B738' }).getAttribute('src')).toBe(
      '/images/fms-trainer-b738-win.svg',
    );
    expect(
      await page.getByRole('link', { name: 'Get FMS Trainer for B738 on the Microsoft Store' }).getAttribute('href'),
    ).toBe('https://apps.microsoft.com/search?query=SkyDeck%20FMS%20Trainer%20B738');
    expect(await continueHref(page)).toBe('/buy/win-fms-trainer-b738-classroom-monthly/1');
  });

  it('shows the volume tiers for Personal licences and marks the one the quantity reaches', async () => {
    // Prepare
    ({ page, errors } = await openPage(tabs, '/buy-fms-trainer/B738'));
    const quantity = page.getByRole('textbox', { name: 'Quantity' });

    // Assess
    const rows = await page
      .locator('.volume-table tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent)));
    expect(rows).toEqual([
      ['1 to 9', '€ 49.99', '€ 499.00'],
      ['10 to 49', '€ 45.00', '€ 450.00'],
      ['50 or more', '€ 40.00', '€ 400.00'],
    ]);

    // Act
    await quantity.fill('10');

    // Assess
    expect(await priceText(page)).toBe('€ 4,500.00 per year');
    expect(await page.locator('.volume-table tr[aria-current="true"] th').textContent()).toBe('10 to 49');
    expect(await continueHref(page)).toBe('/buy/ios-fms-trainer-b738-personal-annual/10');

    // Act
    await quantity.fill('50');
    await choose(page, 'Subscription', 'Monthly');

    // Assess
    expect(await priceText(page)).toBe('€ 2,000.00 per month');
  });

  it('brings the configurator into view with Purchase FMS Trainer, keeping the choices', async () => {
    // Prepare
    ({ page, errors } = await openPage(tabs, '/buy-fms-trainer/B38M', { width: 390, height: 700 }));
    await choose(page, 'Platform', 'Windows');

    // Act
    await page.getByRole('link', { name: 'Purchase FMS Trainer' }).click();

    // Assess: the choices travel in the URL, so a reload or a shared link keeps them
    await page.waitForURL(/\/buy-fms-trainer\?aircraft=B38M&platform=Windows$/);
    const heading = page.getByRole('heading', { level: 1, name: 'Windows FMS Trainer user licence', exact: true });
    await heading.waitFor();
    await page.waitForFunction(() => document.activeElement?.id === 'trainer-title');
    expect(await heading.isVisible()).toBe(true);
    await page.waitForFunction(() => {
      const top = document.getElementById('trainer-title')!.getBoundingClientRect().top;
      return top >= 0 && top < window.innerHeight / 2;
    });
    expect(await continueHref(page)).toBe('/buy/win-fms-trainer-b38m-personal-annual/1');
  });

  it('goes to the checkout route with Continue', async () => {
    // Prepare
    ({ page, errors } = await openPage(tabs, '/buy-fms-trainer/A322'));
    await page.getByRole('button', { name: 'Increase quantity' }).click();

    // Act
    await page.getByRole('link', { name: 'Continue', exact: true }).click();

    // Assess
    await page.waitForURL(/\/buy\/ios-fms-trainer-a322-personal-annual\/2$/);
  });

  it('logs a missing image and keeps working, with the alt text in the image box', async () => {
    // Prepare: the splash image of the default product is missing on the server
    page = await tabs.take();
    await page.route('**/images/fms-trainer-b738-ios.svg', (route) => route.fulfill({ status: 404, body: '' }));
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));

    // Act
    await page.goto(`${process.env.SKYDECK_URL}/buy-fms-trainer/B738`);
    await untilInteractive(page);
    await page.locator('.configurator .product-image-missing').waitFor();

    // Assess
    expect(logged).toContain('No image found for fms-trainer-b738-ios.svg');
    expect(await page.locator('.configurator .product-image-missing').textContent()).toBe('iOS FMS Trainer for B738');
    expect(await priceText(page)).toBe('€ 499.00 per year');

    // Act: another product's image is there
    await choose(page, 'Aircraft type', 'A322');

    // Assess
    expect(await page.getByRole('img', { name: 'iOS FMS Trainer for A322' }).getAttribute('src')).toBe(
      '/images/fms-trainer-a322-ios.svg',
    );
  });

  it('has no axe violations', async () => {
    // Prepare
    ({ page, errors } = await openPage(tabs, '/buy-fms-trainer'));

    // Act
    const violations = await axeViolations(page);

    // Assess
    expect(violations).toEqual([]);
  });
});
