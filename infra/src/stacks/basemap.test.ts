/**
 * The basemap in the deployment (docs/deploy.md 'Basemap'): the offline files ride with the maps
 * remote's build into its bucket, and a configured style URL's origin, only it, enters the CSP
 * and reaches the base-layer route through its environment.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseBasemapSetting } from '@grindline/domain';
import { Template } from 'aws-cdk-lib/assertions';
import { synthGrindline } from '../testing/temp-repo';

const STYLE = 'https://tiles.example.com/styles/light/style.json';
const { stacks, repo } = synthGrindline(['mf-maps'], { basemap: parseBasemapSetting(STYLE) });
afterAll(() => repo.remove());

const cspOf = (template: Template): string => {
  const policy = Object.values(template.findResources('AWS::CloudFront::ResponseHeadersPolicy'))[0] as {
    Properties: { ResponseHeadersPolicyConfig: { SecurityHeadersConfig: { ContentSecurityPolicy: { ContentSecurityPolicy: unknown } } } };
  };
  return JSON.stringify(policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy);
};
const directive = (csp: string, name: string) => new RegExp(`${name} ([^;]*)`).exec(csp)?.[1] ?? '';

describe('a configured basemap style URL', () => {
  it("admits the style's origin to connect-src and img-src, and nowhere else", () => {
    const csp = cspOf(Template.fromStack(stacks.hosting));
    expect(directive(csp, 'connect-src')).toContain('https://tiles.example.com');
    expect(directive(csp, 'img-src')).toContain('https://tiles.example.com');
    for (const other of ['script-src', 'style-src', 'font-src', 'frame-src', 'worker-src', 'default-src']) expect(directive(csp, other)).not.toContain('tiles.example.com');
    // The origin only, not the style's path.
    expect(csp).not.toContain('/styles/light');
  });

  it('tells the base-layer route through its environment', () => {
    const maps = Template.fromStack(stacks.apiAreas.get('maps')!);
    const functions = Object.values(maps.findResources('AWS::Lambda::Function')) as { Properties: { Environment?: { Variables?: Record<string, unknown> } } }[];
    expect(functions.length).toBeGreaterThan(0);
    for (const f of functions) expect(f.Properties.Environment?.Variables?.GRINDLINE_BASEMAP).toBe(STYLE);
  });
});

describe('without a basemap context', () => {
  const plain = synthGrindline([]);
  afterAll(() => plain.repo.remove());

  it('admits no basemap host and sets no basemap for the routes', () => {
    expect(cspOf(Template.fromStack(plain.stacks.hosting))).not.toContain('tiles.example.com');
    const maps = Template.fromStack(plain.stacks.apiAreas.get('maps')!);
    expect(JSON.stringify(maps.toJSON())).not.toContain('GRINDLINE_BASEMAP');
  });
});

describe("the maps remote's deployment", () => {
  it('uploads the offline basemap files of its build with the rest of it', () => {
    // A build as mf-maps' webpack emits it: hashed per-site files under basemap/.
    const built = synthGrindline(['mf-maps'], {}, { 'mf-maps/dist/basemap/bart.0123abcd.json': '{"type":"FeatureCollection","features":[]}' });
    try {
      const site = Template.fromStack(built.stacks.sites.get('maps')!);
      const deployments = Object.values(site.findResources('Custom::CDKBucketDeployment')) as { Properties: Record<string, unknown> }[];
      // The deployment of the hashed files (cached for a year), not the one of the entry files.
      const assets = deployments.find((d) => JSON.stringify(d.Properties).includes('immutable'))!;
      expect(assets.Properties.DestinationBucketKeyPrefix).toBe('remotes/maps/0.1.0/');
      expect(JSON.stringify(assets.Properties)).not.toMatch(/\*\.json|basemap/);
      const key = /([0-9a-f]{64})\.zip/.exec(JSON.stringify(assets.Properties.SourceObjectKeys))![1];
      expect(existsSync(join(built.repo.root, 'cdk.out', `asset.${key}`, 'basemap', 'bart.0123abcd.json'))).toBe(true);
    } finally {
      built.repo.remove();
    }
  });
});
