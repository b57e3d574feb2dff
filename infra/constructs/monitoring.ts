import { Duration, Stack } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
  TextWidget,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule } from 'aws-cdk-lib/aws-events';
import { SnsTopic } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { CfnSchedule } from 'aws-cdk-lib/aws-scheduler';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { FilterPattern, MetricFilter, type ILogGroup } from 'aws-cdk-lib/aws-logs';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import {
  API_SERVER_ERRORS_METRIC,
  RECONCILIATION_METRICS,
  SHOP_METRICS_NAMESPACE,
  type ReconciliationMetric,
} from '../../lambdas/contract/shop-metrics';
import { ALARMED_FAILURE_THRESHOLD, alarmedFailures, routeAlarms } from '../definitions/alarms';
import { routeKey, type AnswerAlarm, type HandlerRegistry, type HandlerRoute } from '../definitions/handler-definition';
import { TABLE_DEFINITION } from '../definitions/table';
import { functionId } from './shop-function';

export interface MonitoringProps {
  readonly stageName: string;
  /** @default none: alarms notify the topic, which has no subscriber until one is added */
  readonly alarmEmails?: readonly string[];
  readonly httpApi: IHttpApi;
  /** The API stage's JSON access log (fields `routeKey` and `status`). */
  readonly accessLogs: ILogGroup;
  /** Every Lambda function of the stage, by handler name. */
  readonly functions: ReadonlyMap<string, IFunction>;
  /** The registry the functions were made from: its handlers' own alarms (`alarms`) are made here. */
  readonly handlers: HandlerRegistry;
  readonly table: ITable;
  /** Each scheduled job's failure queue (failed runs after retries, undeliverable schedule events), by job. */
  readonly jobFailures?: ReadonlyMap<string, IQueue>;
  /** The licence signing key: disabling it or scheduling its deletion stops every licence sale. */
  readonly licenceSigningKey?: IKey;
  /** The stage sends mail through SES: alarm on its account reputation. @default false */
  readonly mailReputation?: boolean;
  /** The distribution and web ACL metric name, for the dashboard's us-east-1 widgets (alarmed in the edge stacks). */
  readonly edge?: { readonly distributionId: string; readonly webAclMetricName: string };
}

/**
 * Alarms on every failure that costs a buyer a licence or a page (docs/operations.md, "Alarms"), one SNS topic that e-mails the
 * stage's operators, and one dashboard per stage. Each threshold says why it is what it is, where it is set.
 */
export class Monitoring extends Construct {
  readonly topic: Topic;
  readonly alarms: readonly Alarm[];
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    this.topic = new Topic(this, 'AlarmTopic', { displayName: `SkyDeck ${props.stageName} alarms`, enforceSSL: true });
    for (const address of props.alarmEmails ?? []) this.topic.addSubscription(new EmailSubscription(address));
    const alarms: Alarm[] = [];
    const rearmed: Alarm[] = [];
    const alarm = (alarmId: string, metric: IMetric, options: AlarmOptions) => {
      const created = new Alarm(this, alarmId, {
        metric,
        alarmDescription: options.description,
        threshold: options.threshold,
        evaluationPeriods: options.evaluationPeriods ?? 1,
        datapointsToAlarm: options.datapointsToAlarm,
        comparisonOperator: options.comparison ?? ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: options.missing ?? TreatMissingData.NOT_BREACHING,
      });
      created.addAlarmAction(new SnsAction(this.topic));
      // A re-armed alarm is set to OK on purpose every day: an OK mail then would say the failure was fixed.
      if (!options.renotifyDaily) created.addOkAction(new SnsAction(this.topic));
      if (options.renotifyDaily) rearmed.push(created);
      alarms.push(created);
      return created;
    };
    const fiveMinutes = Duration.minutes(5);

    const accessLogCount = (metricName: string, ...conditions: Parameters<typeof FilterPattern.stringValue>[]) =>
      new MetricFilter(this, `${metricName}Filter`, {
        logGroup: props.accessLogs,
        metricNamespace: `${SHOP_METRICS_NAMESPACE}/${props.stageName}`,
        metricName,
        filterPattern: FilterPattern.all(...conditions.map((condition) => FilterPattern.stringValue(...condition))),
        metricValue: '1',
        defaultValue: 0,
      }).metric({ statistic: 'Sum', period: fiveMinutes });

