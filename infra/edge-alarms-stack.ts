import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';
import { webAclMetricName } from './constructs/web-acl';
import { EDGE_ALARMS_OUTPUTS } from './definitions/stack-outputs';
import { EDGE_REGION, type StageConfig } from './stages/stages';

export interface EdgeAlarmsStackProps extends Omit<StackProps, 'env'> {
  readonly stage: StageConfig;
  /** The shop's CloudFront distribution (from the shop stack, through a cross-region reference). */
  readonly distributionId: string;
}

/**
 * Alarms on what CloudFront and WAF publish: their metrics exist in us-east-1 only, and an alarm (and the SNS topic
 * it notifies) must be in its metric's region. Deployed after the shop stack, whose distribution it watches.
 */
export class EdgeAlarmsStack extends Stack {
  readonly topic: Topic;
  readonly alarms: readonly Alarm[];

  constructor(scope: Construct, id: string, props: EdgeAlarmsStackProps) {
    super(scope, id, {
      ...props,
      description: `SkyDeck shop, stage ${props.stage.name}: CloudFront and WAF alarms (us-east-1)`,
      env: { account: props.stage.account ?? process.env.CDK_DEFAULT_ACCOUNT, region: EDGE_REGION },
      crossRegionReferences: true,
    });
    this.topic = new Topic(this, 'AlarmTopic', {
      displayName: `SkyDeck ${props.stage.name} edge alarms`,
      enforceSSL: true,
    });
    for (const address of props.stage.alarmEmails ?? []) this.topic.addSubscription(new EmailSubscription(address));
    const fiveMinutes = Duration.minutes(5);
    const alarm = (
      alarmId: string,
      metric: Metric,
      threshold: number,
      evaluationPeriods: number,
      description: string,
    ) => {
      const created = new Alarm(this, alarmId, {
        metric,
        threshold,
        evaluationPeriods,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
        alarmDescription: description,
      });
      created.addAlarmAction(new SnsAction(this.topic));
      created.addOkAction(new SnsAction(this.topic));
      return created;
    };
    this.alarms = [
      // Threshold 10 % for two 5-minute periods: every viewer request counts, pages and API alike, so a rate this
      // high for ten minutes is an origin (bucket or API) failing, not one unlucky request.
      alarm(
        'CloudFront5xxRate',
        new Metric({
          namespace: 'AWS/CloudFront',
          metricName: '5xxErrorRate',
          dimensionsMap: { DistributionId: props.distributionId, Region: 'Global' },
          statistic: 'Average',
          period: fiveMinutes,
        }),
        10,
        2,
        'CloudFront answered 5xx to 10 % or more of requests for 10 minutes: the site or the API origin is failing.',
      ),
      // Threshold 100 blocked in 5 minutes: the sign-in rate rule blocks one address after 200 auth calls in five
      // minutes, and the managed rules block a scanner's few probes; a hundred blocks in one period is an attack,
      // or a rule refusing real buyers. The WAF log (aws-waf-logs-skydeck-<stage>) tells which.
      alarm(
        'WafBlockedSpike',
        new Metric({
          namespace: 'AWS/WAFV2',
          metricName: 'BlockedRequests',
          dimensionsMap: { WebACL: webAclMetricName(props.stage.name), Rule: 'ALL' },
          statistic: 'Sum',
          period: fiveMinutes,
        }),
        100,
        1,
        'WAF blocked 100 or more requests in 5 minutes: an attack, or a rule blocking buyers (see the WAF log group).',
      ),
    ];
    new CfnOutput(this, EDGE_ALARMS_OUTPUTS.alarmTopicArn, {
      value: this.topic.topicArn,
      description: 'CloudFront and WAF alarm notifications (SNS, us-east-1): npm run smoke checks its subscribers',
    });
  }
}
