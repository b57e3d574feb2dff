/**
 * The outputs of a stage's stacks that the operator commands read (infra/operations/): the stacks write them under
 * these keys (infra/stack.ts, infra/edge-alarms-stack.ts) and the local stack's AWS stand-in lists the same keys.
 */
export const SHOP_OUTPUTS = {
  siteUrl: 'SiteUrl',
  alarmTopicArn: 'AlarmTopicArn',
  reconcileFunctionName: 'ReconcileFunctionName',
  webhookReplayFunctionName: 'WebhookReplayFunctionName',
} as const;

export const EDGE_ALARMS_OUTPUTS = { alarmTopicArn: 'EdgeAlarmTopicArn' } as const;