    // Each handler's own alarms, from the registry: answers of its routes with a status, counted from the access log
    // (so a Lambda timeout or crash answered by API Gateway counts too), with no minimum traffic.
    const handlerGraphs = new Map<string, IMetric[]>();
    // A job's alarm reads a metric the job publishes on each run.
    for (const definition of Object.values(props.handlers)) {
      for (const own of definition.alarms ?? []) {
        const metric =
          own.kind === 'answers'
            ? answerCount(this, props, own, definition.routes ?? [])
            : new Metric({
                namespace: SHOP_METRICS_NAMESPACE,
                metricName: own.metric,
                dimensionsMap: { Stage: props.stageName },
                statistic: own.statistic,
                period: fiveMinutes,
              });
        alarm(own.id, metric, {
          threshold: own.threshold,
          description: own.description,
          renotifyDaily: own.kind === 'metric' && own.renotifyDaily === true,
        });
        handlerGraphs.set(own.graph, [...(handlerGraphs.get(own.graph) ?? []), metric]);
      }
    }

    // Authorizer 403s: the gateway's own refusal (no integration ran) of a request whose X-Origin-Verify is wrong. A
    // mis-rotated origin secret makes every request one. Threshold 5 in 5 minutes: a stray request to the
    // execute-api host with a guessed header is rare, an outage makes dozens at once.
    const authorizerDenied = accessLogCount(
      'AuthorizerDenied',
      ['$.status', '=', '403'],
      ['$.integrationLatency', '=', '-'],
    );
    alarm('AuthorizerDenied', authorizerDenied, {
      threshold: 5,
      description:
        'The API refused requests with a wrong origin secret (403): if the shop is down, CloudFront and Secrets Manager disagree (docs/operations.md, rotating the origin secret).',
    });
    // 429s: a route's throttle refused requests. Threshold 10 in 5 minutes: one client bursting past a budget
    // makes a few; ten means buyers are being turned away or a flood is on, and the route budgets need a look.
    const throttled = accessLogCount('ApiThrottled', ['$.status', '=', '429']);
    alarm('ApiThrottled', throttled, {
      threshold: 10,
      description: "API Gateway answered 429: a route's throttle (infra/definitions/handlers.ts) refused requests.",
    });

    // Every route: the 5xx answers apiHandler counted (ApiServerErrors by Route). The threshold per route is its
    // handler's `serverErrors` (why: infra/definitions/alarms.ts): money, sign-in and the console at once, the rest
    // at three in 5 minutes.
    // A crash or timeout that no handler answered shows in its function's Errors alarm below.
    const routeErrors = (route: string) =>
      new Metric({
        namespace: SHOP_METRICS_NAMESPACE,
        metricName: API_SERVER_ERRORS_METRIC,
        dimensionsMap: { Stage: props.stageName, Route: route },
        statistic: 'Sum',
        period: fiveMinutes,
      });
    for (const { routeKey: route, handler, alarm: policy } of routeAlarms(props.handlers)) {
      alarm(`Route${functionId(route.replace('$default', 'Default'))}ServerErrors`, routeErrors(route), {
        threshold: policy.threshold,
        description: `${route} (${handler}) answered 5xx ${policy.threshold === 1 ? 'once' : `${policy.threshold} times`} in 5 minutes: ${policy.why}. See the function's log for "Unhandled error".`,
      });
    }

    // Failures the code logs and carries on from (lambdas/contract/shop-metrics.ts ALARMED_FAILURES): each leaves
    // something for a person to finish, so the first one pages.
    for (const [metricName, meaning] of alarmedFailures()) {
      alarm(
        metricName,
        new Metric({
          namespace: SHOP_METRICS_NAMESPACE,
          metricName,
          dimensionsMap: { Stage: props.stageName },
          statistic: 'Sum',
          period: fiveMinutes,
        }),
        { threshold: ALARMED_FAILURE_THRESHOLD, description: `${meaning} The log line names what to finish.` },
      );
    }

    // Each function: errors are crashes, timeouts and init failures (handled errors become 4xx/5xx answers, not
    // Lambda errors), so threshold 1: each is a bug or an outage. Throttles, threshold 1: a request was refused
    // because the account's concurrency ran out, which no retry of ours hides.
    for (const [handler, fn] of props.functions) {
      const name = functionId(handler);
      alarm(`${name}Errors`, fn.metricErrors({ statistic: 'Sum', period: fiveMinutes }), {
        threshold: 1,
        description: `The ${handler} function failed (crash, timeout or bad environment): see its log group.`,
      });
      alarm(`${name}Throttles`, fn.metricThrottles({ statistic: 'Sum', period: fiveMinutes }), {
        threshold: 1,
        description: `The ${handler} function was throttled: raise the account's concurrency or find the flood.`,
      });
    }

