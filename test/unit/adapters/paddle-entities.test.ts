import {
  Subscription,
  Transaction,
  type IPriceResponse,
  type IProductResponse,
  type ISubscriptionNotificationResponse,
  type ISubscriptionResponse,
  type ITransactionNotificationResponse,
  type ITransactionResponse,
} from '@paddle/paddle-node-sdk';
import { listedTransactionOf, subscriptionChangeOfEntity } from '../../../lambdas/adapters/paddle-entities';
import { parsePaddleEvent } from '../../../lambdas/adapters/paddle-events';
import { customData, fixtureId, subscriptionEvent, transactionCompleted } from '../../support/paddle-fixtures';

/**
 * The reconciliation reads Paddle through the SDK (camelCase entities), the webhook reads notifications (snake_case
 * `data`): the same Paddle entity must become the same payment event either way. Both sides are built by the SDK's
 * own code from its own types: the notification fixture (typed with its notification interfaces) and the entity
 * its constructor makes from that same body, as it does from an API answer.
 */
const BUYER = 'pilot@example.com';
const SUITE = customData('skydeck-suiteb737annual', 2, BUYER);

/**
 * What the API answers for the entity a notification carries. Its types are the SDK's and differ only where Paddle's
 * do: an API price always has its type and dates, an API subscription item always has its product.
 */
type NotifiedPrice = NonNullable<ITransactionNotificationResponse['items'][number]['price']>;

function priceAnswer(price: NotifiedPrice, at: string): IPriceResponse {
  return {
    id: price.id,
    product_id: price.product_id,
    description: price.description,
    type: 'standard',
    name: price.name ?? null,
    billing_cycle: price.billing_cycle ?? null,
    tax_mode: price.tax_mode,
    unit_price: price.unit_price,
    unit_price_overrides: [],
    quantity: price.quantity,
    status: price.status,
    created_at: at,
    updated_at: at,
  };
}

function transactionAnswer(data: ITransactionNotificationResponse): ITransactionResponse {
  return {
    ...data,
    items: data.items.map((item) => ({ ...item, price: item.price && priceAnswer(item.price, data.created_at) })),
    // The fixture's purchase has no payment attempts to carry over.
    payments: [],
    details: data.details && {
      ...data.details,
      line_items: data.details.line_items.map((line) => ({ ...line, product: null })),
    },
  };
}

function subscriptionAnswer(data: ISubscriptionNotificationResponse): ISubscriptionResponse {
  return {
    ...data,
    items: data.items.map((item) => {
      const price = priceAnswer(item.price as NotifiedPrice, data.created_at);
      const product: IProductResponse = {
        id: price.product_id,
        name: price.description,
        tax_category: 'standard',
        status: 'active',
        created_at: data.created_at,
        updated_at: data.updated_at,
      };
      return { ...item, price, product };
    }),
    management_urls: null,
  };
}

describe('an SDK entity maps to the payment event its notification maps to', () => {
  it('a completed transaction', () => {
    // Prepare
    const notification = transactionCompleted({
      transactionId: fixtureId('txn'),
      subscriptionId: fixtureId('sub'),
      customData: SUITE,
      lines: [
        { priceKey: 'suite-licence-b737', quantity: 2, unitCents: 150_000 },
        { priceKey: 'support-annual-b737', quantity: 2, unitCents: 0 },
      ],
      billingPeriod: { starts_at: '2026-11-01T00:00:00Z', ends_at: '2027-11-01T00:00:00Z' },
    });

    // Act
    const fromWebhook = parsePaddleEvent(JSON.stringify(notification));
    const fromSdk = listedTransactionOf(new Transaction(transactionAnswer(notification.data)));

    // Assess
    expect(fromWebhook).toMatchObject({ kind: 'transaction-completed' });
    expect(fromSdk.completed).toEqual(fromWebhook.kind === 'transaction-completed' && fromWebhook.transaction);
    expect(fromSdk.completed.customData).toEqual(SUITE);
    expect(fromSdk).toMatchObject({ discountId: null, netCents: 300_000 });
  });

  it('a subscription, which the API answers without the transaction that opened it', () => {
    // Prepare
    const notification = subscriptionEvent('subscription.updated', {
      subscriptionId: fixtureId('sub'),
      status: 'active',
      customData: SUITE,
      items: [{ priceKey: 'support-annual-b737', quantity: 2 }],
      period: { starts_at: '2026-11-01T00:00:00Z', ends_at: '2027-11-01T00:00:00Z' },
      occurredAt: '2026-11-01T00:00:00Z',
      interval: 'year',
    });

    // Act
    const fromWebhook = parsePaddleEvent(JSON.stringify(notification));
    const fromSdk = subscriptionChangeOfEntity(new Subscription(subscriptionAnswer(notification.data)));

    // Assess
    expect(fromWebhook).toMatchObject({ kind: 'subscription-changed' });
    expect(fromSdk).toEqual(fromWebhook.kind === 'subscription-changed' && fromWebhook.subscription);
    expect(fromSdk.transactionId).toBeNull();
  });

  it('custom data the shop did not write maps to none, as in a notification', () => {
    // Prepare
    const notification = transactionCompleted({
      transactionId: fixtureId('txn'),
      customData: { ...SUITE, shop: 'elsewhere' as 'skydeck' },
      lines: [{ priceKey: 'suite-licence-b737', quantity: 1, unitCents: 150_000 }],
    });

    // Act
    const fromSdk = listedTransactionOf(new Transaction(transactionAnswer(notification.data)));

    // Assess
    expect(fromSdk.completed.customData).toBeNull();
  });
});
