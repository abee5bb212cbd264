import { accessFor } from '@grindline/domain';
import { emptySpanOffer, filterError, initialSiteFilters, keptSiteFilters, switchSite, switchView, viewQuery } from './site-filters';

const TODAY = '2026-11-23';

describe('single-site dashboard filters', () => {
  it('starts a site admin on its site and a multi-site admin with no site (select site(s))', () => {
    expect(initialSiteFilters(accessFor('BARTadmin'), TODAY)).toMatchObject({ view: 'performance', site: 'BART', startDate: '2020-01-02', endDate: TODAY });
    expect(initialSiteFilters(accessFor('admin'), TODAY).site).toBe('');
  });

  it('gives the site dashboard NYCT and 2018-01-01 to 2020-01-01 by default', () => {
    const f = switchView(initialSiteFilters(accessFor('admin'), TODAY), 'site', accessFor('admin'), TODAY);
    expect(f).toMatchObject({ site: 'NYCT', startDate: '2018-01-01', endDate: '2020-01-01' });
    expect(switchView(initialSiteFilters(accessFor('BARTadmin'), TODAY), 'site', accessFor('BARTadmin'), TODAY).site).toBe('BART');
  });

  it('asks the monthly route with the project start, end, interval and phase', () => {
    const f = { ...initialSiteFilters(accessFor('BARTadmin'), TODAY), view: 'monthly' as const };
    expect(viewQuery(f)).toEqual({ site: 'BART', projectStart: '2018-02-01', reportEnd: TODAY, interval: '31', phase: '1' });
    expect(filterError({ ...f, interval: '0' })).toBe('Report Interval must be at least 1 day');
    expect(filterError({ ...f, interval: '400' })).toBe('Report Interval must be at most 366 days');
    expect(filterError({ ...f, projectStart: '2027-01-01' })).toBe('Report End Date must be on or after the Project Start Date');
  });

  it('sends the chosen grinder to the performance route only, and forgets it with another site', () => {
    const f = { ...initialSiteFilters(accessFor('admin'), TODAY), site: 'NYCT', grinder: 'LPC-1' };
    expect(viewQuery(f)).toEqual({ site: 'NYCT', startDate: '2020-01-02', endDate: TODAY, grinder: 'LPC-1' });
    expect(viewQuery({ ...f, grinder: '' })).not.toHaveProperty('grinder');
    expect(viewQuery(switchView(f, 'site', accessFor('admin'), TODAY))).not.toHaveProperty('grinder');
    expect(switchSite(f, 'BART').grinder).toBe('');
    expect(switchSite(f, 'NYCT').grinder).toBe('LPC-1');
  });

  it('sends the chosen NYCT division to the performance route only, and forgets it with another site', () => {
    const f = { ...initialSiteFilters(accessFor('admin'), TODAY), site: 'NYCT' };
    expect(f.division).toBe('');
    expect(viewQuery(f)).not.toHaveProperty('div');
    const ind = { ...f, division: 'IND', grinder: 'LPC-1' };
    expect(viewQuery(ind)).toEqual({ site: 'NYCT', startDate: '2020-01-02', endDate: TODAY, grinder: 'LPC-1', div: 'IND' });
    expect(viewQuery(switchView(ind, 'site', accessFor('admin'), TODAY))).not.toHaveProperty('div');
    expect(switchSite(ind, 'NYCT').division).toBe('IND');
    expect(switchSite(ind, 'BART').division).toBe('');
    // A division never reaches a site without divisions (the route would refuse it).
    expect(viewQuery({ ...ind, site: 'BART' })).not.toHaveProperty('div');
  });
});

describe('site dashboard filters kept over a reload', () => {
  const admin = accessFor('admin');
  const nyct = accessFor('NYCTadmin');

  it('keeps a multi-site admin\'s site, view, dates and NYCT division', () => {
    const kept = { ...initialSiteFilters(admin, TODAY), view: 'site' as const, site: 'NYCT', startDate: '2019-01-01', division: 'IND' };
    expect(keptSiteFilters(kept, initialSiteFilters(admin, TODAY), admin)).toEqual(kept);
  });

  it('puts back a site the caller may not choose, forgetting its grinder and division', () => {
    const first = initialSiteFilters(nyct, TODAY);
    const kept = { ...first, site: 'BART', grinder: 'RG-1', division: 'IND', startDate: '2019-05-01' };
    expect(keptSiteFilters(kept, first, nyct)).toEqual({ ...first, startDate: '2019-05-01' });
  });

  it('drops a division the site does not have and a view that does not exist', () => {
    const first = initialSiteFilters(admin, TODAY);
    const kept = { ...first, site: 'BART', division: 'IRT', view: 'weekly' as never };
    expect(keptSiteFilters(kept, first, admin)).toMatchObject({ site: 'BART', division: '', view: 'performance' });
  });
});

describe('emptySpanOffer', () => {
  const empty = { site: 'SKYTRAIN', units: 'Kilometers' as const, mtd: { startDate: '2019-12-01', endDate: '2020-01-01' }, ptd: { startDate: '2018-01-01', endDate: '2019-11-30' }, goalFeet: null, byLine: [], byMonth: [], byGrinder: [] };
  it('offers the last 12 months to today when the span has no shift', () => {
    expect(emptySpanOffer(empty, { startDate: '2018-01-01', endDate: '2020-01-01' }, TODAY)).toEqual({
      message: 'No shifts of SKYTRAIN between 2018-01-01 and 2020-01-01.',
      label: 'Show the last 12 months',
      startDate: '2025-11-24',
      endDate: TODAY,
    });
  });
  it('offers nothing when the span has shifts, or already holds the last 12 months', () => {
    expect(emptySpanOffer({ ...empty, byMonth: [{ month: '2019-03', feet: 10 }] }, { startDate: '2018-01-01', endDate: '2020-01-01' }, TODAY)).toBeNull();
    expect(emptySpanOffer(empty, { startDate: '2025-01-01', endDate: TODAY }, TODAY)).toBeNull();
  });
});
