import type { Page } from 'playwright-core';
import { formatMoney } from '../../lambdas/contract/formats';
import { directionOf, localisedPath, type Language } from '../../lambdas/contract/languages';
import { MAIL_TEXTS } from '../../lambdas/services/mail/mail-texts';
import accountDe from '../../web/src/features/account/locales/de';
import accountEn from '../../web/src/features/account/locales/en';
import accountHe from '../../web/src/features/account/locales/he';
import checkoutDe from '../../web/src/features/checkout/locales/de';
import checkoutHe from '../../web/src/features/checkout/locales/he';
import { signedUpClient, uniqueEmail } from '../support/auth-client';
import { signInContext, usePage } from '../support/browser';
import { shopMails } from '../support/mailbox';
import { stackUrl } from '../support/stack-url';
import { axeViolations } from './shop-helpers';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
/** A B737 suite with the head-up display: 2,500.00 net, and the stand-in's 20 % VAT on it. */
const BASKET = '/buy/skydeck-suiteb737annual/1?addOns=hud';
const NET = 250_000;
const GROSS = 300_000;
const RENEWAL_GROSS = 14_400;
const RENEWAL_VAT = 2_400;

const TEXTS = {
  de: { checkout: checkoutDe, account: accountDe },
  he: { checkout: checkoutHe, account: accountHe },
} as const;

/** What a buyer on a phone and on a desktop sees of the page in view: its language, no sideways scroll, no axe finding. */
async function atBothWidths(page: Page) {
  const seen = [];
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    seen.push(
      await page.evaluate(() => ({
        lang: document.documentElement.lang,
        dir: document.documentElement.dir,
        overflow: document.documentElement.scrollWidth > window.innerWidth,
      })),
      { axe: await axeViolations(page) },
    );
  }
  return seen;
}

/**
 * The account catalogue's English sentences (two words or more, placeholders matching any value) that `translated`
 * says otherwise and that `text` still contains: a text the page forgot to translate.
 */
