import { CfnOutput, Duration } from 'aws-cdk-lib';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { ConfigurationSet, EmailIdentity, EmailSendingEvent, EventDestination, Identity } from 'aws-cdk-lib/aws-ses';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { LambdaSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { HandlerDefinition } from '../definitions/handler-definition';
import type { StageEmail } from '../stages/stages';
import { ShopFunction, type ShopResources } from './shop-function';

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
  private eventsHandler: ShopFunction | undefined;
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

  /** The SES events function (suppresses addresses). */
  get eventsFunction(): ShopFunction | undefined {
    return this.eventsHandler;
  }

  /**
   * Subscribes the registry's `mail-events` handler (lambdas/handlers/ses-events.ts) to the events, as a ShopFunction
   * with the grants its entry declares. Called once the stack has gathered the stage's resources.
   */
  handleEvents(name: string, definition: HandlerDefinition, resources: ShopResources): ShopFunction {
    const fn = new ShopFunction(this, 'EventsFunction', {
      name,
      definition,
      resources,
      onFailure: new SqsDestination(this.eventsFailures),
      retryAttempts: 2,
    });
    this.events.addSubscription(new LambdaSubscription(fn));
    this.eventsHandler = fn;
    return fn;
  }
}
