import { Duration } from 'aws-cdk-lib';
import { Schedule } from 'aws-cdk-lib/aws-events';
import type { HandlerProfile } from './api-access';
import { ScheduledJob, type ScheduledJobProps } from './scheduled-job';

/** It scans the suite licences once a day, claims each mail once in the table and sends it through SES. */
export const SUPPORT_REMINDERS_PROFILE: HandlerProfile = {
  access: ['table:scan', 'table:write', 'mail:send'],
  timeout: Duration.minutes(5),
};

/**
 * The daily support reminders (ADR 121): `lambdas/handlers/support-reminders.ts` mails "support ends soon" and
 * "support lapsed" once per licence and period. 08:00 UTC: a reminder read during the buyer's morning in Europe.
 */
export class SupportReminders extends ScheduledJob {
  constructor(
    scope: ConstructorParameters<typeof ScheduledJob>[0],
    id: string,
    props: Omit<ScheduledJobProps, 'handler' | 'profile' | 'description' | 'schedule'>,
  ) {
    super(scope, id, {
      ...props,
      handler: 'support-reminders',
      profile: SUPPORT_REMINDERS_PROFILE,
      description: 'mail buyers whose support ends soon or has lapsed',
      schedule: Schedule.cron({ minute: '0', hour: '8' }),
    });
  }
}