    // API 5xx rate. Threshold 5 % in two consecutive 5-minute periods, and only once there are 20 requests in a
    // period: at a small shop's traffic one failed request among a handful would otherwise read as a 50 % outage.
    const apiErrorRate = new MathExpression({
      expression: 'IF(requests >= 20, 100 * errors / requests, 0)',
      usingMetrics: {
        errors: props.httpApi.metricServerError({ statistic: 'Sum', period: fiveMinutes }),
        requests: props.httpApi.metricCount({ statistic: 'Sum', period: fiveMinutes }),
      },
      label: 'API 5xx rate (%)',
      period: fiveMinutes,
    });
    alarm('ApiServerErrorRate', apiErrorRate, {
      threshold: 5,
      evaluationPeriods: 2,
      description: 'More than 5 % of API requests answered 5xx for 10 minutes.',
    });

    // DynamoDB throttles, table and index. Threshold 5 in 5 minutes: the SDK retries a throttled call (with backoff)
    // so an isolated one costs nothing visible; a handful in one period means requests are failing.
    // Every index of the table definition, so an index added there is watched too.
    const throttleMetrics: Record<string, IMetric> = {
      reads: props.table.metric('ReadThrottleEvents', { statistic: 'Sum', period: fiveMinutes }),
      writes: props.table.metric('WriteThrottleEvents', { statistic: 'Sum', period: fiveMinutes }),
    };
    TABLE_DEFINITION.globalSecondaryIndexes.forEach(({ indexName }, index) => {
      for (const [kind, metricName] of [
        ['Reads', 'ReadThrottleEvents'],
        ['Writes', 'WriteThrottleEvents'],
      ] as const) {
        throttleMetrics[`index${index}${kind}`] = props.table.metric(metricName, {
          statistic: 'Sum',
          period: fiveMinutes,
          dimensionsMap: { TableName: props.table.tableName, GlobalSecondaryIndexName: indexName },
        });
      }
    });
    const throttles = new MathExpression({
      expression: Object.keys(throttleMetrics).join(' + '),
      usingMetrics: throttleMetrics,
      label: 'DynamoDB throttle events (table and every index)',
      period: fiveMinutes,
    });
    alarm('TableThrottles', throttles, {
      threshold: 5,
      description: 'DynamoDB throttled the shop table: reads or writes of orders and licences are failing.',
    });

    // Reconciliation (a daily job). Its metrics: namespace SkyDeck, dimension Stage.
    const reconciliation = (metricName: ReconciliationMetric, statistic: string) =>
      new Metric({
        namespace: SHOP_METRICS_NAMESPACE,
        metricName,
        dimensionsMap: { Stage: props.stageName },
        statistic,
        period: Duration.hours(1),
      });
    // Threshold 1: a mismatch is a paid transaction whose Paddle totals differ from the catalogue's price. Either a
    // price in Paddle drifted from the catalogue (paddle:sync repairs it) or a buyer paid another amount than the
    // shop asked: both are money someone must look at the same day.
    alarm('ReconciliationMismatches', reconciliation('ReconciliationMismatches', 'Sum'), {
      threshold: 1,
      description:
        'Reconciliation found Paddle totals that differ from the catalogue price: check the Paddle prices (npm run paddle:sync) and the transaction.',
    });
    // Threshold 1: a transaction the job could not apply is a buyer without a licence until someone acts.
    alarm('ReconciliationFailures', reconciliation('ReconciliationFailures', 'Sum'), {
      threshold: 1,
      description: 'Reconciliation could not apply some Paddle transactions: buyers are waiting for licences.',
    });
    // No run in 26 hours: the job runs daily, so 2 hours of slack for a slow or late run. Every run reports
    // ReconciliationApplied (0 included); an hour without a data point counts as breaching, and all 26 must breach.
    alarm('ReconciliationMissing', reconciliation('ReconciliationApplied', 'SampleCount'), {
      threshold: 1,
      comparison: ComparisonOperator.LESS_THAN_THRESHOLD,
      evaluationPeriods: 26,
      datapointsToAlarm: 26,
      missing: TreatMissingData.BREACHING,
      // Re-armed daily: an OK mail then would say the job ran when it did not.
      renotifyDaily: true,
      description:
        'The reconciliation job has not run for 26 hours: lost webhooks would go unnoticed. Repeats daily at 10:00 UTC while no run is seen.',
    });
    // Scheduled jobs: a run that failed after Lambda's two retries, or a schedule event EventBridge could not
    // deliver, lands in the job's failure queue. Threshold 1: each is a day without that job's work.
    for (const [job, queue] of props.jobFailures ?? []) {
      alarm(
        `${functionId(job)}JobFailures`,
        queue.metricApproximateNumberOfMessagesVisible({ period: fiveMinutes, statistic: 'Maximum' }),
        {
          threshold: 1,
          renotifyDaily: true,
          description: `The ${job} job failed after its retries (or its schedule could not invoke it): see its failure queue and log group, then purge it. Repeats daily at 10:00 UTC while the queue holds messages.`,
        },
      );
    }

