import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { functionId } from '../../infra/constructs/shop-function';
import { RECONCILIATION_METRICS } from '../../lambdas/contract/shop-metrics';
import { API_ROUTES } from '../../infra/definitions/handlers';
import { CLOUD_ENVIRONMENT } from '../../lambdas/contract/environment';
import { LOCAL_ENVIRONMENT, RUNTIME_ENVIRONMENT } from '../../lambdas/contract/local-environment';
import { ORIGIN_VERIFY_HEADER } from '../../lambdas/contract/origin-verify';
import { MAIL_SEND_DEADLINE_MS } from '../../lambdas/adapters/mail/ses';
import { devStage, fullStage, iamActionsOf, synthesize, type Synthesized } from './synth';

const LAMBDAS_DIR = path.resolve(__dirname, '../../lambdas');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? sourceFiles(file) : file.endsWith('.ts') ? [file] : [];
  });
}

/** The template's Lambda functions of the API, keyed by handler name. */
function functionsByHandler(synthesized: Synthesized): Map<string, Record<string, any>> {
  const resources = synthesized.template.findResources('AWS::Lambda::Function');
  return new Map(
    [...synthesized.stack.api.functions].map(([handler, fn]) => [
      handler,
      resources[synthesized.stack.getLogicalId(fn.node.defaultChild as never)]!,
    ]),
  );
}

/** The IAM actions a function's role may use beyond its own logs. */
function awsActionsOf(synthesized: Synthesized, handler: string): string[] {
  return iamActionsOf(synthesized, handler).filter((action) => !action.startsWith('logs:'));
}

const SES_STAGE = () =>
  devStage({
    ...fullStage(),
    email: { identity: 'skydeck.example', fromAddress: 'no-reply@skydeck.example' },
    alarmEmails: ['ops@skydeck.example', 'owner@skydeck.example'],
  });

describe('function environments (one list, lambdas/contract/environment.ts)', () => {
  let plain: Synthesized;
  let full: Synthesized;
  beforeAll(() => {
    plain = synthesize();
    full = synthesize(SES_STAGE());
  });

  it('gives every function exactly the variables the list requires, and the values pass', () => {
    // Prepare
    const required = Object.entries(CLOUD_ENVIRONMENT)
      .filter(([, rule]) => !('optional' in rule))
      .map(([name]) => name)
      .sort();

    // Assess
    for (const [, fn] of functionsByHandler(plain)) {
      const variables = fn.Properties.Environment.Variables as Record<string, unknown>;
      expect(Object.keys(variables).sort()).toEqual(required);
      expect(variables).toMatchObject({ SKYDECK_MODE: 'cloud', PADDLE_ENVIRONMENT: 'sandbox' });
    }
  });

  it('gives the auth function the hosted domain and providers, and the mailers the SES identity, when configured', () => {
    // Act
    const auth = functionsByHandler(full).get('auth')!.Properties.Environment.Variables;
    const webhook = functionsByHandler(full).get('paddle-webhook')!.Properties.Environment.Variables;

    // Assess
    expect(Object.keys(auth).sort()).toEqual(Object.keys(CLOUD_ENVIRONMENT).sort());
    expect(auth.SOCIAL_PROVIDERS).toBe('amazon,apple,facebook,google');
    expect(JSON.stringify(auth.COGNITO_HOSTED_UI_DOMAIN)).toContain('auth.eu-west-1.amazoncognito.com');
    expect(webhook.MAIL_FROM).toBe('SkyDeck <no-reply@skydeck.example>');
    expect(JSON.stringify(webhook.SES_IDENTITY_ARN)).toContain(':identity/skydeck.example');
  });

  it('lists every variable any handler code reads', () => {
    // Prepare
    const read = new Set<string>();
    for (const file of sourceFiles(LAMBDAS_DIR)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)) read.add(match[1]!);
    }

    const listed = new Set(
      [CLOUD_ENVIRONMENT, LOCAL_ENVIRONMENT, RUNTIME_ENVIRONMENT].flatMap((rules) => Object.keys(rules)),
    );

    // Assess
    expect(read.size).toBeGreaterThan(5);
    expect([...read].filter((name) => !listed.has(name) && !name.startsWith('AWS_LAMBDA'))).toEqual([]);
  });
});

