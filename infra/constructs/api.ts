import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, HttpRoute, HttpRouteKey, HttpStage, LogGroupLogDestination, type IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import { Architecture, Code, Function as LambdaFunction, LoggingFormat, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { API_HANDLERS, API_ROUTES } from '../definitions/api-routes';
import { sharedHandlerBundles, withDataFiles } from '../definitions/lambda-bundling';
import { PADDLE_PRICE_IDS_FILE } from '../../lambdas/adapters/paddle-ids';
import type { PaddleIdMap } from '../stages/paddle-id-map';
import type { PaddleEnvironment } from '../stages/stages';
import { DEFAULT_HANDLER_TIMEOUT, handlerProfile, type HandlerAccess } from './api-access';

/** Answers every `/api/*` path that no API_ROUTES entry matches, in the contract's error shape. */
export const NO_ROUTE_HANDLER = 'no-route';

export interface ApiProps {
  readonly table: ITable;
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
  readonly paddleApiKey: ISecret;
  readonly paddleWebhookSecret: ISecret;
  readonly licenceSigningKey: IKey;
  readonly challengeCookieKey: ISecret;
  readonly paddleEnvironment: PaddleEnvironment;
  readonly paddleIds: PaddleIdMap;
  /**
   * Steady-state requests per second and burst for the whole stage; a flood gets 429s before it reaches Lambda.
   * @default { rateLimit: 50, burstLimit: 100 }
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
 * HANDLER_PROFILES entry declares.
 */
export class Api extends Construct {
  readonly httpApi: IHttpApi;
  /** `https://<id>.execute-api.<region>.amazonaws.com` (CloudFront's origin for `/api/*`). */
  readonly endpointDomain: string;
  readonly url: string;
  readonly functions: ReadonlyMap<string, LambdaFunction>;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const logRetention = props.logRetention ?? RetentionDays.ONE_MONTH;
    const httpApi = new HttpApi(this, 'HttpApi', {
      description: 'SkyDeck shop backend-for-frontend (reached through CloudFront at /api/*)',
      createDefaultStage: false,
    });
    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: logRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const stage = new HttpStage(this, 'DefaultStage', {
      httpApi,
      autoDeploy: true,
      throttle: props.throttle ?? { rateLimit: 50, burstLimit: 100 },
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: ACCESS_LOG_FORMAT },
    });

    const commonEnvironment: Record<string, string> = {
      SKYDECK_MODE: 'cloud',
      // Stack traces point into the TypeScript sources through the bundles' source maps.
      NODE_OPTIONS: '--enable-source-maps',
      TABLE_NAME: props.table.tableName,
      USER_POOL_ID: props.userPool.userPoolId,
      USER_POOL_CLIENT_ID: props.userPoolClient.userPoolClientId,
      PADDLE_ENVIRONMENT: props.paddleEnvironment,
      PADDLE_FIRST_YEAR_DISCOUNT_ID: props.paddleIds.firstYearDiscountId,
      PADDLE_API_KEY_SECRET_ARN: props.paddleApiKey.secretArn,
      PADDLE_WEBHOOK_SECRET_ARN: props.paddleWebhookSecret.secretArn,
      LICENCE_SIGNING_KEY_ID: props.licenceSigningKey.keyId,
      CHALLENGE_COOKIE_KEY_SECRET_ARN: props.challengeCookieKey.secretArn,
    };

    const functions = new Map<string, LambdaFunction>();
    const makeFunction = (handler: string) => {
      const profile = handlerProfile(handler);
      const code = handlerCode(this, handler, profile.access.includes('paddle:prices') ? { paddleIds: props.paddleIds } : {});
      const fn = this.handlerFunction(handler, code, profile.timeout, logRetention, props, commonEnvironment);
      grantAccess(fn, profile.access, props);
      return fn;
    };
    for (const handler of API_HANDLERS) functions.set(handler, makeFunction(handler));
    new HttpRoute(this, 'DefaultRoute', {
      httpApi,
      routeKey: HttpRouteKey.DEFAULT,
      integration: new HttpLambdaIntegration('NoRouteIntegration', makeFunction(NO_ROUTE_HANDLER)),
    });

    for (const route of API_ROUTES) {
      httpApi.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(`${functionId(route.handler)}${route.method}${routeId(route.path)}`, functions.get(route.handler)!),
      });
    }

    this.httpApi = httpApi;
    this.endpointDomain = `${httpApi.apiId}.execute-api.${Stack.of(this).region}.${Stack.of(this).urlSuffix}`;
    this.url = stage.url;
    this.functions = functions;
  }

  private handlerFunction(
    handler: string,
    code: Code,
    timeout: Duration | undefined,
    logRetention: RetentionDays,
    props: ApiProps,
    environment: Record<string, string>,
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
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: timeout ?? DEFAULT_HANDLER_TIMEOUT,
      loggingFormat: LoggingFormat.JSON,
      logGroup,
      environment,
    });
  }
}

let unbundledPlaceholder: string | undefined;

/**
 * Each handler's code: its directory in the one shared esbuild build (lambda-bundling.ts), made once before any
 * function is defined, instead of one esbuild run per NodejsFunction. A stack synthesized without bundling (the
 * template tests' `aws:cdk:bundling-stacks: []`) gets an empty directory, as NodejsFunction would.
 *
 * The stage's price id map (about 4.5 KB of JSON) is more than Lambda's 4 KB limit for all environment variables
 * together, so the handlers that price baskets get it as a file beside their bundle, which
 * lambdas/adapters/paddle-ids.ts reads. The stage config admits only ids of [A-Za-z0-9_-].
 */
export function handlerCode(scope: Construct, handler: string, options: { readonly paddleIds?: PaddleIdMap } = {}): Code {
  if (!Stack.of(scope).bundlingRequired) {
    unbundledPlaceholder ??= mkdtempSync(path.join(tmpdir(), 'skydeck-unbundled-'));
    return Code.fromAsset(unbundledPlaceholder);
  }
  const bundles = sharedHandlerBundles();
  return Code.fromAsset(
    options.paddleIds
      ? withDataFiles(bundles, handler, { [PADDLE_PRICE_IDS_FILE]: JSON.stringify(options.paddleIds.priceIds) })
      : path.join(bundles, handler),
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

/** What a handler's access kinds are granted on; any construct that makes a shop function grants through it. */
export type AccessTargets = Pick<ApiProps, 'table' | 'userPool' | 'paddleApiKey' | 'paddleWebhookSecret' | 'licenceSigningKey' | 'challengeCookieKey'>;

export function grantAccess(fn: LambdaFunction, access: readonly HandlerAccess[], props: AccessTargets): void {
  for (const kind of new Set(access)) {
    switch (kind) {
      case 'table:read':
        props.table.grantReadData(fn);
        break;
      case 'table:write':
        props.table.grantReadWriteData(fn);
        break;
      case 'users:read':
        fn.addToRolePolicy(
          new PolicyStatement({
            actions: ['cognito-idp:AdminGetUser', 'cognito-idp:ListUsers'],
            resources: [props.userPool.userPoolArn],
          }),
        );
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
        break; // not an AWS permission: the ids ship beside the bundle (handlerCode)
      case 'licence:sign':
        props.licenceSigningKey.grantSign(fn);
        props.licenceSigningKey.grant(fn, 'kms:GetPublicKey');
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
