import type { Billing, RefundLine } from './billing';
import type { Outbox } from './outbox';
import { rarePathRoutes } from './rare-paths';
import type { RouteAnswer, StandInRoute } from './routes';
import { adjustmentNotification, subscriptionNotification } from './serialisers';
import { customerBody } from './serialisers-customers';

export const CONTROL_PREFIX = '/api/local/paddle';

export interface ControlDependencies {
  readonly billing: Billing;
  readonly outbox: Outbox;
  readonly webhookSecret: string;
}

const ok = (body: unknown): RouteAnswer => ({ status: 200, body });
const badRequest = (message: string): RouteAnswer => ({
  status: 400,
  body: { error: { code: 'BAD_REQUEST', message } },
});

/**
 * The local test controls (`/api/local/paddle/...`, local mode only): what a buyer or Paddle would do on its own —
 * pay, renew, cancel, lapse, fall past due, refund, charge back, update the card, change a quantity, hold a
 * transaction's refunds for review and approve or reject them — and the outbox's hold, release and replay. Answers
 * use the shop's error shape (`{error: {code, message}}`).
 */
export function controlRoutes({ billing, outbox, webhookSecret }: ControlDependencies): StandInRoute[] {
  const prices = billing.prices;
  const subscriptionAnswer = (subscription: ReturnType<Billing['subscription']>) =>
    ok({ subscription: subscriptionNotification(subscription, prices) });
  const routes: StandInRoute[] = [
    {
      method: 'GET',
      path: '/transactions/{id}',
      handle: ({ params }) => {
        const transaction = billing.transaction(params.id!);
        const lines = transaction.items.map((item) => {
          const priced = prices.get(item.priceId)!;
          return {
            priceId: item.priceId,
            title: priced.item.title ?? priced.products[0]!.title,
            quantity: item.quantity,
            amountCents: priced.item.amountCents,
            frequency: priced.item.frequency,
          };
        });
        return ok({
          id: transaction.id,
          status: transaction.status,
          customData: transaction.customData,
          lines,
          subscriptionId: transaction.subscriptionId,
          customer: transaction.customerId
            ? { id: transaction.customerId, email: billing.customer(transaction.customerId).email }
            : null,
        });
      },
    },
    {
      method: 'GET',
      path: '/customers/{id}',
      handle: ({ params }) => ok({ customer: customerBody(billing.customer(params.id!)) }),
    },
    {
      method: 'GET',
      path: '/subscriptions/{id}',
      handle: ({ params }) => subscriptionAnswer(billing.subscription(params.id!)),
    },
    {
      method: 'POST',
      path: '/transactions/{id}/pay',
      handle: ({ params, query }) => {
        const monthsAgo = Number(query.get('monthsAgo') ?? '0');
        if (!Number.isInteger(monthsAgo) || monthsAgo < 0 || monthsAgo > 1200)
          return badRequest('monthsAgo must be a whole number from 0 to 1200.');
        const transaction = billing.pay(params.id!, monthsAgo);
        return ok({
          transactionId: transaction.id,
          status: transaction.status,
          subscriptionId: transaction.subscriptionId,
        });
      },
    },
    {
      method: 'POST',
      path: '/transactions/{id}/refund',
      handle: async (request) => {
        const body = (await request.body()) as { lines?: RefundLine[] } | null;
        const lines = body?.lines;
        if (
          (body !== null && typeof body !== 'object') ||
          (lines !== undefined &&
            (!Array.isArray(lines) || !lines.every((line) => typeof line === 'object' && line !== null)))
        )
          return badRequest('lines must be a list of {itemId or priceId, quantity}.');
        const adjustment = billing.refund(request.params.id!, lines);
        return ok({ adjustmentId: adjustment.id, adjustment: adjustmentNotification(adjustment) });
      },
    },
    {
      method: 'POST',
      path: '/transactions/{id}/hold-refund-approval',
      handle: ({ params }) => {
        billing.holdRefundApproval(params.id!);
        return ok({ transactionId: params.id, refundsAwaitApproval: true });
      },
    },
    {
      method: 'POST',
      path: '/adjustments/{id}/approve',
      handle: ({ params }) => ok({ adjustment: adjustmentNotification(billing.decideRefund(params.id!, 'approved')) }),
    },
    {
      method: 'POST',
      path: '/adjustments/{id}/reject',
      handle: ({ params }) => ok({ adjustment: adjustmentNotification(billing.decideRefund(params.id!, 'rejected')) }),
    },
    {
      method: 'POST',
      path: '/transactions/{id}/chargeback',
      handle: ({ params }) => {
        const adjustment = billing.chargeback(params.id!);
        return ok({ adjustmentId: adjustment.id, adjustment: adjustmentNotification(adjustment) });
      },
    },
    {
      method: 'POST',
      path: '/subscriptions/{id}/renew',
      handle: ({ params }) => {
        const renewal = billing.renew(params.id!);
        return ok({
          transactionId: renewal.id,
          subscription: subscriptionNotification(billing.subscription(params.id!), prices),
        });
      },
    },
    {
      method: 'POST',
      path: '/subscriptions/{id}/cancel',
      handle: ({ params }) => subscriptionAnswer(billing.cancel(params.id!, 'immediately')),
    },
    {
      method: 'POST',
      path: '/subscriptions/{id}/lapse',
      handle: ({ params, query }) => {
        const monthsAgo = Number(query.get('monthsAgo') ?? '0');
        if (!Number.isInteger(monthsAgo) || monthsAgo < 0 || monthsAgo > 1200)
          return badRequest('monthsAgo must be a whole number from 0 to 1200.');
        return subscriptionAnswer(billing.lapse(params.id!, monthsAgo));
      },
    },
    {
      method: 'POST',
      path: '/subscriptions/{id}/past-due',
      handle: ({ params }) => subscriptionAnswer(billing.pastDue(params.id!)),
    },
    {
      method: 'POST',
      path: '/subscriptions/{id}/update-card',
      handle: ({ params }) => ok({ transactionId: billing.updatePaymentMethod(params.id!).id }),
    },
    {
      method: 'POST',
      path: '/subscriptions/{id}/quantity',
      handle: ({ params, query }) => {
        const quantity = Number(query.get('quantity'));
        const subscription = billing.subscription(params.id!);
        if (subscription.items.length !== 1)
          return badRequest('This subscription has several items; change them with PATCH /subscriptions/{id}.');
        if (!Number.isSafeInteger(quantity) || quantity < 1)
          return badRequest('quantity must be a whole number of at least 1.');
        const before = billing.listTransactions().length;
        billing.changeQuantities(
          params.id!,
          [{ priceId: subscription.items[0]!.priceId, quantity }],
          'prorated_immediately',
        );
        const billed = billing
          .listTransactions()
          .slice(before)
          .find((transaction) => transaction.origin === 'subscription_update');
        return ok({ subscription: subscriptionNotification(subscription, prices), transactionId: billed?.id ?? null });
      },
    },
    {
      method: 'POST',
      path: '/deliveries/hold',
      handle: ({ query }) => ok({ held: outbox.hold(query.get('entityId') ?? undefined) }),
    },
    {
      method: 'POST',
      path: '/deliveries/release',
      handle: ({ query }) =>
        ok({ released: outbox.release(Number(query.get('seed') ?? 1) || 0, query.get('entityId') ?? undefined) }),
    },
    {
      method: 'POST',
      path: '/notifications/{id}/replay',
      handle: ({ params }) => {
        const delivery = outbox.replay(params.id!);
        return delivery
          ? ok({ delivery })
          : {
              status: 404,
              body: {
                error: { code: 'NOT_FOUND', message: `Notification ${params.id} is not known to the Paddle stand-in.` },
              },
            };
      },
    },
    {
      method: 'GET',
      path: '/deliveries',
      handle: ({ query }) =>
        ok({ deliveries: outbox.list({ eventType: query.get('eventType'), entityId: query.get('entityId') }) }),
    },
    // Tests sign their own (and deliberately broken) webhooks with it; there is no secret worth keeping locally.
    { method: 'GET', path: '/webhook-secret', handle: () => ok({ secret: webhookSecret }) },
    ...rarePathRoutes(billing, outbox),
  ];
  return routes.map((route) => ({ ...route, path: `${CONTROL_PREFIX}${route.path}` }));
}
