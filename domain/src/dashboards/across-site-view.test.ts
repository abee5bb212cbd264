import { ACROSS_CHART_GROUPS, acrossSiteRows, lastTwelveMonths, toggled } from './across-site-view';
import { emptyTotals, type SiteOverview } from './figures';
import { overviewRows } from './overview-view';

const site = (name: string, shifts: number): SiteOverview => ({ site: name, units: 'Miles', totals: { ...emptyTotals(), shifts, feetComp: 5280 * shifts }, grinderShifts: { '5062': shifts }, stoneShifts: { '10V': shifts } });
const SITES = [site('BART', 3), site('MBTA', 1), site('NCTD', 2)];
const ALL_GROUPS = ACROSS_CHART_GROUPS.map((g) => g.id);

describe('across-site checkbox groups (spec 001 section 2.11)', () => {
  it('puts every chart of the multi-site dashboard in exactly one group', () => {
    const ids = overviewRows(SITES).flat().map((c) => c.id).sort();
    expect(ACROSS_CHART_GROUPS.flatMap((g) => g.charts).sort()).toEqual(ids);
  });

  it('with everything checked, gives the four rows of the multi-site dashboard', () => {
    expect(acrossSiteRows(SITES, { sites: ['BART', 'MBTA', 'NCTD'], groups: ALL_GROUPS })).toEqual(overviewRows(SITES));
  });

  it('draws only the checked sites', () => {
    const [totals] = acrossSiteRows(SITES, { sites: ['BART', 'NCTD'], groups: ['totals'] });
    const shifts = totals.find((c) => c.id === 'shifts');
    expect(shifts?.series[0].data).toEqual([expect.objectContaining({ name: 'BART', y: 3 }), expect.objectContaining({ name: 'NCTD', y: 2 })]);
    expect(shifts?.centreText).toBe('5');
  });

  it('keeps only the charts of the checked groups and drops the rows left empty', () => {
    const rows = acrossSiteRows(SITES, { sites: ['BART'], groups: ['passes', 'grinder-types'] });
    expect(rows.map((r) => r.map((c) => c.id))).toEqual([['avg-passes'], ['grinder-types']]);
  });

  it('draws nothing when no site or no chart is checked', () => {
    expect(acrossSiteRows(SITES, { sites: [], groups: ALL_GROUPS })).toEqual([]);
    expect(acrossSiteRows(SITES, { sites: ['BART'], groups: [] })).toEqual([]);
  });

  it('toggles a checkbox keeping the order of the group', () => {
    expect(toggled(['NCTD'], 'BART', true, ['BART', 'MBTA', 'NCTD'])).toEqual(['BART', 'NCTD']);
    expect(toggled(['BART', 'NCTD'], 'BART', false, ['BART', 'MBTA', 'NCTD'])).toEqual(['NCTD']);
  });
});

describe('lastTwelveMonths (the Across Site tab opens on them)', () => {
  it('starts a year before today, 29 February on 28 February', () => {
    expect(lastTwelveMonths('2026-11-25')).toEqual({ startDate: '2025-11-25', endDate: '2026-11-25' });
    expect(lastTwelveMonths('2028-02-29')).toEqual({ startDate: '2027-02-28', endDate: '2028-02-29' });
  });
});
