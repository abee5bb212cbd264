/**
 * AWS's own security rules (cdk-nag AwsSolutions) over the whole app, every site stack included:
 * no finding may be left unacknowledged, errors and warnings alike (issue 8). A failure prints
 * each finding (rule, construct path, message); fix it, or acknowledge it with a reason in
 * nag/acknowledgements.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { routes } from '../../../functions/src/route-table';
import { addGrindlineStacks, type GrindlineOptions } from '../grindline-app';
import { makeTempRepo } from '../testing/temp-repo';
import { TEST_AGENCY_SSO } from '../testing/temp-repo';
import { webApps } from '../web-apps';
import { addSecurityChecks, formatFindings, nagFindings } from './nag-checks';

/** The feature flags of infra/cdk.json, so the test synthesises what `cdk deploy` does. */
const cdkContext = JSON.parse(readFileSync(join(__dirname, '..', '..', 'cdk.json'), 'utf8')).context as Record<string, unknown>;

/** Synthesises the whole app (every app's site stack) with the AwsSolutions plugin registered. */
function synthWithNag(options: Partial<GrindlineOptions> = {}) {
  const repo = makeTempRepo(webApps.map((a) => a.dir));
  // CloudFormation's template validation is the CLI synth's to check (deploy-synth.test.ts).
  const app = new App({ outdir: join(repo.root, 'cdk.out'), context: cdkContext, builtinCloudFormationValidation: false });
  const stacks = addGrindlineStacks(app, {
    repoRoot: repo.root,
    functionsDist: repo.functionsDist,
    mailFrom: 'grindline@example.com',
    // The alarm topic's subscription and the secret read of the maps route are checked too.
    alarmEmail: 'ops@example.com',
    secrets: { googleMapsKey: 'grindline/google-maps-key' },
    apps: webApps,
    warn: () => {},
    ...options,
  });
  addSecurityChecks(app);
  let synthError: Error | undefined;
  try {
    app.synth();
  } catch (error) {
    synthError = error as Error;
  }
  // Read after synth: aspects and lazily added resources (custom resources) exist by then.
  return { stacks, findings: nagFindings(app), synthError, repo };
}

describe('cdk-nag AwsSolutions', () => {
  const { stacks, findings, synthError, repo } = synthWithNag();
  afterAll(() => repo.remove());

  it('has no unacknowledged finding (error or warning) anywhere in the app', () => {
    if (findings.length > 0) console.error(`cdk-nag findings:\n${formatFindings(findings)}`);
    expect(findings.map((f) => `${f.rule} ${f.path}`)).toEqual([]);
  });

  it('lets the synth with the plugin registered (as app.ts does) succeed', () => {
    expect(synthError).toBeUndefined();
  });

  it('synthesised every stack, so nothing escaped the rules', () => {
    expect(stacks.sites.size).toBe(webApps.length);
  });

  it('reports a finding nobody acknowledged', () => {
    // A bucket without access logs and no acknowledgement: the rules must report it.
    const app = new App();
    new Bucket(new Stack(app, 'Probe'), 'Unlogged');
    app.synth();
    expect(nagFindings(app).map((f) => f.rule)).toEqual(expect.arrayContaining(['AwsSolutions-S1']));
  });

  it('acknowledges only the object ARN of the upload bucket for a data-collection route', () => {
    // The route table has no data-collection handler yet; one that reads and writes CAT files
    // (reusing a built bundle id) must pass too.
    const base = routes.find((r) => r.id === 'daily-stats')!;
    const withUploads = synthWithNag({
      routes: [...routes.filter((r) => r !== base), { ...base, method: 'POST', handler: 'data-collection/create-upload' }],
    });
    withUploads.repo.remove();
    expect(formatFindings(withUploads.findings)).toBe('');
    expect(withUploads.synthError).toBeUndefined();
  });

  it('enforces TLS 1.2 and needs no CFR4/CFR2 acknowledgement with a custom domain and a web ACL', () => {
    const custom = synthWithNag({
      domain: { names: ['grindline.example.com'], certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc' },
      webAclArn: 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/grindline/abc',
    });
    expect(custom.findings).toEqual([]);
    const template = Template.fromStack(custom.stacks.hosting);
    custom.repo.remove();
    const config = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0].Properties.DistributionConfig;
    expect(config).toMatchObject({
      Aliases: ['grindline.example.com'],
      ViewerCertificate: { MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' },
      WebACLId: 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/grindline/abc',
    });
    const acknowledged = JSON.stringify(custom.stacks.hosting.distribution.node.metadata);
    expect(acknowledged).not.toContain('AwsSolutions-CFR4');
    expect(acknowledged).not.toContain('AwsSolutions-CFR2');
  });
});

describe('cdk-nag AwsSolutions with agency sign-in configured', () => {
  const { findings, synthError, repo } = synthWithNag({ agencySso: TEST_AGENCY_SSO });
  afterAll(() => repo.remove());

  it('has no unacknowledged finding: identity providers, Cognito domain and the pre token trigger included', () => {
    if (findings.length > 0) console.error(`cdk-nag findings:\n${formatFindings(findings)}`);
    expect(findings.map((f) => `${f.rule} ${f.path}`)).toEqual([]);
    expect(synthError).toBeUndefined();
  });
});

