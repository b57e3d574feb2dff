import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  HttpApi,
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  HttpStage,
  LogGroupLogDestination,
  type CfnStage,
  type IHttpApi,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaAuthorizer, HttpLambdaResponseType } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { Effect, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import { Architecture, Code, Function as LambdaFunction, LoggingFormat, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays, type ILogGroup } from 'aws-cdk-lib/aws-logs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { API_HANDLERS, API_ROUTES, routeThrottle } from '../definitions/api-routes';
import { sharedHandlerBundles, withDataFiles } from '../definitions/lambda-bundling';
import { PADDLE_PRICE_IDS_FILE } from '../../lambdas/adapters/paddle-ids';
import { LEGAL_TEXTS_FILE, type LegalTexts } from '../../lambdas/adapters/legal-texts';
import { readStageLegalTexts } from '../stages/legal';
import type { PaddleIdMap } from '../stages/paddle-id-map';
import type { PaddleEnvironment } from '../stages/stages';
import { CLOUD_ENVIRONMENT, environmentProblems, type CloudEnvironment } from '../../lambdas/contract/environment';
import { ORIGIN_VERIFY_HEADER } from '../../lambdas/contract/origin-verify';
import { SUPPRESSED_PREFIX } from '../../lambdas/adapters/store/keys';
import { DEFAULT_HANDLER_TIMEOUT, handlerProfile, ORIGIN_AUTHORIZER_HANDLER, type HandlerAccess } from './api-access';

/** Answers every `/api/*` path that no API_ROUTES entry matches, in the contract's error shape. */
export const NO_ROUTE_HANDLER = 'no-route';

export interface ApiProps {
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
  /**
   * Requests per second and burst of the catch-all route (unknown `/api/*` paths); every listed route has its own
   * from the route table (api-routes.ts `throttle`).
   * @default { rateLimit: 10, burstLimit: 20 }
   */
  readonly throttle?: { readonly rateLimit: number; readonly burstLimit: number };
  /**
   * Memory per function (CPU scales with it; 512 MB keeps cold starts short).
   * @default 512
   */
  readonly memorySize?: number;
  /** @default RetentionDays.ONE_MONTH */
  readonly logRetention?: RetentionDays;
}

/**
 * The HTTP API: one Lambda function per handler in API_HANDLERS and one route per entry of API_ROUTES, so a
 * route added to the shared definition needs no change here. Each function gets only the access its
 * HANDLER_PROFILES entry declares, and the environment CloudEnvironment (lambdas/contract/environment.ts) demands.
 * Every route sits behind a Lambda authorizer that admits only requests carrying CloudFront's origin secret.
 */
export class Api extends Construct {
  readonly httpApi: IHttpApi;
  /** `https://<id>.execute-api.<region>.amazonaws.com` (CloudFront's origin for `/api/*`). */
  readonly endpointDomain: string;
  /** Every function of the API, route handlers, no-route and the authorizer, by handler name. */
  readonly functions: ReadonlyMap<string, LambdaFunction>;
  /** The JSON access log of the stage (the monitoring construct counts webhook 5xx answers in it). */
  readonly accessLogs: ILogGroup;
  /** What every function of the stage gets as its environment (the scheduled jobs too). */
  readonly environment: CloudEnvironment;
  /** The shop's mail identity, for the scheduled jobs' grants. */
  readonly mail: ApiProps['mail'];

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const logRetention = props.logRetention ?? RetentionDays.ONE_MONTH;
    const environment = cloudEnvironment(props);
    const functions = new Map<string, LambdaFunction>();
    const makeFunction = (handler: string) => {
      const profile = handlerProfile(handler);
      const code = handlerCode(this, handler, {
        ...(profile.access.includes('paddle:prices') ? { paddleIds: props.paddleIds } : {}),
        ...(profile.access.includes('legal:texts') ? { legalTexts: readStageLegalTexts(props.stageName) } : {}),
      });
      const fn = this.handlerFunction(handler, code, profile.timeout, logRetention, props, environment);
      grantAccess(fn, profile.access, props);
      functions.set(handler, fn);
      return fn;
    };

    const authorizer = new HttpLambdaAuthorizer('OriginVerify', makeFunction(ORIGIN_AUTHORIZER_HANDLER), {
      responseTypes: [HttpLambdaResponseType.SIMPLE],
      identitySource: [`$request.header.${ORIGIN_VERIFY_HEADER}`],
      // CloudFront sends one value, so a cached answer spares nearly every request the authorizer's invocation.
      resultsCacheTtl: Duration.minutes(5),
    });
    const httpApi = new HttpApi(this, 'HttpApi', {
      description: 'SkyDeck shop backend-for-frontend (reached through CloudFront at /api/*)',
      createDefaultStage: false,
      defaultAuthorizer: authorizer,
    });
    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: logRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const stage = new HttpStage(this, 'DefaultStage', {
      httpApi,
      autoDeploy: true,
      // Only unknown paths fall to this one: nothing a buyer needs answers there.
      throttle: props.throttle ?? { rateLimit: 10, burstLimit: 20 },
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: ACCESS_LOG_FORMAT },
    });

    for (const handler of API_HANDLERS) makeFunction(handler);
    new HttpRoute(this, 'DefaultRoute', {
      httpApi,
      routeKey: HttpRouteKey.DEFAULT,
      integration: new HttpLambdaIntegration('NoRouteIntegration', makeFunction(NO_ROUTE_HANDLER)),
      authorizer,
    });

    const routes: HttpRoute[] = [];
    for (const route of API_ROUTES) {
      const added = httpApi.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(
          `${functionId(route.handler)}${route.method}${routeId(route.path)}`,
          functions.get(route.handler)!,
        ),
      });
      routes.push(...added);
    }
    // One throttle bucket per route, from the route table: a flood of one route cannot starve another.
    (stage.node.defaultChild as CfnStage).routeSettings = Object.fromEntries(
      API_ROUTES.map((route) => {
        const { rateLimit, burstLimit } = routeThrottle(route);
        // CloudFormation's RouteSettings is untyped JSON: its keys are spelled as the API's, in PascalCase.
        return [`${route.method} ${route.path}`, { ThrottlingRateLimit: rateLimit, ThrottlingBurstLimit: burstLimit }];
      }),
    );
    // Route settings name routes by key: the stage must be updated after the routes exist.
    stage.node.addDependency(...routes);

    this.httpApi = httpApi;
    this.endpointDomain = `${httpApi.apiId}.execute-api.${Stack.of(this).region}.${Stack.of(this).urlSuffix}`;
    this.functions = functions;
    this.accessLogs = accessLogs;
    this.environment = environment;
    this.mail = props.mail;
  }

  private handlerFunction(
    handler: string,
    code: Code,
    timeout: Duration | undefined,
    logRetention: RetentionDays,
    props: ApiProps,
    environment: CloudEnvironment,
  ): LambdaFunction {
    const id = functionId(handler);
    const logGroup = new LogGroup(this, `${id}Logs`, { retention: logRetention, removalPolicy: RemovalPolicy.DESTROY });
    // Its own role rather than the AWSLambdaBasicExecutionRole managed policy: it may write to its log group only.
    const role = new Role(this, `${id}Role`, {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `SkyDeck ${handler} handler`,
    });
    logGroup.grantWrite(role);
    return new LambdaFunction(this, id, {
      role,
      code,
      handler: 'index.handler',
      runtime: LAMBDA_RUNTIME,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: timeout ?? DEFAULT_HANDLER_TIMEOUT,
      loggingFormat: LoggingFormat.JSON,
      logGroup,
      environment: { ...environment },
    });
  }
}

