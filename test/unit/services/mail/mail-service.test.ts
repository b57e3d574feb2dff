import type { OutgoingMail } from '../../../../lambdas/adapters/mail/mail-port';
import { createMailService } from '../../../../lambdas/services/mail/mail-service';
import { escapeHtml } from '../../../../lambdas/services/mail/layout';
import { formatMoney } from '../../../../lambdas/contract/formats';

function fakes(options: { failSends?: number } = {}) {
  const sent: OutgoingMail[] = [];
  const claimed = new Set<string>();
  let failures = options.failSends ?? 0;
  const service = createMailService({
    siteUrl: 'https://shop.example',
    port: {
      async send(mail) {
        if (failures-- > 0) throw new Error('SES unavailable');
        sent.push(mail);
      },
    },
    records: {
      async claim(key) {
        if (claimed.has(key)) return false;
        claimed.add(key);
        return true;
      },
      async release(key) {
        claimed.delete(key);
      },
    },
  });
  return { service, sent };
}

const order = {
  transactionId: 'txn_1',
  buyerEmail: 'buyer@example.com',
  productTitle: 'SkyDeck B737 suite',
  totalCents: 250_000,
  licences: [
    {
      licenceId: 'lic_1_1',
      kind: 'suite' as const,
      productTitle: 'SkyDeck B737 suite',
      aircraftType: 'B738',
      licenceKey: 'SKYDECK1.abc.def',
    },
  ],
  extendedLicenceId: null,
};

