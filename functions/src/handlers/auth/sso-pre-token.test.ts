import { agencyGroups, federatedProviderName, handler, type PreTokenGenerationEvent } from './sso-pre-token';
import { parseProviders, roleForAgencyUser, roleStaysInSite } from '../../services/sso/providers';

const event = (userAttributes: Record<string, string>): PreTokenGenerationEvent => ({ version: '2', request: { userAttributes }, response: {} });
const identities = (providerName: string) => JSON.stringify([{ userId: 'u1', providerName, providerType: 'OIDC' }]);
const groupsOf = (e: PreTokenGenerationEvent) => e.response.claimsAndScopeOverrideDetails?.groupOverrideDetails?.groupsToOverride;

describe('the pre token generation trigger (agency group mapping)', () => {
  it('makes a user of a known agency provider a plain user of its site', async () => {
    expect(groupsOf(await handler(event({ identities: identities('BART'), 'custom:agency_groups': '["riders"]' })))).toEqual(['BART']);
    expect(groupsOf(await handler(event({ identities: identities('BART') })))).toEqual(['BART']);
  });

  it("makes members of the agency's inspector group the site's inspector, who reviews its shifts (decisions §53)", async () => {
    expect(groupsOf(await handler(event({ identities: identities('BART'), 'custom:agency_groups': '["track-inspectors"]' })))).toEqual(['BARTinspector']);
    const mbta = parseProviders('[{"id":"mbta","site":"MBTA","cognitoName":"MBTA","inspectorGroup":"i"}]')[0];
    expect(roleForAgencyUser(mbta, ['i'])).toBe('MBTAinspector');
    expect(roleStaysInSite(mbta, 'MBTAinspector')).toBe(true);
    expect(roleStaysInSite(mbta, 'BARTinspector')).toBe(false);
  });

  it("gives the site's admin role only to the agency's admin group, whatever else the provider sends", async () => {
    expect(groupsOf(await handler(event({ identities: identities('BART'), 'custom:agency_groups': 'track-inspectors, grindline-admins' })))).toEqual(['BARTadmin']);
    expect(groupsOf(await handler(event({ identities: identities('BART'), 'custom:agency_groups': '["admin","adminMgmt","NYCTadmin","NYCTinspector"]' })))).toEqual(['BART']);
  });

  it('gives a provider Grindline does not know no group at all, and leaves password users alone', async () => {
    expect(groupsOf(await handler(event({ identities: identities('SEPTA') })))).toEqual([]);
    const password = await handler(event({ sub: 'x' }));
    expect(password.response.claimsAndScopeOverrideDetails).toBeUndefined();
  });

  it('reads identities and groups in the shapes providers send', () => {
    expect(federatedProviderName('not json')).toBeUndefined();
    expect(agencyGroups('[a, b]')).toEqual(['a', 'b']);
    expect(agencyGroups(undefined)).toEqual([]);
  });
});

describe('agency providers (SSO_PROVIDERS)', () => {
  it('refuses a provider for a site that does not exist, or a malformed id', () => {
    expect(() => parseProviders('[{"id":"x","site":"NOPE","cognitoName":"X"}]')).toThrow('SSO_PROVIDERS[0].site must be a customer');
    expect(() => parseProviders('[{"id":"x","site":"admin","cognitoName":"X"}]')).toThrow('SSO_PROVIDERS[0].site must be a customer');
    expect(() => parseProviders('[{"id":"Bad Id","site":"BART","cognitoName":"X"}]')).toThrow('SSO_PROVIDERS[0].id');
    expect(parseProviders('')).toEqual([]);
  });

  it('never maps to a role outside the site, even for a site without an admin role', () => {
    const mbta = parseProviders('[{"id":"mbta","site":"MBTA","cognitoName":"MBTA","adminGroup":"g"}]')[0];
    expect(roleForAgencyUser(mbta, ['g'])).toBe('MBTA');
    expect(roleStaysInSite(mbta, 'MBTA')).toBe(true);
    expect(roleStaysInSite(mbta, 'admin')).toBe(false);
    expect(roleStaysInSite(mbta, 'adminReadOnly')).toBe(false);
    expect(roleStaysInSite(mbta, 'BARTadmin')).toBe(false);
  });
});
