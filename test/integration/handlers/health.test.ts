import { stackUrl } from '../../support/stack-url';

describe('GET /api/health', () => {
  it('answers ok once the table answers, saying what it checked', async () => {
    // Act
    const response = await fetch(`${stackUrl()}/api/health`);

    // Assess
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', checks: { table: 'ok' } });
  });
});
