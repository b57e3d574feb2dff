import { Stack, Token, Validations, type CfnResource } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import type { Api } from './constructs/api';
import type { Auth } from './constructs/auth';
import type { Data } from './constructs/data';
import type { Reconciliation } from './constructs/reconciliation';
import type { Secrets } from './constructs/secrets';
import type { Site } from './constructs/site';

export interface NagScope {
  readonly stack: Stack;
  readonly data: Data;
  readonly auth: Auth;
  readonly api: Api;
  readonly reconciliation: Reconciliation;
  readonly site: Site;
  readonly secrets: Secrets;
  readonly customDomain: boolean;
}

/**
 * Every cdk-nag AwsSolutions finding this app does not fix, each with the reason it stands. Kept in one place so a
 * reviewer reads them together; each is scoped to the narrowest construct it concerns (cdk-nag 3 matches a finding
 * on the resource or any of its ancestors). A new finding fails synth until it is fixed or written down here.
 */
export function acknowledgeNagFindings(scope: NagScope): void {
  const { stack, auth, api, reconciliation, site, secrets } = scope;
  const ack = (construct: IConstruct, id: string, reason: string) =>
    Validations.of(construct).acknowledge({ id: `AwsSolutions-${id}`, reason });

  // Auth
  ack(auth.userPool, 'COG1',
    'SPEC.md §5 sets a minimum length of 10 and no character-class rules, as OWASP ASVS 6.2.5 advises: ' +
      'composition rules push people to predictable passwords. Length is the policy.');
  ack(auth.userPool, 'COG2', 'SPEC.md: MFA is off for shop accounts; an account holds licences, not payment data (Paddle holds that).');
  ack(auth.userPool, 'COG8',
    'The Plus feature plan (threat protection) is priced per active user; sign-in and reset answers already ' +
      'hide whether an account exists (PreventUserExistenceErrors). Revisit if credential stuffing is seen.');

  // Secrets
  for (const secret of [secrets.paddleApiKey, secrets.paddleWebhookSecret]) {
    ack(secret, 'SMG4',
      'Issued by Paddle, not by AWS: it is rotated in the Paddle dashboard and then put here by the operator ' +
        '(README "Deploying"); a rotation Lambda cannot create a Paddle key.');
  }
  ack(secrets.challengeCookieKey, 'SMG4',
    'Seals a sign-in step for 3 minutes at most (ADR 022): replacing the generated value by hand (a new version) ' +
      'ends only sign-ins in progress; a rotation Lambda would add a function for no gain.');

  // API
  ack(api, 'APIG4',
    'No API Gateway authorizer by design: sessions are HttpOnly cookies (DESIGN.md §6) that an authorizer cannot ' +
      'read, so each signed-in handler verifies the Cognito token itself with aws-jwt-verify; pricing, health, ' +
      'checkout-as-guest and the signed Paddle webhook are public by contract.');
  const table = Stack.of(api).getLogicalId(scope.data.table.node.defaultChild as CfnResource);
  // The API's handlers and the daily reconciliation job are the shop's Lambda functions.
  for (const functions of [api, reconciliation]) {
    ack(functions, 'L1', 'DESIGN.md fixes Node.js 22 for the handlers (the version the code and tests run on).');
    ack(functions, `IAM5[Resource::<${table}.Arn>/index/*]`,
      "The table's own secondary indexes (gsi1), granted with the table by grantReadData/grantReadWriteData.");
  }

  // Site
  ack(site.bucket, 'S1',
    'Holds only the public SPA build, readable solely by CloudFront (origin access control); object access is ' +
      'what CloudFront serves, so server access logs would record nothing of interest.');
  const distribution = site.distribution;
  ack(distribution, 'CFR1', 'The shop sells to the whole world; no country is excluded.');
  ack(distribution, 'CFR2',
    'No WAF web ACL yet: the API has stage throttling and validates every input; a web ACL (rate-based rule) is ' +
      'the next step if abuse appears, at a fixed monthly cost.');
  ack(distribution, 'CFR3',
    'Static requests carry no state and the API logs every call (JSON access logs); standard CloudFront logs ' +
      'would need an ACL-enabled bucket and keep visitor IP addresses without a use for them.');
  if (!scope.customDomain) {
    ack(distribution, 'CFR4',
      "Without a custom domain CloudFront's default certificate is used, whose policy is fixed at TLSv1; a stage " +
        'with `domain` gets TLSv1.2_2021.');
    Validations.of(distribution).acknowledge({
      id: 'Annotation::@aws-cdk/aws-cloudfront:minimumProtocolVersionWithoutCertificate',
      reason: 'Same as AwsSolutions-CFR4: no custom certificate on this stage.',
    });
  }

  // BucketDeployment's singleton handler: its runtime, role and policy are chosen by aws-cdk-lib.
  const deploymentHandler = stack.node.children.find((child) => child.node.id.startsWith('Custom::CDKBucketDeployment'));
  if (deploymentHandler) {
    const why = 'aws-cdk-lib BucketDeployment handler (runs only during deploys); its role and runtime are set by CDK.';
    ack(deploymentHandler, 'L1', why);
    ack(deploymentHandler, 'IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]', why);
    const partition = Token.isUnresolved(stack.partition) ? '<AWS::Partition>' : stack.partition;
    const account = Token.isUnresolved(stack.account) ? '<AWS::AccountId>' : stack.account;
    const siteBucket = stack.getLogicalId(site.bucket.node.defaultChild as CfnResource);
    for (const finding of [
      'Action::s3:GetObject*',
      'Action::s3:GetBucket*',
      'Action::s3:List*',
      'Action::s3:DeleteObject*',
      'Action::s3:Abort*',
      `Resource::arn:${partition}:s3:::cdk-hnb659fds-assets-${account}-${stack.region}/*`,
      `Resource::<${siteBucket}.Arn>/*`,
      'Resource::*',
    ]) {
      ack(deploymentHandler, `IAM5[${finding}]`, `${why} It copies the build from the CDK asset bucket into the site bucket and invalidates CloudFront.`);
    }
  }
}
