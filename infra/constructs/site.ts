import path from 'node:path';
import { Duration, RemovalPolicy, SecretValue } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
  type IDistribution,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership, type IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { contentSecurityPolicy, STRICT_TRANSPORT_SECURITY_SECONDS } from '../definitions/security-headers';
import { spaRoutingFunctionCode, spaStatusFunctionCode } from '../definitions/spa-routing';
import type { WebConfig } from '../../lambdas/contract/web-config';
import { ORIGIN_VERIFY_HEADER } from '../../lambdas/contract/origin-verify';

export interface SiteProps {
  /** The built SPA (`npm run build:web` writes `web/dist`). */
  readonly webBuildDir: string;
  /** Written beside the build as `/config.json`. */
  readonly webConfig: WebConfig;
  /** The HTTP API's host (`<id>.execute-api.<region>.amazonaws.com`), CloudFront's origin for `/api/*`. */
  readonly apiDomain: string;
  /** Sent to the API as X-Origin-Verify on every request; the API refuses requests without it (ADR 080). */
  readonly originVerifySecret: ISecret;
  /**
   * The origin secret's version CloudFront sends (`cdk deploy -c originVerifyVersion=<VersionId>` after a rotation):
   * naming it changes the template, so CloudFormation updates the header. The authorizer accepts the current and the
   * previous value meanwhile (docs/operations.md, "Rotating the origin secret").
   * @default the secret's current value when the distribution was last updated
   */
  readonly originVerifyVersionId?: string;
  /** The WAF web ACL (scope CLOUDFRONT, from the stage's us-east-1 edge stack). */
  readonly webAclArn: string;
  /**
   * The shop's own host name and its ACM certificate (us-east-1).
   * @default none: served on the distribution's `…cloudfront.net` name
   */
  readonly domain?: { readonly domainName: string; readonly certificateArn: string };
}

/** The SPA in a private bucket behind CloudFront, which also fronts the API at `/api/*` on the same origin. */
export class Site extends Construct {
  readonly bucket: IBucket;
  readonly distribution: IDistribution;
  readonly deployment: BucketDeployment;
  /** `https://<host>` without a trailing slash. */
  readonly url: string;

  constructor(scope: Construct, id: string, props: SiteProps) {
    super(scope, id);
    const bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      // As the other stateful resources (ADR 082): a failed first create removes it, any later delete keeps it.
      // Its content is the build, but a later delete must not take the assets open tabs still load.
      removalPolicy: RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE,
    });

    const headers = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'SkyDeck security headers',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicy('cloud'), override: true },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(STRICT_TRANSPORT_SECURITY_SECONDS),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
      },
    });

    const distribution = new Distribution(this, 'Distribution', {
      comment: 'SkyDeck shop',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      webAclId: props.webAclArn,
      ...(props.domain
        ? {
            // Only a custom certificate can raise the floor; CloudFront's default one stays at TLSv1.
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
            domainNames: [props.domain.domainName],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', props.domain.certificateArn),
          }
        : {}),
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        functionAssociations: [
          {
            eventType: FunctionEventType.VIEWER_REQUEST,
            function: cloudFrontFunction(this, 'SpaFallback', spaRoutingFunctionCode()),
          },
          {
            eventType: FunctionEventType.VIEWER_RESPONSE,
            function: cloudFrontFunction(this, 'SpaStatus', spaStatusFunctionCode()),
          },
        ],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: new HttpOrigin(props.apiDomain, {
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
            // A dynamic reference: CloudFormation resolves it at deploy time, the template never holds the value.
            customHeaders: {
              [ORIGIN_VERIFY_HEADER]: (props.originVerifyVersionId
                ? SecretValue.secretsManager(props.originVerifySecret.secretArn, {
                    versionId: props.originVerifyVersionId,
                  })
                : props.originVerifySecret.secretValue
              ).unsafeUnwrap(),
            },
          }),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // Cookies, query strings and headers all reach the API; Host cannot (API Gateway routes by its own).
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headers,
          functionAssociations: [
            {
              eventType: FunctionEventType.VIEWER_REQUEST,
              function: cloudFrontFunction(this, 'ForwardHost', FORWARD_HOST),
            },
          ],
        },
      },
    });

    // The deployments' shared handler logs here, a month like every log of the stage (not CDK's default of never).
    const deploymentLogs = new LogGroup(this, 'DeploymentLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // Hashed assets first, never pruned: a tab opened before this deploy still loads its lazy chunks, and the new
    // index.html never names an asset that is not there yet. Their names change with their content: immutable.
    const assets = new BucketDeployment(this, 'AssetsDeployment', {
      sources: [Source.asset(path.join(props.webBuildDir, HASHED_ASSETS_DIR))],
      destinationBucket: bucket,
      destinationKeyPrefix: `${HASHED_ASSETS_DIR}/`,
      prune: false,
      cacheControl: [CacheControl.setPublic(), CacheControl.maxAge(Duration.days(365)), CacheControl.immutable()],
      memoryLimit: 512,
      logGroup: deploymentLogs,
    });
    // Everything else keeps its name across deploys (index.html, config.json, prerendered pages, images): browsers
    // revalidate it every time (no-cache, answered by ETag), so a deploy is seen at the next load.
    this.deployment = new BucketDeployment(this, 'Deployment', {
      sources: [
        Source.asset(props.webBuildDir, { exclude: [`${HASHED_ASSETS_DIR}/**`] }),
        Source.jsonData('config.json', props.webConfig),
      ],
      destinationBucket: bucket,
      prune: false,
      cacheControl: [CacheControl.noCache()],
      distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
      logGroup: deploymentLogs,
    });
    this.deployment.node.addDependency(assets);

    this.bucket = bucket;
    this.distribution = distribution;
    this.url = `https://${props.domain?.domainName ?? distribution.distributionDomainName}`;
  }
}

/** Vite's output directory for content-hashed files (`assets/index-<hash>.js`). */
export const HASHED_ASSETS_DIR = 'assets';

/**
 * The API's CSRF guard compares Origin with the host the browser used (lambdas/http/csrf.ts). API Gateway must
 * get its own Host, so the viewer's travels as X-Forwarded-Host, overwriting any value a client sent.
 */
const FORWARD_HOST = `function handler(event) {
  var request = event.request;
  request.headers['x-forwarded-host'] = { value: request.headers.host.value };
  return request;
}`;

function cloudFrontFunction(scope: Construct, id: string, code: string): CloudFrontFunction {
  return new CloudFrontFunction(scope, id, { code: FunctionCode.fromInline(code), runtime: FunctionRuntime.JS_2_0 });
}