function englishSentencesIn(text: string, translated: Readonly<Record<string, string>>): string[] {
  return Object.keys(accountEn).filter((english) => {
    if (translated[english] === english || !/\S+\s+\S+/.test(english.replace(/\{\{\w+\}\}/g, ' ').trim())) return false;
    const parts = english.split(/\{\{\w+\}\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    return new RegExp(parts.join('.{1,80}?')).test(text);
  });
}

describe.each<'de' | 'he'>(['de', 'he'])('a buyer whose shop is in %s', (language: Language & ('de' | 'he')) => {
  const ui = usePage({ locale: 'en-GB', viewport: PHONE });
  const { checkout, account } = TEXTS[language];
  const clean = (size: number) =>
    Array.from({ length: size }, (_, index) =>
      index % 2 === 0 ? { lang: language, dir: directionOf(language), overflow: false } : { axe: [] },
    );

  it('buys, pays, reads the confirmation, the mail, the order it links to, the invoice, /licenses and /subscriptions in that language', async () => {
    // Prepare
    const email = uniqueEmail(`journey-${language}`);
    const { page } = ui;

    // Act: the basket, then the payment page
    await page.goto(`${stackUrl()}${localisedPath(BASKET, language)}`);
    await page.getByRole('heading', { level: 1, name: checkout['Checkout'] }).waitFor();
    const basket = await atBothWidths(page);
    await page.getByLabel(checkout['E-mail address']).fill(email);
    await page.getByRole('button', { name: checkout['Continue to payment'] }).click();
    await page.getByRole('heading', { name: checkout['Test payment — local Paddle stand-in'] }).waitFor();
    const payTotal = await page.getByTestId('pay-total').textContent();
    const payment = await atBothWidths(page);

    // Act: pay, and read the confirmation
    await page.getByRole('button', { name: checkout['Pay (test)'] }).click();
    await page.getByRole('heading', { name: checkout['Thank you for your purchase.'] }).waitFor();
    await page
      .getByText(checkout['Your licence key has been issued and sent to {{email}}.'].replace('{{email}}', email))
      .waitFor();
    const gross = await page.getByTestId('order-gross').textContent();
    const confirmation = await atBothWidths(page);

    // Act: the order mail, as a phone and a desktop show it
    const [mail] = await shopMails(email, 'order-paid');
    const transactionId = await page.getByTestId('transaction-id').textContent();
    const mailPage = await ui.context.newPage();
    await mailPage.setContent(mail!.html);
    const mailSeen = await atBothWidths(mailPage);
    const orderHref = await mailPage.getByRole('link', { name: MAIL_TEXTS[language].seeOrder }).getAttribute('href');
    await mailPage.close();

    // Act: signed in, the mail's link opens that order on /orders; then its invoice
    await signInContext(ui.context, await signedUpClient(email));
    await page.goto(orderHref!);
    await page.getByRole('heading', { level: 1, name: account['My orders'] }).waitFor();
    await page.getByRole('link', { name: account['All your orders'] }).waitFor();
    const ordersShown = await page
      .locator('[data-transaction-id]')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-transaction-id')));
    const orderTotal = await page.getByTestId('order-total').textContent();
    const status = await page.getByTestId('order-status').textContent();
    const orders = await atBothWidths(page);
    const invoiceHref = await page.getByRole('link', { name: account['Download invoice'] }).getAttribute('href');
    const invoice = await page.request.get(`${stackUrl()}${invoiceHref}`);

    // Act: the licence with its key and support, and the support subscription with its renewal
    await page.goto(`${stackUrl()}${localisedPath('/licenses', language)}`);
    await page.getByRole('heading', { level: 1, name: account['My licences'] }).waitFor();
    await page.getByTestId('licence-key').waitFor();
    const licences = await atBothWidths(page);
    const licencesEnglish = englishSentencesIn(await page.locator('main').innerText(), account);
    await page.goto(`${stackUrl()}${localisedPath('/subscriptions', language)}`);
    await page.getByRole('heading', { level: 1, name: account['My subscriptions'] }).waitFor();
    const renewal = await page.getByTestId('subscription-amount').textContent();
    const subscriptions = await atBothWidths(page);
    const subscriptionsEnglish = englishSentencesIn(await page.locator('main').innerText(), account);

    // Assess: every page in the language, in its direction, fitting both widths, axe clean
    expect({ basket, payment, confirmation, mailSeen, orders, licences, subscriptions }).toEqual({
      basket: clean(4),
      payment: clean(4),
      confirmation: clean(4),
      mailSeen: clean(4),
      orders: clean(4),
      licences: clean(4),
      subscriptions: clean(4),
    });
    expect({ licencesEnglish, subscriptionsEnglish }).toEqual({ licencesEnglish: [], subscriptionsEnglish: [] });
    // Assess: the support's renewal as Paddle previews it, 120.00 net and the stand-in's 20 % VAT
    expect(renewal).toBe(
      account['{{gross}} (including {{vat}} VAT)']
        .replace('{{gross}}', formatMoney(RENEWAL_GROSS, 'EUR', language))
        .replace('{{vat}}', formatMoney(RENEWAL_VAT, 'EUR', language)),
    );
    // Assess: the net before payment, Paddle's gross after it, in the language's own format
    expect(payTotal).toBe(formatMoney(NET, 'EUR', language));
    expect(gross).toBe(formatMoney(GROSS, 'EUR', language));
    expect(orderTotal).toBe(formatMoney(GROSS, 'EUR', language));
    expect(status).toBe(account['Paid']);
    // Assess: the mail in the language the checkout recorded, right to left in Hebrew
    expect(mail!.html).toContain(`<html lang="${language}" dir="${directionOf(language)}">`);
    expect(mail!.text).toContain(`${MAIL_TEXTS[language].factCharged}: ${formatMoney(GROSS, 'EUR', language)}`);
    // Assess: the mail's link is that one order, at the address of the mail's language
    expect(orderHref).toBe(`${stackUrl()}${localisedPath('/orders', language)}?order=${transactionId}`);
    expect(ordersShown).toEqual([transactionId]);
    // Assess: the invoice is Paddle's PDF
    expect(invoice.headers()['content-type']).toBe('application/pdf');
    expect(ui.pageErrors).toEqual([]);
  });
});
