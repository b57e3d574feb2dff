/**
 * The shop's own CloudWatch metrics: the reconciliation job writes them as EMF (lambdas/services/payments/
 * reconcile.ts) and the ops alarms and dashboard read them (infra/constructs/monitoring.ts), by these names only.
 */
export const SHOP_METRICS_NAMESPACE = 'SkyDeck';
export const RECONCILIATION_METRICS = [
  'ReconciliationMismatches',
  'ReconciliationApplied',
  'ReconciliationFailures',
] as const;
export type ReconciliationMetric = (typeof RECONCILIATION_METRICS)[number];
