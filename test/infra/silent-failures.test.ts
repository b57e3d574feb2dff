import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { addShopStack } from '../../infra/app';
import { edgeStackName, stackName } from '../../infra/definitions/stack-names';
import { cognitoDomainPrefix } from '../../infra/constructs/auth';
import { ROUTE_THROTTLE, routeThrottle } from '../../infra/definitions/handler-definition';
import { API_ROUTES } from '../../infra/definitions/handlers';
import { EdgeStack } from '../../infra/edge-stack';
import { ShopStack } from '../../infra/stack';
import { resolveStage, StageConfigError, type StageConfig } from '../../infra/stages/stages';
import { catchError } from '../support/catch-error';
import { devStage, fakeWebBuild, fullStage, synthesize, testApp, type Synthesized } from './synth';

/** What would fail silently in the cloud now alarms, mail at volume, deploys that retry cleanly. */

const MAIL_STAGE = (): StageConfig =>
  devStage({
    ...fullStage(),
    email: { identity: 'skydeck.example', fromAddress: 'no-reply@skydeck.example', mailDomain: 'skydeck.example' },
    alarmEmails: ['ops@skydeck.example'],
  });

let plain: Synthesized;
let mail: Synthesized;
beforeAll(() => {
  plain = synthesize();
  mail = synthesize(MAIL_STAGE());
}, 120_000);

const logicalId = (synthesized: Synthesized, construct: { node: { defaultChild?: unknown } }) =>
  synthesized.stack.getLogicalId(construct.node.defaultChild as never);
const alarmsOf = (template: Template) => Object.entries(template.findResources('AWS::CloudWatch::Alarm'));
const alarmNamed = (template: Template, part: string) =>
  alarmsOf(template).find(([id]) => id.includes(part))?.[1].Properties;

