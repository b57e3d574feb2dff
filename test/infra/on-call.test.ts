import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Match } from 'aws-cdk-lib/assertions';
import {
  ALARMED_FAILURES,
  API_SERVER_ERRORS_METRIC,
  MAIL_OUTBOX_OLDEST_AGE_METRIC,
} from '../../lambdas/contract/shop-metrics';
import { MANAGEMENT_TRAIL_RETENTION_DAYS } from '../../infra/constructs/management-trail';
import { API_ROUTES } from '../../infra/definitions/handlers';
import { TABLE_DEFINITION } from '../../infra/definitions/table';
import { COST_STAGES, fixedCostLines, type TemplateJson } from '../bench/cost';
import { fullStage, synthesize, type Synthesized } from './synth';

/** Every failure a buyer feels pages someone: every route, every promise of an alarm, every job and index. */
let plain: Synthesized;
let mail: Synthesized;
/** The two ends of a stage, as the cost section's fixed table counts them: `dev` as committed and everything on. */
const [BARE_STAGE, EVERYTHING_ON] = COST_STAGES;
beforeAll(() => {
  plain = synthesize(BARE_STAGE!.stage());
  mail = synthesize(EVERYTHING_ON!.stage());
}, 120_000);

type AlarmProperties = {
  MetricName?: string;
  Namespace?: string;
  Statistic?: string;
  Period?: number;
  ComparisonOperator?: string;
  Dimensions?: { Name: string; Value: unknown }[];
  Threshold: number;
  OKActions?: unknown[];
  Metrics?: { MetricStat?: { Metric: { MetricName: string; Dimensions?: { Name: string; Value: unknown }[] } } }[];
};
const alarms = (of: () => Synthesized = () => plain) =>
  Object.entries(of().template.findResources('AWS::CloudWatch::Alarm')).map(
    ([id, resource]) => [id, resource.Properties as AlarmProperties] as const,
  );
/** Every metric name an alarm of the shop stack reads, single metric or math, and every alarm's own name. */
const alarmedMetricNames = () =>
  new Set(
    [...alarms(), ...alarms(() => mail)].flatMap(([id, alarm]) => [
      id.replace(/^Monitoring/, '').replace(/[0-9A-F]{8}$/, ''),
      ...(alarm.MetricName ? [alarm.MetricName] : []),
      ...(alarm.Metrics ?? []).flatMap((metric) => (metric.MetricStat ? [metric.MetricStat.Metric.MetricName] : [])),
    ]),
  );

describe('every 5xx pages, on every route', () => {
  it.each([...new Set(API_ROUTES.map((route) => `${route.method} ${route.path}`)), '$default'])(
    '%s has an alarm on its ApiServerErrors',
    (routeKey) => {
      // Act
      const covering = alarms().filter(
        ([, alarm]) =>
          alarm.MetricName === API_SERVER_ERRORS_METRIC &&
          alarm.Dimensions?.some((dimension) => dimension.Name === 'Route' && dimension.Value === routeKey),
      );

      // Assess
      expect(covering).toHaveLength(1);
      expect([1, 3]).toContain(covering[0]![1].Threshold);
    },
  );

  it('pages money, sign-in and the console at the first 5xx, without a traffic minimum', () => {
    // Act
    const thresholdOf = (routeKey: string) =>
      alarms().find(([, alarm]) => alarm.Dimensions?.some((dimension) => dimension.Value === routeKey))![1].Threshold;

    // Assess
    expect(
      ['POST /api/checkout', 'POST /api/webhooks/paddle', 'POST /api/auth/{action}', 'GET /api/admin/search'].map(
        thresholdOf,
      ),
    ).toEqual([1, 1, 1, 1]);
    expect(thresholdOf('GET /api/health')).toBe(3);
  });
});

describe('every promise of an alarm is an alarm', () => {
  const LAMBDAS = path.resolve(__dirname, '../../lambdas');
  const sources = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? sources(path.join(folder, entry.name))
        : entry.name.endsWith('.ts')
          ? [path.join(folder, entry.name)]
          : [],
    );
  /** Each comment (a `//` line or a `/** … *\/` block) that speaks of an alarm, with the metric names it cites. */
  const alarmClaims = () =>
    sources(LAMBDAS).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const comments = [...text.matchAll(/\/\*\*?[\s\S]*?\*\/|\/\/[^\n]*(?:\n\s*\/\/[^\n]*)*/g)].map(([c]) => c);
      return comments
        .filter((comment) => /\balarm(?:s|ed)?\b/i.test(comment))
        .map((comment) => ({
          where: `${path.relative(LAMBDAS, file)}: ${comment.replace(/\s+/g, ' ').slice(0, 90)}`,
          names: [...comment.matchAll(/\b([A-Z][a-z]+(?:[A-Z][a-z]+)+)\b/g)].map(([, name]) => name!),
        }));
    });

  it('finds the claims it checks (the transfer mails, the support hand-over, receipts, reminders)', () => {
    expect(alarmClaims().length).toBeGreaterThanOrEqual(6);
  });

  it('maps every comment that says "alarm" to an alarm of the template by the metric it names', () => {
    // Prepare
    const alarmed = alarmedMetricNames();

    // Act
    const unbacked = alarmClaims().filter(
      (claim) => claim.names.length === 0 || !claim.names.some((name) => alarmed.has(name)),
    );

    // Assess
    expect(unbacked.map((claim) => claim.where)).toEqual([]);
  });

  it.each(Object.keys(ALARMED_FAILURES))('alarms on %s at the first one', (metricName) => {
    plain.template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: metricName,
      Namespace: 'SkyDeck',
      Threshold: 1,
      Dimensions: [{ Name: 'Stage', Value: 'dev' }],
    });
  });
});

