import { CfnOutput, Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Function as LambdaFunction, LoggingFormat } from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { ConfigurationSet, EmailIdentity, EmailSendingEvent, EventDestination, Identity } from 'aws-cdk-lib/aws-ses';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { LambdaSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import type { CloudEnvironment } from '../../lambdas/contract/environment';
import type { HandlerProfile } from './api-access';
import { grantAccess, handlerCode, LAMBDA_RUNTIME, type AccessTargets } from './api';
import type { StageEmail } from '../stages/stages';

/** The SES events function writes suppressed-address items and nothing else. */
export const SES_EVENTS_PROFILE: HandlerProfile = { access: ['mail:suppress'] };

export interface MailProps {
  readonly stageName: string;
  readonly email: StageEmail;
}

/**
 * Mail at volume (ADR 273): one SES configuration set that every mail of the stage is sent with (the shop's through
 * SendEmail, Cognito's through the user pool's e-mail configuration); its bounce and complaint events go to an SNS
 * topic, whose subscriber (lambdas/handlers/ses-events.ts) records the addresses the shop must not mail again. With
 * `email.mailDomain` the domain identity with Easy DKIM is made here too; its three CNAME records are outputs.
 */
export class Mail extends Construct {
  readonly configurationSet: ConfigurationSet;
  readonly events: Topic;
  private eventsHandler: LambdaFunction | undefined;
  /**
   * SES events the function could not record after Lambda's two retries. SNS hands a message to Lambda once, as an
   * asynchronous invocation: it is Lambda's retries and this on-failure destination that keep it, not SNS.
   */
  readonly eventsFailures: Queue;

  constructor(scope: Construct, id: string, props: MailProps) {
    super(scope, id);
    // No fixed name: CloudFormation names it, so a retried or second stage never collides.
    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', { reputationMetrics: true });
    this.events = new Topic(this, 'Events', {
      displayName: `SkyDeck ${props.stageName} mail events`,
      enforceSSL: true,
    });
    this.eventsFailures = new Queue(this, 'EventsFailures', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    this.configurationSet.addEventDestination('BouncesAndComplaints', {
      destination: EventDestination.snsTopic(this.events),
      events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
    });

    if (props.email.mailDomain) {
      const identity = new EmailIdentity(this, 'DomainIdentity', {
        identity: Identity.domain(props.email.mailDomain),
        configurationSet: this.configurationSet,
      });
      identity.dkimRecords.forEach((record, index) => {
        new CfnOutput(this, `DkimRecord${index + 1}`, {
          value: `${record.name} CNAME ${record.value}`,
          description: `Publish in ${props.email.mailDomain}'s DNS: SES verifies the domain and signs with DKIM`,
        });
      });
    }
  }

  /** The SES events function (suppresses addresses), with the environment every shop function gets. */
  get eventsFunction(): LambdaFunction | undefined {
    return this.eventsHandler;
  }

  /**
   * Subscribes lambdas/handlers/ses-events.ts to the events: its own role, which may write its log group and
   * suppressed-address items, nothing else. Called once the API has built the stage's environment.
   */
  handleEvents(environment: CloudEnvironment, targets: AccessTargets): LambdaFunction {
    const logGroup = new LogGroup(this, 'EventsLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const role = new Role(this, 'EventsRole', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: 'SkyDeck ses-events handler',
    });
    logGroup.grantWrite(role);
    const fn = new LambdaFunction(this, 'EventsFunction', {
      role,
      code: handlerCode(this, 'ses-events'),
      handler: 'index.handler',
      runtime: LAMBDA_RUNTIME,
      architecture: Architecture.ARM_64,
      memorySize: 256,
      retryAttempts: 2,
      onFailure: new SqsDestination(this.eventsFailures),
      loggingFormat: LoggingFormat.JSON,
      logGroup,
      environment: { ...environment },
    });
    grantAccess(fn, SES_EVENTS_PROFILE.access, targets);
    this.events.addSubscription(new LambdaSubscription(fn));
    this.eventsHandler = fn;
    return fn;
  }
}
