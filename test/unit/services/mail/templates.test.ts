import { ENGLISH } from '../../../../lambdas/services/mail/speaker';
import {
  MAILED_KEYS,
  orderPaidMail,
  supportLapsedMail,
  transferCompletedToNewOwnerMail,
  transferCompletedToPreviousOwnerMail,
  transferOfferMail,
  type MailedLicence,
} from '../../../../lambdas/services/mail/templates';

const CONTEXT = { speaker: ENGLISH, siteUrl: 'https://shop.example' };
const LICENCES = 'https://shop.example/licenses';

const suite = (unit: number): MailedLicence => ({
  licenceId: `lic_abc_${unit}`,
  kind: 'suite',
  productTitle: 'SkyDeck B737 suite',
  aircraftType: 'B738',
  licenceKey: `SKYDECK1.key${unit}.sig`,
});

const order = (licences: readonly MailedLicence[]) => ({
  orderNumber: 'ABCD-1234',
  transactionId: 'txn_abcd1234',
  productTitle: 'SkyDeck B737 suite',
  lines: ['2 × SkyDeck B737 suite licence', '2 × Head-up Display'],
  renewalText: '€240.00 per year, renewing automatically until cancelled',
  amounts: { net: '€5,000.00', vat: '€950.00', gross: '€5,950.00' },
  licences,
  extendedLicenceId: null,
});

describe('the shop’s mails', () => {
  it('sends the buyer every key of a paid order with what it is for, the amounts charged and what renews', () => {
    // Act
    const mail = orderPaidMail(CONTEXT, order([suite(1), suite(2)]), {
      licences: LICENCES,
      order: 'https://shop.example/orders',
    });

    // Assess
    expect(mail.subject).toBe('SkyDeck: your 2 licence keys');
    expect(mail.text).toContain('Order number: ABCD-1234');
    expect(mail.text).toContain('Items: 2 × SkyDeck B737 suite licence; 2 × Head-up Display');
    expect(mail.text).toContain('Renewal: €240.00 per year, renewing automatically until cancelled');
    expect(mail.text).toContain('Amount charged: €5,950.00');
    expect(mail.text).toContain('Licence 1 of 2 (lic_abc_1):\nSKYDECK1.key1.sig');
    expect(mail.text).toContain('Licence 2 of 2 (lic_abc_2):\nSKYDECK1.key2.sig');
    expect(mail.text).toContain('Use this key to activate your SkyDeck B737 suite licence in the simulator software.');
    expect(mail.html).toContain('href="https://shop.example/orders"');
  });

  it('says the net price excluding VAT when Paddle has not said what it charged', () => {
    // Act
    const mail = orderPaidMail(
      CONTEXT,
      { ...order([suite(1)]), amounts: { net: '€1,500.00', vat: null, gross: null } },
      { licences: LICENCES },
    );

    // Assess
    expect(mail.subject).toBe('SkyDeck: your licence key');
    expect(mail.text).toContain('Net price: €1,500.00 (excluding VAT)');
  });

  it(`mails the first ${MAILED_KEYS} keys of a large order and sends the buyer to the licences page for the rest`, () => {
    // Act
    const mail = orderPaidMail(CONTEXT, order(Array.from({ length: 40 }, (_, index) => suite(index + 1))), {
      licences: LICENCES,
    });

    // Assess
    expect(mail.text).toContain(`Here are the first ${MAILED_KEYS} of your 40 licence keys`);
    expect(mail.text).toContain(`SKYDECK1.key${MAILED_KEYS}.sig`);
    expect(mail.text).not.toContain(`SKYDECK1.key${MAILED_KEYS + 1}.sig`);
  });

  it('tells a support extension’s buyer until when support now runs, with no key', () => {
    // Act
    const mail = orderPaidMail(
      CONTEXT,
      { ...order([]), extendedLicenceId: 'lic_old_1', supportUntilText: '1 August 2027' },
      { licences: LICENCES },
    );

    // Assess
    expect(mail.subject).toBe('SkyDeck: your support extension is paid');
    expect(mail.text).toContain('lic_old_1');
    expect(mail.text).toContain('1 August 2027');
    expect(mail.text).not.toContain('SKYDECK1.');
  });

  it('offers a licence to its new owner with a link to accept it', () => {
    // Act
    const mail = transferOfferMail(
      CONTEXT,
      { licenceId: 'lic_abc_1', productTitle: 'SkyDeck B737 suite', fromEmail: 'seller@example.com' },
      { accept: 'https://shop.example/licenses?accept=lic_abc_1' },
    );

    // Assess
    expect(mail.subject).toBe('SkyDeck: a licence is offered to you');
    expect(mail.text).toContain('seller@example.com offers you their SkyDeck B737 suite licence (lic_abc_1).');
    expect(mail.html).toContain('href="https://shop.example/licenses?accept=lic_abc_1"');
  });

  it('gives the new owner the new key and says until when the previous owner’s support still covers it', () => {
    // Act
    const mail = transferCompletedToNewOwnerMail(
      CONTEXT,
      {
        licenceId: 'lic_abc_1',
        productTitle: 'SkyDeck B737 suite',
        licenceKey: 'SKYDECK1.new.sig',
        support: { paidUntilText: '1 January 2027', renewalStopped: true, continueUrl: 'https://shop.example/x' },
      },
      { licences: LICENCES },
    );

    // Assess
    expect(mail.subject).toBe('SkyDeck: the licence is now yours');
    expect(mail.text).toContain('SKYDECK1.new.sig');
    expect(mail.text).toContain('Its support is paid until 1 January 2027 and does not renew for you.');
  });

  it('tells the previous owner the licence moved and that their subscription stops renewing for it, and no key', () => {
    // Act
    const mail = transferCompletedToPreviousOwnerMail(
      CONTEXT,
      {
        licenceId: 'lic_abc_1',
        productTitle: 'SkyDeck B737 suite',
        toEmail: 'buyer@example.com',
        support: { paidUntilText: '1 January 2027', renewalStopped: true, continueUrl: 'https://shop.example/x' },
      },
      { licences: LICENCES },
    );

    // Assess
    expect(mail.text).toContain('buyer@example.com accepted your SkyDeck B737 suite licence (lic_abc_1).');
    expect(mail.text).toContain('stops renewing after 1 January 2027');
    expect(mail.text).not.toContain('SKYDECK1.');
  });

  it('tells an owner their support lapsed, that the licence keeps working, and how to extend it', () => {
    // Act
    const mail = supportLapsedMail(
      CONTEXT,
      { licenceId: 'lic_abc_1', productTitle: 'SkyDeck B737 suite', dateText: '1 May 2026' },
      { extend: 'https://shop.example/my-extend-support-subscription?licence=lic_abc_1' },
    );

    // Assess
    expect(mail.subject).toBe('SkyDeck: your support has lapsed');
    expect(mail.text).toContain('ended on 1 May 2026. Your licence keeps working.');
    expect(mail.text).toContain(
      'Extend support: https://shop.example/my-extend-support-subscription?licence=lic_abc_1',
    );
  });
});
