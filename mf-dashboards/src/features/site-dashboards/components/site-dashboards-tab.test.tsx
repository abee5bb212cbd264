import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accessFor, dashboardMonthlyRoute, dashboardPerformanceRoute, dashboardSiteRoute, emptyTotals, grindersRoute, type PerformanceFigures } from '@grindline/domain';
import { mockApi, onRoute } from '@grindline/ui/testing/mock-api';
import { renderWithProviders } from '@grindline/ui/testing/render';
import { SiteDashboardsTab } from './site-dashboards-tab';

jest.mock('../../../components/charts/chart', () => ({
  Chart: ({ view }: { view: { id: string; title: string } }) => <figure aria-label={view.title} data-chart-id={view.id} />,
}));

const MONTHLY = {
  monthly: {
    site: 'BART',
    units: 'Miles' as const,
    phase: 1 as const,
    mtd: { startDate: '2024-03-01', endDate: '2024-04-01' },
    ptd: { startDate: '2018-02-01', endDate: '2024-02-29' },
    plan: null,
    completed: { mtdFeet: 5280, ptdFeet: 10560, totalFeet: 15840, trackFeet: 52800, remainingFeet: 36960 },
    byMonth: [{ month: '2024-03', feet: 5280 }],
    byTrack: [{ trackId: 'A_1', line: 'A', ptdFeet: 10560, mtdFeet: 5280, remainingFeet: 36960 }],
    shiftTypes: [{ grinderType: '5063', mtd: {}, ptd: {} }],
  },
};

const SITE = {
  site: {
    site: 'NYCT',
    units: 'Miles' as const,
    mtd: { startDate: '2026-10-24', endDate: '2026-11-23' },
    ptd: { startDate: '2018-01-01', endDate: '2026-10-23' },
    goalFeet: null,
    byLine: [],
    byMonth: [],
    byGrinder: [],
  },
};

/** Empty performance figures of `site`. */
const performance = (site: string, division: PerformanceFigures['division'] = null): { performance: PerformanceFigures } => ({
  performance: { site, units: 'Miles', startDate: '2020-01-02', endDate: '2026-11-23', grinder: null, division, byTrack: [], byMonth: [], trackFeet: null, byShiftType: [], totals: emptyTotals() },
});