describe('alarms on what failed silently', () => {
  it.each([
    ['WebhookSignatureFailures', 1, ['POST /api/webhooks/paddle', '"401"']],
    ['CheckoutFailures', 1, ['POST /api/checkout', '"5*"']],
    ['CheckoutUpstreamFailures', 1, ['POST /api/checkout', '"502"']],
    ['AuthorizerDenied', 5, ['"403"', '$.integrationLatency = "-"']],
    ['ApiThrottled', 10, ['"429"']],
  ])('%s counts its access-log lines and alarms at %d, with no minimum traffic', (name, threshold, patternParts) => {
    // Prepare
    const { template } = plain;
    const alarm = alarmNamed(template, name)!;

    // Act
    const filter = Object.values(template.findResources('AWS::Logs::MetricFilter')).find(
      (candidate) => candidate.Properties.MetricTransformations[0].MetricName === alarm.MetricName,
    )!;

    // Assess
    expect(alarm).toMatchObject({
      Threshold: threshold,
      Statistic: 'Sum',
      Period: 300,
      TreatMissingData: 'notBreaching',
    });
    for (const part of patternParts) expect(filter.Properties.FilterPattern).toContain(part);
    expect(alarm.AlarmDescription).toEqual(expect.any(String));
  });

  it('re-arms the reconciliation-missing alarm every day, so it notifies again while no run is seen', () => {
    // Prepare
    const { template } = plain;
    const [missingId, missing] = alarmsOf(template).find(([id]) => id.includes('ReconciliationMissing'))!;

    // Assess: no OK mail for the forced re-arm; a daily schedule sets it to OK, and only that alarm
    expect(missing.Properties.OKActions).toBeUndefined();
    expect(missing.Properties.AlarmActions).toHaveLength(1);
    template.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'cron(0 10 * * ? *)',
      Target: Match.objectLike({ Arn: 'arn:aws:scheduler:::aws-sdk:cloudwatch:setAlarmState' }),
    });
    const inputs = Object.values(template.findResources('AWS::Scheduler::Schedule')).map((schedule) =>
      JSON.stringify(schedule.Properties.Target.Input),
    );
    const input = inputs.find((candidate) => candidate.includes(`{"Ref":"${missingId}"}`));
    expect(input).toBeDefined();
    expect(input).toContain('\\"StateValue\\":\\"OK\\"');
    template.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: [
          Match.objectLike({
            Action: 'cloudwatch:SetAlarmState',
            Effect: 'Allow',
            Resource: Match.arrayWith([{ 'Fn::GetAtt': [missingId, 'Arn'] }]),
          }),
        ],
      },
    });
  });

  it('forwards the signing key being disabled or scheduled for deletion to the alarm topic', () => {
    // Prepare
    const { stack, template } = plain;
    const key = stack.node.findChild('Secrets').node.findChild('LicenceSigningKey');

    // Assess
    template.hasResourceProperties('AWS::Events::Rule', {
      EventPattern: {
        source: ['aws.kms'],
        'detail-type': ['AWS API Call via CloudTrail'],
        detail: {
          eventSource: ['kms.amazonaws.com'],
          eventName: ['DisableKey', 'ScheduleKeyDeletion'],
          resources: { ARN: [{ 'Fn::GetAtt': [logicalId(plain, key as never), 'Arn'] }] },
        },
      },
      Targets: [Match.objectLike({ Arn: { Ref: logicalId(plain, stack.monitoring.topic) } })],
    });
  });

  it('alarms on the first failed run of each scheduled job', () => {
    for (const job of plain.stack.jobs.values()) {
      const queueId = logicalId(plain, job.failures);
      const alarm = alarmsOf(plain.template).find(([, candidate]) =>
        JSON.stringify(candidate.Properties.Dimensions ?? []).includes(queueId),
      )?.[1].Properties;
      expect(alarm).toMatchObject({ MetricName: 'ApproximateNumberOfMessagesVisible', Threshold: 1 });
    }
  });

  it('watches CloudFront 5xx and WAF blocks in us-east-1, with WAF logging its blocks', () => {
    // Prepare
    const { edgeAlarms, edgeAlarmsTemplate, edgeTemplate } = plain;

    // Assess
    expect(edgeAlarms.region).toBe('us-east-1');
    expect(alarmNamed(edgeAlarmsTemplate, 'CloudFront5xxRate')).toMatchObject({
      Namespace: 'AWS/CloudFront',
      MetricName: '5xxErrorRate',
      Threshold: 10,
      EvaluationPeriods: 2,
    });
    expect(alarmNamed(edgeAlarmsTemplate, 'WafBlockedSpike')).toMatchObject({
      Namespace: 'AWS/WAFV2',
      MetricName: 'BlockedRequests',
      Dimensions: expect.arrayContaining([{ Name: 'WebACL', Value: 'SkyDeck-dev-WebAcl' }]),
      Threshold: 100,
    });
    for (const [, alarm] of alarmsOf(edgeAlarmsTemplate)) expect(alarm.Properties.AlarmActions).toHaveLength(1);
    edgeTemplate.hasResourceProperties('AWS::WAFv2::WebACL', { Name: 'SkyDeck-dev-WebAcl' });
    edgeTemplate.hasResourceProperties('AWS::Logs::LogGroup', { LogGroupName: 'aws-waf-logs-skydeck-dev' });
    edgeTemplate.hasResourceProperties('AWS::WAFv2::LoggingConfiguration', {
      LoggingFilter: Match.objectLike({ DefaultBehavior: 'DROP' }),
    });
  });

  it('shows the new signals on the dashboard', () => {
    const body = JSON.stringify(Object.values(plain.template.findResources('AWS::CloudWatch::Dashboard'))[0]);
    for (const title of ['Webhook 401', 'Checkout 5xx and 502', 'Authorizer 403', 'Throttled (429)']) {
      expect(body).toContain(title);
    }
    expect(body).toContain('5xxErrorRate');
    expect(body).toContain('BlockedRequests');
    expect(body).toContain('ApproximateNumberOfMessagesVisible');
    const mailBody = JSON.stringify(Object.values(mail.template.findResources('AWS::CloudWatch::Dashboard'))[0]);
    expect(mailBody).toContain('Reputation.ComplaintRate');
  });
});