describe('alarms that keep telling', () => {
  it('re-arms every job failure alarm daily and sends it no OK mail', () => {
    // Prepare
    const jobAlarms = alarms().filter(([id]) => id.includes('JobFailures'));
    const schedules = JSON.stringify(plain.template.findResources('AWS::Scheduler::Schedule'));

    // Assess
    expect(jobAlarms.map(([id]) => id.replace(/[0-9A-F]{8}$/, ''))).toEqual([
      'MonitoringReconcileJobFailures',
      'MonitoringSupportRemindersJobFailures',
      'MonitoringMailOutboxJobFailures',
    ]);
    for (const [id, alarm] of jobAlarms) {
      expect(alarm.OKActions).toBeUndefined();
      expect(schedules).toContain(`{"Ref":"${id}"}`);
    }
  });

  it('watches throttles on the table and on every index of its definition', () => {
    // Act
    const throttles = alarms().find(([id]) => id.includes('TableThrottles'))![1];
    const watched = (throttles.Metrics ?? []).flatMap(
      (metric) =>
        metric.MetricStat?.Metric.Dimensions?.filter((dimension) => dimension.Name === 'GlobalSecondaryIndexName').map(
          (dimension) => dimension.Value,
        ) ?? [],
    );

    // Assess
    expect([...new Set(watched)].sort()).toEqual(
      TABLE_DEFINITION.globalSecondaryIndexes.map((index) => index.indexName).sort(),
    );
  });

  it('gives the SES events function an on-failure destination with an alarm that re-notifies', () => {
    // Assess
    mail.template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      MaximumRetryAttempts: 2,
      DestinationConfig: { OnFailure: { Destination: Match.anyValue() } },
    });
    const alarm = Object.entries(mail.template.findResources('AWS::CloudWatch::Alarm')).find(([id]) =>
      id.includes('SesEventsJobFailures'),
    );
    expect(alarm?.[1].Properties).toMatchObject({ MetricName: 'ApproximateNumberOfMessagesVisible', Threshold: 1 });
    expect(alarm?.[1].Properties.OKActions).toBeUndefined();
  });
});

describe("the signing key's watch and the trail it needs", () => {
  const ruleOn = (of: Synthesized) =>
    Object.values(of.template.findResources('AWS::Events::Rule')).filter((rule) =>
      JSON.stringify(rule.Properties.EventPattern ?? {}).includes('ScheduleKeyDeletion'),
    );

  it("makes, by default, a trail of the region's management write events, KMS-encrypted, kept a year", () => {
    // Prepare
    const trail = plain.stack.managementTrail!;
    const logicalId = (construct: { node: { defaultChild?: unknown } }) =>
      plain.stack.getLogicalId(construct.node.defaultChild as never);

    // Assess
    plain.template.hasResourceProperties('AWS::CloudTrail::Trail', {
      IsLogging: true,
      IsMultiRegionTrail: false,
      IncludeGlobalServiceEvents: false,
      EnableLogFileValidation: true,
      KMSKeyId: { 'Fn::GetAtt': [logicalId(trail.key), 'Arn'] },
      S3BucketName: { Ref: logicalId(trail.bucket) },
      EventSelectors: [{ IncludeManagementEvents: true, ReadWriteType: 'WriteOnly' }],
    });
    plain.template.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: { Rules: [Match.objectLike({ ExpirationInDays: MANAGEMENT_TRAIL_RETENTION_DAYS })] },
    });
    plain.template.hasResourceProperties('AWS::KMS::Key', {
      EnableKeyRotation: true,
      KeyPolicy: {
        Statement: Match.arrayWith([
          Match.objectLike({ Action: 'kms:GenerateDataKey*', Principal: { Service: 'cloudtrail.amazonaws.com' } }),
        ]),
      },
    });
    expect(ruleOn(plain)).toHaveLength(1);
  });

  it.each([
    ['account-trail', 0, 1],
    ['none', 0, 0],
  ] as const)('with signingKeyWatch %s makes %i trails and %i rules', (signingKeyWatch, trails, rules) => {
    // Act
    const synthesized = synthesize({ ...fullStage(), signingKeyWatch });

    // Assess
    expect(Object.keys(synthesized.template.findResources('AWS::CloudTrail::Trail'))).toHaveLength(trails);
    expect(ruleOn(synthesized)).toHaveLength(rules);
  });
});

