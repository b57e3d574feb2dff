import { MAX_QUANTITY } from '../../lambdas/contract/quantity';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Environment, Paddle } from '@paddle/paddle-node-sdk';
import { startPaddleStandIn, type PaddleStandIn } from '../../infra/local/paddle-stand-in/stand-in';
import { paddleCatalogue } from '../../infra/paddle-sync/paddle-catalogue';
import { runPaddleSync, type PaddleSyncResult } from '../../infra/paddle-sync/run';
import { syncPaddleCatalogue } from '../../infra/paddle-sync/sync';
import { cataloguePriceKeys, readPaddleIdMap } from '../../infra/stages/paddle-id-map';
import { resolveStage, STAGES } from '../../infra/stages/stages';
import { findProduct, listCatalogueSlugs } from '../../lambdas/domain/catalogue';

/**
 * `npm run paddle:sync` (runPaddleSync, which bin/paddle-sync.ts calls) against a fresh Paddle stand-in per test,
 * through the real SDK, writing the id map to a temporary directory instead of infra/stages/paddle-ids.
 */
describe('npm run paddle:sync against the Paddle stand-in', () => {
  let standIn: PaddleStandIn;
  let paddle: Paddle;
  let idMapDir: string;

  const sync = (stageName = 'dev') =>
    runPaddleSync({ stageName, apiKey: standIn.apiKey, baseUrl: standIn.baseUrl, idMapDir, writeIdMap: true });
  const all = async <T>(collection: AsyncIterable<T>): Promise<T[]> => {
    const found: T[] = [];
    for await (const entity of collection) found.push(entity);
    return found;
  };
  /** Everything in the account, with the time each entity last changed. */
  const account = async () => ({
    products: (await all(paddle.products.list())).map(({ id, updatedAt }) => ({ id, updatedAt })),
    prices: (await all(paddle.prices.list())).map(({ id, updatedAt }) => ({ id, updatedAt })),
    discounts: (await all(paddle.discounts.list())).map(({ id, updatedAt }) => ({ id, updatedAt })),
  });
  const priceOf = async (result: PaddleSyncResult, priceKey: string) =>
    paddle.prices.get(result.ids.priceIds[priceKey]!);

  beforeEach(async () => {
    standIn = await startPaddleStandIn({
      dataDir: mkdtempSync(path.join(tmpdir(), 'paddle-sync-stand-in-')),
      webhookUrl: () => 'http://127.0.0.1:9/api/webhooks/paddle',
    });
    paddle = new Paddle(standIn.apiKey, { environment: standIn.baseUrl as Environment });
    idMapDir = mkdtempSync(path.join(tmpdir(), 'paddle-ids-'));
  });
  afterEach(async () => {
    await standIn.close();
  });

  it('leaves the committed id map alone without --write-ids, and names the ids that differ', async () => {
    // Prepare
    const committed = `${JSON.stringify({ priceIds: { 'suite-licence-b737': 'pri_committed' }, firstYearDiscountId: 'dsc_c' })}\n`;
    writeFileSync(path.join(idMapDir, 'dev.json'), committed);

    // Act
    const result = await runPaddleSync({
      stageName: 'dev',
      apiKey: standIn.apiKey,
      baseUrl: standIn.baseUrl,
      idMapDir,
    });

    // Assess
    expect(result.written).toBe(false);
    expect(readFileSync(path.join(idMapDir, 'dev.json'), 'utf8')).toBe(committed);
    expect(result.changedIds).toEqual(expect.arrayContaining(['suite-licence-b737', 'firstYearDiscountId']));
    expect(result.changedIds).toHaveLength(cataloguePriceKeys().length + 1);
  });

  it('creates a price for every catalogue price key with its amount in euro cents, and writes the id map', async () => {
    // Act
    const result = await sync();

    // Assess
    expect(Object.keys(result.ids.priceIds).sort()).toEqual(cataloguePriceKeys().sort());
    expect(JSON.parse(readFileSync(path.join(idMapDir, 'dev.json'), 'utf8'))).toEqual(result.ids);
    const prices = new Map((await all(paddle.prices.list())).map((price) => [price.id, price]));
    expect(prices.size).toBe(cataloguePriceKeys().length);
    for (const slug of listCatalogueSlugs()) {
      for (const item of findProduct(slug)!.items) {
        const price = prices.get(result.ids.priceIds[item.priceKey]!);
        expect({ priceKey: item.priceKey, unitPrice: price?.unitPrice, status: price?.status }).toEqual({
          priceKey: item.priceKey,
          unitPrice: { amount: String(item.amountCents), currencyCode: 'EUR' },
          status: 'active',
        });
      }
    }
  });

  it('bills one-off prices once and support monthly or yearly, each tier limited to the quantities it is priced for', async () => {
    // Act
    const result = await sync();

    // Assess
    expect(await priceOf(result, 'suite-licence-a320')).toMatchObject({
      unitPrice: { amount: '150000' },
      billingCycle: null,
      quantity: { minimum: 1, maximum: MAX_QUANTITY },
    });
    expect(await priceOf(result, 'support-annual-a320')).toMatchObject({
      unitPrice: { amount: '12000' },
      billingCycle: { interval: 'year', frequency: 1 },
    });
    expect(await priceOf(result, 'support-monthly-a320')).toMatchObject({
      unitPrice: { amount: '1300' },
      billingCycle: { interval: 'month', frequency: 1 },
    });
    const tiers = await Promise.all(
      [1, 10, 50].map((minimum) => priceOf(result, `win-fms-trainer-b738-personal-monthly-tier-${minimum}`)),
    );
    expect(
      tiers.map(({ unitPrice, billingCycle, quantity }) => ({ amount: unitPrice.amount, billingCycle, quantity })),
    ).toEqual([
      { amount: '4999', billingCycle: { interval: 'month', frequency: 1 }, quantity: { minimum: 1, maximum: 9 } },
      { amount: '4500', billingCycle: { interval: 'month', frequency: 1 }, quantity: { minimum: 10, maximum: 49 } },
      {
        amount: '4000',
        billingCycle: { interval: 'month', frequency: 1 },
        quantity: { minimum: 50, maximum: MAX_QUANTITY },
      },
    ]);
  });

  it('puts the tiers of a trainer on one product and every other price on a product of its own', async () => {
    // Act
    const result = await sync();

    // Assess
    const prices = await all(paddle.prices.list());
    const products = await all(paddle.products.list());
    const tierProducts = new Set(
      await Promise.all(
        [1, 10, 50].map(
          async (minimum) => (await priceOf(result, `ios-fms-trainer-a322-personal-annual-tier-${minimum}`)).productId,
        ),
      ),
    );
    expect(tierProducts.size).toBe(1);
    const tierProduct = products.find((product) => product.id === [...tierProducts][0]);
    expect(tierProduct?.customData).toEqual({ skydeckProductKey: 'ios-fms-trainer-a322-personal-annual' });
    const pricesPerProduct = new Map<string, number>();
    for (const price of prices) pricesPerProduct.set(price.productId, (pricesPerProduct.get(price.productId) ?? 0) + 1);
    const tieredKeys = cataloguePriceKeys().filter((key) => /-tier-\d+$/.test(key));
    const tieredProducts = new Set(tieredKeys.map((key) => key.replace(/-tier-\d+$/, '')));
    expect(products).toHaveLength(cataloguePriceKeys().length - tieredKeys.length + tieredProducts.size);
    expect([...pricesPerProduct.values()].filter((count) => count > 1)).toEqual([...tieredProducts].map(() => 3));
    expect((await priceOf(result, 'suite-licence-a320')).productId).not.toBe(
      (await priceOf(result, 'support-annual-a320')).productId,
    );
  });

  it("creates the first-year discount: 120.00 per seat, once, only on the suites' annual support", async () => {
    // Act
    const result = await sync();

    // Assess
    const discount = await paddle.discounts.get(result.ids.firstYearDiscountId);
    expect(discount).toMatchObject({
      status: 'active',
      type: 'flat_per_seat',
      amount: '12000',
      currencyCode: 'EUR',
      recur: false,
      enabledForCheckout: false,
      customData: { skydeckDiscountKey: 'first-year-support' },
    });
    const annualSupport = ['support-annual-a320', 'support-annual-b737', 'support-annual-b38m'];
    expect([...(discount.restrictTo ?? [])].sort()).toEqual(
      annualSupport.map((key) => result.ids.priceIds[key]).sort(),
    );
  });

  it('changes nothing on a second run: the same ids, no new or updated objects', async () => {
    // Prepare
    const first = await sync();
    const before = await account();

    // Act
    const second = await sync();

    // Assess
    expect(first.created.length).toBeGreaterThan(0);
    expect({ created: second.created, updated: second.updated }).toEqual({ created: [], updated: [] });
    expect(second.ids).toEqual(first.ids);
    expect(await account()).toEqual(before);
  });

  it('updates a changed amount in place, keeping the price id', async () => {
    // Prepare
    const first = await sync();
    const catalogue = paddleCatalogue();
    const raised = {
      ...catalogue,
      prices: catalogue.prices.map((price) =>
        price.priceKey === 'support-monthly-b737' ? { ...price, amountCents: 1_450 } : price,
      ),
    };
    const before = await account();

    // Act
    const report = await syncPaddleCatalogue(paddle, raised);

    // Assess
    expect({ created: report.created, updated: report.updated }).toEqual({
      created: [],
      updated: ['price support-monthly-b737'],
    });
    expect(report.ids).toEqual(first.ids);
    expect((await priceOf(first, 'support-monthly-b737')).unitPrice).toEqual({ amount: '1450', currencyCode: 'EUR' });
    const after = await account();
    expect(after.prices.map((price) => price.id)).toEqual(before.prices.map((price) => price.id));
    expect(after.products).toEqual(before.products);
  });

  it('puts back a price someone edited in Paddle', async () => {
    // Prepare
    const first = await sync();
    await paddle.prices.update(first.ids.priceIds['hud']!, {
      unitPrice: { amount: '1', currencyCode: 'EUR' },
      quantity: { minimum: 1, maximum: 5 },
    });

    // Act
    const second = await sync();

    // Assess
    expect(second.updated).toEqual(['price hud']);
    expect(await priceOf(first, 'hud')).toMatchObject({
      id: first.ids.priceIds['hud'],
      unitPrice: { amount: String(findProduct('hud')!.items[0]!.amountCents) },
      quantity: { minimum: 1, maximum: MAX_QUANTITY },
    });
  });

  it('creates every price tax-exclusive, stated explicitly rather than left to the account setting', async () => {
    // Act
    const result = await sync();

    // Assess
    const prices = await all(paddle.prices.list());
    expect(new Set(prices.map((price) => price.taxMode))).toEqual(new Set(['external']));
    expect(result.taxModeDrifts).toEqual([]);
  });

  it('detects a drifted tax mode and puts it back, keeping the price id', async () => {
    // Prepare
    const first = await sync();
    await paddle.prices.update(first.ids.priceIds['hud']!, { taxMode: 'internal' });
    await paddle.prices.update(first.ids.priceIds['support-annual-b737']!, { taxMode: 'account_setting' });

    // Act
    const second = await sync();

    // Assess
    expect(second.taxModeDrifts.sort()).toEqual([
      'price hud: internal → external',
      'price support-annual-b737: account_setting → external',
    ]);
    expect(second.updated.sort()).toEqual(['price hud', 'price support-annual-b737']);
    expect(second.ids).toEqual(first.ids);
    expect((await priceOf(first, 'hud')).taxMode).toBe('external');
    expect((await priceOf(first, 'support-annual-b737')).taxMode).toBe('external');
  });

  it('writes an id map the stage config accepts, for production too', async () => {
    // Prepare
    const result = await sync('prod');
    const prod = {
      ...STAGES.prod!,
      paddle: { environment: 'production' as const, clientToken: 'live_0c2e5a1f9b7d3e8a6c4f2b0d9e1' },
      // What a production stage needs besides its ids (infra/stages/stages.ts refuses it without them).
      domain: { domainName: 'shop.example', certificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/abc' },
      email: { identity: 'shop.example', fromAddress: 'no-reply@shop.example' },
      alarmEmails: ['ops@shop.example'],
    };

    // Act
    const stage = resolveStage('prod', { stages: { prod }, readIds: (name) => readPaddleIdMap(name, idMapDir) });

    // Assess
    expect(result.file).toBe(path.join(idMapDir, 'prod.json'));
    expect(stage.paddleIds).toEqual(result.ids);
  });
});
