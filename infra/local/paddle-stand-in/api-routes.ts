import type { ICustomData, ProrationBillingMode, SubscriptionEffectiveFrom } from '@paddle/paddle-node-sdk';
import type { Billing } from './billing';
import type { CustomerRecord, TransactionRecord } from './model';
import type { CatalogueApi } from './catalogue-api';
import { PaddleError, requestId } from './errors';
import { localId } from './model';
import { page, recordFilter } from './pagination';
import { removesScheduledChange } from './scheduled-change';
import type { RouteAnswer, RouteRequest, StandInRoute } from './routes';
import { customerBody, portalSessionBody, subscriptionBody, transactionBody } from './serialisers';

export interface PaddleApiDependencies {
  readonly billing: Billing;
  readonly catalogue: CatalogueApi;
  readonly baseUrl: () => string;
  /** Where the customer portal (and a subscription's management links) lead locally. */
  readonly portalUrl: () => string;
}

/** `{data, meta}`, Paddle's answer for one entity. */
function entity<T>(status: number, data: T): RouteAnswer {
  return { status, body: { data, meta: { request_id: requestId() } } };
}

/** Transactions: Paddle's default and largest page. */
const TRANSACTION_PAGES = { defaultPerPage: 30, maxPerPage: 30 };
const CUSTOMER_PAGES = { defaultPerPage: 50, maxPerPage: 200 };
/** The list filters the stand-in honours (query parameter → record field). */
const TRANSACTION_FILTERS = {
  lists: { status: 'status', origin: 'origin', id: 'id', customer_id: 'customerId', subscription_id: 'subscriptionId' },
  dates: { billed_at: 'billedAt', created_at: 'createdAt', updated_at: 'updatedAt' },
} as const satisfies Parameters<typeof recordFilter<TransactionRecord>>[1];
const CUSTOMER_FILTERS = {
  lists: { id: 'id', email: 'email' },
  caseless: ['email'],
} as const satisfies Parameters<typeof recordFilter<CustomerRecord>>[1];
const PRORATION_MODES: readonly ProrationBillingMode[] = [
  'prorated_immediately',
  'prorated_next_billing_period',
  'full_immediately',
  'full_next_billing_period',
  'do_not_bill',
];

/**
 * The Paddle API routes the shop and paddle:sync call, answered as Paddle answers them (bodies typed with the SDK's
 * response interfaces in serialisers.ts, errors in Paddle's shape by the stand-in's server).
 */