describe('least privilege, read back from the template', () => {
  let synthesized: Synthesized;
  beforeAll(() => {
    synthesized = synthesize(SES_STAGE());
  });

  const secretRead = ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue'];
  const tableRead = ['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:Query'];
  const tableWrite = [...tableRead, 'dynamodb:DeleteItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'];
  it.each<[string, string[]]>([
    ['health', ['dynamodb:DescribeTable']],
    ['pricing', []],
    // Sign-out records in the table; the key that seals the challenge cookie; a reset ends the password user's
    // sessions (the pool's ListUsers and AdminUserGlobalSignOut) and mails the change.
    [
      'auth',
      [...tableWrite, ...secretRead, 'cognito-idp:AdminUserGlobalSignOut', 'cognito-idp:ListUsers', 'ses:SendEmail'],
    ],
    ['no-route', []],
    ['licence-public-key', ['kms:GetPublicKey']],
    ['licence-key-status', [...tableRead, 'kms:GetPublicKey']],
    ['products', tableRead],
    ['licenses', tableRead],
    // The next charge as Paddle previews it (its API key).
    ['subscriptions', [...tableRead, ...secretRead]],
    ['subscription-actions', [...tableWrite, ...secretRead, 'ses:SendEmail']],
    ['checkout', [...tableWrite, ...secretRead]],
    // Both Paddle secrets: CDK merges the two grants into one statement with two resources.
    ['paddle-webhook', [...tableWrite, 'dynamodb:ConditionCheckItem', ...secretRead, 'kms:Sign', 'ses:SendEmail']],
    ['licence-transfers', [...tableWrite, 'dynamodb:ConditionCheckItem', 'kms:Sign', 'ses:SendEmail', ...secretRead]],
    ['origin-verify', secretRead],
  ])('%s may do exactly %j', (handler, actions) => {
    expect(awsActionsOf(synthesized, handler)).toEqual([...actions].sort());
  });

  /**
   * The commands a store module constructs, as IAM actions (PutCommand → PutItem, QueryCommand → Query).
   * TransactWriteItems has no action of its own: IAM checks each of its actions as PutItem, UpdateItem, DeleteItem or
   * ConditionCheckItem (AWS: "Using IAM with DynamoDB transactions").
   */
  function dynamoActionsSentBy(files: readonly string[]): Set<string> {
    return new Set(
      files.flatMap((file) => {
        const source = readFileSync(file, 'utf8');
        const commands = [...source.matchAll(/new (\w+)Command\(/g)]
          .map(([, name]) => name!)
          .filter((name) => name !== 'TransactWrite');
        const transactionActions = [...source.matchAll(/\b(Put|Update|Delete|ConditionCheck): \{/g)].map(
          ([, kind]) => kind!,
        );
        return [...commands, ...transactionActions].map((name) =>
          ['Query', 'Scan', 'DescribeTable'].includes(name) ? `dynamodb:${name}` : `dynamodb:${name}Item`,
        );
      }),
    );
  }

  /** The store modules a Lambda source file imports itself (`../../adapters/portal-store`, `../adapters/store/transfers`). */
  function storeModulesOf(file: string): string[] {
    const source = readFileSync(path.join(LAMBDAS_DIR, `${file}.ts`), 'utf8');
    return [...source.matchAll(/from '(?:\.\.\/)+(adapters\/(?:portal-store|store\/[\w-]+))'/g)].map(([, module]) =>
      path.join(LAMBDAS_DIR, `${module}.ts`),
    );
  }

  it.each<[string, () => string[]]>([
    // The webhook composes its ports from every store module.
    ['paddle-webhook', () => sourceFiles(path.join(LAMBDAS_DIR, 'adapters/store'))],
    // Its transfers are wired over the store in the ports file the operator's actions share.
    ['licence-transfers', () => storeModulesOf('services/portal/transfer-ports')],
  ])('grants %s every DynamoDB operation its store sends (a missing one fails only in AWS)', (handler, files) => {
    // Prepare
    const sent = dynamoActionsSentBy(files());

    // Act
    const granted = awsActionsOf(synthesized, handler);

    // Assess
    expect(sent.size).toBeGreaterThan(3);
    expect([...sent].filter((action) => !granted.includes(action))).toEqual([]);
  });

  it('lets ses:SendEmail use the stage identity only, and Sign only the signing key', () => {
    const statements = Object.values(synthesized.template.findResources('AWS::IAM::Policy')).flatMap(
      (policy) => policy.Properties.PolicyDocument.Statement as { Action: unknown; Resource: unknown }[],
    );
    for (const statement of statements.filter((candidate) => candidate.Action === 'ses:SendEmail')) {
      expect(JSON.stringify(statement.Resource)).toContain(':identity/skydeck.example');
    }
    for (const statement of statements.filter((candidate) => JSON.stringify(candidate.Action).includes('kms:'))) {
      expect(JSON.stringify(statement.Resource)).toContain('SecretsLicenceSigningKey');
    }
  });
});

describe('the API only behind CloudFront', () => {
  let synthesized: Synthesized;
  let template: Template;
  beforeAll(() => {
    synthesized = synthesize();
    template = synthesized.template;
  });

  it('puts every route, $default included, behind the origin-verify authorizer', () => {
    // Assess
    template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'REQUEST',
      EnableSimpleResponses: true,
      IdentitySource: [`$request.header.${ORIGIN_VERIFY_HEADER}`],
      AuthorizerResultTtlInSeconds: 300,
    });
    const routes = Object.values(template.findResources('AWS::ApiGatewayV2::Route'));
    expect(routes).toHaveLength(API_ROUTES.length + 1);
    for (const route of routes)
      expect(route.Properties).toMatchObject({ AuthorizationType: 'CUSTOM', AuthorizerId: expect.anything() });
  });

  it('has CloudFront send the origin secret to the API, resolved from Secrets Manager at deploy time', () => {
    const config = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0]!.Properties
      .DistributionConfig;
    const apiOrigin = config.Origins.find((origin: { DomainName: unknown }) =>
      JSON.stringify(origin.DomainName).includes('execute-api'),
    );
    expect(apiOrigin.OriginCustomHeaders).toEqual([
      { HeaderName: ORIGIN_VERIFY_HEADER, HeaderValue: expect.anything() },
    ]);
    expect(JSON.stringify(apiOrigin.OriginCustomHeaders[0].HeaderValue)).toContain('{{resolve:secretsmanager:');
  });

  it('outputs the distribution domain name and never the execute-api URL', () => {
    const outputs = template.findOutputs('*');
    expect(Object.keys(outputs)).not.toContain('ApiUrl');
    expect(JSON.stringify(outputs)).not.toContain('execute-api');
    expect(outputs.DistributionDomainName!.Value).toEqual({
      'Fn::GetAtt': [expect.stringContaining('Distribution'), 'DomainName'],
    });
  });

  it('attaches a us-east-1 web ACL with the common and known-bad-input rules and an /api/auth/ rate limit', () => {
    // Assess
    expect(synthesized.edge.region).toBe('us-east-1');
    const acl = Object.values(synthesized.edgeTemplate.findResources('AWS::WAFv2::WebACL'))[0]!.Properties;
    expect(acl.Scope).toBe('CLOUDFRONT');
    const rules = Object.fromEntries(
      (acl.Rules as { Name: string; Statement: any }[]).map((rule) => [rule.Name, rule.Statement]),
    );
    expect(rules.AWSManagedRulesCommonRuleSet.ManagedRuleGroupStatement.Name).toBe('AWSManagedRulesCommonRuleSet');
    expect(rules.AWSManagedRulesKnownBadInputsRuleSet.ManagedRuleGroupStatement.Name).toBe(
      'AWSManagedRulesKnownBadInputsRuleSet',
    );
    expect(rules.AuthRateLimit.RateBasedStatement).toMatchObject({
      AggregateKeyType: 'IP',
      ScopeDownStatement: { ByteMatchStatement: { SearchString: '/api/auth/', PositionalConstraint: 'STARTS_WITH' } },
    });
    const config = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0]!.Properties
      .DistributionConfig;
    expect(JSON.stringify(config.WebACLId)).toMatch(/WebAcl|ExportsReader/);
  });
});

