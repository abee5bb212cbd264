import { Match, Template } from 'aws-cdk-lib/assertions';
import { synthGrindline } from '../testing/temp-repo';
import { webApps } from '../web-apps';
import { CONTENT_SECURITY_POLICY, HSTS_MAX_AGE_SECONDS, REFERRER_POLICY } from '../security-headers';

const { stacks, repo } = synthGrindline([]);
const template = Template.fromStack(stacks.hosting);
afterAll(() => repo.remove());

const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

interface DistributionConfig {
  Logging?: unknown;
  DefaultCacheBehavior: Record<string, unknown>;
  CacheBehaviors: Array<Record<string, unknown> & { PathPattern: string; TargetOriginId: string }>;
  Origins: Array<{ Id: string; DomainName: unknown; S3OriginConfig?: unknown; CustomOriginConfig?: unknown; OriginAccessControlId?: unknown }>;
  CustomErrorResponses?: unknown;
}
const config = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0].Properties
  .DistributionConfig as DistributionConfig;
const behavior = (pattern: string) => config.CacheBehaviors.find((b) => b.PathPattern === pattern);
const origin = (id: string) => config.Origins.find((o) => o.Id === id)!;

describe('HostingStack', () => {
  it('makes one private bucket per app (plus the log bucket) and publishes each name in SSM for its site stack', () => {
    template.resourceCountIs('AWS::S3::Bucket', webApps.length + 1);
    for (const app of webApps) {
      template.hasResourceProperties('AWS::SSM::Parameter', { Name: `/grindline/hosting/${app.name}/bucket-name` });
    }
    template.hasResourceProperties('AWS::SSM::Parameter', { Name: '/grindline/hosting/distribution-id' });
  });

  it('sends /api/* to the HTTP API uncached, forwarding cookies and query strings, all methods', () => {
    const api = behavior('/api/*');
    expect(api).toMatchObject({
      CachePolicyId: CACHING_DISABLED,
      OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
      AllowedMethods: expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS']),
    });
    const apiOrigin = origin(api!.TargetOriginId);
    expect(apiOrigin.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only' });
    expect(JSON.stringify(apiOrigin.DomainName)).toContain('GrindlineApi');
  });

  it('serves /remotes/<name>/* from that remote\'s own bucket', () => {
    const remotes = webApps.filter((a) => a.kind === 'remote');
    const targets = new Set<string>();
    for (const app of remotes) {
      const b = behavior(`/remotes/${app.name}/*`);
      expect(b).toBeDefined();
      expect(b!.CachePolicyId).not.toBe(CACHING_DISABLED);
      const domain = JSON.stringify(origin(b!.TargetOriginId).DomainName);
      expect(domain.toLowerCase()).toContain(`${app.name}bucket`);
      targets.add(domain);
    }
    expect(targets.size).toBe(remotes.length);
  });

  it('serves the shell by default, client routes falling back to index.html without hiding API errors', () => {
    expect(JSON.stringify(origin(config.DefaultCacheBehavior.TargetOriginId as string).DomainName)).toContain('ShellBucket');
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: expect.anything() },
    ]);
    // Error pages would apply to /api/* too and turn a 403 into the shell.
    expect(config.CustomErrorResponses).toBeUndefined();
    template.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: Match.stringLikeRegexp("request.uri = '/index.html'"),
    });
  });

  it('reaches the buckets through origin access control only', () => {
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    template.resourceCountIs('AWS::CloudFront::CloudFrontOriginAccessIdentity', 0);
    for (const s3Origin of config.Origins.filter((o) => o.S3OriginConfig)) {
      expect(s3Origin).toMatchObject({ OriginAccessControlId: expect.anything() });
    }
    for (const app of webApps) {
      template.hasResourceProperties('AWS::S3::BucketPolicy', {
        Bucket: { Ref: Match.stringLikeRegexp(`^${app.name.charAt(0).toUpperCase()}${app.name.slice(1)}Bucket`) },
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Principal: { Service: 'cloudfront.amazonaws.com' }, Action: 's3:GetObject' }),
          ]),
        },
      });
    }
  });

  it('logs CloudFront (without cookies) and every site bucket into the private log bucket', () => {
    expect(config).toMatchObject({
      Logging: { Bucket: { 'Fn::GetAtt': [expect.stringMatching(/^Logs/), 'RegionalDomainName'] }, Prefix: 'cloudfront/', IncludeCookies: false },
    });
    template.hasResource('AWS::S3::Bucket', {
      Properties: {
        OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerPreferred' }] },
        PublicAccessBlockConfiguration: Match.objectLike({ BlockPublicAcls: true, RestrictPublicBuckets: true }),
        LifecycleConfiguration: { Rules: [Match.objectLike({ ExpirationInDays: 90 })] },
      },
      DeletionPolicy: 'Retain',
    });
    for (const app of webApps) {
      template.hasResourceProperties('AWS::S3::Bucket', {
        LoggingConfiguration: { DestinationBucketName: { Ref: Match.stringLikeRegexp('^Logs') }, LogFilePrefix: `s3/${app.name}/` },
      });
    }
  });

  it("lets the browser PUT CAT files and photos to the upload bucket's regional endpoint, and show photos from it, and nowhere else", () => {
    const policies = Object.values(template.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    const csp = (policies[0] as { Properties: { ResponseHeadersPolicyConfig: { SecurityHeadersConfig: { ContentSecurityPolicy: { ContentSecurityPolicy: unknown } } } } }).Properties
      .ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy;
    // Fn::Join of the static policy around the bucket's RegionalDomainName, imported from the data stack.
    const text = JSON.stringify(csp);
    expect(text).toContain(CONTENT_SECURITY_POLICY.split("img-src 'self'")[0]);
    expect(text).toContain("img-src 'self' data: blob: https://");
    expect(text).toContain("connect-src 'self' https://");
    expect(text).not.toContain("script-src 'self' https://");
    expect(text).toMatch(/Fn::ImportValue[^}]*Uploads[^}]*RegionalDomainName/);
  });

  it('sends the same security headers as the local gateway on every behaviour', () => {
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: {
          ContentSecurityPolicy: { ContentSecurityPolicy: Match.anyValue(), Override: true },
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: { ReferrerPolicy: REFERRER_POLICY, Override: true },
          StrictTransportSecurity: { AccessControlMaxAgeSec: HSTS_MAX_AGE_SECONDS, IncludeSubdomains: true, Override: true },
        },
      }),
    });
    const behaviours = [config.DefaultCacheBehavior, ...(config.CacheBehaviors as Record<string, unknown>[])];
    expect(behaviours.length).toBeGreaterThan(1);
    for (const behaviour of behaviours) {
      expect(behaviour).toMatchObject({ ResponseHeadersPolicyId: { Ref: expect.stringMatching(/^SecurityHeaders/) } });
    }
  });

  it('serves the *.cloudfront.net name by default (no custom certificate, no web ACL)', () => {
    expect(config).not.toHaveProperty('Aliases');
    expect(config).not.toHaveProperty('WebACLId');
  });

  it('leaves remotes.json to the release stack (a hosting deploy never changes which versions are live)', () => {
    template.resourceCountIs('Custom::CDKBucketDeployment', 0);
  });
});
