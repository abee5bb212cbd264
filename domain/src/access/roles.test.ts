import { CUSTOMERS } from '../customers/customer-ids';
import { accessFor, inspectorRole, inspectorSite, isMultiSite, ROLES } from './roles';

describe('accessFor (spec 002 section 4)', () => {
  it.each([
    ['admin', 'super', null],
    ['adminMgmt', 'adminMgmt', null],
    ['adminReadOnly', 'adminReadOnly', null],
    ['SKYTRAINadmin', 'SKYTRAIN', 'SKYTRAIN'],
    ['NYCTadmin', 'NYCT', 'NYCT'],
    ['NYCTadminedit', 'NYCTedit', 'NYCT'],
    ['BARTadmin', 'BART', 'BART'],
    ['OTRAINadmin', 'OTRAIN', 'OTRAIN'],
    ['NCTDadmin', 'NCTD', 'NCTD'],
  ])('maps %s to admin type %s, site %s', (role, adminType, site) => {
    const access = accessFor(role);
    expect(access.adminType).toBe(adminType);
    expect(access.site).toBe(site);
    expect(access.role).toBe(role);
  });

  it('gives only NYCTedit the edit flag, because its type contains "edit"', () => {
    expect(ROLES.filter((r) => accessFor(r).canEdit)).toEqual(['NYCTadminedit']);
  });

  it('lets super, adminMgmt and adminReadOnly see every customer', () => {
    for (const role of ['admin', 'adminMgmt', 'adminReadOnly']) {
      expect(accessFor(role).sites).toEqual([...CUSTOMERS]);
      expect(isMultiSite(accessFor(role))).toBe(true);
    }
  });

  it('limits a site admin to its own site', () => {
    const access = accessFor('NYCTadminedit');
    expect(access.sites).toEqual(['NYCT']);
    expect(isMultiSite(access)).toBe(false);
  });

  it('treats a role not in the table as a plain user of the site named by the role', () => {
    expect(accessFor('MBTA')).toEqual({ role: 'MBTA', adminType: null, site: 'MBTA', canEdit: false, sites: ['MBTA'] });
    expect(accessFor('SomewhereElse')).toEqual({ role: 'SomewhereElse', adminType: null, site: 'SomewhereElse', canEdit: false, sites: ['SomewhereElse'] });
  });

  it('does not match admin roles case-insensitively or through the prototype', () => {
    expect(accessFor('ADMIN').adminType).toBeNull();
    expect(accessFor('toString').adminType).toBeNull();
  });

  it.each(['', '   ', null, undefined])('grants nothing to a blank role (%p)', (role) => {
    expect(accessFor(role)).toEqual({ role: '', adminType: null, site: null, canEdit: false, sites: [] });
  });

  it('lists every admin group, one plain role and one agency inspector role per customer', () => {
    expect(ROLES).toEqual(expect.arrayContaining(['admin', 'adminMgmt', 'adminReadOnly', 'SKYTRAINadmin', 'NYCTadmin', 'NYCTadminedit', 'BARTadmin', 'OTRAINadmin', 'NCTDadmin', ...CUSTOMERS]));
    expect(ROLES).toEqual(expect.arrayContaining(CUSTOMERS.map((c) => `${c}inspector`)));
    expect(ROLES).toHaveLength(9 + 2 * CUSTOMERS.length);
  });

  it('makes an agency inspector a plain user of its own site who reviews; no other role reviews', () => {
    expect(accessFor('BARTinspector')).toEqual({ role: 'BARTinspector', adminType: null, site: 'BART', canEdit: false, sites: ['BART'], agencyReviewer: true });
    expect(inspectorSite('BARTinspector')).toBe('BART');
    expect(inspectorSite('ACMEinspector')).toBeNull();
    expect(accessFor('ACMEinspector')).toEqual({ role: 'ACMEinspector', adminType: null, site: 'ACMEinspector', canEdit: false, sites: ['ACMEinspector'] });
    const reviewers = ROLES.filter((r) => accessFor(r).agencyReviewer);
    expect(reviewers).toEqual(CUSTOMERS.map((c) => inspectorRole(c)));
    for (const role of reviewers) expect(accessFor(role).adminType).toBeNull();
  });
});