describe('each route its own budget', () => {
  it('gives every route of the table its own throttle, the webhook and checkout their own figures', () => {
    // Prepare
    const stage = Object.values(plain.template.findResources('AWS::ApiGatewayV2::Stage'))[0]!;

    // Assess
    const settings = stage.Properties.RouteSettings as Record<string, Record<string, number>>;
    expect(Object.keys(settings).sort()).toEqual(API_ROUTES.map((route) => `${route.method} ${route.path}`).sort());
    for (const route of API_ROUTES) {
      expect(settings[`${route.method} ${route.path}`]).toEqual({
        ThrottlingRateLimit: routeThrottle(route).rateLimit,
        ThrottlingBurstLimit: routeThrottle(route).burstLimit,
      });
    }
    const webhook = API_ROUTES.find((route) => route.handler === 'paddle-webhook')!;
    expect(routeThrottle(webhook)).not.toEqual(ROUTE_THROTTLE);
    // The routes exist before the stage names them.
    const routeIds = Object.keys(plain.template.findResources('AWS::ApiGatewayV2::Route'));
    expect(stage.DependsOn).toEqual(expect.arrayContaining(routeIds.filter((id) => !id.includes('DefaultRoute'))));
  });
});

describe('mail at volume', () => {
  it('sends every shop and Cognito mail with one configuration set whose bounces and complaints go to SNS', () => {
    // Prepare
    const { template, stack } = mail;
    const setId = logicalId(mail, stack.mail!.configurationSet);

    // Assess
    template.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      ConfigurationSetName: { Ref: setId },
      EventDestination: Match.objectLike({
        MatchingEventTypes: ['bounce', 'complaint'],
        SnsDestination: { TopicARN: { Ref: logicalId(mail, stack.mail!.events) } },
      }),
    });
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: Match.objectLike({ ConfigurationSet: { Ref: setId } }),
    });
    const webhook = stack.api.functions.get('paddle-webhook')!;
    const variables =
      template.findResources('AWS::Lambda::Function')[logicalId(mail, webhook)]!.Properties.Environment.Variables;
    expect(variables.SES_CONFIGURATION_SET).toEqual({ Ref: setId });
    expect(JSON.stringify(template.findResources('AWS::IAM::Policy'))).toContain(':configuration-set/');
  });

  it('subscribes the SES events function, which may put suppressed-address items and nothing else', () => {
    // Prepare
    const { template, stack } = mail;
    const fn = stack.mail!.eventsFunction!;
    const roleId = logicalId(mail, fn.role as never);

    // Act
    const statements = Object.values(template.findResources('AWS::IAM::Policy'))
      .filter((policy) => (policy.Properties.Roles as { Ref: string }[]).some((role) => role.Ref === roleId))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Record<string, unknown>[])
      .filter((statement) => ![statement.Action].flat().every((action) => String(action).startsWith('logs:')));

    // Assess
    expect(statements).toEqual([
      // Its on-failure destination: an event it could not record after Lambda's retries is kept there.
      expect.objectContaining({
        Action: ['sqs:GetQueueAttributes', 'sqs:GetQueueUrl', 'sqs:SendMessage'],
        Resource: { 'Fn::GetAtt': [logicalId(mail, stack.mail!.eventsFailures), 'Arn'] },
      }),
      expect.objectContaining({
        Action: 'dynamodb:PutItem',
        Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['SUPPRESSED#*'] } },
      }),
    ]);
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'lambda',
      Endpoint: { 'Fn::GetAtt': [logicalId(mail, fn), 'Arn'] },
    });
  });

  it('alarms on the SES bounce rate at 5 % and the complaint rate at 0.1 %', () => {
    expect(alarmNamed(mail.template, 'MailBounceRate')).toMatchObject({
      Namespace: 'AWS/SES',
      MetricName: 'Reputation.BounceRate',
      Threshold: 0.05,
    });
    expect(alarmNamed(mail.template, 'MailComplaintRate')).toMatchObject({
      MetricName: 'Reputation.ComplaintRate',
      Threshold: 0.001,
    });
    expect(alarmNamed(plain.template, 'MailBounceRate')).toBeUndefined();
  });

  it('makes the domain identity with DKIM when the stage names a mail domain, and only then', () => {
    // Easy DKIM is SES's default for a domain identity: no signing attributes of our own, three CNAMEs to publish.
    mail.template.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'skydeck.example',
      DkimSigningAttributes: Match.absent(),
      DkimAttributes: Match.absent(),
    });
    expect(Object.keys(mail.template.findOutputs('*')).filter((name) => name.includes('DkimRecord'))).toHaveLength(3);
    synthesize(
      devStage({ ...MAIL_STAGE(), email: { identity: 'skydeck.example', fromAddress: 'a@skydeck.example' } }),
    ).template.resourceCountIs('AWS::SES::EmailIdentity', 0);
  });

  it('leaves cdk-nag nothing unacknowledged on a stage with e-mail and a mail domain', () => {
    // Prepare
    const app = testApp();
    addShopStack(app, MAIL_STAGE(), { webBuildDir: fakeWebBuild() });

    // Act
    const report = new AwsSolutionsChecks().validateScope(app);

    // Assess
    expect(report.violations.map((violation) => violation.ruleName)).toEqual([]);
  });

  it('refuses a mail domain that is not the identity the shop sends as', () => {
    const error = catchError(() =>
      resolveStage('s', {
        stages: {
          s: {
            ...resolveStage('dev', { checksOnly: true }),
            domain: { domainName: 'shop.skydeck.example', certificateArn: 'arn:aws:acm:us-east-1:1:certificate/a' },
            email: { identity: 'skydeck.example', fromAddress: 'a@skydeck.example', mailDomain: 'other.example' },
          },
        },
        readIds: () => resolveStage('dev', { checksOnly: true }).paddleIds,
        checksOnly: true,
      }),
    );
    expect(error).toBeInstanceOf(StageConfigError);
    expect(String(error)).toContain('email.mailDomain must be the SES identity (skydeck.example)');
  });
});

