import { accessFor } from '@grindline/domain';
import { csvBlockedReason, initialFilters, keptFilters, siteOptions } from './filters';

const now = new Date(2025, 5, 10, 12);

describe('siteOptions', () => {
  it('offers All sites first, then every site, to multi-site admins', () => {
    const options = siteOptions(accessFor('adminMgmt'))!;
    expect(options[0]).toEqual({ value: 'ALL', label: 'All sites' });
    expect(options.map((o) => o.value)).toEqual(['ALL', ...accessFor('adminMgmt').sites]);
  });
  it('gives site admins and site users no selector', () => {
    expect(siteOptions(accessFor('BARTadmin'))).toBeNull();
    expect(siteOptions(accessFor('MBTA'))).toBeNull();
  });
});

describe('initialFilters', () => {
  it('starts multi-site admins on All sites, all grinders, one day back to today', () => {
    expect(initialFilters(accessFor('admin'), now)).toEqual({
      site: 'ALL',
      grinder: '',
      startDate: '2025-06-09',
      endDate: '2025-06-10',
    });
  });
  it('fixes others to their own site', () => {
    expect(initialFilters(accessFor('NYCTadminedit'), now).site).toBe('NYCT');
    expect(initialFilters(accessFor('MBTA'), now).site).toBe('MBTA');
  });
});

describe('csvBlockedReason', () => {
  const base = { site: 'BART', grinder: '', startDate: '2025-06-09', endDate: '2025-06-10' };
  it('blocks All sites (spec 001 section 5)', () => {
    expect(csvBlockedReason({ ...base, site: 'ALL' }, true)).toBe('Choose one site to download its CSV.');
  });
  it('blocks invalid dates', () => {
    expect(csvBlockedReason(base, false)).toMatch(/dates/);
  });
  it('allows one site with valid dates', () => {
    expect(csvBlockedReason(base, true)).toBeNull();
  });
});

describe('keptFilters', () => {
  it('keeps a chosen site, grinder and dates the caller may still choose', () => {
    const admin = accessFor('adminMgmt');
    const kept = { ...initialFilters(admin, now), site: 'NYCT', grinder: 'RG-4', startDate: '2025-05-01' };
    expect(keptFilters(kept, initialFilters(admin, now), admin)).toEqual(kept);
  });
  it('puts a site admin back on its own site', () => {
    const bart = accessFor('BARTadmin');
    const first = initialFilters(bart, now);
    expect(keptFilters({ ...first, site: 'ALL', grinder: 'RG-4' }, first, bart)).toEqual(first);
  });
});