    // An alarm notifies once, on entering ALARM. Each alarm that must keep telling is set back to OK every day at
    // 10:00 UTC (after the night's jobs): it is evaluated again at once and, while its cause is still there, enters
    // ALARM and notifies again. One schedule per alarm: SetAlarmState names one alarm.
    const rearmRole = new Role(this, 'RearmRole', { assumedBy: new ServicePrincipal('scheduler.amazonaws.com') });
    for (const target of rearmed) {
      rearmRole.addToPolicy(
        new PolicyStatement({ actions: ['cloudwatch:SetAlarmState'], resources: [target.alarmArn] }),
      );
      new CfnSchedule(this, `Rearm${target.node.id}`, {
        description: `SkyDeck ${props.stageName}: re-arm an alarm so it notifies daily while its cause remains`,
        scheduleExpression: 'cron(0 10 * * ? *)',
        flexibleTimeWindow: { mode: 'OFF' },
        target: {
          arn: 'arn:aws:scheduler:::aws-sdk:cloudwatch:setAlarmState',
          roleArn: rearmRole.roleArn,
          input: Stack.of(this).toJsonString({
            AlarmName: target.alarmName,
            StateValue: 'OK',
            StateReason: 'Daily re-arm: evaluated again at once, so a cause still present notifies again.',
          }),
        },
      });
    }

    // SES reputation (account-wide in the region, as fractions). AWS reviews an account at a 5 % bounce rate and
    // at a 0.1 % complaint rate (and pauses sending at 10 % / 0.5 %): the alarms sit at the review thresholds, so
    // there is time to act before sending stops. 1 hour periods: SES publishes the rates over a moving window.
    if (props.mailReputation) {
      const reputation = (metricName: string) =>
        new Metric({ namespace: 'AWS/SES', metricName, statistic: 'Maximum', period: Duration.hours(1) });
      alarm('MailBounceRate', reputation('Reputation.BounceRate'), {
        threshold: 0.05,
        description:
          'SES bounce rate is at 5 % or more: AWS reviews the account at this rate. See the suppressed addresses.',
      });
      alarm('MailComplaintRate', reputation('Reputation.ComplaintRate'), {
        threshold: 0.001,
        description: 'SES complaint rate is at 0.1 % or more: AWS reviews the account at this rate.',
      });
    }

    // The licence signing key disabled or scheduled for deletion: no licence can be signed (every paid order waits)
    // and, once deleted, no new key verifies with the public key the simulator ships. CloudTrail hands management
    // events to EventBridge only while a trail logs them in this region (the stage's `signingKeyWatch`: the stack's
    // own ManagementTrail or the account's, ADR 505); the rule forwards each one to the alarm topic at once.
    if (props.licenceSigningKey) {
      new Rule(this, 'SigningKeyEndangered', {
        description: `SkyDeck ${props.stageName}: the licence signing key was disabled or scheduled for deletion`,
        eventPattern: {
          source: ['aws.kms'],
          detailType: ['AWS API Call via CloudTrail'],
          detail: {
            eventSource: ['kms.amazonaws.com'],
            eventName: ['DisableKey', 'ScheduleKeyDeletion'],
            resources: { ARN: [props.licenceSigningKey.keyArn] },
          },
        },
        targets: [new SnsTopic(this.topic)],
      });
    }
    this.alarms = alarms;

