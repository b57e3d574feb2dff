import { Duration } from 'aws-cdk-lib';
import { handlerProfile, type HandlerProfile } from './api-access';
import { ScheduledJob, type ScheduledJobProps } from './scheduled-job';

/**
 * What the replay of a kept Paddle event may touch: what the webhook may, since it applies the event the webhook's
 * way (ADR 501), except the webhook secret: a kept event was verified when it arrived.
 */
export const WEBHOOK_REPLAY_PROFILE: HandlerProfile = {
  access: handlerProfile('paddle-webhook').access.filter((kind) => kind !== 'paddle:webhook'),
  // One event, signed keys for a large order at most; the operator waits for the answer.
  timeout: Duration.minutes(1),
};

/**
 * `lambdas/handlers/webhook-replay.ts`: lists and applies the signed Paddle events the webhook kept because it could
 * not read them. No schedule: `npm run webhooks -- --stage <name>` invokes it (output `WebhookReplayFunctionName`).
 */
export class WebhookReplay extends ScheduledJob {
  constructor(
    scope: ConstructorParameters<typeof ScheduledJob>[0],
    id: string,
    props: Omit<ScheduledJobProps, 'handler' | 'profile' | 'description' | 'schedule' | 'input'>,
  ) {
    super(scope, id, {
      ...props,
      handler: 'webhook-replay',
      profile: WEBHOOK_REPLAY_PROFILE,
      description: 'list and apply the Paddle events the webhook kept because it could not read them',
    });
  }
}
