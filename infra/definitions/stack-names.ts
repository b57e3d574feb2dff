/**
 * The CloudFormation stack names of a stage: the CDK app names its stacks so, and the operator commands
 * (infra/operations/) and the local stack's AWS stand-in find them by the same names.
 */
export function stackName(stageName: string): string {
  return `SkyDeck-${stageName}`;
}

export function edgeStackName(stageName: string): string {
  return `${stackName(stageName)}-edge`;
}

export function edgeAlarmsStackName(stageName: string): string {
  return `${stackName(stageName)}-edge-alarms`;
}
