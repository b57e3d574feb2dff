import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Rule, RuleTargetInput, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Function, LoggingFormat } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { PaddleIdMap } from '../stages/paddle-id-map';
import type { PaddleEnvironment } from '../stages/stages';
import type { HandlerProfile } from './api-access';
import type { CloudEnvironment } from '../../lambdas/contract/environment';
import { grantAccess, handlerCode, LAMBDA_RUNTIME, type AccessTargets } from './api';

/**
 * What the reconciliation job may touch: it applies missed purchases through the webhook's path (table writes,
 * licence signing, the catalogue's price ids) and lists transactions at Paddle (the API key). Nothing else.
 */
export const RECONCILE_PROFILE: HandlerProfile = {
  access: ['table:write', 'paddle:api', 'paddle:prices', 'licence:sign'],
  // Pages through three days of transactions and may sign a large order's licences: minutes, not seconds.
  timeout: Duration.minutes(5),
};

export interface ReconciliationProps extends AccessTargets {
  readonly stageName: string;
  readonly paddleEnvironment: PaddleEnvironment;
  readonly paddleIds: PaddleIdMap;
  /** The environment every shop function gets (Api.environment, typed by lambdas/contract/environment.ts). */
  readonly environment: CloudEnvironment;
  /** Days of Paddle transactions each run looks back over; more than one, so a missed run loses nothing. @default 3 */
  readonly days?: number;
  /** @default 04:15 UTC every day, after the night's renewals and before Europe's working day */
  readonly schedule?: Schedule;
  /** @default RetentionDays.ONE_MONTH */
  readonly logRetention?: RetentionDays;
}

/**
 * The daily reconciliation (DESIGN.md §7): an EventBridge rule runs `lambdas/handlers/reconcile.ts`, which applies
 * any completed Paddle transaction the shop has not recorded and writes the ReconciliationMismatches,
 * ReconciliationApplied and ReconciliationFailures metrics (namespace SkyDeck, dimension Stage) as EMF.
 */
export class Reconciliation extends Construct {
  readonly function: Function;
  readonly rule: Rule;

  constructor(scope: Construct, id: string, props: ReconciliationProps) {
    super(scope, id);
    const logGroup = new LogGroup(this, 'Logs', {
      retention: props.logRetention ?? RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // Its own role, writing only to its own log group (no AWSLambdaBasicExecutionRole), like every shop function.
    const role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: 'SkyDeck reconciliation job',
    });
    logGroup.grantWrite(role);
    this.function = new Function(this, 'Function', {
      role,
      // Its bundle comes from the one esbuild build of every handler, with the stage's price ids beside it.
      code: handlerCode(this, 'reconcile', { paddleIds: props.paddleIds }),
      handler: 'index.handler',
      runtime: LAMBDA_RUNTIME,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: RECONCILE_PROFILE.timeout,
      // One run at a time: two overlapping runs would sign the same missed order's licences twice over.
      reservedConcurrentExecutions: 1,
      loggingFormat: LoggingFormat.JSON,
      logGroup,
      environment: { ...props.environment },
    });
    grantAccess(this.function, RECONCILE_PROFILE.access, props);
    this.rule = new Rule(this, 'Daily', {
      description: 'SkyDeck: apply paid Paddle transactions the shop has not recorded',
      schedule: props.schedule ?? Schedule.cron({ minute: '15', hour: '4' }),
      targets: [
        new LambdaFunction(this.function, {
          event: RuleTargetInput.fromObject({ days: props.days ?? 3 }),
          retryAttempts: 2,
        }),
      ],
    });
  }
}
