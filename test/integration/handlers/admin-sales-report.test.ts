import { stackUrl } from '../../support/stack-url';
import { ADMIN_API, operatorClient } from '../../support/admin-kit';

describe('GET /api/admin/reports/sales', () => {
  it('answers a day’s report to an operator, as JSON or CSV, and a bad range with a 400 sentence', async () => {
    // Prepare
    const { client: operator } = await operatorClient('sales-op');
    const day = new Date().toISOString().slice(0, 10);

    // Act
    const report = await operator.get(`${ADMIN_API.salesReport}?from=${day}&to=${day}`);
    const cookie = [...operator.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const csv = await fetch(`${stackUrl()}${ADMIN_API.salesReport}?from=${day}&to=${day}&format=csv`, {
      headers: { cookie },
    });
    const reversed = await operator.get(`${ADMIN_API.salesReport}?from=${day}&to=2000-01-01`);

    // Assess
    expect(report.status).toBe(200);
    expect(report.body).toMatchObject({ from: day, to: day, sections: expect.any(Array) });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect((await csv.text()).split('\n')[0]).toMatch(/^day \(UTC YYYY-MM-DD\),product,/);
    expect(reversed).toMatchObject({ status: 400 });
    expect(reversed.body.error.message).toEqual(expect.any(String));
  });
});
