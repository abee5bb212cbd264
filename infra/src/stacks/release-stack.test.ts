import { join } from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import { manifestBody, readReleases, validateReleases } from '../release-manifest';
import { synthGrindline } from '../testing/temp-repo';

const releases = { reports: { version: '1.4.0', kit: '^1.1.0' }, maps: { version: '0.9.2', kit: '^1.1.0' } };
const { stacks, repo } = synthGrindline(['shell', 'mf-reports'], { releases });
afterAll(() => repo.remove());

describe('GrindlineReleases (the release manifest)', () => {
  it('writes /remotes.json with each remote’s live version, the URL of that version’s folder and its kit range', () => {
    expect(manifestBody(releases)).toEqual({
      remotes: {
        reports: { version: '1.4.0', url: '/remotes/reports/1.4.0/remoteEntry.js', kit: '^1.1.0' },
        maps: { version: '0.9.2', url: '/remotes/maps/0.9.2/remoteEntry.js', kit: '^1.1.0' },
      },
    });
    const template = Template.fromStack(stacks.releases);
    template.hasResourceProperties('Custom::CDKBucketDeployment', { Prune: false, DistributionPaths: ['/remotes.json'] });
    expect(JSON.stringify(template.toJSON())).toContain('remotes.json');
  });

  it('deploys alone: it imports nothing from another stack (bucket and distribution through SSM)', () => {
    expect(JSON.stringify(Template.fromStack(stacks.releases).toJSON())).not.toContain('Fn::ImportValue');
  });

  it('refuses a line that is not a remote, not a version or not a kit range', () => {
    expect(() => validateReleases({ remotes: { shell: { version: '1.0.0', kit: '^1.1.0' } } })).toThrow("'shell' is not a remote");
    expect(() => validateReleases({ remotes: { reports: { version: 'latest', kit: '^1.1.0' } } })).toThrow('reports.version');
    expect(() => validateReleases({ remotes: { reports: { version: '1.0.0', kit: 'any' } } })).toThrow('reports.kit');
  });

  it('reads the repository’s own manifest, infra/releases.json', () => {
    const lines = readReleases(join(__dirname, '..', '..', 'releases.json'));
    expect(Object.keys(lines).sort()).toEqual(['dashboards', 'maps', 'reports']);
  });
});
