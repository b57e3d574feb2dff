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
import { LogGroup, RetentionDays, type ILogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER } from '../../lambdas/contract/origin-verify';
import { apiRoutes, onlyHandlerTriggeredBy, routeKey, routeThrottle } from '../definitions/handler-definition';
import { functionId, registryOf, ShopFunction, type ShopResources } from './shop-function';

export interface ApiProps {
  /** What the functions' grants and environment are made of, and the registry their routes come from. */
  readonly resources: ShopResources;
  /**
   * Requests per second and burst of the catch-all route (unknown `/api/*` paths); every listed route has its own
   * from the registry (`throttle`).
   * @default { rateLimit: 10, burstLimit: 20 }
   */
  readonly throttle?: { readonly rateLimit: number; readonly burstLimit: number };
}

/**
 * The HTTP API: one ShopFunction per handler with routes in the registry (infra/definitions/handlers.ts), one route
 * per route it declares, the `$default` route's handler and the authorizer's, so a route or handler added to the
 * registry needs no change here. Every route sits behind a Lambda authorizer that admits only requests carrying
 * CloudFront's origin secret.
 */
export class Api extends Construct {
  readonly httpApi: IHttpApi;
  /** `https://<id>.execute-api.<region>.amazonaws.com` (CloudFront's origin for `/api/*`). */
  readonly endpointDomain: string;
  /** Every function of the API, route handlers, no-route and the authorizer, by handler name. */
  readonly functions: ReadonlyMap<string, ShopFunction>;
  /** The JSON access log of the stage (the monitoring construct counts answers by route and status in it). */
  readonly accessLogs: ILogGroup;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const { resources } = props;
    const registry = registryOf(resources);
    const routes = apiRoutes(registry);
    const functions = new Map<string, ShopFunction>();
    const makeFunction = (name: string) => {
      const fn = new ShopFunction(this, functionId(name), { name, definition: registry[name]!, resources });
      functions.set(name, fn);
      return fn;
    };

    const authorizer = new HttpLambdaAuthorizer(
      'OriginVerify',
      makeFunction(onlyHandlerTriggeredBy(registry, 'api-authorizer')),
      {
        responseTypes: [HttpLambdaResponseType.SIMPLE],
        identitySource: [`$request.header.${ORIGIN_VERIFY_HEADER}`],
        // CloudFront sends one value, so a cached answer spares nearly every request the authorizer's invocation.
        resultsCacheTtl: Duration.minutes(5),
      },
    );
    const httpApi = new HttpApi(this, 'HttpApi', {
      description: 'SkyDeck shop backend-for-frontend (reached through CloudFront at /api/*)',
      createDefaultStage: false,
      defaultAuthorizer: authorizer,
    });
    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: resources.logRetention ?? RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const stage = new HttpStage(this, 'DefaultStage', {
      httpApi,
      autoDeploy: true,
      // Only unknown paths fall to this one: nothing a buyer needs answers there.
      throttle: props.throttle ?? { rateLimit: 10, burstLimit: 20 },
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: ACCESS_LOG_FORMAT },
    });

    for (const handler of new Set(routes.map((route) => route.handler))) makeFunction(handler);
    const noRoute = onlyHandlerTriggeredBy(registry, 'unmatched-routes');
    new HttpRoute(this, 'DefaultRoute', {
      httpApi,
      routeKey: HttpRouteKey.DEFAULT,
      integration: new HttpLambdaIntegration('NoRouteIntegration', makeFunction(noRoute)),
      authorizer,
    });

    const added: HttpRoute[] = [];
    for (const route of routes) {
      added.push(
        ...httpApi.addRoutes({
          path: route.path,
          methods: [HttpMethod[route.method]],
          integration: new HttpLambdaIntegration(
            `${functionId(route.handler)}${route.method}${routeId(route.path)}`,
            functions.get(route.handler)!,
          ),
        }),
      );
    }
    // One throttle bucket per route, from the registry: a flood of one route cannot starve another.
    (stage.node.defaultChild as CfnStage).routeSettings = Object.fromEntries(
      routes.map((route) => {
        const { rateLimit, burstLimit } = routeThrottle(route);
        // CloudFormation's RouteSettings is untyped JSON: its keys are spelled as the API's, in PascalCase.
        return [routeKey(route), { ThrottlingRateLimit: rateLimit, ThrottlingBurstLimit: burstLimit }];
      }),
    );
    // Route settings name routes by key: the stage must be updated after the routes exist.
    stage.node.addDependency(...added);

    this.httpApi = httpApi;
    this.endpointDomain = `${httpApi.apiId}.execute-api.${Stack.of(this).region}.${Stack.of(this).urlSuffix}`;
    this.functions = functions;
    this.accessLogs = accessLogs;
  }
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

function routeId(routePath: string): string {
  return functionId(routePath.replace(/[{}]/g, ''));
}
