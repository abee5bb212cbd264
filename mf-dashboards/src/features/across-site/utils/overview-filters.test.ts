import { accessFor, ACROSS_CHART_GROUPS } from '@grindline/domain';
import { initialOverviewFilters, keptOverviewFilters, overviewDateError, overviewQuery, overviewSites } from './overview-filters';

const GROUPS = ACROSS_CHART_GROUPS.map((g) => g.id);

describe('multi-site dashboard filters', () => {
  it('starts with every site the caller may see and every chart checked, over the last 12 months', () => {
    const admin = initialOverviewFilters(accessFor('admin'), '2026-11-25');
    expect(admin).toMatchObject({ startDate: '2025-11-25', endDate: '2026-11-25', groups: GROUPS });
    expect(admin.sites).toEqual(accessFor('admin').sites);
    expect(admin.sites).toContain('NYCT');
    expect(initialOverviewFilters(accessFor('BARTadmin'), '2026-11-25').sites).toEqual(['BART']);
  });

  it('asks for every site once (ALL) for multi-site admins and for the own site otherwise', () => {
    const f = initialOverviewFilters(accessFor('adminReadOnly'), '2026-11-25');
    expect(overviewQuery(accessFor('adminReadOnly'), { ...f, sites: ['BART'] })).toEqual({ site: 'ALL', startDate: '2025-11-25', endDate: '2026-11-25' });
    expect(overviewQuery(accessFor('BARTadmin'), initialOverviewFilters(accessFor('BARTadmin'), '2026-11-25')).site).toBe('BART');
    expect(overviewSites(accessFor('BARTadmin'))).toEqual(['BART']);
  });

  it('names a reversed or missing date', () => {
    const f = initialOverviewFilters(accessFor('admin'), '2026-11-25');
    expect(overviewDateError({ ...f, startDate: '2020-02-01', endDate: '2020-01-01' })).toBe('Data From must be on or before To');
    expect(overviewDateError({ ...f, startDate: '' })).toBe('Choose both dates');
    expect(overviewDateError(f)).toBeNull();
  });
});

describe('multi-site dashboard filters kept over a reload', () => {
  it('keeps dates and checked sites and charts, but only sites the caller may see and charts that exist', () => {
    const bart = accessFor('BARTadmin');
    const kept = { startDate: '2026-01-01', endDate: '2026-11-23', sites: ['BART', 'NYCT'], groups: [GROUPS[0], 'gone'] };
    expect(keptOverviewFilters(kept, bart)).toEqual({ startDate: '2026-01-01', endDate: '2026-11-23', sites: ['BART'], groups: [GROUPS[0]] });
    const admin = accessFor('admin');
    expect(keptOverviewFilters({ ...kept, groups: GROUPS }, admin).sites).toEqual(['BART', 'NYCT']);
  });
});
