import { Duration } from 'aws-cdk-lib';
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
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { FilterPattern, MetricFilter, type ILogGroup } from 'aws-cdk-lib/aws-logs';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import {
  RECONCILIATION_METRICS,
  SHOP_METRICS_NAMESPACE,
  type ReconciliationMetric,
} from '../../lambdas/contract/shop-metrics';
import { API_ROUTES } from '../definitions/api-routes';
import { functionId } from './api';

const WEBHOOK_ROUTE = API_ROUTES.find((route) => route.handler === 'paddle-webhook')!;

export interface MonitoringProps {
  readonly stageName: string;
  /** @default none: alarms notify the topic, which has no subscriber until one is added */
  readonly alarmEmails?: readonly string[];
  readonly httpApi: IHttpApi;
  /** The API stage's JSON access log (fields `routeKey` and `status`). */
  readonly accessLogs: ILogGroup;
  /** Every Lambda function of the API, by handler name. */
  readonly functions: ReadonlyMap<string, IFunction>;
  readonly table: ITable;
}

/**
 * Alarms on every failure that costs a buyer a licence or a page (DESIGN.md §8), one SNS topic that e-mails the
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
      created.addOkAction(new SnsAction(this.topic));
      alarms.push(created);
      return created;
    };
    const fiveMinutes = Duration.minutes(5);

    // Webhook failures: every 5xx on the webhook route, whatever produced it (the handler's own 500, a Lambda
    // timeout or crash answered by API Gateway), counted from the access log.
    const webhookServerErrors = new MetricFilter(this, 'WebhookServerErrors', {
      logGroup: props.accessLogs,
      metricNamespace: `${SHOP_METRICS_NAMESPACE}/${props.stageName}`,
      metricName: 'WebhookServerErrors',
      filterPattern: FilterPattern.all(
        FilterPattern.stringValue('$.routeKey', '=', `${WEBHOOK_ROUTE.method} ${WEBHOOK_ROUTE.path}`),
        FilterPattern.stringValue('$.status', '=', '5*'),
      ),
      metricValue: '1',
      defaultValue: 0,
    }).metric({ statistic: 'Sum', period: fiveMinutes });
    // Threshold 1: Paddle retries, but until a retry succeeds a paid buyer has no licence. One is worth a look.
    alarm('WebhookFailures', webhookServerErrors, {
      threshold: 1,
      description:
        'POST /api/webhooks/paddle answered 5xx: paid orders are waiting for their licences (Paddle retries).',
    });

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
    const throttles = new MathExpression({
      expression: 'reads + writes + indexReads + indexWrites',
      usingMetrics: {
        reads: props.table.metric('ReadThrottleEvents', { statistic: 'Sum', period: fiveMinutes }),
        writes: props.table.metric('WriteThrottleEvents', { statistic: 'Sum', period: fiveMinutes }),
        indexReads: props.table.metric('ReadThrottleEvents', {
          statistic: 'Sum',
          period: fiveMinutes,
          dimensionsMap: { TableName: props.table.tableName, GlobalSecondaryIndexName: 'gsi1' },
        }),
        indexWrites: props.table.metric('WriteThrottleEvents', {
          statistic: 'Sum',
          period: fiveMinutes,
          dimensionsMap: { TableName: props.table.tableName, GlobalSecondaryIndexName: 'gsi1' },
        }),
      },
      label: 'DynamoDB throttle events',
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
      description: 'The reconciliation job has not run for 26 hours: lost webhooks would go unnoticed.',
    });
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
        [
          new GraphWidget({ title: 'Webhook 5xx', left: [webhookServerErrors], width: 8 }),
          new GraphWidget({
            title: 'API requests and 5xx rate',
            left: [props.httpApi.metricCount({ period: fiveMinutes })],
            right: [apiErrorRate],
            width: 8,
          }),
          new GraphWidget({ title: 'DynamoDB throttles', left: [throttles], width: 8 }),
        ],
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
}
