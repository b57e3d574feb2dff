import { orderNumberOf } from '../../lambdas/contract/order-number';
import { uniqueEmail } from '../support/auth-client';
import { eventually } from '../support/eventually';
import { shopMails } from '../support/mailbox';
import { buyAndPay } from '../support/portal-kit';

/** The order mail names what was bought and what renews, in order, under a capitalised heading. */
async function orderMail(email: string) {
  const [mail] = await eventually(
    () => shopMails(email, 'order-paid'),
    (mails) => mails.length > 0,
  );
  return mail!;
}

describe('the order mail', () => {
  it('names every add-on, the support term and its renewal price, under a capitalised heading', async () => {
    // Prepare
    const email = uniqueEmail('mail-addons');

    // Act
    const { transactionId } = await buyAndPay({ slug: 'skydeck-suiteb737annual', quantity: 1, email, addOns: ['hud'] });

    // Assess
    const mail = await orderMail(email);
    expect(mail.text).toContain(`Order number: ${orderNumberOf(transactionId)}`);
    expect(mail.text).toContain(`Reference for support: ${transactionId}`);
    expect(mail.text).toMatch(/Items: 1 × SkyDeck B737 suite licence; 1 × Bronze support, annual; 1 × Head-up Display/);
    expect(mail.text).toContain(
      'Renewal: First year included, then €144.00 (including €24.00 VAT) per year, renewing automatically until cancelled',
    );
    expect(mail.html).toContain('<h1 style="font-size:20px;margin:0 0 16px">Your licence key</h1>');
  });

  it('lists twelve seat keys in seat order, with the subscription\u2019s renewal price', async () => {
    // Prepare
    const email = uniqueEmail('mail-seats');

    // Act
    await buyAndPay({ slug: 'win-fms-trainer-b738-personal-annual', quantity: 12, email });

    // Assess: 12 × 450.00 (the 10–49 tier), with the stand-in's 20 % VAT
    const mail = await orderMail(email);
    const seats = [...mail.text.matchAll(/Licence (\d+) of 12 \(lic_\w+_(\d+)\)/g)].map(([, shown, unit]) => [
      Number(shown),
      Number(unit),
    ]);
    expect(seats).toEqual(Array.from({ length: 12 }, (_, index) => [index + 1, index + 1]));
    expect(mail.text).toContain('Renewal: €6,480.00 (including €1,080.00 VAT) per year');
    expect(mail.html).toContain('>Your 12 licence keys</h1>');
  });
});
