import { basemapOrigin, parseBasemapSetting } from '@grindline/domain';
import { BASEMAP_CSP_DIRECTIVES, contentSecurityPolicy, CONTENT_SECURITY_POLICY, GOOGLE_MAPS_CSP_SOURCES, securityHeaders } from './security-headers';

const directive = (policy: string, name: string) => new RegExp(`(?:^|; )${name} ([^;]*)`).exec(policy)?.[1]?.split(' ') ?? [];

describe('content security policy', () => {
  it('without a Google Maps key allows only our own origin for scripts, connections and frames', () => {
    expect(directive(CONTENT_SECURITY_POLICY, 'script-src')).toEqual(["'self'"]);
    expect(directive(CONTENT_SECURITY_POLICY, 'connect-src')).toEqual(["'self'"]);
    expect(directive(CONTENT_SECURITY_POLICY, 'frame-src')).toEqual(["'self'"]);
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/google|gstatic/);
  });

  it("with a key adds Google's Maps hosts to exactly the directives the Maps API needs, and nothing unsafe", () => {
    const policy = contentSecurityPolicy({ googleMaps: true });
    for (const [name, hosts] of Object.entries(GOOGLE_MAPS_CSP_SOURCES)) {
      const sources = directive(policy, name);
      for (const host of hosts) expect(sources).toContain(host);
      expect(sources).toContain("'self'");
    }
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
  });

  it('the headers of a keyed deployment differ from the default only in the policy', () => {
    const keyed = securityHeaders({ googleMaps: true });
    const plain = securityHeaders();
    expect(plain['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect({ ...keyed, 'content-security-policy': '' }).toEqual({ ...plain, 'content-security-policy': '' });
  });
});

describe('the upload bucket in the policy', () => {
  it('adds the bucket origin to connect-src and img-src only: presigned PUTs of CAT files and photos, signed GETs of photos', () => {
    const origin = 'https://uploads-bucket.s3.eu-west-1.amazonaws.com';
    const policy = contentSecurityPolicy({ uploadOrigin: origin });
    expect(directive(policy, 'connect-src')).toEqual(["'self'", origin]);
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:', origin]);
    expect(directive(policy, 'frame-src')).toEqual(["'self'"]);
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
    expect(directive(CONTENT_SECURITY_POLICY, 'connect-src')).toEqual(["'self'"]);
  });
});

describe('a configured basemap in the policy', () => {
  it("adds a style URL's origin to connect-src and img-src only", () => {
    const origin = basemapOrigin(parseBasemapSetting('https://tiles.example.com/styles/light.json'));
    const policy = contentSecurityPolicy({ basemapOrigin: origin });
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://tiles.example.com']);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://tiles.example.com']);
    expect(BASEMAP_CSP_DIRECTIVES).toEqual(['connect-src', 'img-src']);
    for (const name of ['script-src', 'style-src', 'font-src', 'worker-src', 'frame-src']) expect(directive(policy, name)).not.toContain('https://tiles.example.com');
  });

  it('adds nothing for an archive in the site bucket or the offline basemap (our own origin)', () => {
    expect(contentSecurityPolicy({ basemapOrigin: basemapOrigin(parseBasemapSetting('basemap/na.pmtiles')) })).toBe(CONTENT_SECURITY_POLICY);
    expect(contentSecurityPolicy({ basemapOrigin: basemapOrigin(parseBasemapSetting(undefined)) })).toBe(CONTENT_SECURITY_POLICY);
  });
});
