import { Template } from 'aws-cdk-lib/assertions';
import { synthGrindline } from '../testing/temp-repo';

const { stacks, warnings, repo } = synthGrindline(['shell', 'mf-reports']);
afterAll(() => repo.remove());

/** The SSM parameter names a site stack reads (CloudFormation parameters of type SSM). */
function ssmParameters(template: Template): Record<string, string> {
  const params = template.toJSON().Parameters as Record<string, { Type: string; Default: string }>;
  return Object.fromEntries(
    Object.entries(params)
      .filter(([, p]) => p.Type.startsWith('AWS::SSM::Parameter'))
      .map(([id, p]) => [id, p.Default]),
  );
}

describe('site stacks', () => {
  it('exist only for apps that have a build, with a warning for each skipped one', () => {
    expect([...stacks.sites.keys()].sort()).toEqual(['reports', 'shell']);
    expect(stacks.sites.get('reports')!.stackName).toBe('GrindlineReportsSite');
    expect(warnings).toHaveLength(3);
    expect(warnings.join('\n')).toMatch(/GrindlineDashboardsSite.*mf-dashboards/);
  });

  it('deploy only to their own app\'s bucket, a remote under the folder of the version its build declares', () => {
    const template = Template.fromStack(stacks.sites.get('reports')!);
    const params = ssmParameters(template);
    const bucketParams = Object.entries(params).filter(([, name]) => name.endsWith('/bucket-name'));
    expect(bucketParams.map(([, name]) => name)).toEqual(['/grindline/hosting/reports/bucket-name']);

    const deployments = Object.values(template.findResources('Custom::CDKBucketDeployment'));
    expect(deployments).toHaveLength(2);
    for (const d of deployments) {
      expect(d.Properties.DestinationBucketName).toEqual({ Ref: bucketParams[0][0] });
      expect(d.Properties.DestinationBucketKeyPrefix).toBe('remotes/reports/0.1.0/');
      expect(d.Properties.Prune).toBe(false);
    }
  });

  it('reference nothing exported by another stack, so one app deploys alone', () => {
    for (const site of stacks.sites.values()) {
      expect(JSON.stringify(Template.fromStack(site).toJSON())).not.toContain('Fn::ImportValue');
      expect(site.dependencies.map((s) => s.stackName)).toEqual(['GrindlineHosting']);
    }
  });

  it('upload entry files uncached and after the hashed assets; the shell never overwrites remotes.json', () => {
    const template = Template.fromStack(stacks.sites.get('shell')!);
    const deployments = template.findResources('Custom::CDKBucketDeployment');
    const [assetsId, assets] = Object.entries(deployments).find(([id]) => id.startsWith('Assets'))!;
    const entries = Object.values(deployments).find((d) => d !== assets)!;
    expect(assets.Properties.DestinationBucketKeyPrefix).toBeUndefined();
    expect(assets.Properties.Exclude).toContain('remotes.json');
    expect(assets.Properties.SystemMetadata['cache-control']).toContain('immutable');
    expect(entries.Properties.Include).toContain('*.html');
    expect(entries.Properties.SystemMetadata['cache-control']).toBe('no-cache');
    expect(entries.Properties.DistributionPaths).toEqual(['/index.html', '/remoteEntry.js', '/mf-manifest.json', '/sw.js']);
    // The service worker must never be cached, or a release's new worker is not seen (issue 10).
    expect(entries.Properties.Include).toContain('sw.js');
    expect(assets.Properties.Exclude).toContain('sw.js');
    expect(assets.Properties.Exclude).toContain('*.map');
    expect(entries.DependsOn).toContain(assetsId);
  });
});
