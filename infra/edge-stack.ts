import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { WebAcl } from './constructs/web-acl';
import { EDGE_REGION, type StageConfig } from './stages/stages';

export interface EdgeStackProps extends Omit<StackProps, 'env'> {
  readonly stage: StageConfig;
}

/**
 * What CloudFront needs from us-east-1 for a stage: its WAF web ACL. The shop stack (eu-west-1) reads the ACL's ARN
 * through CDK's weak cross-region reference (an output here, `Fn::GetStackOutput` there; ADR 506), so a replaced web
 * ACL deploys here and reaches the distribution on the shop stack's deploy.
 */
export class EdgeStack extends Stack {
  readonly webAclArn: string;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, {
      ...props,
      description: `SkyDeck shop, stage ${props.stage.name}: CloudFront's web ACL (us-east-1)`,
      env: { account: props.stage.account ?? process.env.CDK_DEFAULT_ACCOUNT, region: EDGE_REGION },
      crossRegionReferences: true,
    });
    this.webAclArn = new WebAcl(this, 'WebAcl', { stageName: props.stage.name }).webAcl.attrArn;
  }
}