describe('Performance Metrics tab (spec 001 sections 2.7, 2.8, 2.12)', () => {
  it('opens the filters on a tablet while an office user has no site chosen, and not for a site admin', () => {
    mockApi(onRoute(grindersRoute, { body: { grinders: [] } }), onRoute(dashboardPerformanceRoute, { body: performance('NYCT') }));
    const showFilters = jest.fn();
    const { unmount } = renderWithProviders(<SiteDashboardsTab access={accessFor('admin')} filtersOpen={false} sidebarId="f" showFilters={showFilters} />);
    expect(showFilters).toHaveBeenCalledTimes(1);
    unmount();
    const siteAdmin = jest.fn();
    renderWithProviders(<SiteDashboardsTab access={accessFor('NYCTadmin')} filtersOpen={false} sidebarId="f" showFilters={siteAdmin} />);
    expect(siteAdmin).not.toHaveBeenCalled();
  });

  it("shows 'select site(s)' to a multi-site admin until a site is chosen", () => {
    const fetch = mockApi();
    renderWithProviders(<SiteDashboardsTab access={accessFor('admin')} filtersOpen={false} sidebarId="f" />);
    // The notice and each of the four performance charts.
    expect(screen.getAllByText('select site(s)')).toHaveLength(5);
    expect(screen.getByLabelText('Grinder')).toBeDisabled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("filters the performance figures by the site's grinder", async () => {
    const fetch = mockApi(onRoute(grindersRoute, { body: { grinders: ['LPC-1', 'LRG-32'] } }), onRoute(dashboardPerformanceRoute, { body: performance('NYCT') }));
    renderWithProviders(<SiteDashboardsTab access={accessFor('NYCTadmin')} filtersOpen={false} sidebarId="f" />);
    await screen.findByRole('option', { name: 'LRG-32' });
    await userEvent.selectOptions(screen.getByLabelText('Grinder'), 'LRG-32');
    await screen.findAllByText('No data found for the given time span');
    const asked = fetch.mock.calls.map(([u]) => String(u));
    expect(asked.some((u) => u.startsWith('/api/dashboard/performance?site=NYCT') && u.endsWith('&grinder=LRG-32'))).toBe(true);
  });

  it('offers NYCT its divisions and asks the performance figures of the chosen one (issue 13)', async () => {
    const fetch = mockApi(onRoute(grindersRoute, { body: { grinders: ['LPC-1'] } }), onRoute(dashboardPerformanceRoute, { body: performance('NYCT', 'IND') }));
    renderWithProviders(<SiteDashboardsTab access={accessFor('NYCTadmin')} filtersOpen={false} sidebarId="f" />);
    const division = screen.getByLabelText('Division');
    expect([...(division as HTMLSelectElement).options].map((o) => o.text)).toEqual(['All divisions', 'IRT', 'IND', 'BMT']);
    await userEvent.selectOptions(division, 'IND');
    await screen.findAllByText('No data found for the given time span');
    const asked = fetch.mock.calls.map(([u]) => String(u)).filter((u) => u.startsWith('/api/dashboard/performance?'));
    expect(asked[0]).not.toContain('div=');
    expect(asked.some((u) => u.startsWith('/api/dashboard/performance?site=NYCT') && u.endsWith('&div=IND'))).toBe(true);
  });

  it('has no Division filter at a site without divisions', async () => {
    mockApi(onRoute(grindersRoute, { body: { grinders: ['5062'] } }), onRoute(dashboardPerformanceRoute, { body: performance('BART') }));
    renderWithProviders(<SiteDashboardsTab access={accessFor('BARTadmin')} filtersOpen={false} sidebarId="f" />);
    await screen.findByRole('option', { name: '5062' });
    expect(screen.queryByLabelText('Division')).toBeNull();
  });

  it('shows the monthly report with its MTD/PTD text and the table to 2 decimals', async () => {
    const fetch = mockApi(onRoute(grindersRoute, { body: { grinders: [] } }), onRoute(dashboardPerformanceRoute, { body: performance('BART') }), onRoute(dashboardMonthlyRoute, { body: MONTHLY }));
    renderWithProviders(<SiteDashboardsTab access={accessFor('BARTadmin')} filtersOpen={false} sidebarId="f" />);
    await userEvent.selectOptions(screen.getByLabelText('View'), 'monthly');
    expect(await screen.findByText(/MTD: 2024-03-01 to 2024-04-01/)).toBeInTheDocument();
    expect(fetch.mock.calls.map(([u]) => String(u)).some((u) => u.startsWith('/api/dashboard/monthly?site=BART&projectStart=2018-02-01'))).toBe(true);
    await userEvent.click(screen.getAllByRole('button', { name: 'Show Table' })[0]);
    expect(screen.getByRole('row', { name: /Remaining Track Not Ground 7.00 70.00 %/ })).toBeInTheDocument();
  });

  it('names where the work is when the phase shown has none, and shows that phase on a click', async () => {
    const plan = { site: 'BART', goalFeet: null, phases: [] };
    const none = { mtdFeet: 0, ptdFeet: 0, totalFeet: 0, trackFeet: 52800, remainingFeet: 52800 };
    const byPhase = (phase: string) =>
      phase === '1'
        ? { monthly: { ...MONTHLY.monthly, plan, completed: none, byMonth: [], byTrack: [] } }
        : { monthly: { ...MONTHLY.monthly, plan, phase: 2 as const } };
    const fetch = mockApi(onRoute(grindersRoute, { body: { grinders: [] } }), onRoute(dashboardPerformanceRoute, { body: performance('BART') }), onRoute(dashboardMonthlyRoute, ({ query }) => ({ body: byPhase(query.phase ?? '') })));
    renderWithProviders(<SiteDashboardsTab access={accessFor('BARTadmin')} filtersOpen={false} sidebarId="f" />);
    await userEvent.selectOptions(screen.getByLabelText('View'), 'monthly');
    expect(await screen.findByText("Nothing was ground on the tracks of Phase 1 from 2018-02-01 to 2024-04-01. Phase 2's tracks have 3.00 mi completed.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show Phase 2' }));
    expect(await screen.findByRole('radio', { name: 'Phase 2', checked: true })).toBeInTheDocument();
    expect(screen.queryByText(/Nothing was ground/)).toBeNull();
    expect(fetch.mock.calls.map(([u]) => String(u)).filter((u) => u.includes('/api/dashboard/monthly')).some((u) => u.includes('phase=2'))).toBe(true);
  });

  it("says 'No data found for the given time span' on the site dashboard's empty charts", async () => {
    mockApi(onRoute(grindersRoute, { body: { grinders: [] } }), onRoute(dashboardPerformanceRoute, { body: performance('NYCT') }), onRoute(dashboardSiteRoute, { body: SITE }));
    renderWithProviders(<SiteDashboardsTab access={accessFor('NYCTadmin')} filtersOpen={false} sidebarId="f" />);
    await userEvent.selectOptions(screen.getByLabelText('View'), 'site');
    expect((await screen.findAllByText('No data found for the given time span')).length).toBe(11);
    expect(emptyTotals().shifts).toBe(0);
  });

  it("offers the last 12 months when the spec's 2018-2019 span has no shift, and asks for them", async () => {
    const fetch = mockApi(onRoute(grindersRoute, { body: { grinders: [] } }), onRoute(dashboardPerformanceRoute, { body: performance('NYCT') }), onRoute(dashboardSiteRoute, { body: SITE }));
    renderWithProviders(<SiteDashboardsTab access={accessFor('NYCTadmin')} filtersOpen={false} sidebarId="f" />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('View'), 'site');
    expect(await screen.findByText('No shifts of NYCT between 2018-01-01 and 2020-01-01.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show the last 12 months' }));
    const today = new Date().toISOString().slice(0, 10);
    expect(screen.getByLabelText('End date')).toHaveValue(today);
    const asked = fetch.mock.calls.map(([url]) => String(url)).filter((u) => u.startsWith('/api/dashboard/site?'));
    expect(asked[asked.length - 1]).toContain(`endDate=${today}`);
  });
});
