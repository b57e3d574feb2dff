import { ArnFormat, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { CfnLoggingConfiguration, CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { HANDLERS } from '../definitions/handlers';

const WEBHOOK_PATH = HANDLERS['paddle-webhook'].routes[0].path;
/** Every auth step (`/api/auth/sign-in`, `/api/auth/forgot-password`, …): where passwords and codes are guessed. */
export const AUTH_PATH_PREFIX = '/api/auth/';

export interface WebAclProps {
  readonly stageName: string;
  /**
   * Requests per IP address per 5 minutes to `/api/auth/*` before that address is blocked for a while.
   * @default 200
   */
  readonly authRequestsPer5Minutes?: number;
}

/** The CloudWatch metric name (and WAF name) of a stage's web ACL; its BlockedRequests carry it as `WebACL`. */
export function webAclMetricName(stageName: string): string {
  return `SkyDeck-${stageName}-WebAcl`;
}

/**
 * The distribution's WAF web ACL (scope CLOUDFRONT, so it must live in us-east-1), with every request it blocks
 * logged for a month: an alarm on a spike of blocks needs the log to tell an attack from buyers being refused.
 */
export class WebAcl extends Construct {
  readonly webAcl: CfnWebACL;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: WebAclProps) {
    super(scope, id);
    const metricPrefix = `SkyDeck-${props.stageName}`;
    const visibility = (name: string): CfnWebACL.VisibilityConfigProperty => ({
      cloudWatchMetricsEnabled: true,
      metricName: `${metricPrefix}-${name}`,
      sampledRequestsEnabled: true,
    });
    const pathStartsWith = (prefix: string): CfnWebACL.StatementProperty => ({
      byteMatchStatement: {
        fieldToMatch: { uriPath: {} },
        positionalConstraint: 'STARTS_WITH',
        searchString: prefix,
        textTransformations: [{ priority: 0, type: 'NONE' }],
      },
    });
    const managed = (
      name: string,
      priority: number,
      scopeDownStatement?: CfnWebACL.StatementProperty,
    ): CfnWebACL.RuleProperty => ({
      name,
      priority,
      overrideAction: { none: {} },
      statement: {
        managedRuleGroupStatement: { vendorName: 'AWS', name, ...(scopeDownStatement ? { scopeDownStatement } : {}) },
      },
      visibilityConfig: visibility(name),
    });

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      // Named as its metric, so the WebACL dimension of its metrics is known at synth (alarms, dashboard).
      name: webAclMetricName(props.stageName),
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      description: `SkyDeck ${props.stageName}: managed protections and a sign-in rate limit`,
      visibilityConfig: visibility('WebAcl'),
      rules: [
        {
          name: 'AuthRateLimit',
          priority: 0,
          action: { block: {} },
          statement: {
            rateBasedStatement: {
              // 200 per 5 minutes per address: a person signing up, confirming, setting up TOTP and signing in makes
              // about 10 auth calls, and a classroom behind one NAT address signing in together stays under it;
              // password guessing from one address is held to well under one try a second.
              limit: props.authRequestsPer5Minutes ?? 200,
              aggregateKeyType: 'IP',
              scopeDownStatement: pathStartsWith(AUTH_PATH_PREFIX),
            },
          },
          visibilityConfig: visibility('AuthRateLimit'),
        },
        // Common rules (XSS, SQL-ish bodies, 8 KB body limit …) everywhere but the Paddle webhook: its body is a
        // signed JSON event that can exceed 8 KB for a large order, and a blocked webhook is a buyer left without
        // a licence. The signature check is that route's protection.
        managed('AWSManagedRulesCommonRuleSet', 1, { notStatement: { statement: pathStartsWith(WEBHOOK_PATH) } }),
        managed('AWSManagedRulesKnownBadInputsRuleSet', 2),
      ],
    });
    // WAF requires the `aws-waf-logs-` prefix. Blocked requests only: allowed ones are in the API's access log.
    this.logGroup = new LogGroup(this, 'Logs', {
      logGroupName: `aws-waf-logs-skydeck-${props.stageName}`,
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    new CfnLoggingConfiguration(this, 'Logging', {
      resourceArn: this.webAcl.attrArn,
      // The log group's ARN without CloudWatch Logs' trailing `:*`, which WAF refuses.
      logDestinationConfigs: [
        Stack.of(this).formatArn({
          service: 'logs',
          resource: 'log-group',
          resourceName: this.logGroup.logGroupName,
          arnFormat: ArnFormat.COLON_RESOURCE_NAME,
        }),
      ],
      loggingFilter: {
        DefaultBehavior: 'DROP',
        Filters: [
          {
            Behavior: 'KEEP',
            Requirement: 'MEETS_ANY',
            Conditions: [{ ActionCondition: { Action: 'BLOCK' } }],
          },
        ],
      },
    });
  }
}
