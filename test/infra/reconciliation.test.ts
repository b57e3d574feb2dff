import { Match } from 'aws-cdk-lib/assertions';
import { synthesize, type Synthesized } from './synth';

/** The daily reconciliation job: its schedule, its environment and nothing more than the access it needs. */
describe('reconciliation construct', () => {
  let synthesized: Synthesized;
  beforeAll(() => {
    synthesized = synthesize();
  }, 120_000);

  const logicalId = (construct: { node: { defaultChild?: unknown } }) =>
    synthesized.stack.getLogicalId(construct.node.defaultChild as never);

  it('runs the reconcile handler once a day from an EventBridge rule, over the last three days', () => {
    // Act
    const { template, stack } = synthesized;
    const fn = stack.jobs.get('reconcile')!.function;

    // Assess
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'cron(15 4 * * ? *)',
      State: 'ENABLED',
      Targets: [
        Match.objectLike({
          Arn: { 'Fn::GetAtt': [logicalId(fn), 'Arn'] },
          Input: JSON.stringify({ days: 3 }),
          RetryPolicy: { MaximumRetryAttempts: 2 },
        }),
      ],
    });
    template.hasResourceProperties('AWS::Lambda::Function', {
      Handler: 'index.handler',
      Timeout: 300,
      // A reservation fails to create on accounts whose concurrency quota is 10.
      ReservedConcurrentExecutions: Match.absent(),
      Environment: {
        Variables: Match.objectLike({ SKYDECK_MODE: 'cloud', SKYDECK_STAGE: 'dev', PADDLE_ENVIRONMENT: 'sandbox' }),
      },
    });
  });

  it.each(['reconcile', 'support-reminders'])(
    'sends a failed %s run, and an event EventBridge could not deliver, to its failure queue',
    (job) => {
      // Prepare
      const { stack, template } = synthesized;
      const { function: fn, failures } = stack.jobs.get(job)!;
      const queueArn = { 'Fn::GetAtt': [logicalId(failures), 'Arn'] };

      // Assess
      template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
        FunctionName: { Ref: logicalId(fn) },
        MaximumRetryAttempts: 2,
        DestinationConfig: { OnFailure: { Destination: queueArn } },
      });
      template.hasResourceProperties('AWS::Events::Rule', {
        Targets: [
          Match.objectLike({ Arn: { 'Fn::GetAtt': [logicalId(fn), 'Arn'] }, DeadLetterConfig: { Arn: queueArn } }),
        ],
      });
    },
  );

  it('may write the table, read the Paddle API key and sign licences, and nothing else', () => {
    // Prepare
    const { stack, template } = synthesized;
    const roleId = logicalId(stack.jobs.get('reconcile')!.function.role as never);

    // Act
    const statements = Object.values(template.findResources('AWS::IAM::Policy'))
      .filter((policy) => (policy.Properties.Roles as { Ref: string }[]).some((role) => role.Ref === roleId))
      .flatMap(
        (policy) => policy.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[],
      );
    const actions = [...new Set(statements.flatMap((statement) => [statement.Action].flat()))].sort();

    // Assess
    expect(actions.filter((action) => !action.startsWith('dynamodb:') && !action.startsWith('logs:'))).toEqual([
      'kms:Sign',
      'secretsmanager:DescribeSecret',
      'secretsmanager:GetSecretValue',
      // Its failure destination (the queue's own, nothing else).
      'sqs:GetQueueAttributes',
      'sqs:GetQueueUrl',
      'sqs:SendMessage',
    ]);
    expect(actions).toContain('dynamodb:PutItem');
    const secretResources = statements
      .filter((statement) => [statement.Action].flat().includes('secretsmanager:GetSecretValue'))
      .map((statement) => statement.Resource);
    expect(secretResources).toEqual([
      { Ref: logicalId(stack.node.findChild('Secrets').node.findChild('PaddleApiKey') as never) },
    ]);
  });

  it('mails support reminders once a day at 08:00, scanning and writing the table and nothing more', () => {
    // Prepare
    const { stack, template } = synthesized;
    const fn = stack.jobs.get('support-reminders')!.function;
    const roleId = logicalId(fn.role as never);

    // Act
    const actions = Object.values(template.findResources('AWS::IAM::Policy'))
      .filter((policy) => (policy.Properties.Roles as { Ref: string }[]).some((role) => role.Ref === roleId))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement as { Action: string | string[] }[])
      .flatMap((statement) => [statement.Action].flat())
      .filter((action) => !action.startsWith('logs:'));

    // Assess
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'cron(0 8 * * ? *)',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [logicalId(fn), 'Arn'] } })],
    });
    expect(actions).toContain('dynamodb:Scan');
    expect(actions).toContain('dynamodb:PutItem');
    // The dev stage has no SES identity: no mail grant (its mails are logged and skipped).
    expect(actions.filter((action) => !action.startsWith('dynamodb:') && !action.startsWith('sqs:'))).toEqual([]);
  });
});
