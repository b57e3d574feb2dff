import { uniqueEmail } from '../../support/auth-client';
import { stackUrl } from '../../support/stack-url';
import { standIn } from '../../support/paddle-test-kit';

async function legalPage(page: string, language?: string) {
  const response = await fetch(`${stackUrl()}/api/legal/${page}${language ? `?language=${language}` : ''}`);
  return { status: response.status, body: (await response.json()) as any };
}

/** `GET /api/legal/{page}` from the stage's files (ADR 489), and the terms version the checkout records. */
describe('the legal pages', () => {
  it.each(['terms', 'privacy', 'imprint', 'withdrawal'])('serves the %s page from the stage files', async (page) => {
    // Act
    const { status, body } = await legalPage(page);

    // Assess
    expect(status).toBe(200);
    expect(body).toMatchObject({ page, language: 'en', version: expect.stringMatching(/^[a-f0-9]{12}$/) });
    expect(body.markdown).toMatch(/^# /);
  });

  it('answers a translation where the stage gives one, else English with the same version', async () => {
    // Act
    const [german, hebrew, english] = await Promise.all([
      legalPage('terms', 'de'),
      legalPage('terms', 'he'),
      legalPage('terms'),
    ]);

    // Assess
    expect(german.body).toMatchObject({ language: 'de', title: 'Verkaufsbedingungen', version: english.body.version });
    expect(hebrew.body).toMatchObject({ language: 'en', title: 'Terms of sale' });
  });

  it('answers a page that is not a legal page with 400 and a sentence', async () => {
    // Act
    const { status, body } = await legalPage('cookies');

    // Assess
    expect(status).toBe(400);
    expect(body.error.message).toMatch(/legal pages/);
  });

  it('refuses a checkout made on terms no longer in force, and records the current ones on the transaction', async () => {
    // Prepare
    const { body: terms } = await legalPage('terms');
    const checkout = (termsVersion: string) =>
      fetch(`${stackUrl()}/api/checkout`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'skydeck', origin: stackUrl() },
        body: JSON.stringify({
          slug: 'skydeck-suiteb737annual',
          quantity: 1,
          email: uniqueEmail('terms'),
          termsVersion,
          language: 'de',
        }),
      });

    // Act
    const stale = await checkout('0123456789ab');
    const current = await checkout(terms.version);

    // Assess
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as any).error.message).toMatch(/terms changed/);
    expect(current.status).toBe(201);
    const { transactionId } = (await current.json()) as { transactionId: string };
    const { body: transaction } = await standIn(`transactions/${transactionId}`);
    expect(transaction.customData).toMatchObject({ termsVersion: terms.version, language: 'de' });
  });
});
