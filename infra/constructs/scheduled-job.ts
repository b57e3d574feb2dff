import { Duration } from 'aws-cdk-lib';
import { Rule, RuleTargetInput, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { HandlerDefinition, ScheduleTrigger } from '../definitions/handler-definition';
import { ShopFunction, type ShopResources } from './shop-function';

export interface ScheduledJobProps {
  /** The handler's name in the registry. */
  readonly name: string;
  /** Its registry entry, whose trigger says when it runs and with which event. */
  readonly definition: HandlerDefinition & { readonly trigger: ScheduleTrigger };
  readonly resources: ShopResources;
}

/**
 * A shop function run by an EventBridge schedule instead of a route (a registry entry with a `schedule` trigger):
 * two retries of a failed invocation; a run that still fails, or that EventBridge could not deliver, lands in the
 * job's failure queue, which the monitoring construct alarms on.
 *
 * No reserved concurrency: reserving even 1 fails to create on accounts whose concurrency quota is 10 (Lambda keeps
 * 10 unreserved), and it is not needed: a run takes minutes against a daily schedule, and every write of a run is
 * idempotent (ADR 272).
 */
export class ScheduledJob extends Construct {
  readonly function: ShopFunction;
  readonly rule: Rule;
  /** Failed runs (after Lambda's retries) and events EventBridge could not deliver; kept 14 days. */
  readonly failures: Queue;

  constructor(scope: Construct, id: string, props: ScheduledJobProps) {
    super(scope, id);
    const { trigger } = props.definition;
    this.failures = new Queue(this, 'Failures', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    this.function = new ShopFunction(this, 'Function', {
      name: props.name,
      definition: props.definition,
      resources: props.resources,
      onFailure: new SqsDestination(this.failures),
      retryAttempts: 2,
    });
    this.rule = new Rule(this, 'Schedule', {
      description: `SkyDeck: ${props.definition.purpose}`,
      schedule: Schedule.cron(trigger.cron),
      targets: [
        new LambdaFunction(this.function, {
          event: RuleTargetInput.fromObject(trigger.input ?? {}),
          retryAttempts: 2,
          deadLetterQueue: this.failures,
        }),
      ],
    });
  }
}
