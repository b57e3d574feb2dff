import type { ICustomerPortalSessionResponse, ICustomerResponse } from '@paddle/paddle-node-sdk';
import type { CustomerRecord } from './model';

export function customerBody(customer: CustomerRecord): ICustomerResponse {
  return {
    id: customer.id,
    name: customer.name,
    email: customer.email,
    marketing_consent: false,
    status: 'active',
    custom_data: customer.customData,
    locale: customer.locale,
    created_at: customer.createdAt,
    updated_at: customer.updatedAt,
    import_meta: null,
  };
}

export function portalSessionBody(
  customerId: string,
  subscriptionIds: readonly string[],
  url: string,
  id: string,
): ICustomerPortalSessionResponse {
  return {
    id,
    customer_id: customerId,
    urls: {
      general: { overview: url },
      subscriptions: subscriptionIds.map((subscriptionId) => ({
        id: subscriptionId,
        cancel_subscription: url,
        update_subscription_payment_method: url,
      })),
    },
    created_at: new Date().toISOString(),
  };
}