describe('the mail service', () => {
  it('builds its number and date formatters on first use, not when a handler loads it (ICU data costs a cold start)', async () => {
    // Prepare
    const numberFormat = jest.spyOn(Intl, 'NumberFormat');
    const dateFormat = jest.spyOn(Intl, 'DateTimeFormat');
    let builtAtLoad = -1;
    let formatted = '';

    // Act
    await jest.isolateModulesAsync(async () => {
      await import('../../../../lambdas/services/mail/mail-service');
      builtAtLoad = numberFormat.mock.calls.length + dateFormat.mock.calls.length;
      const { ENGLISH } = await import('../../../../lambdas/services/mail/speaker');
      formatted = `${ENGLISH.money(123456)} ${ENGLISH.date('2026-03-01T00:00:00Z')}`;
    });
    numberFormat.mockRestore();
    dateFormat.mockRestore();

    // Assess
    expect(builtAtLoad).toBe(0);
    expect(formatted).toBe('€1,234.56 1 March 2026');
  });

  it('sends an order confirmation once, however often the webhook is delivered', async () => {
    // Prepare
    const { service, sent } = fakes();

    // Act
    const first = await service.sendOrderConfirmation(order);
    const again = await service.sendOrderConfirmation(order);

    // Assess
    expect([first, again]).toEqual([true, false]);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: 'buyer@example.com',
      kind: 'order-paid',
      subject: 'SkyDeck: your licence key',
    });
    expect(sent[0]!.text).toContain('Net price: €2,500.00 (excluding VAT)');
    expect(sent[0]!.text).toContain('SKYDECK1.abc.def');
  });

  it('mails the first 25 keys of a classroom order and sends the buyer to the licences page for the rest', async () => {
    // Prepare
    const { service, sent } = fakes();
    const seats = Array.from({ length: 200 }, (_, index) => ({
      ...order.licences[0]!,
      licenceId: `lic_1_${index + 1}`,
      licenceKey: `SKYDECK1.seat${index + 1}.sig`,
    }));

    // Act
    await service.sendOrderConfirmation({ ...order, licences: seats });

    // Assess
    expect(sent[0]!.subject).toBe('SkyDeck: your 200 licence keys');
    expect(sent[0]!.text).toContain(
      'Here are the first 25 of your 200 licence keys; all of them are on your licences page.',
    );
    expect(sent[0]!.text).toContain('SKYDECK1.seat25.sig');
    expect(sent[0]!.text).not.toContain('SKYDECK1.seat26.sig');
    expect(sent[0]!.text).toContain('https://shop.example/licenses');
  });

  it('gives the claim back when sending fails, so the retried webhook sends the mail', async () => {
    // Prepare
    const { service, sent } = fakes({ failSends: 1 });

    // Act
    const failed = await service.sendOrderConfirmation(order).catch((error: Error) => error.message);
    const retried = await service.sendOrderConfirmation(order);

    // Assess
    expect(failed).toBe('SES unavailable');
    expect(retried).toBe(true);
    expect(sent).toHaveLength(1);
  });

  it('says which licence a support extension is for, and carries no key', async () => {
    // Prepare
    const { service, sent } = fakes();

    // Act
    await service.sendOrderConfirmation({
      ...order,
      transactionId: 'txn_2',
      licences: [],
      extendedLicenceId: 'lic_9_1',
    });

    // Assess
    expect(sent[0]!.subject).toBe('SkyDeck: your support extension is paid');
    expect(sent[0]!.text).toContain('The support of licence lic_9_1 is extended.');
    expect(sent[0]!.text).not.toContain('SKYDECK1.');
  });

  it('reminds of support ending soon only when it will not renew, and of a lapse only once', async () => {
    // Prepare
    const { service, sent } = fakes();
    const now = new Date('2027-03-01T00:00:00Z');
    const candidate = (licenceId: string, support: any) => ({
      licenceId,
      productTitle: 'SkyDeck A320 suite',
      ownerEmail: `${licenceId}@example.com`,
      support,
    });

    // Act
    const candidates = [
      candidate('renewing', {
        state: 'active',
        activeUntil: '2027-03-05T00:00:00Z',
        autoRenewing: true,
        subscriptionId: 's1',
      }),
      candidate('ending', {
        state: 'active',
        activeUntil: '2027-03-05T00:00:00Z',
        autoRenewing: false,
        subscriptionId: 's2',
      }),
      candidate('far', {
        state: 'active',
        activeUntil: '2027-06-05T00:00:00Z',
        autoRenewing: false,
        subscriptionId: 's3',
      }),
      candidate('lapsed', { state: 'lapsed', lapsedSince: '2027-02-20T00:00:00Z', subscriptionId: 's4' }),
      candidate('long-lapsed', { state: 'lapsed', lapsedSince: '2026-01-01T00:00:00Z', subscriptionId: 's5' }),
    ];
    const first = await service.sendSupportReminders(candidates, now);
    const second = await service.sendSupportReminders(candidates, now);

    // Assess
    expect([first.sent, second.sent]).toEqual([2, 0]);
    expect(sent.map((mail) => [mail.to, mail.kind])).toEqual([
      ['ending@example.com', 'support-lapsing'],
      ['lapsed@example.com', 'support-lapsed'],
    ]);
    expect(sent[0]!.text).toContain('ends on 5 March 2027 and does not renew');
    expect(sent[1]!.html).toContain('href="https://shop.example/my-extend-support-subscription"');
  });

  it('goes on with the other reminders when one can be neither sent nor queued, and alarms on it', async () => {
    // Prepare: the first send fails (SES and the outbox both refused), the next goes out
    const { service, sent } = fakes({ failSends: 1 });
    const now = new Date('2027-02-25T08:00:00Z');
    const ending = (licenceId: string) => ({
      licenceId,
      productTitle: 'SkyDeck A320 suite',
      ownerEmail: `${licenceId}@example.com`,
      support: {
        state: 'active' as const,
        activeUntil: '2027-03-05T00:00:00Z',
        autoRenewing: false,
        subscriptionId: `sub_${licenceId}`,
      },
    });
    const lines: string[] = [];
    const write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });

    // Act
    const run = await service
      .sendSupportReminders([ending('first'), ending('second')], now)
      .finally(() => write.mockRestore());
    const nextDay = await service.sendSupportReminders([ending('first'), ending('second')], now);

    // Assess
    expect(run).toEqual({ sent: 1, failed: 1 });
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({ alarm: 'SupportReminderFailures', SupportReminderFailures: 1, licenceId: 'first' }),
    ]);
    expect(nextDay).toEqual({ sent: 1, failed: 0 });
    expect(sent.map((mail) => mail.to)).toEqual(['second@example.com', 'first@example.com']);
  });

  it('escapes what a mail shows in its HTML part', () => {
    expect(escapeHtml('<b>"x" & \'y\'</b>')).toBe('&lt;b&gt;&quot;x&quot; &amp; &#39;y&#39;&lt;/b&gt;');
  });

  it('links the order mail to that one order on the orders page, with its invoice', async () => {
    // Prepare
    const { service, sent } = fakes();

    // Act
    await service.sendOrderConfirmation(order);

    // Assess
    expect(sent[0]!.text).toContain('See your order and invoice: https://shop.example/orders?order=txn_1');
    expect(sent[0]!.html).toContain('href="https://shop.example/orders?order=txn_1"');
  });

  it('links every page of the shop at the address of the mail\u2019s language, so it opens in that language', async () => {
    // Prepare
    const { service, sent } = fakes();
    const change = {
      subscriptionId: 'sub_1',
      productTitle: 'SkyDeck B737 suite',
      ownerEmail: 'buyer@example.com',
      requestedAt: '2026-11-28T10:00:00.000Z',
      language: 'de',
    };

    // Act
    await service.sendOrderConfirmation({ ...order, language: 'de' });
    await service.sendPasswordChanged({ email: 'buyer@example.com', at: '2026-11-28T10:00:00.000Z', language: 'he' });
    await service.sendSubscriptionCancelled({ ...change, endsAt: '2027-11-28T10:00:00.000Z' });

    // Assess: no link to a page of the shop leaves the language's prefix
    const shopLinks = (mail: OutgoingMail) =>
      [...mail.html.matchAll(/href="https:\/\/shop\.example(\/[^"]*)"/g)].map((match) => match[1]!);
    const [orderMail, passwordMail, cancelledMail] = sent;
    expect(shopLinks(orderMail!)).toEqual(expect.arrayContaining(['/de/orders?order=txn_1', '/de/licenses']));
    expect(shopLinks(orderMail!).every((path) => path.startsWith('/de/'))).toBe(true);
    expect(shopLinks(passwordMail!)).toContain('/he/sign-in');
    expect(shopLinks(passwordMail!).every((path) => path.startsWith('/he/'))).toBe(true);
    expect(shopLinks(cancelledMail!)).toContain('/de/subscriptions');
  });

  it('says what Paddle charged: the net, the VAT and the gross as the amount charged', async () => {
    // Prepare
    const { service, sent } = fakes();
    const charged = {
      subtotalCents: 512_000,
      discountCents: 12_000,
      taxCents: 100_000,
      grandTotalCents: 600_000,
      currency: 'EUR',
    };

    // Act
    await service.sendOrderConfirmation({
      ...order,
      totalCents: 500_000,
      charged,
      renewal: { amountCents: 12_000, interval: 'year', firstYearIncluded: true },
    });

    // Assess
    const text = sent[0]!.text;
    expect(text).toContain('Net price: €5,000.00\nVAT: €1,000.00\nAmount charged: €6,000.00');
    expect(text).not.toContain('excluding VAT');
    expect(text).toContain(
      'Renewal: First year included, then €144.00 (including €24.00 VAT) per year, renewing automatically until cancelled',
    );
  });

  it.each([
    ['de', 'ltr', 'Belasteter Betrag'],
    ['he', 'rtl', 'הסכום שחויב'],
    ['ar', 'rtl', 'المبلغ المحصَّل'],
  ])(
    'writes the order mail whole in the language the checkout recorded (%s, %s)',
    async (language, direction, charged) => {
      // Prepare
      const { service, sent } = fakes();
      const totals = {
        subtotalCents: 250_000,
        discountCents: 0,
        taxCents: 50_000,
        grandTotalCents: 300_000,
        currency: 'EUR',
      };

      // Act
      await service.sendOrderConfirmation({ ...order, charged: totals, language });

      // Assess
      const mail = sent[0]!;
      expect(mail.html).toContain(`<html lang="${language}" dir="${direction}">`);
      expect(mail.text).not.toContain('Thank you for your order.');
      expect(mail.text).toContain(`${charged}: ${formatMoney(300_000, 'EUR', language)}`);
      expect(mail.text).toContain(`https://shop.example/${language}/legal/terms`);
    },
  );

  it('lets labels wrap only between words at 390 px, and long values anywhere', async () => {
    // Prepare
    const { service, sent } = fakes();

    // Act
    await service.sendOrderConfirmation(order);

    // Assess
    const html = sent[0]!.html;
    expect(html).not.toMatch(/overflow-wrap:anywhere;word-break:break-word/);
    expect(html).toMatch(
      /<th scope="row" style="[^"]*word-break:keep-all;overflow-wrap:normal[^"]*">Reference for support</,
    );
    expect(html).toMatch(/<td style="[^"]*overflow-wrap:anywhere[^"]*">txn_1</);
  });

  it("names what each mail is about, for the recipient's mail log (ADR 372)", async () => {
    // Prepare
    const { service, sent } = fakes();
    const transfer = {
      licenceId: 'lic_9_1',
      productTitle: 'SkyDeck A320 suite',
      fromEmail: 'old@example.com',
      toEmail: 'new@example.com',
      keyVersion: 2,
    };
    const change = {
      subscriptionId: 'sub_1',
      productTitle: 'SkyDeck A320 support',
      ownerEmail: 'buyer@example.com',
      requestedAt: '2027-01-01T00:00:00Z',
    };

    // Act
    await service.sendOrderConfirmation(order);
    await service.sendOrderResend(order);
    await service.sendTransferOffer({ ...transfer, requestedAt: '2027-01-01T00:00:00Z' });
    await service.sendTransferCompleted({ ...transfer, licenceKey: 'SKYDECK1.new.key' });
    await service.sendSupportExtendedToOwner({
      transactionId: 'txn_2',
      ownerEmail: 'owner@example.com',
      licenceId: 'lic_9_1',
      productTitle: 'SkyDeck A320 suite',
      supportUntil: '2028-01-01T00:00:00Z',
    });
    await service.sendSubscriptionCancelled({ ...change, endsAt: '2027-02-01T00:00:00Z' });
    await service.sendSubscriptionResumed({ ...change, requestedAt: '2027-01-02T00:00:00Z', nextBilledAt: null });

    // Assess
    expect(sent.map((mail) => [mail.kind, mail.about])).toEqual([
      ['order-paid', 'txn_1'],
      ['order-resend', 'txn_1'],
      ['transfer-offer', 'lic_9_1'],
      ['transfer-completed', 'lic_9_1'],
      ['transfer-completed', 'lic_9_1'],
      ['support-extended-owner', 'lic_9_1'],
      ['subscription-cancelled', 'sub_1'],
      ['subscription-resumed', 'sub_1'],
    ]);
  });
});
