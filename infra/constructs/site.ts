import { Duration } from 'aws-cdk-lib';
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
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership, type IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { contentSecurityPolicy, STRICT_TRANSPORT_SECURITY_SECONDS } from '../definitions/security-headers';
import { spaRoutingFunctionCode } from '../definitions/spa-routing';
import type { WebConfig } from '../../lambdas/contract/web-config';

export interface SiteProps {
  /** The built SPA (`npm run build:web` writes `web/dist`). */
  readonly webBuildDir: string;
  /** Written beside the build as `/config.json`. */
  readonly webConfig: WebConfig;
  /** The HTTP API's host (`<id>.execute-api.<region>.amazonaws.com`), CloudFront's origin for `/api/*`. */
  readonly apiDomain: string;
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
    });

    const headers = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'SkyDeck security headers (DESIGN.md §6)',
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
          { eventType: FunctionEventType.VIEWER_REQUEST, function: cloudFrontFunction(this, 'SpaFallback', spaRoutingFunctionCode()) },
        ],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: new HttpOrigin(props.apiDomain, { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY }),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // Cookies, query strings and headers all reach the API; Host cannot (API Gateway routes by its own).
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headers,
          functionAssociations: [
            { eventType: FunctionEventType.VIEWER_REQUEST, function: cloudFrontFunction(this, 'ForwardHost', FORWARD_HOST) },
          ],
        },
      },
    });

    this.deployment = new BucketDeployment(this, 'Deployment', {
      sources: [Source.asset(props.webBuildDir), Source.jsonData('config.json', props.webConfig)],
      destinationBucket: bucket,
      distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });

    this.bucket = bucket;
    this.distribution = distribution;
    this.url = `https://${props.domain?.domainName ?? distribution.distributionDomainName}`;
  }
}

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