describe('monitoring', () => {
  let template: Template;
  beforeAll(() => {
    template = synthesize(SES_STAGE()).template;
  });

  const alarms = () => Object.entries(template.findResources('AWS::CloudWatch::Alarm'));
  const alarmNamed = (part: string) => alarms().find(([logicalId]) => logicalId.includes(part))![1].Properties;

  it("e-mails the stage's alarm subscribers through one SNS topic that refuses plain HTTP", () => {
    // The alarm topic, and the topic SES publishes bounces and complaints to (a stage with e-mail).
    template.resourceCountIs('AWS::SNS::Topic', 2);
    template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@skydeck.example' });
    template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'owner@skydeck.example' });
    for (const [, alarm] of alarms()) expect(alarm.Properties.AlarmActions).toHaveLength(1);
  });

  it('counts every 5xx on the webhook route from the access log and alarms on the first', () => {
    // Assess
    const route = API_ROUTES.find((candidate) => candidate.handler === 'paddle-webhook')!;
    template.hasResourceProperties('AWS::Logs::MetricFilter', {
      FilterPattern: `{ ($.routeKey = "${route.method} ${route.path}") && ($.status = "5*") }`,
    });
    expect(alarmNamed('WebhookFailures')).toMatchObject({ MetricName: 'WebhookServerErrors', Threshold: 1 });
  });

  it('alarms on errors and throttles of every function', () => {
    const names = alarms().map(([logicalId]) => logicalId);
    for (const handler of [...API_ROUTES.map((route) => route.handler), 'no-route', 'origin-verify', 'reconcile']) {
      expect(names).toEqual(expect.arrayContaining([expect.stringContaining(`${functionId(handler)}Errors`)]));
      expect(names).toEqual(expect.arrayContaining([expect.stringContaining(`${functionId(handler)}Throttles`)]));
    }
  });

  it('alarms on the API 5xx rate and on DynamoDB throttles', () => {
    expect(JSON.stringify(alarmNamed('ApiServerErrorRate').Metrics)).toContain('5xx');
    expect(JSON.stringify(alarmNamed('TableThrottles').Metrics)).toContain('WriteThrottleEvents');
  });

  it('alarms on reconciliation mismatches and failures, and when no run was seen for 26 hours', () => {
    // Assess
    expect(alarmNamed('ReconciliationMismatches')).toMatchObject({
      Namespace: 'SkyDeck',
      MetricName: 'ReconciliationMismatches',
      Dimensions: [{ Name: 'Stage', Value: 'dev' }],
    });
    expect(alarmNamed('ReconciliationFailures')).toMatchObject({ MetricName: 'ReconciliationFailures', Threshold: 1 });
    expect(alarmNamed('ReconciliationMissing')).toMatchObject({
      MetricName: 'ReconciliationApplied',
      Period: 3600,
      EvaluationPeriods: 26,
      DatapointsToAlarm: 26,
      TreatMissingData: 'breaching',
      ComparisonOperator: 'LessThanThreshold',
    });
    expect(RECONCILIATION_METRICS).toContain('ReconciliationApplied');
  });

  it('has one dashboard, without a fixed name', () => {
    template.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
    expect(
      Object.values(template.findResources('AWS::CloudWatch::Dashboard'))[0]!.Properties.DashboardName,
    ).toBeUndefined();
  });
});

