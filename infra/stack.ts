import { existsSync } from 'node:fs';
import path from 'node:path';
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { Construct } from 'constructs';
import type { WebConfig } from '../lambdas/contract/web-config';
import { Api } from './constructs/api';
import { Auth, sesIdentityArn } from './constructs/auth';
import { Data } from './constructs/data';
import { Mail } from './constructs/mail';
import { ManagementTrail } from './constructs/management-trail';
import { Monitoring } from './constructs/monitoring';
import { ScheduledJob } from './constructs/scheduled-job';
import { Secrets } from './constructs/secrets';
import { functionId, registryOf, ShopFunction, type ShopResources } from './constructs/shop-function';
import { Site } from './constructs/site';
import { webAclMetricName } from './constructs/web-acl';
import { handlersTriggeredBy, type HandlerRegistry } from './definitions/handler-definition';
import { SHOP_OUTPUTS } from './definitions/stack-outputs';
import { acknowledgeNagFindings } from './nag-acknowledgements';
import { SHOP_REGION, StageConfigError, type SocialProviderName, type StageConfig } from './stages/stages';

export const DEFAULT_WEB_BUILD_DIR = path.resolve(__dirname, '../web/dist');

export interface ShopStackProps extends Omit<StackProps, 'env'> {
  readonly stage: StageConfig;
  /** @default web/dist (`npm run build:web`) */
  readonly webBuildDir?: string;
  /** The stage's WAF web ACL for CloudFront, from its us-east-1 edge stack (infra/edge-stack.ts). */
  readonly webAclArn: string;
  /**
   * The functions to make (a test plants an entry here).
   * @default HANDLERS (infra/definitions/handlers.ts)
   */
  readonly handlers?: HandlerRegistry;
}

/** One stage of the shop (docs/architecture.md). Only wiring: each concern lives in its construct. */
export class ShopStack extends Stack {
  readonly api: Api;
  readonly site: Site;
  /** The daily jobs (registry entries with a `schedule` trigger), by handler name. */
  readonly jobs: ReadonlyMap<string, ScheduledJob>;
  /** Every function of the stage, by handler name: the API's, the jobs' and the mail events'. */
  readonly functions: ReadonlyMap<string, ShopFunction>;
  readonly monitoring: Monitoring;
  /** The stage's SES configuration set and its bounce and complaint handling; none on a stage without e-mail. */
  readonly mail: Mail | undefined;
  /** The trail that hands the signing key's management events to EventBridge, when the stage makes its own. */
  readonly managementTrail: ManagementTrail | undefined;

