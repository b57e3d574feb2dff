import { listCatalogueSlugs } from '../../../lambdas/domain/catalogue';
import { priceBasket } from '../../../lambdas/domain/pricing';
import { localPriceId, LOCAL_FIRST_YEAR_DISCOUNT_ID } from '../../../lambdas/adapters/paddle-ids';
import { stackUrl } from '../../support/stack-url';

async function getPricing(pathAndQuery: string) {
  const response = await fetch(`${stackUrl()}/api/pricing/${pathAndQuery}`);
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    body: (await response.json()) as any,
  };
}

/** The query each catalogue slug needs to be priced: extensions carry catch-up months. */
function queryFor(slug: string) {
  return slug.startsWith('suite-nc-support-extension-') ? { quantity: 3, secondaryQuantity: 4 } : { quantity: 3 };
}

describe('GET /api/pricing/{slug} through the local stack', () => {
  it.each(listCatalogueSlugs())('prices %s exactly as the domain does, with local Paddle ids', async (slug) => {
    // Prepare
    const query = queryFor(slug);
    const search = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)]));
    const expected = priceBasket(
      { slug, ...query },
      { priceId: localPriceId, discountIds: [LOCAL_FIRST_YEAR_DISCOUNT_ID] },
    );

    // Act
    const { status, body } = await getPricing(`${slug}?${search}`);

    // Assess
    expect(status).toBe(200);
    expect(body).toEqual(JSON.parse(JSON.stringify(expected)));
  });

  it('answers the contract shape for a 737 suite with the HUD add-on', async () => {
    // Act
    const { status, body } = await getPricing('skydeck-suiteb737annual?quantity=2&addOns=hud');

    // Assess: 2 × (1500 + 120 + 1000) − 2 × 120 first-year support
    expect(status).toBe(200);
    expect(body).toMatchObject({
      slug: 'skydeck-suiteb737annual',
      total: 5000,
      discount: 240,
      discountIds: [LOCAL_FIRST_YEAR_DISCOUNT_ID],
    });
    expect(body.paddleItems).toEqual(
      body.items.map((item: { priceId: string; quantity: number }) => ({
        priceId: item.priceId,
        quantity: item.quantity,
      })),
    );
  });

  it.each([
    ['unknown slug', 'a320-nc-suite?quantity=1', 404, 'PRODUCT_NOT_FOUND', 'product [a320-nc-suite] not found'],
    ['quantity 0', 'hud?quantity=0', 400, 'BAD_REQUEST', 'quantity: must be a whole number from 1 to 200'],
    ['negative quantity', 'hud?quantity=-1', 400, 'BAD_REQUEST', 'quantity: must be a whole number from 1 to 200'],
    ['decimal quantity', 'hud?quantity=1.5', 400, 'BAD_REQUEST', 'quantity: must be a whole number from 1 to 200'],
    ['text quantity', 'hud?quantity=two', 400, 'BAD_REQUEST', 'quantity: must be a whole number from 1 to 200'],
    [
      'absurd quantity',
      'hud?quantity=99999999999',
      400,
      'BAD_REQUEST',
      'quantity: must be a whole number from 1 to 200',
    ],
    [
      'repeated quantity',
      'hud?quantity=1&quantity=2',
      400,
      'BAD_REQUEST',
      'quantity: must be a whole number from 1 to 200',
    ],
    [
      'several items, no quantity',
      'skydeck-suiteb737annual',
      400,
      'QUANTITY_REQUIRED',
      "product item has more than 1 item, but no quantity given, don't know which product item to use",
    ],
    [
      'extension without catch-up months',
      'suite-nc-support-extension-a320-annual?quantity=1',
      400,
      'SECONDARY_QUANTITY_REQUIRED',
      'secondary quantity is required for item marked as secondary',
    ],
    [
      'add-on not offered for the product',
      'skydeck-suiteb38mannual?quantity=1&addOns=hud',
      400,
      'ADD_ON_NOT_AVAILABLE',
      undefined,
    ],
    ['unknown add-on', 'skydeck-suiteb737annual?quantity=1&addOns=autopilot', 400, 'ADD_ON_NOT_AVAILABLE', undefined],
    [
      'overlong slug',
      `${'a'.repeat(101)}?quantity=1`,
      400,
      'BAD_REQUEST',
      'slug: is too long (at most 100 characters)',
    ],
    [
      'slug with odd characters',
      'HUD%20%3Cscript%3E?quantity=1',
      400,
      'BAD_REQUEST',
      'slug: may contain only lowercase letters, digits and hyphens',
    ],
  ])('answers %s with a clear JSON error', async (_case, pathAndQuery, status, code, message) => {
    // Act
    const response = await getPricing(pathAndQuery);

    // Assess
    expect(response.status).toBe(status);
    expect(response.contentType).toMatch(/^application\/json/);
    expect(response.body.error.code).toBe(code);
    if (message) expect(response.body.error.message).toBe(message);
    else expect(response.body.error.message).toMatch(/add-on \[\w+\] is not available for product/);
    // Refused input also names its field, so a form can show the sentence beside it.
    const [field, sentence] = message?.split(': ') ?? [];
    expect(response.body.error.fields).toEqual(code === 'BAD_REQUEST' ? { [field!]: sentence } : undefined);
  });
});
