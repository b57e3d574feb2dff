import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Rule, RuleTargetInput, type Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Function, LoggingFormat } from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { CloudEnvironment } from '../../lambdas/contract/environment';
import type { PaddleIdMap } from '../stages/paddle-id-map';
import type { HandlerProfile } from './api-access';
import { grantAccess, handlerCode, LAMBDA_RUNTIME, type AccessTargets } from './api';

export interface ScheduledJobProps extends AccessTargets {
  /** The module `lambdas/handlers/<handler>.ts` the rule invokes. */
  readonly handler: string;
  /** What it may touch (as the API's handlers declare it) and how long a run may take. */
  readonly profile: HandlerProfile;
  /** What the job is for, as the rule's description shows it in the console. */
  readonly description: string;
  /** @default none: no rule, an operator invokes it (`npm run webhooks`), synchronously, and reads its answer */
  readonly schedule?: Schedule;
  /** The event each run receives. @default {} */
  readonly input?: Readonly<Record<string, unknown>>;
  /** The stage's Paddle price ids, for a job that prices or maps paid items. @default none */
  readonly paddleIds?: PaddleIdMap;
  /** The environment every shop function gets (Api.environment, typed by lambdas/contract/environment.ts). */
  readonly environment: CloudEnvironment;
  /** @default RetentionDays.ONE_MONTH */
  readonly logRetention?: RetentionDays;
}

/**
 * A shop function run by an EventBridge schedule instead of a route: its bundle from the one esbuild build, its
 * own role writing only to its own log group (like every shop function), and two retries of a failed invocation;
 * a run that still fails, or that EventBridge could not deliver, lands in the job's failure queue, which the
 * monitoring construct alarms on.
 *
 * No reserved concurrency: reserving even 1 fails to create on accounts whose concurrency quota is 10 (Lambda keeps
 * 10 unreserved), and it is not needed: a run takes minutes against a daily schedule, and every write of a run is
 * idempotent (ADR 272).
 */
export class ScheduledJob extends Construct {
  readonly function: Function;
  readonly rule: Rule | undefined;
  /** Failed runs (after Lambda's retries) and events EventBridge could not deliver; kept 14 days. */
  readonly failures: Queue;

  constructor(scope: Construct, id: string, props: ScheduledJobProps) {
    super(scope, id);
    const logGroup = new LogGroup(this, 'Logs', {
      retention: props.logRetention ?? RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `SkyDeck ${props.handler} job`,
    });
    logGroup.grantWrite(role);
    this.failures = new Queue(this, 'Failures', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    this.function = new Function(this, 'Function', {
      role,
      code: handlerCode(this, props.handler, props.paddleIds ? { paddleIds: props.paddleIds } : {}),
      handler: 'index.handler',
      runtime: LAMBDA_RUNTIME,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: props.profile.timeout,
      onFailure: new SqsDestination(this.failures),
      retryAttempts: 2,
      loggingFormat: LoggingFormat.JSON,
      logGroup,
      environment: { ...props.environment },
    });
    grantAccess(this.function, props.profile.access, props);
    this.rule =
      props.schedule &&
      new Rule(this, 'Schedule', {
        description: `SkyDeck: ${props.description}`,
        schedule: props.schedule,
        targets: [
          new LambdaFunction(this.function, {
            event: RuleTargetInput.fromObject(props.input ?? {}),
            retryAttempts: 2,
            deadLetterQueue: this.failures,
          }),
        ],
      });
  }
}