    const functionMetrics = (metric: (fn: IFunction) => IMetric) => [...props.functions.values()].map(metric);
    this.dashboard = new Dashboard(this, 'Dashboard', {
      widgets: [
        [
          new TextWidget({
            markdown: `# SkyDeck ${props.stageName}\nAlarms e-mail the SNS topic's subscribers.`,
            width: 24,
            height: 2,
          }),
        ],
        // The handlers' own alarms, one graph per name the registry gives, four to a row.
        ...rowsOf(
          [...handlerGraphs].map(([title, metrics]) => new GraphWidget({ title, left: metrics, width: 6 })),
          4,
        ),
        [
          new GraphWidget({
            title: 'API requests and 5xx rate',
            left: [props.httpApi.metricCount({ period: fiveMinutes })],
            right: [apiErrorRate],
            width: 6,
          }),
          new GraphWidget({ title: 'DynamoDB throttles', left: [throttles], width: 6 }),
          new GraphWidget({ title: 'Authorizer 403', left: [authorizerDenied], width: 6 }),
          new GraphWidget({ title: 'Throttled (429)', left: [throttled], width: 6 }),
        ],
        [
          new GraphWidget({
            title: 'Scheduled job failures (queued)',
            left: [...(props.jobFailures ?? new Map<string, IQueue>()).values()].map((queue) =>
              queue.metricApproximateNumberOfMessagesVisible({ period: fiveMinutes, statistic: 'Maximum' }),
            ),
            width: 12,
          }),
          ...(props.mailReputation
            ? [
                new GraphWidget({
                  title: 'SES bounce and complaint rates',
                  left: ['Reputation.BounceRate', 'Reputation.ComplaintRate'].map(
                    (metricName) =>
                      new Metric({ namespace: 'AWS/SES', metricName, statistic: 'Maximum', period: Duration.hours(1) }),
                  ),
                  width: 12,
                }),
              ]
            : []),
        ],
        ...(props.edge ? [edgeWidgets(props.edge)] : []),
        [
          new GraphWidget({
            title: 'Function errors',
            left: functionMetrics((fn) => fn.metricErrors({ period: fiveMinutes })),
            width: 8,
          }),
          new GraphWidget({
            title: 'Function throttles',
            left: functionMetrics((fn) => fn.metricThrottles({ period: fiveMinutes })),
            width: 8,
          }),
          new GraphWidget({
            title: 'Reconciliation',
            left: RECONCILIATION_METRICS.map((name) => reconciliation(name, 'Sum')),
            width: 8,
          }),
        ],
      ],
    });
  }
}

/**
 * The count of a handler's answers with the alarm's status, on the routes it names (or all its routes), read from the
 * API's JSON access log.
 */
function answerCount(
  scope: Construct,
  props: MonitoringProps,
  answers: AnswerAlarm,
  routes: readonly HandlerRoute[],
): IMetric {
  const keys = answers.routes ?? routes.map(routeKey);
  const byRoute = keys.map((key) => FilterPattern.stringValue('$.routeKey', '=', key));
  return new MetricFilter(scope, `${answers.metric}Filter`, {
    logGroup: props.accessLogs,
    metricNamespace: `${SHOP_METRICS_NAMESPACE}/${props.stageName}`,
    metricName: answers.metric,
    filterPattern: FilterPattern.all(
      byRoute.length === 1 ? byRoute[0]! : FilterPattern.any(...byRoute),
      FilterPattern.stringValue('$.status', '=', answers.status),
    ),
    metricValue: '1',
    defaultValue: 0,
  }).metric({ statistic: 'Sum', period: Duration.minutes(5) });
}

function rowsOf<T>(items: readonly T[], size: number): T[][] {
  const rows: T[][] = [];
  for (let start = 0; start < items.length; start += size) rows.push(items.slice(start, start + size));
  return rows;
}

/** CloudFront and WAF publish to us-east-1; a dashboard may show another region's metrics (alarms are there). */
function edgeWidgets(edge: NonNullable<MonitoringProps['edge']>): GraphWidget[] {
  return [
    new GraphWidget({
      title: 'CloudFront 5xx rate (%)',
      left: [
        new Metric({
          namespace: 'AWS/CloudFront',
          metricName: '5xxErrorRate',
          dimensionsMap: { DistributionId: edge.distributionId, Region: 'Global' },
          region: 'us-east-1',
          statistic: 'Average',
          period: Duration.minutes(5),
        }),
      ],
      width: 12,
    }),
    new GraphWidget({
      title: 'WAF blocked requests',
      left: [
        new Metric({
          namespace: 'AWS/WAFV2',
          metricName: 'BlockedRequests',
          dimensionsMap: { WebACL: edge.webAclMetricName, Rule: 'ALL' },
          region: 'us-east-1',
          statistic: 'Sum',
          period: Duration.minutes(5),
        }),
      ],
      width: 12,
    }),
  ];
}

interface AlarmOptions {
  readonly threshold: number;
  readonly description: string;
  /** @default 1 */
  readonly evaluationPeriods?: number;
  readonly datapointsToAlarm?: number;
  /** @default GREATER_THAN_OR_EQUAL_TO_THRESHOLD */
  readonly comparison?: ComparisonOperator;
  /** @default NOT_BREACHING: no traffic is no failure */
  readonly missing?: TreatMissingData;
  /** Set back to OK daily so it notifies again while its cause remains (and sends no OK mail). @default false */
  readonly renotifyDaily?: boolean;
}