describe('e-mail through SES', () => {
  it("sends Cognito's mails from the stage's verified SES identity", () => {
    synthesize(SES_STAGE()).template.hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: {
        EmailSendingAccount: 'DEVELOPER',
        From: 'SkyDeck <no-reply@skydeck.example>',
        SourceArn: Match.objectLike({ 'Fn::Join': Match.arrayWith([Match.arrayWith([':identity/skydeck.example'])]) }),
      },
    });
  });

  it('gives every function that sends mail the time to give up a hung send and hand its claim back', () => {
    // Prepare
    const { template } = synthesize(SES_STAGE());
    const policies = Object.values(template.findResources('AWS::IAM::Policy'));
    const sendsMail = (roleId: string) =>
      policies.some(
        (policy) =>
          (policy.Properties.Roles as { Ref: string }[]).some((role) => role.Ref === roleId) &&
          (policy.Properties.PolicyDocument.Statement as { Action: string | string[] }[]).some((statement) =>
            [statement.Action].flat().includes('ses:SendEmail'),
          ),
      );

    // Act
    const mailers = Object.values(template.findResources('AWS::Lambda::Function')).filter((fn) =>
      sendsMail((fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0]),
    );

    // Assess: the webhook and its replay, transfers, subscription receipts, the console's licence and order actions,
    // reconciliation and reminders, the password-changed mail and the account deletion's code and receipt, and the
    // outbox that sends again what SES refused, each with twice the time one send may take
    expect(mailers).toHaveLength(11);
    for (const fn of mailers) expect(fn.Properties.Timeout).toBeGreaterThanOrEqual((2 * MAIL_SEND_DEADLINE_MS) / 1000);
  });
});