  constructor(scope: Construct, id: string, props: ShopStackProps) {
    const { stage } = props;
    super(scope, id, {
      ...props,
      description: `SkyDeck shop, stage ${stage.name}`,
      env: { account: stage.account ?? process.env.CDK_DEFAULT_ACCOUNT, region: SHOP_REGION },
      crossRegionReferences: true,
    });
    const webBuildDir = props.webBuildDir ?? DEFAULT_WEB_BUILD_DIR;
    if (!existsSync(path.join(webBuildDir, 'index.html'))) {
      throw new StageConfigError(`No SPA build in ${webBuildDir}: run npm run build:web first.`);
    }

    const adopt = stage.adopt ?? {};
    const data = new Data(this, 'Data', { existingTableName: adopt.tableName });
    const secrets = new Secrets(this, 'Secrets', {
      stageName: stage.name,
      existingLicenceSigningKeyArn: adopt.licenceSigningKeyArn,
    });
    const mail = stage.email ? new Mail(this, 'Mail', { stageName: stage.name, email: stage.email }) : undefined;
    const auth = new Auth(this, 'Auth', {
      stageName: stage.name,
      configurationSetName: mail?.configurationSet.configurationSetName,
      socialProviders: stage.socialProviders,
      cognitoDomainPrefix: stage.cognitoDomainPrefix,
      siteOrigin: stage.domain ? `https://${stage.domain.domainName}` : undefined,
      email: stage.email,
      existingUserPoolId: adopt.userPoolId,
    });
    const socialProviders = Object.keys(stage.socialProviders);
    const resources: ShopResources = {
      stageName: stage.name,
      table: data.table,
      userPool: auth.userPool,
      userPoolClient: auth.userPoolClient,
      paddleApiKey: secrets.paddleApiKey,
      paddleWebhookSecret: secrets.paddleWebhookSecret,
      originVerifySecret: secrets.originVerifySecret,
      licenceSigningKey: secrets.licenceSigningKey,
      challengeCookieKey: secrets.challengeCookieKey,
      paddleEnvironment: stage.paddle.environment,
      paddleIds: stage.paddleIds,
      socialSignIn: auth.cognitoDomainUrl
        ? { hostedUiUrl: auth.cognitoDomainUrl, providers: socialProviders }
        : undefined,
      mail:
        stage.email && stage.domain
          ? {
              identityArn: sesIdentityArn(this, stage.email.identity),
              from: mailFrom(stage.email.fromName, stage.email.fromAddress),
              siteUrl: `https://${stage.domain.domainName}`,
              configurationSetName: mail?.configurationSet.configurationSetName,
            }
          : undefined,
      handlers: props.handlers,
    };
    const registry = registryOf(resources);
    this.api = new Api(this, 'Api', { resources });
    // Every function off the API reads the same resources, through the same grants and the same environment.
    this.jobs = new Map(
      handlersTriggeredBy(registry, 'schedule').map(([name, definition]) => [
        name,
        new ScheduledJob(this, definition.trigger.job, { name, definition, resources }),
      ]),
    );
    const commands = handlersTriggeredBy(registry, 'operator-command').map(
      ([name, definition]) =>
        [name, new ShopFunction(this, functionId(name), { name, definition, resources })] as const,
    );
    const mailEvents = mail
      ? handlersTriggeredBy(registry, 'mail-events').map(
          ([name, definition]) => [name, mail.handleEvents(name, definition, resources)] as const,
        )
      : [];
    this.mail = mail;
    this.functions = new Map([
      ...this.api.functions,
      ...[...this.jobs].map(([name, job]) => [name, job.function] as const),
      ...commands,
      ...mailEvents,
    ]);
    this.site = new Site(this, 'Site', {
      webBuildDir,
      webConfig: webConfigFor(stage),
      apiDomain: this.api.endpointDomain,
      originVerifySecret: secrets.originVerifySecret,
      originVerifyVersionId: this.node.tryGetContext('originVerifyVersion') as string | undefined,
      webAclArn: props.webAclArn,
      domain: stage.domain,
    });
    const signingKeyWatch = stage.signingKeyWatch ?? 'stack-trail';
    this.managementTrail = signingKeyWatch === 'stack-trail' ? new ManagementTrail(this, 'ManagementTrail') : undefined;
    this.monitoring = new Monitoring(this, 'Monitoring', {
      stageName: stage.name,
      alarmEmails: stage.alarmEmails,
      httpApi: this.api.httpApi,
      accessLogs: this.api.accessLogs,
      functions: this.functions,
      handlers: registry,
      table: data.table,
      jobFailures: new Map([
        ...[...this.jobs].map(([name, job]) => [name, job.failures] as const),
        ...(mail ? [['ses-events', mail.eventsFailures] as const] : []),
      ]),
      // The watch fires only while a trail logs the key's management events: the stage says where that trail is.
      licenceSigningKey: signingKeyWatch === 'none' ? undefined : secrets.licenceSigningKey,
      mailReputation: stage.email !== undefined,
      edge: {
        distributionId: this.site.distribution.distributionId,
        webAclMetricName: webAclMetricName(stage.name),
      },
    });
    acknowledgeNagFindings({
      stack: this,
      data,
      auth,
      api: this.api,
      site: this.site,
      secrets,
      monitoring: this.monitoring,
      customDomain: stage.domain !== undefined,
      failureQueues: [...[...this.jobs.values()].map((job) => job.failures), ...(mail ? [mail.eventsFailures] : [])],
      mailEvents: mail?.events,
      managementTrail: this.managementTrail,
    });

    const output = (name: string, value: string, description: string) =>
      new CfnOutput(this, name, { value, description });
    output(SHOP_OUTPUTS.siteUrl, this.site.url, 'The shop');
    output(
      'DistributionDomainName',
      this.site.distribution.distributionDomainName,
      "Point the shop's DNS name here (CNAME or alias)",
    );
    output('PaddleWebhookUrl', `${this.site.url}/api/webhooks/paddle`, "Paddle notification destination's URL");
    output('PaddleDefaultPaymentLink', `${this.site.url}/pay`, 'Paddle → Checkout settings → default payment link');
    output('UserPoolId', auth.userPool.userPoolId, 'Cognito user pool');
    output('UserPoolClientId', auth.userPoolClient.userPoolClientId, 'Cognito app client of the SPA');
    output('TableName', data.table.tableName, 'DynamoDB table (orders, licences, subscriptions)');
    output(
      'LicenceSigningKeyArn',
      secrets.licenceSigningKey.keyArn,
      'KMS key that signs licence keys (aws kms get-public-key)',
    );
    output('PaddleApiKeySecretArn', secrets.paddleApiKey.secretArn, 'Put the Paddle API key here');
    output(
      'PaddleWebhookSecretArn',
      secrets.paddleWebhookSecret.secretArn,
      "Put the webhook destination's secret here",
    );
    output(SHOP_OUTPUTS.alarmTopicArn, this.monitoring.topic.topicArn, 'Alarm notifications (SNS)');
    const reconcile = this.jobs.get('reconcile');
    if (reconcile)
      output(
        SHOP_OUTPUTS.reconcileFunctionName,
        reconcile.function.functionName,
        'npm run reconcile -- --stage <name> invokes it',
      );
    // `WebhookReplayFunctionName` among them: npm run webhooks -- list|replay --stage <name> invokes it.
    for (const [name, fn] of commands)
      output(`${functionId(name)}FunctionName`, fn.functionName, `Invoked by an operator command: ${name}`);
  }
}

/** `SkyDeck <no-reply@shop.example>`: the From header of the shop's own mails. */
function mailFrom(name: string | undefined, address: string): string {
  return `${name ?? 'SkyDeck'} <${address}>`;
}

/** The SPA's `/config.json` for a stage; nothing in it is secret. */
export function webConfigFor(stage: StageConfig): WebConfig {
  return {
    mode: 'cloud',
    supportUrl: stage.supportUrl,
    paddle: { environment: stage.paddle.environment, clientToken: stage.paddle.clientToken },
    socialProviders: (Object.keys(stage.socialProviders) as SocialProviderName[]).sort(),
  };
}