export function paddleApiRoutes({ billing, catalogue, baseUrl, portalUrl }: PaddleApiDependencies): StandInRoute[] {
  const prices = billing.prices;
  const toCatalogue = async (request: RouteRequest, method: string): Promise<RouteAnswer> =>
    (await catalogue.handle({ method, url: request.url, body: request.body }))!;
  const catalogueRoutes = ['products', 'prices', 'discounts'].flatMap((collection): StandInRoute[] => [
    { method: 'GET', path: `/${collection}`, handle: (request) => toCatalogue(request, 'GET') },
    { method: 'POST', path: `/${collection}`, handle: (request) => toCatalogue(request, 'POST') },
    { method: 'GET', path: `/${collection}/{id}`, handle: (request) => toCatalogue(request, 'GET') },
    { method: 'PATCH', path: `/${collection}/{id}`, handle: (request) => toCatalogue(request, 'PATCH') },
  ]);

  return [
    ...catalogueRoutes,
    {
      method: 'POST',
      path: '/transactions',
      handle: async (request) => {
        const body = object(await request.body());
        const items = Array.isArray(body.items) ? (body.items as Record<string, unknown>[]) : [];
        const transaction = billing.createTransaction({
          items: items.map((item) => ({ priceId: String(item?.price_id), quantity: Number(item?.quantity) })),
          customerId: optionalString(body, 'customer_id'),
          addressId: optionalString(body, 'address_id'),
          discountId: optionalString(body, 'discount_id'),
          customData: customData(body),
        });
        return entity(201, transactionBody(transaction, prices));
      },
    },
    {
      method: 'GET',
      path: '/transactions',
      handle: ({ url, query }) => {
        const matching = billing.listTransactions().filter(recordFilter(query, TRANSACTION_FILTERS));
        const listed = page(matching, url, baseUrl(), TRANSACTION_PAGES);
        return {
          status: 200,
          body: { ...listed, data: listed.data.map((transaction) => transactionBody(transaction, prices)) },
        };
      },
    },
    {
      method: 'GET',
      path: '/transactions/{id}',
      handle: ({ params }) => entity(200, transactionBody(billing.transaction(params.id!), prices)),
    },
    {
      method: 'GET',
      path: '/customers',
      handle: ({ url, query }) => {
        const matching = billing.listCustomers().filter(recordFilter(query, CUSTOMER_FILTERS));
        const listed = page(matching, url, baseUrl(), CUSTOMER_PAGES);
        return { status: 200, body: { ...listed, data: listed.data.map(customerBody) } };
      },
    },
    {
      method: 'POST',
      path: '/customers',
      handle: async (request) => {
        const body = object(await request.body());
        if (typeof body.email !== 'string')
          throw new PaddleError(400, 'bad_request', 'Invalid request.', [
            { field: 'email', message: 'email is required' },
          ]);
        const customer = billing.createCustomer({
          email: body.email,
          name: optionalString(body, 'name'),
          customData: customData(body),
          locale: optionalString(body, 'locale'),
        });
        return entity(201, customerBody(customer));
      },
    },
    {
      method: 'GET',
      path: '/customers/{id}',
      handle: ({ params }) => entity(200, customerBody(billing.customer(params.id!))),
    },
    {
      method: 'PATCH',
      path: '/customers/{id}',
      handle: async (request) => {
        const body = object(await request.body());
        if (typeof body.email !== 'string')
          throw new PaddleError(400, 'bad_request', "The stand-in updates a customer's email only.", [
            { field: 'email', message: 'email is required' },
          ]);
        return entity(200, customerBody(billing.updateCustomerEmail(request.params.id!, body.email)));
      },
    },
    {
      method: 'POST',
      path: '/customers/{id}/portal-sessions',
      handle: async (request) => {
        const customer = billing.customer(request.params.id!);
        const body = object(await request.body());
        const subscriptionIds = Array.isArray(body.subscription_ids) ? body.subscription_ids.map(String) : [];
        return entity(201, portalSessionBody(customer.id, subscriptionIds, portalUrl(), localId('cpls')));
      },
    },
    {
      method: 'GET',
      path: '/subscriptions/{id}',
      // `?include=next_transaction,recurring_transaction_details` adds Paddle's previews of what renewing charges.
      handle: ({ params, query }) =>
        entity(
          200,
          subscriptionBody(
            billing.subscription(params.id!),
            prices,
            portalUrl(),
            new Set((query.get('include') ?? '').split(',').filter(Boolean)),
          ),
        ),
    },
    {
      method: 'PATCH',
      path: '/subscriptions/{id}',
      handle: async (request) => {
        const body = object(await request.body());
        if (body.custom_data !== undefined && body.items === undefined && body.next_billed_at === undefined) {
          const changed = billing.replaceCustomData(request.params.id!, customData(body));
          return entity(200, subscriptionBody(changed, prices, portalUrl()));
        }
        if (removesScheduledChange(body) && body.items === undefined) {
          const resumed = billing.removeScheduledChange(request.params.id!);
          return entity(200, subscriptionBody(resumed, prices, portalUrl()));
        }
        const mode = body.proration_billing_mode as ProrationBillingMode;
        if (!PRORATION_MODES.includes(mode)) {
          throw new PaddleError(400, 'bad_request', 'Invalid request.', [
            { field: 'proration_billing_mode', message: `must be one of ${PRORATION_MODES.join(', ')}` },
          ]);
        }
        if (typeof body.next_billed_at === 'string' && body.items === undefined) {
          return entity(
            200,
            subscriptionBody(billing.moveBillingDate(request.params.id!, body.next_billed_at), prices, portalUrl()),
          );
        }
        if (!Array.isArray(body.items))
          throw new PaddleError(
            400,
            'bad_request',
            'The stand-in updates subscription items or the billing date only.',
            [{ field: 'items', message: 'items is required' }],
          );
        const items = (body.items as Record<string, unknown>[]).map((item) => ({
          priceId: String(item?.price_id),
          quantity: Number(item?.quantity),
        }));
        return entity(
          200,
          subscriptionBody(billing.changeQuantities(request.params.id!, items, mode), prices, portalUrl()),
        );
      },
    },
    {
      method: 'POST',
      path: '/subscriptions/{id}/cancel',
      handle: async (request) => {
        const body = object(await request.body());
        // Paddle cancels a paused subscription only `immediately` (its default for one), `next_billing_period`
        // being the default for an active one: a paused subscription has no billing period to end with.
        const paused = billing.subscription(request.params.id!).status === 'paused';
        const effectiveFrom = (body.effective_from ??
          (paused ? 'immediately' : 'next_billing_period')) as SubscriptionEffectiveFrom;
        if (effectiveFrom !== 'next_billing_period' && effectiveFrom !== 'immediately') {
          throw new PaddleError(400, 'bad_request', 'Invalid request.', [
            { field: 'effective_from', message: 'must be next_billing_period or immediately' },
          ]);
        }
        if (paused && effectiveFrom !== 'immediately')
          throw new PaddleError(400, 'bad_request', 'Invalid request.', [
            { field: 'effective_from', message: 'a paused subscription can only be canceled immediately' },
          ]);
        return entity(200, subscriptionBody(billing.cancel(request.params.id!, effectiveFrom), prices, portalUrl()));
      },
    },
  ];
}

function object(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new PaddleError(400, 'bad_request', 'Invalid request.', [
      { field: '(body)', message: 'the body must be a JSON object' },
    ]);
  }
  return value as Record<string, unknown>;
}

function optionalString(body: Record<string, unknown>, field: string): string | null {
  const value = body[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string')
    throw new PaddleError(400, 'bad_request', 'Invalid request.', [{ field, message: `${field} must be a string` }]);
  return value;
}

function customData(body: Record<string, unknown>): ICustomData | null {
  const value = body.custom_data;
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new PaddleError(400, 'bad_request', 'Invalid request.', [
      { field: 'custom_data', message: 'custom_data must be an object' },
    ]);
  }
  return value as ICustomData;
}
