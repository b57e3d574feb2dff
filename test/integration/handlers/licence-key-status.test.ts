import { licencesSeenBy, buyAndPay } from '../../support/portal-kit';
import { uniqueEmail } from '../../support/auth-client';
import { stackUrl } from '../../support/stack-url';

async function status(query: string) {
  const response = await fetch(`${stackUrl()}/api/licence-keys/status${query}`);
  return { status: response.status, body: (await response.json()) as any };
}

describe('GET /api/licence-keys/status', () => {
  it('says a bought suite’s key is current, with its support', async () => {
    // Prepare
    const email = uniqueEmail('key-status');
    await buyAndPay({ slug: 'skydeck-suiteb737annual', quantity: 1, email });
    const [licence] = await licencesSeenBy(email);

    // Act
    const answer = await status(`?key=${encodeURIComponent(licence!.licenceKey)}`);

    // Assess
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ licenceId: licence!.licenceId, current: true, state: 'current' });
    expect(answer.body.support).toMatchObject({ state: 'active' });
  });

  it('answers a missing key and text that is not a key with a 400 and a sentence', async () => {
    // Act
    const missing = await status('');
    const garbage = await status('?key=hello');

    // Assess
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toMatch(/^key: /);
    expect(garbage).toMatchObject({ status: 400, body: { error: { code: 'INVALID_LICENCE_KEY' } } });
  });

  it('says a key longer than any licence key is too long, not missing', async () => {
    // Act
    const tooLong = await status(`?key=SKYDECK1.${'A'.repeat(5_000)}`);

    // Assess
    expect(tooLong).toMatchObject({
      status: 400,
      body: { error: { code: 'INVALID_LICENCE_KEY', message: 'key: is too long to be a licence key' } },
    });
  });
});