describe('mail never blocks money: the outbox job', () => {
  it('runs every 5 minutes with two retries and a failure queue', () => {
    // Prepare
    const job = mail.stack.jobs.get('mail-outbox')!;
    const functionLogicalId = mail.stack.getLogicalId(job.function.node.defaultChild as never);

    // Assess
    mail.template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'cron(0/5 * * * ? *)',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [functionLogicalId, 'Arn'] }, RetryPolicy: Match.anyValue() })],
    });
  });

  it('may read and write the table and send through the stage identity, nothing else', () => {
    // Prepare
    const job = mail.stack.jobs.get('mail-outbox')!;
    const roleId = mail.stack.getLogicalId(job.function.role!.node.defaultChild as never);

    // Act
    const actions = Object.values(mail.template.findResources('AWS::IAM::Policy'))
      .filter((policy) => JSON.stringify(policy.Properties.Roles) === JSON.stringify([{ Ref: roleId }]))
      .flatMap(
        (policy) => policy.Properties.PolicyDocument.Statement as { Action: string | string[]; Effect: string }[],
      )
      .filter((statement) => statement.Effect === 'Allow')
      .flatMap((statement) => [statement.Action].flat())
      .filter((action) => !action.startsWith('logs:') && !action.startsWith('sqs:'));

    // Assess
    expect([...new Set(actions)].sort()).toEqual([
      'dynamodb:BatchGetItem',
      'dynamodb:DeleteItem',
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:Query',
      'dynamodb:UpdateItem',
      'ses:SendEmail',
    ]);
  });

  it('pages when the oldest refused mail has waited 15 minutes, and again every day while it waits', () => {
    // Act
    const [id, stuck] = alarms(() => mail).find(([alarmId]) => alarmId.includes('MailOutboxStuck'))!;

    // Assess
    expect(stuck).toMatchObject({
      MetricName: MAIL_OUTBOX_OLDEST_AGE_METRIC,
      Namespace: 'SkyDeck',
      Statistic: 'Maximum',
      Period: 300,
      Threshold: 15 * 60,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
    expect(stuck.OKActions).toBeUndefined();
    expect(JSON.stringify(mail.template.findResources('AWS::Scheduler::Schedule'))).toContain(`{"Ref":"${id}"}`);
  });
});

describe('the figures docs/operations.md states', () => {
  const guide = () => readFileSync(path.resolve(__dirname, '../../docs/operations.md'), 'utf8');

  it('names the functions, alarms and routes the template has', () => {
    // Act
    const functions = Object.keys(plain.template.findResources('AWS::Lambda::Function')).filter(
      (id) => !/BucketDeployment|CustomResource|LogRetention|AWS679f53fac002430cb0da5b7982bd2287/.test(id),
    ).length;
    const figures = {
      functions,
      alarms: alarms().length,
      routes: new Set(API_ROUTES.map((route) => `${route.method} ${route.path}`)).size,
      edgeAlarms: Object.keys(plain.edgeAlarmsTemplate.findResources('AWS::CloudWatch::Alarm')).length,
    };

    // Assess
    expect(guide()).toContain(
      `**${figures.functions} functions**, **${figures.alarms} alarms** and **${figures.routes} routes**`,
    );
    expect(guide()).toContain(`The edge alarms stack adds ${figures.edgeAlarms}.`);
  });

  it("states each stage's fixed monthly cost as its templates make it (docs/benchmarks.md, written by the bench)", () => {
    // Prepare
    const templatesOf = (synthesized: Synthesized) =>
      [synthesized.template, synthesized.edgeTemplate, synthesized.edgeAlarmsTemplate].map(
        (template) => template.toJSON() as TemplateJson,
      );
    const benchmarks = readFileSync(path.resolve(__dirname, '../../docs/benchmarks.md'), 'utf8');

    // Act
    const table = fixedCostLines([
      { label: BARE_STAGE!.label, templates: templatesOf(plain) },
      { label: EVERYTHING_ON!.label, templates: templatesOf(mail) },
    ]);

    // Assess: when this fails, `BENCH_ONLY=order npm run bench` rewrites the section from the templates.
    expect(benchmarks).toContain(table.join('\n'));
  });
});