describe('deploys that retry cleanly', () => {
  it('reserves no concurrency anywhere', () => {
    for (const fn of Object.values(plain.template.findResources('AWS::Lambda::Function'))) {
      expect(fn.Properties.ReservedConcurrentExecutions).toBeUndefined();
    }
  });

  it('retains the site bucket except when its first create fails', () => {
    const bucket = plain.template.findResources('AWS::S3::Bucket')[logicalId(plain, plain.stack.site.bucket as never)]!;
    expect(bucket.DeletionPolicy).toBe('RetainExceptOnCreate');
  });

  it('puts the stage in the Cognito domain prefix', () => {
    expect(cognitoDomainPrefix('skydeck', 'prod', '111')).toBe('skydeck-prod-111');
    expect(cognitoDomainPrefix('skydeck-dev', 'dev', '111')).toBe('skydeck-dev-111');
    synthesize(devStage({ ...fullStage(), cognitoDomainPrefix: 'skydeck' })).template.hasResourceProperties(
      'AWS::Cognito::UserPoolDomain',
      { Domain: { 'Fn::Join': ['', ['skydeck-dev-', { Ref: 'AWS::AccountId' }]] } },
    );
  });

  it('sends the origin secret version named at deploy, so a rotation reaches CloudFront', () => {
    // Prepare
    const app = testApp();
    app.node.setContext('originVerifyVersion', 'v-2026-11');
    const stage = devStage();
    const edge = new EdgeStack(app, edgeStackName(stage.name), { stage });

    // Act
    const stack = new ShopStack(app, stackName(stage.name), {
      stage,
      webBuildDir: fakeWebBuild(),
      webAclArn: edge.webAclArn,
    });

    // Assess
    const distribution = JSON.stringify(Template.fromStack(stack).findResources('AWS::CloudFront::Distribution'));
    expect(distribution).toContain(':SecretString:::v-2026-11}}');
  });
});