describe('retryable deploys and recoverable data', () => {
  it('reads each cross-region value as a stack output at deploy time, so a replaced producer deploys', () => {
    // Prepare
    const { template, edgeAlarmsTemplate, edgeTemplate, edge, stack } = synthesize();
    const all = [template, edgeTemplate, edgeAlarmsTemplate].map((t) => JSON.stringify(t.toJSON()));

    // Act
    const reads = (text: string) =>
      [...text.matchAll(/"Fn::GetStackOutput":\{"StackName":"([^"]+)","Region":"([^"]+)"/g)].map(
        ([, name, region]) => ({
          name,
          region,
        }),
      );

    // Assess: the distribution reads the web ACL from us-east-1, the edge alarms the distribution from eu-west-1
    expect(reads(all[0]!)).toEqual([{ name: edge.stackName, region: 'us-east-1' }]);
    expect(reads(all[2]!)).toContainEqual({ name: stack.stackName, region: 'eu-west-1' });
    for (const text of all) expect(text).not.toMatch(/Custom::CrossRegionExport(Reader|Writer)/);
  });

  it('retains the table, user pool, Paddle secrets and signing key, except when their first create fails', () => {
    // Act
    const { template } = synthesize();

    // Assess
    for (const type of ['AWS::DynamoDB::Table', 'AWS::Cognito::UserPool', 'AWS::KMS::Key']) {
      template.hasResource(type, { DeletionPolicy: 'RetainExceptOnCreate', UpdateReplacePolicy: 'Retain' });
    }
    const paddleSecrets = Object.values(template.findResources('AWS::SecretsManager::Secret')).filter((secret) =>
      String(secret.Properties.Description).includes('Paddle'),
    );
    expect(paddleSecrets.map((secret) => secret.DeletionPolicy)).toEqual([
      'RetainExceptOnCreate',
      'RetainExceptOnCreate',
    ]);
  });

  it('fixes no physical name that a retried or re-created stack would collide with', () => {
    const { template } = synthesize(fullStage());
    for (const secret of Object.values(template.findResources('AWS::SecretsManager::Secret')))
      expect(secret.Properties.Name).toBeUndefined();
    template.resourceCountIs('AWS::KMS::Alias', 0);
    expect(Object.values(template.findResources('AWS::DynamoDB::Table'))[0]!.Properties.TableName).toBeUndefined();
    template.hasResourceProperties('AWS::Cognito::UserPoolDomain', {
      Domain: { 'Fn::Join': ['', ['skydeck-dev-', { Ref: 'AWS::AccountId' }]] },
    });
  });

  it('adopts an existing signing key, table and user pool instead of creating them', () => {
    // Prepare
    const keyArn = 'arn:aws:kms:eu-west-1:111111111111:key/1234abcd-12ab-34cd-56ef-1234567890ab';

    // Act
    const adopted = synthesize(
      devStage({
        adopt: { licenceSigningKeyArn: keyArn, tableName: 'SkyDeck-prod-restored', userPoolId: 'eu-west-1_Abc123' },
      }),
    );

    // Assess: the only key made is the management trail's, which signs nothing
    for (const type of ['AWS::DynamoDB::Table', 'AWS::Cognito::UserPool']) adopted.template.resourceCountIs(type, 0);
    expect(
      Object.keys(adopted.template.findResources('AWS::KMS::Key', { Properties: { KeyUsage: 'SIGN_VERIFY' } })),
    ).toEqual([]);
    adopted.template.resourceCountIs('AWS::KMS::Key', 1);
    const env = functionsByHandler(adopted).get('licence-public-key')!.Properties.Environment.Variables;
    expect(env).toMatchObject({
      TABLE_NAME: 'SkyDeck-prod-restored',
      USER_POOL_ID: 'eu-west-1_Abc123',
      LICENCE_SIGNING_KEY_ID: '1234abcd-12ab-34cd-56ef-1234567890ab',
    });
    expect(awsActionsOf(adopted, 'licence-public-key')).toEqual(['kms:GetPublicKey']);
  });
});

describe('deploys that keep open tabs working', () => {
  it('serves hashed assets immutable and never prunes them; everything else no-cache', () => {
    // Act
    const deployments = Object.entries(synthesize().template.findResources('Custom::CDKBucketDeployment'));

    // Assess
    const assets = deployments.find(([logicalId]) => logicalId.includes('Assets'))![1].Properties;
    const pages = deployments.find(([logicalId]) => !logicalId.includes('Assets'))![1].Properties;
    expect(assets).toMatchObject({
      Prune: false,
      DestinationBucketKeyPrefix: 'assets/',
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
    expect(pages).toMatchObject({
      Prune: false,
      SystemMetadata: { 'cache-control': 'no-cache' },
      DistributionPaths: ['/*'],
    });
    expect(pages.SourceObjectKeys).toHaveLength(2);
  });
});
