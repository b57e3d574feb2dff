import { existsSync } from 'node:fs';
import path from 'node:path';
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { Construct } from 'constructs';
import type { WebConfig } from '../lambdas/contract/web-config';
import { Api } from './constructs/api';
import { Auth } from './constructs/auth';
import { Data } from './constructs/data';
import { Reconciliation } from './constructs/reconciliation';
import { Secrets } from './constructs/secrets';
import { Site } from './constructs/site';
import { acknowledgeNagFindings } from './nag-acknowledgements';
import { SHOP_REGION, StageConfigError, type SocialProviderName, type StageConfig } from './stages/stages';

export const DEFAULT_WEB_BUILD_DIR = path.resolve(__dirname, '../web/dist');

export interface ShopStackProps extends Omit<StackProps, 'env'> {
  readonly stage: StageConfig;
  /** @default web/dist (`npm run build:web`) */
  readonly webBuildDir?: string;
}

/** One stage of the shop (DESIGN.md §1). Only wiring: each concern lives in its construct. */
export class ShopStack extends Stack {
  readonly api: Api;
  readonly site: Site;
  readonly reconciliation: Reconciliation;

  constructor(scope: Construct, id: string, props: ShopStackProps) {
    const { stage } = props;
    super(scope, id, {
      ...props,
      description: `SkyDeck shop, stage ${stage.name}`,
      env: { account: stage.account ?? process.env.CDK_DEFAULT_ACCOUNT, region: SHOP_REGION },
    });
    const webBuildDir = props.webBuildDir ?? DEFAULT_WEB_BUILD_DIR;
    if (!existsSync(path.join(webBuildDir, 'index.html'))) {
      throw new StageConfigError(`No SPA build in ${webBuildDir}: run npm run build:web first.`);
    }

    const data = new Data(this, 'Data');
    const secrets = new Secrets(this, 'Secrets', { stageName: stage.name });
    const auth = new Auth(this, 'Auth', {
      socialProviders: stage.socialProviders,
      cognitoDomainPrefix: stage.cognitoDomainPrefix,
      siteOrigin: stage.domain ? `https://${stage.domain.domainName}` : undefined,
    });
    this.api = new Api(this, 'Api', {
      table: data.table,
      userPool: auth.userPool,
      userPoolClient: auth.userPoolClient,
      paddleApiKey: secrets.paddleApiKey,
      paddleWebhookSecret: secrets.paddleWebhookSecret,
      licenceSigningKey: secrets.licenceSigningKey,
      challengeCookieKey: secrets.challengeCookieKey,
      paddleEnvironment: stage.paddle.environment,
      paddleIds: stage.paddleIds,
    });
    this.reconciliation = new Reconciliation(this, 'Reconciliation', {
      stageName: stage.name,
      table: data.table,
      userPool: auth.userPool,
      paddleApiKey: secrets.paddleApiKey,
      paddleWebhookSecret: secrets.paddleWebhookSecret,
      licenceSigningKey: secrets.licenceSigningKey,
      challengeCookieKey: secrets.challengeCookieKey,
      paddleEnvironment: stage.paddle.environment,
      paddleIds: stage.paddleIds,
    });
    this.site = new Site(this, 'Site', {
      webBuildDir,
      webConfig: webConfigFor(stage),
      apiDomain: this.api.endpointDomain,
      domain: stage.domain,
    });
    acknowledgeNagFindings({
      stack: this,
      data,
      auth,
      api: this.api,
      reconciliation: this.reconciliation,
      site: this.site,
      secrets,
      customDomain: stage.domain !== undefined,
    });

    const output = (name: string, value: string, description: string) =>
      new CfnOutput(this, name, { value, description });
    output('SiteUrl', this.site.url, 'The shop');
    output('ApiUrl', this.api.url, 'The HTTP API itself (browsers use <SiteUrl>/api/…)');
    output('PaddleWebhookUrl', `${this.site.url}/api/webhooks/paddle`, "Paddle notification destination's URL");
    output('UserPoolId', auth.userPool.userPoolId, 'Cognito user pool');
    output('UserPoolClientId', auth.userPoolClient.userPoolClientId, 'Cognito app client of the SPA');
    output('PaddleApiKeySecretArn', secrets.paddleApiKey.secretArn, 'Put the Paddle API key here');
    output('PaddleWebhookSecretArn', secrets.paddleWebhookSecret.secretArn, "Put the webhook destination's secret here");
  }
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
