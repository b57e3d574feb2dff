import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { contentSecurityPolicy, STRICT_TRANSPORT_SECURITY_SECONDS } from '../../infra/definitions/security-headers';
import { siteRouteFor } from '../../infra/definitions/spa-routing';
import { webConfigFor } from '../../infra/stack';
import { devStage, fullStage, synthesize, type Synthesized } from './synth';

// AWS managed CloudFront policies, by their fixed ids.
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

interface CloudFrontRequest {
  uri: string;
  headers: Record<string, { value: string }>;
}

/** Runs a CloudFront Function's code from the template on a viewer request. */
function runFunction(template: Template, namePart: string, request: CloudFrontRequest): CloudFrontRequest {
  const [code] = Object.entries(template.findResources('AWS::CloudFront::Function'))
    .filter(([logicalId]) => logicalId.includes(namePart))
    .map(([, fn]) => fn.Properties.FunctionCode as string);
  const handler = new Function(`${code}; return handler;`)() as (event: {
    request: CloudFrontRequest;
  }) => CloudFrontRequest;
  return handler({ request });
}

function distributionConfig(template: Template) {
  return Object.values(template.findResources('AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig;
}

describe('site construct', () => {
  let synthesized: Synthesized;
  let template: Template;
  beforeAll(() => {
    synthesized = synthesize();
    template = synthesized.template;
  });

  it('keeps the SPA in a private bucket that refuses plain HTTP', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
    });
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  it('serves the bucket through CloudFront with origin access control, HTTPS only', () => {
    // Assess
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    const config = distributionConfig(template);
    const s3Origin = config.Origins.find((origin: { S3OriginConfig?: unknown }) => origin.S3OriginConfig);
    expect(s3Origin.OriginAccessControlId).toBeDefined();
    expect(config.DefaultRootObject).toBe('index.html');
    expect(config.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
  });

  it('answers prerendered pages with their HTML, other app routes with index.html, and leaves files alone', () => {
    const run = (uri: string) => runFunction(template, 'SpaFallback', { uri, headers: {} }).uri;
    expect(run('/')).toBe('/prerendered/index.html');
    expect(run('/buy-fms-trainer/B738')).toBe('/prerendered/buy-fms-trainer/B738.html');
    expect(run('/buy-skydeck-suite/A320/')).toBe('/prerendered/buy-skydeck-suite/A320.html');
    expect(run('/about')).toBe('/prerendered/about.html');
    expect(run('/buy-fms-trainer/B737')).toBe('/index.html');
    expect(run('/account/licences')).toBe('/index.html');
    expect(run('/assets/index-abc123.js')).toBe('/assets/index-abc123.js');
    expect(run('/config.json')).toBe('/config.json');
  });

  it('answers a page under a language code with its file in that language', () => {
    // Act
    const run = (uri: string) => runFunction(template, 'SpaFallback', { uri, headers: {} }).uri;

    // Assess
    expect(
      [
        '/de/about',
        '/he',
        '/ar/',
        '/de/buy-fms-trainer/B738',
        '/de/licenses',
        '/uk/buy/skydeck-suiteb737annual/2',
        '/de/my',
      ].map(run),
    ).toEqual([
      '/prerendered/de/about.html',
      '/prerendered/he/index.html',
      '/prerendered/ar/index.html',
      '/prerendered/de/buy-fms-trainer/B738.html',
      '/prerendered/de/shell/licenses.html',
      '/prerendered/uk/shell/buy.html',
      '/prerendered/de/app.html',
    ]);
  });

  it.each([
    ['/about', { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' }, {}, '/de/about?tab=1'],
    ['/', { 'accept-language': 'fr;q=0.5, he;q=0.9' }, {}, '/he?tab=1'],
    ['/licenses', { 'accept-language': 'xx, nn-NO' }, {}, '/nb/licenses?tab=1'],
    ['/about', { 'accept-language': 'de' }, { 'skydeck-language': { value: 'en' } }, undefined],
    ['/about', { 'accept-language': 'fr' }, { 'skydeck-language': { value: 'ar' } }, '/ar/about?tab=1'],
    ['/about', { 'accept-language': 'en-GB,de' }, {}, undefined],
    ['/de/about', { 'accept-language': 'fr' }, {}, undefined],
    ['/admin', { 'accept-language': 'de' }, {}, undefined],
    ['/assets/index-abc123.js', { 'accept-language': 'de' }, {}, undefined],
    ['/no/such/page', { 'accept-language': 'de' }, {}, undefined],
  ])('sends %s with %j and cookies %j to %s', (uri, headers, cookies, location) => {
    // Prepare
    const code = Object.entries(template.findResources('AWS::CloudFront::Function'))
      .filter(([logicalId]) => logicalId.includes('SpaFallback'))
      .map(([, fn]) => fn.Properties.FunctionCode as string)[0]!;
    const handler = new Function(`${code}; return handler;`)() as (event: object) => {
      statusCode?: number;
      headers: Record<string, { value: string }>;
    };
    const viewerHeaders = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, { value }]));

    // Act
    const answer = handler({ request: { uri, headers: viewerHeaders, cookies, querystring: { tab: { value: '1' } } } });

    // Assess
    expect(answer.statusCode === 302 ? answer.headers.location?.value : undefined).toBe(location);
  });

  it('answers the app pages that have a shell document of their own with it, as the local site does (ADR 350)', () => {
    // Act
    const run = (uri: string) => runFunction(template, 'SpaFallback', { uri, headers: {} }).uri;

    // Assess
    expect(
      ['/licenses', '/orders/', '/sign-in', '/pay', '/buy/skydeck-suiteb737annual/2', '/my', '/subscriptions'].map(run),
    ).toEqual([
      '/prerendered/shell/licenses.html',
      '/prerendered/shell/orders.html',
      '/prerendered/shell/sign-in.html',
      '/prerendered/shell/pay.html',
      '/prerendered/shell/buy.html',
      '/index.html',
      '/index.html',
    ]);
    expect(['/licenses', '/buy/skydeck-suiteb737annual/2', '/my'].map((uri) => siteRouteFor(uri).file)).toEqual([
      '/prerendered/shell/licenses.html',
      '/prerendered/shell/buy.html',
      '/index.html',
    ]);
  });

  it.each([
    ['/', 200],
    ['/licenses', 200],
    ['/buy-fms-trainer/B737', 200],
    ['/buy/skydeck-suiteb737annual/2', 200],
    ['/buy/suite-nc-support-extension-a320-annual/1/0', 200],
    ['/assets/index-abc123.js', 200],
    ['/images/skydeck-suite.svg', 200],
    ['/buy/x/2.5', 404],
    ['/buy-fms-trainer/XYZ', 404],
    ['/buy-skydeck-suite/b737', 200],
    ['/de/buy-fms-trainer/XYZ', 404],
    ['/de/about', 200],
    ['/de/no-such-page', 404],
    ['/de/assets/index-abc123.js', 404],
    ['/about.html', 404],
    ['/account/licences', 404],
    ['/wp-login.php', 404],
  ])('answers %s with %i, an unknown address with the app shell (ADR 316)', (uri, status) => {
    // Prepare
    const [requestCode, statusCode] = ['SpaFallback', 'SpaStatus'].map(
      (namePart) =>
        Object.entries(template.findResources('AWS::CloudFront::Function'))
          .filter(([logicalId]) => logicalId.includes(namePart))
          .map(([, fn]) => fn.Properties.FunctionCode as string)[0]!,
    );
    const onRequest = new Function(`${requestCode}; return handler;`)() as (event: object) => { uri: string };
    const onResponse = new Function(`${statusCode}; return handler;`)() as (event: object) => {
      statusCode: number;
    };

    // Act: the bucket answers 200 for the file it is asked for
    const asked = onRequest({ request: { uri, headers: {} } }).uri;
    const answered = onResponse({ request: { uri, headers: {} }, response: { statusCode: 200, headers: {} } });

    // Assess
    expect(answered.statusCode).toBe(status);
    if (status === 404) expect(asked).toMatch(/^\/index\.html$|^\/prerendered\/de\/app\.html$/);
  });

  it('runs the status function on every response of the bucket', () => {
    // Assess
    const associations = distributionConfig(template).DefaultCacheBehavior.FunctionAssociations;
    expect(associations.map((association: { EventType: string }) => association.EventType).sort()).toEqual([
      'viewer-request',
      'viewer-response',
    ]);
  });

  it('sends /api/* to the HTTP API uncached, with every method, cookie, header and query string', () => {
    // Assess
    const config = distributionConfig(template);
    const api = config.CacheBehaviors.find((behavior: { PathPattern: string }) => behavior.PathPattern === '/api/*');
    expect(api).toMatchObject({
      CachePolicyId: CACHING_DISABLED,
      OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
      ViewerProtocolPolicy: 'https-only',
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
    });
    const origin = config.Origins.find((candidate: { Id: string }) => candidate.Id === api.TargetOriginId);
    expect(JSON.stringify(origin.DomainName)).toContain('execute-api');
    expect(origin.CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
  });

  it('passes the viewer host to the API as X-Forwarded-Host, overwriting what the client sent', () => {
    const request = runFunction(template, 'ForwardHost', {
      uri: '/api/checkout',
      headers: { host: { value: 'shop.skydeck.example' }, 'x-forwarded-host': { value: 'evil.example' } },
    });
    expect(request.headers['x-forwarded-host']).toEqual({ value: 'shop.skydeck.example' });
  });

  it('adds HSTS, the cloud CSP, nosniff, referrer policy and frame denial to every answer', () => {
    // Assess
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: {
          ContentSecurityPolicy: { ContentSecurityPolicy: contentSecurityPolicy('cloud'), Override: true },
          StrictTransportSecurity: {
            AccessControlMaxAgeSec: STRICT_TRANSPORT_SECURITY_SECONDS,
            IncludeSubdomains: true,
            Override: true,
          },
          ContentTypeOptions: { Override: true },
          ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
        },
      }),
    });
    const config = distributionConfig(template);
    const policy = config.DefaultCacheBehavior.ResponseHeadersPolicyId;
    expect(policy).toBeDefined();
    for (const behavior of config.CacheBehaviors) expect(behavior.ResponseHeadersPolicyId).toEqual(policy);
  });

  it('requires TLS 1.2 or newer on a stage with its own domain', () => {
    // Act
    const config = distributionConfig(synthesize(fullStage()).template);

    // Assess
    expect(config.Aliases).toEqual(['shop.skydeck.example']);
    expect(config.ViewerCertificate).toMatchObject({
      AcmCertificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/abc',
      MinimumProtocolVersion: 'TLSv1.2_2021',
      SslSupportMethod: 'sni-only',
    });
  });

  it('deploys the SPA build and a generated config.json, then invalidates CloudFront', () => {
    // Assess
    const deployments = Object.entries(template.findResources('Custom::CDKBucketDeployment'));
    expect(deployments).toHaveLength(2);
    const pages = deployments.find(([logicalId]) => !logicalId.includes('Assets'))![1];
    expect(pages.Properties.SourceObjectKeys).toHaveLength(2);
    expect(pages.Properties.DistributionPaths).toEqual(['/*']);
    const assets = readdirSync(synthesized.app.outdir)
      .map((name) => path.join(synthesized.app.outdir, name, 'config.json'))
      .filter((file) => existsSync(file));
    expect(assets).toHaveLength(1);
    expect(JSON.parse(readFileSync(assets[0]!, 'utf8'))).toEqual(webConfigFor(devStage()));
  });

  it('writes a config.json that names the stage Paddle environment, token, providers and support URL', () => {
    expect(webConfigFor(fullStage())).toEqual({
      mode: 'cloud',
      supportUrl: 'https://support.skydeck.example/servicedesk',
      paddle: { environment: 'sandbox', clientToken: 'test_skydeck_dev_set_me_from_paddle_sandbox' },
      socialProviders: ['amazon', 'apple', 'facebook', 'google'],
    });
  });
});
