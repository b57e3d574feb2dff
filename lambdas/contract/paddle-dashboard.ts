import type { WebConfig } from './web-config';

/**
 * Where an object the console shows lives in Paddle's dashboard (ADR 457): the sandbox's or the live account's,
 * by the stage's Paddle environment; locally the Paddle stand-in's own view of it.
 */
export type PaddleObjectKind = 'transaction' | 'customer' | 'subscription';

const DASHBOARD_HOSTS = {
  sandbox: 'https://sandbox-vendors.paddle.com',
  production: 'https://vendors.paddle.com',
} as const;

const DASHBOARD_PATHS: Readonly<Record<PaddleObjectKind, string>> = {
  transaction: 'transactions-v2',
  customer: 'customers-v2',
  subscription: 'subscriptions-v2',
};

/** The stand-in's control route that shows one object (local mode). */
const LOCAL_PATHS: Readonly<Record<PaddleObjectKind, string>> = {
  transaction: '/api/local/paddle/transactions',
  customer: '/api/local/paddle/customers',
  subscription: '/api/local/paddle/subscriptions',
};

export function paddleDashboardUrl(
  environment: WebConfig['paddle']['environment'],
  kind: PaddleObjectKind,
  id: string,
): string {
  const encoded = encodeURIComponent(id);
  if (environment === 'local') return `${LOCAL_PATHS[kind]}/${encoded}`;
  return `${DASHBOARD_HOSTS[environment]}/${DASHBOARD_PATHS[kind]}/${encoded}`;
}