/** The newest Node.js runtime aws-cdk-lib offers (cdk-nag's L1 asks for the latest of the family). */
export const LAMBDA_RUNTIME = Runtime.NODEJS_24_X;

/**
 * Every function's environment, typed by the handlers' own rules: leaving out a required variable does not
 * compile, and a value the rules refuse (an empty id, an unknown Paddle environment) stops synth here.
 */
export function cloudEnvironment(props: ApiProps): CloudEnvironment {
  const environment: CloudEnvironment = {
    SKYDECK_MODE: 'cloud',
    SKYDECK_STAGE: props.stageName,
    NODE_OPTIONS: '--enable-source-maps',
    TABLE_NAME: props.table.tableName,
    USER_POOL_ID: props.userPool.userPoolId,
    USER_POOL_CLIENT_ID: props.userPoolClient.userPoolClientId,
    PADDLE_ENVIRONMENT: props.paddleEnvironment,
    PADDLE_FIRST_YEAR_DISCOUNT_ID: props.paddleIds.firstYearDiscountId,
    PADDLE_API_KEY_SECRET_ARN: props.paddleApiKey.secretArn,
    PADDLE_WEBHOOK_SECRET_ARN: props.paddleWebhookSecret.secretArn,
    ORIGIN_VERIFY_SECRET_ARN: props.originVerifySecret.secretArn,
    LICENCE_SIGNING_KEY_ID: props.licenceSigningKey.keyId,
    CHALLENGE_COOKIE_KEY_SECRET_ARN: props.challengeCookieKey.secretArn,
    ...(props.socialSignIn && props.socialSignIn.providers.length > 0
      ? {
          COGNITO_HOSTED_UI_DOMAIN: props.socialSignIn.hostedUiUrl,
          SOCIAL_PROVIDERS: [...props.socialSignIn.providers].sort().join(','),
        }
      : {}),
    ...(props.mail
      ? {
          MAIL_FROM: props.mail.from,
          SES_IDENTITY_ARN: props.mail.identityArn,
          SITE_URL: props.mail.siteUrl,
          ...(props.mail.configurationSetName ? { SES_CONFIGURATION_SET: props.mail.configurationSetName } : {}),
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
 * Each handler's code: its directory in the one shared esbuild build (lambda-bundling.ts), made once before any
 * function is defined, instead of one esbuild run per function. A stack synthesized without bundling (the
 * template tests' `aws:cdk:bundling-stacks: []`) gets an empty directory, as NodejsFunction would.
 *
 * The stage's price id map (about 4.5 KB of JSON) is more than Lambda's 4 KB limit for all environment variables
 * together, so the handlers that price baskets get it as a file beside their bundle, which
 * lambdas/adapters/paddle-ids.ts reads. The stage config admits only ids of [A-Za-z0-9_-].
 */
export function handlerCode(
  scope: Construct,
  handler: string,
  options: { readonly paddleIds?: PaddleIdMap; readonly legalTexts?: LegalTexts } = {},
): Code {
  if (!Stack.of(scope).bundlingRequired) {
    unbundledPlaceholder ??= mkdtempSync(path.join(tmpdir(), 'skydeck-unbundled-'));
    return Code.fromAsset(unbundledPlaceholder);
  }
  const bundles = sharedHandlerBundles();
  const dataFiles = {
    ...(options.paddleIds ? { [PADDLE_PRICE_IDS_FILE]: JSON.stringify(options.paddleIds.priceIds) } : {}),
    ...(options.legalTexts ? { [LEGAL_TEXTS_FILE]: JSON.stringify(options.legalTexts) } : {}),
  };
  return Code.fromAsset(
    Object.keys(dataFiles).length > 0 ? withDataFiles(bundles, handler, dataFiles) : path.join(bundles, handler),
  );
}

/** JSON access log lines with HTTP API context variables (the REST API presets name fields HTTP APIs lack). */
const ACCESS_LOG_FORMAT = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    requestTime: '$context.requestTime',
    sourceIp: '$context.identity.sourceIp',
    userAgent: '$context.identity.userAgent',
    method: '$context.httpMethod',
    path: '$context.path',
    routeKey: '$context.routeKey',
    status: '$context.status',
    protocol: '$context.protocol',
    responseLength: '$context.responseLength',
    responseLatency: '$context.responseLatency',
    integrationLatency: '$context.integrationLatency',
    integrationError: '$context.integrationErrorMessage',
  }),
);

// BatchGetItem: the portal reads in batches to bound its round trips (docs/architecture.md). A missing action would fail
// only in AWS, never against the local emulator, which checks no IAM.
const TABLE_READ_ACTIONS = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'];
const TABLE_WRITE_ACTIONS = [...TABLE_READ_ACTIONS, 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'];

/**
 * The audit log is append-only (docs/product/console.md, ADR 301): whatever a role may write, it may not update or delete an
 * item of an `AUDIT#` partition, alone or inside a transaction. Entries are put only if absent (the store's condition).
 */
export const AUDIT_LEADING_KEYS = 'AUDIT#*';

function auditAppendOnly(resources: string[]): PolicyStatement {
  return new PolicyStatement({
    effect: Effect.DENY,
    actions: ['dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'],
    resources,
    conditions: { 'ForAnyValue:StringLike': { 'dynamodb:LeadingKeys': [AUDIT_LEADING_KEYS] } },
  });
}

/** What a handler's access kinds are granted on; any construct that makes a shop function grants through it. */
export type AccessTargets = Pick<
  ApiProps,
  'table' | 'userPool' | 'paddleApiKey' | 'paddleWebhookSecret' | 'licenceSigningKey' | 'challengeCookieKey'
> &
  Partial<Pick<ApiProps, 'originVerifySecret' | 'mail'>>;

export function grantAccess(fn: LambdaFunction, access: readonly HandlerAccess[], props: AccessTargets): void {
  const allow = (actions: string[], resources: string[]) =>
    fn.addToRolePolicy(new PolicyStatement({ actions, resources }));
  const tableAndIndexes = [props.table.tableArn, `${props.table.tableArn}/index/*`];
  for (const kind of new Set(access)) {
    switch (kind) {
      case 'table:describe':
        allow(['dynamodb:DescribeTable'], [props.table.tableArn]);
        break;
      case 'table:read':
        allow(TABLE_READ_ACTIONS, tableAndIndexes);
        break;
      case 'table:write':
        allow(TABLE_WRITE_ACTIONS, tableAndIndexes);
        fn.addToRolePolicy(auditAppendOnly(tableAndIndexes));
        break;
      case 'table:scan':
        allow(['dynamodb:Scan'], [props.table.tableArn]);
        break;
      case 'table:condition-check':
        allow(['dynamodb:ConditionCheckItem'], [props.table.tableArn]);
        break;
      case 'paddle:api':
        props.paddleApiKey.grantRead(fn);
        break;
      case 'paddle:webhook':
        props.paddleWebhookSecret.grantRead(fn);
        break;
      case 'auth:challenge-key':
        props.challengeCookieKey.grantRead(fn);
        break;
      case 'paddle:prices':
      case 'legal:texts':
        break; // not an AWS permission: the data ships beside the bundle (handlerCode)
      case 'licence:sign':
        allow(['kms:Sign'], [props.licenceSigningKey.keyArn]);
        break;
      case 'licence:verify':
        allow(['kms:GetPublicKey'], [props.licenceSigningKey.keyArn]);
        break;
      case 'mail:send':
        // SES authorizes a send on the identity and on the configuration set it names.
        if (props.mail)
          allow(
            ['ses:SendEmail'],
            [
              props.mail.identityArn,
              ...(props.mail.configurationSetName
                ? [
                    Stack.of(fn).formatArn({
                      service: 'ses',
                      resource: 'configuration-set',
                      resourceName: props.mail.configurationSetName,
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
            resources: [props.table.tableArn],
            conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${SUPPRESSED_PREFIX}*`] } },
          }),
        );
        break;
      case 'origin:verify':
        if (!props.originVerifySecret)
          throw new Error(`${fn.node.path} needs origin:verify but no origin secret was given`);
        props.originVerifySecret.grantRead(fn);
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

function routeId(routePath: string): string {
  return functionId(routePath.replace(/[{}]/g, ''));
}
