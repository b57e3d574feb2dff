import '../../support/ledger-model/environment';
import { licencesOf, newWorld, OPERATOR, runStep } from '../../support/ledger-model/actions';
import { InProcessShop } from '../../support/ledger-model/shop';

/**
 * Goodwill is never a sale (docs/product/console.md, ADR 463): the whole shop in this process over an in-memory
 * table (ADR 415), so nothing else pays on the day read and the reports before and after the grants can be compared
 * whole, not as a delta.
 */
let shop: InProcessShop;
beforeAll(() => {
  shop = new InProcessShop(new Date('2027-03-02T09:00:00.000Z'));
});
afterAll(() => shop.close());

const asOperator = { as: { operator: OPERATOR } } as const;

async function reports(day: string) {
  const query = { from: day, to: day };
  const [sales, csv, refunds] = await Promise.all([
    shop.request('GET', '/api/admin/reports/sales', { ...asOperator, query }),
    shop.request('GET', '/api/admin/reports/sales', { ...asOperator, query: { ...query, format: 'csv' } }),
    shop.request('GET', '/api/admin/reports/refunds', { ...asOperator, query }),
  ]);
  return { sales, csv, refunds };
}

describe('the sales report beside goodwill from the console', () => {
  it('reads the same, as JSON and CSV, before and after support months and a replacement licence', async () => {
    // Prepare: two suite licences and a trainer seat paid today; the suite's renewal cancelled, so goodwill may run
    const world = newWorld();
    await runStep(shop, world, { do: 'buy-suite', buyer: 'ana', aircraft: 'b737', quantity: 2 });
    await runStep(shop, world, { do: 'buy-trainer', buyer: 'ben', plan: 'personal-monthly', quantity: 1 });
    await runStep(shop, world, { do: 'cancel', pick: 0 });
    const day = shop.now().toISOString().slice(0, 10);
    const [first, second] = licencesOf(shop).filter((licence) => licence.kind === 'suite');
    const before = await reports(day);

    // Act
    const months = await shop.request('POST', `/api/admin/licences/${first!.licenceId}/goodwill`, {
      ...asOperator,
      body: { grant: 'support', months: 3, reason: 'an outage cost the buyer a month' },
    });
    const replacement = await shop.request('POST', `/api/admin/licences/${second!.licenceId}/goodwill`, {
      ...asOperator,
      body: { grant: 'replacement', reason: 'the buyer lost the machine the key was bound to' },
    });
    const after = await reports(day);

    // Assess: both grants were given, and the day's sales and refunds read exactly as before them
    expect([months.status, replacement.status]).toEqual([200, 200]);
    expect(licencesOf(shop).map((licence) => licence.licenceId)).toContain(replacement.body.replacementLicenceId);
    expect(before.sales.status).toBe(200);
    expect(before.sales.body.sections.flatMap((section: { rows: unknown[] }) => section.rows)).toHaveLength(2);
    expect(String(before.csv.body).split('\n').length).toBeGreaterThan(2);
    expect(after.sales.body).toEqual(before.sales.body);
    expect(after.csv.body).toBe(before.csv.body);
    expect(after.refunds.body).toEqual(before.refunds.body);
  });
});
