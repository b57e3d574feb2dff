import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { Effect, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import {
  Architecture,
  Code,
  Function as LambdaFunction,
  LoggingFormat,
  Runtime,
  Tracing,
  type IDestination,
} from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { LEGAL_TEXTS_FILE } from '../../lambdas/adapters/legal-texts';
import { PADDLE_PRICE_IDS_FILE } from '../../lambdas/adapters/paddle-ids';
import { SUPPRESSED_PREFIX } from '../../lambdas/adapters/store/keys';
import { CLOUD_ENVIRONMENT, environmentProblems, type CloudEnvironment } from '../../lambdas/contract/environment';
import {
  DEFAULT_MEMORY_MB,
  DEFAULT_TIMEOUT_SECONDS,
  type HandlerAccess,
  type HandlerDefinition,
  type HandlerRegistry,
} from '../definitions/handler-definition';
import { HANDLERS } from '../definitions/handlers';
import { sharedHandlerBundles, withDataFiles } from '../definitions/lambda-bundling';
import { readStageLegalTexts } from '../stages/legal';
import type { PaddleIdMap } from '../stages/paddle-id-map';
import type { PaddleEnvironment } from '../stages/stages';

/**
 * What a stage's functions are given: the resources their grants name and their environment is made of. The stack
 * gathers them once; every ShopFunction of the stage (API, jobs, mail events) reads the same.
 */
export interface ShopResources {
  readonly stageName: string;
  readonly table: ITable;
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
  readonly paddleApiKey: ISecret;
  readonly paddleWebhookSecret: ISecret;
  /** The value CloudFront sends as X-Origin-Verify; the API's authorizer refuses requests without it. */
  readonly originVerifySecret: ISecret;
  readonly licenceSigningKey: IKey;
  /** Seals the sign-in challenge cookie (the auth handler's `auth:challenge-key`). */
  readonly challengeCookieKey: ISecret;
  readonly paddleEnvironment: PaddleEnvironment;
  readonly paddleIds: PaddleIdMap;
  /**
   * The Cognito hosted domain's base URL and the configured provider names, for the auth handler's social sign-in.
   * @default none: the social sign-in routes answer 404
   */
  readonly socialSignIn?: { readonly hostedUiUrl: string; readonly providers: readonly string[] };
  /**
   * The verified SES identity and from-address of the shop's own mails (`mail:send` grants SendEmail on it).
   * @default none: no shop mails in the cloud
   */
  readonly mail?: {
    readonly identityArn: string;
    readonly from: string;
    readonly siteUrl: string;
    /** Every mail is sent with it, so SES publishes its bounces and complaints (infra/constructs/mail.ts). */
    readonly configurationSetName?: string;
  };
  /** @default RetentionDays.ONE_MONTH */
  readonly logRetention?: RetentionDays;
  /**
   * The handler registry the stage is built from; a test plants an entry here.
   * @default HANDLERS (infra/definitions/handlers.ts)
   */
  readonly handlers?: HandlerRegistry;
}

export interface ShopFunctionProps {
  /** The handler's name in the registry. */
  readonly name: string;
  readonly definition: HandlerDefinition;
  readonly resources: ShopResources;
  /** Where an asynchronous invocation goes once its retries failed (a scheduled job's failure queue). @default none */
  readonly onFailure?: IDestination;
  /** Retries of a failed asynchronous invocation. @default 2 (Lambda's) */
  readonly retryAttempts?: number;
}

/** The newest Node.js runtime aws-cdk-lib offers (cdk-nag's L1 asks for the latest of the family). */
export const LAMBDA_RUNTIME = Runtime.NODEJS_24_X;

/**
 * One of the shop's Lambda functions, made from its registry entry: its code from the one shared esbuild build (with
 * the stage's price ids beside it when it prices baskets), JSON logs in a log group of its own with retention, its own
 * role that may write only there, the grants its `access` declares and nothing more, the stage's environment, and its
 * memory and timeout. The log group and role are its siblings (`<id>Logs`, `<id>Role`), so ids stay as deployed.
 *
 * No X-Ray tracing: the handlers carry no X-Ray instrumentation, so tracing (active or pass-through) would add X-Ray
 * writes on every resource (`*`) to every role, and a cost per trace, for segments that show only the invocation.
 * Each log line carries the request id, and the shop's metrics are EMF in the logs.
 */
export class ShopFunction extends LambdaFunction {
  readonly handlerName: string;
  readonly definition: HandlerDefinition;

  constructor(scope: Construct, id: string, props: ShopFunctionProps) {
    const { name, definition, resources } = props;
    const logGroup = new LogGroup(scope, `${id}Logs`, {
      retention: resources.logRetention ?? RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // Its own role rather than the AWSLambdaBasicExecutionRole managed policy: it may write to its log group only.
    const role = new Role(scope, `${id}Role`, {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `SkyDeck ${name} handler`,
    });
    logGroup.grantWrite(role);
    super(scope, id, {
      role,
      code: handlerCode(scope, name, resources, definition.access),
      handler: 'index.handler',
      runtime: LAMBDA_RUNTIME,
      architecture: Architecture.ARM_64,
      memorySize: definition.memoryMb ?? DEFAULT_MEMORY_MB,
      timeout: Duration.seconds(definition.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS),
      tracing: Tracing.DISABLED,
      loggingFormat: LoggingFormat.JSON,
      logGroup,
      environment: { ...cloudEnvironment(resources) },
      ...(props.onFailure ? { onFailure: props.onFailure } : {}),
      ...(props.retryAttempts !== undefined ? { retryAttempts: props.retryAttempts } : {}),
    });
    this.handlerName = name;
    this.definition = definition;
    grantAccess(this, definition.access, resources);
  }
}

/** The registry a stage is built from. */
export function registryOf(resources: ShopResources): HandlerRegistry {
  return resources.handlers ?? HANDLERS;
}

/**
 * Every function's environment, typed by the handlers' own rules: leaving out a required variable does not
 * compile, and a value the rules refuse (an empty id, an unknown Paddle environment) stops synth here.
 */
export function cloudEnvironment(resources: ShopResources): CloudEnvironment {
  const environment: CloudEnvironment = {
    SKYDECK_MODE: 'cloud',
    SKYDECK_STAGE: resources.stageName,
    NODE_OPTIONS: '--enable-source-maps',
    TABLE_NAME: resources.table.tableName,
    USER_POOL_ID: resources.userPool.userPoolId,
    USER_POOL_CLIENT_ID: resources.userPoolClient.userPoolClientId,
    PADDLE_ENVIRONMENT: resources.paddleEnvironment,
    PADDLE_FIRST_YEAR_DISCOUNT_ID: resources.paddleIds.firstYearDiscountId,
    PADDLE_API_KEY_SECRET_ARN: resources.paddleApiKey.secretArn,
    PADDLE_WEBHOOK_SECRET_ARN: resources.paddleWebhookSecret.secretArn,
    ORIGIN_VERIFY_SECRET_ARN: resources.originVerifySecret.secretArn,
    LICENCE_SIGNING_KEY_ID: resources.licenceSigningKey.keyId,
    CHALLENGE_COOKIE_KEY_SECRET_ARN: resources.challengeCookieKey.secretArn,
    ...(resources.socialSignIn && resources.socialSignIn.providers.length > 0
      ? {
          COGNITO_HOSTED_UI_DOMAIN: resources.socialSignIn.hostedUiUrl,
          SOCIAL_PROVIDERS: [...resources.socialSignIn.providers].sort().join(','),
        }
      : {}),
    ...(resources.mail
      ? {
          MAIL_FROM: resources.mail.from,
          SES_IDENTITY_ARN: resources.mail.identityArn,
          SITE_URL: resources.mail.siteUrl,
          ...(resources.mail.configurationSetName
            ? { SES_CONFIGURATION_SET: resources.mail.configurationSetName }
            : {}),
        }
      : {}),
  };
  const problems = environmentProblems(CLOUD_ENVIRONMENT, environment);
  if (problems.length > 0) {
    throw new Error(`Function environment does not match lambdas/contract/environment.ts: ${problems.join('; ')}.`);
  }
  return environment;
}

let unbundledPlaceholder: string | undefined;

/**
 * A handler's code: its directory in the one shared esbuild build (lambda-bundling.ts), made once before any
 * function is defined, instead of one esbuild run per function. A stack synthesized without bundling (the
 * template tests' `aws:cdk:bundling-stacks: []`) gets an empty directory, as NodejsFunction would.
 *
 * The stage's price id map (about 4.5 KB of JSON) is more than Lambda's 4 KB limit for all environment variables
 * together, so the handlers that price baskets (`paddle:prices`) get it as a file beside their bundle, which
 * lambdas/adapters/paddle-ids.ts reads; the stage config admits only ids of [A-Za-z0-9_-]. The stage's legal pages
 * (`legal:texts`) ride the same way, read by lambdas/adapters/legal-texts.ts.
 */
function handlerCode(scope: Construct, name: string, resources: ShopResources, access: readonly HandlerAccess[]): Code {
  if (!Stack.of(scope).bundlingRequired) {
    unbundledPlaceholder ??= mkdtempSync(path.join(tmpdir(), 'skydeck-unbundled-'));
    return Code.fromAsset(unbundledPlaceholder);
  }
  const bundles = sharedHandlerBundles(registryOf(resources));
  const dataFiles = {
    ...(access.includes('paddle:prices')
      ? { [PADDLE_PRICE_IDS_FILE]: JSON.stringify(resources.paddleIds.priceIds) }
      : {}),
    ...(access.includes('legal:texts')
      ? { [LEGAL_TEXTS_FILE]: JSON.stringify(readStageLegalTexts(resources.stageName)) }
      : {}),
  };
  return Code.fromAsset(
    Object.keys(dataFiles).length > 0 ? withDataFiles(bundles, name, dataFiles) : path.join(bundles, name),
  );
}

// BatchGetItem: the portal reads in batches to bound its round trips (docs/architecture.md). A missing action would fail only in AWS,
// never against the local emulator, which checks no IAM.
const TABLE_READ_ACTIONS = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'];
const TABLE_WRITE_ACTIONS = [...TABLE_READ_ACTIONS, 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'];

/**
 * The audit log is append-only (docs/product/console.md, ADR 301): whatever a role may write, it may not update or delete an item of an
 * `AUDIT#` partition, alone or inside a transaction. Entries are put only if absent (the store's condition).
 */
const AUDIT_LEADING_KEYS = 'AUDIT#*';

function auditAppendOnly(resources: string[]): PolicyStatement {
  return new PolicyStatement({
    effect: Effect.DENY,
    actions: ['dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'],
    resources,
    conditions: { 'ForAnyValue:StringLike': { 'dynamodb:LeadingKeys': [AUDIT_LEADING_KEYS] } },
  });
}

/** Each access kind as the narrowest grant it has. */
function grantAccess(fn: LambdaFunction, access: readonly HandlerAccess[], resources: ShopResources): void {
  const allow = (actions: string[], on: string[]) =>
    fn.addToRolePolicy(new PolicyStatement({ actions, resources: on }));
  const tableAndIndexes = [resources.table.tableArn, `${resources.table.tableArn}/index/*`];
  for (const kind of new Set(access)) {
    switch (kind) {
      case 'table:describe':
        allow(['dynamodb:DescribeTable'], [resources.table.tableArn]);
        break;
      case 'table:read':
        allow(TABLE_READ_ACTIONS, tableAndIndexes);
        break;
      case 'table:write':
        allow(TABLE_WRITE_ACTIONS, tableAndIndexes);
        fn.addToRolePolicy(auditAppendOnly(tableAndIndexes));
        break;
      case 'table:scan':
        allow(['dynamodb:Scan'], [resources.table.tableArn]);
        break;
      case 'table:condition-check':
        allow(['dynamodb:ConditionCheckItem'], [resources.table.tableArn]);
        break;
      case 'paddle:api':
        resources.paddleApiKey.grantRead(fn);
        break;
      case 'paddle:webhook':
        resources.paddleWebhookSecret.grantRead(fn);
        break;
      case 'auth:challenge-key':
        resources.challengeCookieKey.grantRead(fn);
        break;
      case 'pool:sign-out':
        allow(['cognito-idp:ListUsers', 'cognito-idp:AdminUserGlobalSignOut'], [resources.userPool.userPoolArn]);
        break;
      case 'pool:delete':
        allow(['cognito-idp:AdminDeleteUser'], [resources.userPool.userPoolArn]);
        break;
      case 'paddle:prices':
      case 'legal:texts':
        break; // not an AWS permission: the data ships beside the bundle (handlerCode)
      case 'licence:sign':
        allow(['kms:Sign'], [resources.licenceSigningKey.keyArn]);
        break;
      case 'licence:verify':
        allow(['kms:GetPublicKey'], [resources.licenceSigningKey.keyArn]);
        break;
      case 'mail:send':
        // SES authorizes a send on the identity and on the configuration set it names.
        if (resources.mail)
          allow(
            ['ses:SendEmail'],
            [
              resources.mail.identityArn,
              ...(resources.mail.configurationSetName
                ? [
                    Stack.of(fn).formatArn({
                      service: 'ses',
                      resource: 'configuration-set',
                      resourceName: resources.mail.configurationSetName,
                    }),
                  ]
                : []),
            ],
          );
        break;
      case 'mail:suppress':
        fn.addToRolePolicy(
          new PolicyStatement({
            actions: ['dynamodb:PutItem'],
            resources: [resources.table.tableArn],
            conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${SUPPRESSED_PREFIX}*`] } },
          }),
        );
        break;
      case 'origin:verify':
        resources.originVerifySecret.grantRead(fn);
        break;
    }
  }
}

/** `paddle-webhook` → `PaddleWebhook`: a stable construct id, so a handler keeps its function across deploys. */
export function functionId(handler: string): string {
  return handler
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');
}
