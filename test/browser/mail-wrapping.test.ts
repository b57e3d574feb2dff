import type { OutgoingMail } from '../../lambdas/adapters/mail/mail-port';
import { LANGUAGES, type Language } from '../../lambdas/contract/languages';
import { createMailService } from '../../lambdas/services/mail/mail-service';
import { usePage } from '../support/browser';

/**
 * The shop's mails on a 390 px phone, in every language they are written in: labels wrap between words, never
 * inside one ("Referen|ce"), and nothing is wider than the screen. Words are the language's own (`Intl.Segmenter`),
 * so Japanese, Chinese and Thai labels are checked too.
 */
const PHONE = { width: 390, height: 844 };

/** The mails with a column of labels, in `language`, as the mail service writes them. */
async function mailsIn(language: Language): Promise<OutgoingMail[]> {
  const sent: OutgoingMail[] = [];
  const service = createMailService({
    siteUrl: 'https://shop.example',
    port: { send: async (mail) => void sent.push(mail) },
    records: { claim: async () => true, release: async () => undefined },
  });
  await service.sendOrderConfirmation({
    transactionId: 'txn_01kbn2c8h5v0q8d7y1yb9m6t2x',
    buyerEmail: 'a.long.address.of.a.flight.school@example-flight-academy.com',
    productTitle: 'SkyDeck B737 suite',
    totalCents: 250_000,
    charged: {
      subtotalCents: 262_000,
      discountCents: 12_000,
      taxCents: 50_000,
      grandTotalCents: 300_000,
      currency: 'EUR',
    },
    language,
    lines: [
      { title: 'SkyDeck B737 suite', quantity: 1 },
      { title: 'Head-up Display', quantity: 1 },
    ],
    renewal: { amountCents: 12_000, interval: 'year', firstYearIncluded: true },
    licences: [
      {
        licenceId: 'lic_01kbn2c8h5v0q8d7y1yb9m6t2x_1',
        kind: 'suite',
        productTitle: 'SkyDeck B737 suite',
        aircraftType: 'B738',
        licenceKey: `SKYDECK1.${'a'.repeat(300)}.${'b'.repeat(90)}`,
      },
    ],
    extendedLicenceId: null,
  });
  await service.sendSubscriptionCancelled({
    subscriptionId: 'sub_01kbn2c8h5v0q8d7y1yb9m6t2x',
    productTitle: 'Support for the SkyDeck B737 suite',
    ownerEmail: 'pilot@example.com',
    requestedAt: '2026-11-28T10:00:00.000Z',
    endsAt: '2027-11-28T10:00:00.000Z',
    language,
  });
  return sent;
}

describe('the mails on a 390 px phone', () => {
  const ui = usePage({ locale: 'en-GB', viewport: PHONE });

  it.each(Object.keys(LANGUAGES) as Language[])('wraps every label between words in %s, and fits', async (language) => {
    // Prepare
    const mails = await mailsIn(language);
    const seen = [];

    // Act: each label's words, as the language segments them, and the lines each one is drawn on
    for (const mail of mails) {
      await ui.page.setContent(mail.html);
      seen.push(
        await ui.page.evaluate((lang) => {
          const segmenter = new Intl.Segmenter(lang, { granularity: 'word' });
          const split: string[] = [];
          for (const label of document.querySelectorAll('th')) {
            const text = label.firstChild;
            if (!text || text.nodeType !== Node.TEXT_NODE) continue;
            for (const { segment, index, isWordLike } of segmenter.segment(text.textContent ?? '')) {
              if (!isWordLike) continue;
              const range = document.createRange();
              range.setStart(text, index);
              range.setEnd(text, index + segment.length);
              const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
              if (lines.size > 1) split.push(segment);
            }
          }
          return { split, overflow: document.documentElement.scrollWidth > window.innerWidth };
        }, language),
      );
    }

    // Assess
    expect(seen).toEqual(mails.map(() => ({ split: [], overflow: false })));
  });
});
