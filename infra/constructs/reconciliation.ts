import { Duration } from 'aws-cdk-lib';
import { Schedule } from 'aws-cdk-lib/aws-events';
import type { HandlerProfile } from './api-access';
import { ScheduledJob, type ScheduledJobProps } from './scheduled-job';

/**
 * What the reconciliation job may touch: it applies missed purchases through the webhook's path (table writes,
 * licence signing, the catalogue's price ids, the order mail) and lists transactions at Paddle (the API key). It
 * also scans order items once, a slice a day, for the console index's backfill (ADR 331).
 */
export const RECONCILE_PROFILE: HandlerProfile = {
  access: ['table:write', 'table:scan', 'paddle:api', 'paddle:prices', 'licence:sign', 'mail:send'],
  // Pages through three days of transactions and may sign a large order's licences: minutes, not seconds.
  timeout: Duration.minutes(5),
};

export interface ReconciliationProps extends Omit<
  ScheduledJobProps,
  'handler' | 'profile' | 'description' | 'schedule' | 'input'
> {
  /** Days of Paddle transactions each run looks back over; more than one, so a missed run loses nothing. @default 3 */
  readonly days?: number;
  /** @default 04:15 UTC every day, after the night's renewals and before Europe's working day */
  readonly schedule?: Schedule;
}

/**
 * The daily reconciliation (docs/product/licences.md): `lambdas/handlers/reconcile.ts` applies any completed Paddle transaction
 * the shop has not recorded and writes the ReconciliationMismatches, ReconciliationApplied and
 * ReconciliationFailures metrics (namespace SkyDeck, dimension Stage) as EMF.
 */
export class Reconciliation extends ScheduledJob {
  constructor(scope: ConstructorParameters<typeof ScheduledJob>[0], id: string, props: ReconciliationProps) {
    super(scope, id, {
      ...props,
      handler: 'reconcile',
      profile: RECONCILE_PROFILE,
      description: 'apply paid Paddle transactions the shop has not recorded',
      schedule: props.schedule ?? Schedule.cron({ minute: '15', hour: '4' }),
      input: { days: props.days ?? 3 },
    });
  }
}
