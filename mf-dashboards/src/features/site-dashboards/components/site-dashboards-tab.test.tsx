import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accessFor, emptyTotals } from '@grindline/domain';
import { mockFetch, renderWithProviders } from '@grindline/ui/testing/render';
import { SiteDashboardsTab } from './site-dashboards-tab';

jest.mock('../../../components/charts/chart', () => ({
  Chart: ({ view }: { view: { id: string; title: string } }) => <figure aria-label={view.title} data-chart-id={view.id} />,
}));

const MONTHLY = {
  monthly: {
    site: 'BART',
    units: 'Miles',
    phase: 1,
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
  site: { site: 'NYCT', units: 'Miles', mtd: {}, ptd: {}, goalFeet: null, byLine: [], byMonth: [], byGrinder: [] },
};

describe('Performance Metrics tab (spec 001 sections 2.7, 2.8, 2.12)', () => {
  it("shows 'select site(s)' to a multi-site admin until a site is chosen", () => {
    const fetch = mockFetch(() => ({ body: {} }));
    renderWithProviders(<SiteDashboardsTab access={accessFor('admin')} filtersOpen={false} sidebarId="f" />);
    // The notice and each of the four performance charts.
    expect(screen.getAllByText('select site(s)')).toHaveLength(5);
    expect(screen.getByLabelText('Grinder')).toBeDisabled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("filters the performance figures by the site's grinder", async () => {
    const fetch = mockFetch((url) =>
      String(url).startsWith('/api/dashboard/grinders')
        ? { body: { grinders: ['LPC-1', 'LRG-32'] } }
        : { body: { performance: { site: 'NYCT', units: 'Miles', startDate: '2020-01-02', endDate: '2026-11-23', grinder: null, byTrack: [], byMonth: [], trackFeet: null, byShiftType: [], totals: emptyTotals() } } },
    );
    renderWithProviders(<SiteDashboardsTab access={accessFor('NYCTadmin')} filtersOpen={false} sidebarId="f" />);
    await screen.findByRole('option', { name: 'LRG-32' });
    await userEvent.selectOptions(screen.getByLabelText('Grinder'), 'LRG-32');
    await screen.findAllByText('No data found for the given time span');
    const asked = fetch.mock.calls.map(([u]) => String(u));
    expect(asked.some((u) => u.startsWith('/api/dashboard/performance?site=NYCT') && u.endsWith('&grinder=LRG-32'))).toBe(true);
  });

  it('offers NYCT its divisions and asks the performance figures of the chosen one (issue 13)', async () => {
    const fetch = mockFetch((url) =>
      String(url).startsWith('/api/dashboard/grinders')
        ? { body: { grinders: ['LPC-1'] } }
        : { body: { performance: { site: 'NYCT', units: 'Miles', startDate: '2020-01-02', endDate: '2026-11-23', grinder: null, division: 'IND', byTrack: [], byMonth: [], trackFeet: null, byShiftType: [], totals: emptyTotals() } } },
    );
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
    mockFetch((url) =>
      String(url).startsWith('/api/dashboard/grinders')
        ? { body: { grinders: ['5062'] } }
        : { body: { performance: { site: 'BART', units: 'Miles', startDate: '2020-01-02', endDate: '2026-11-23', grinder: null, division: null, byTrack: [], byMonth: [], trackFeet: null, byShiftType: [], totals: emptyTotals() } } },
    );
    renderWithProviders(<SiteDashboardsTab access={accessFor('BARTadmin')} filtersOpen={false} sidebarId="f" />);
    await screen.findByRole('option', { name: '5062' });
    expect(screen.queryByLabelText('Division')).toBeNull();
  });

  it('shows the monthly report with its MTD/PTD text and the table to 2 decimals', async () => {
    const fetch = mockFetch(() => ({ body: MONTHLY }));
    renderWithProviders(<SiteDashboardsTab access={accessFor('BARTadmin')} filtersOpen={false} sidebarId="f" />);
    await userEvent.selectOptions(screen.getByLabelText('View'), 'monthly');
    expect(await screen.findByText(/MTD: 2024-03-01 to 2024-04-01/)).toBeInTheDocument();
    expect(fetch.mock.calls.map(([u]) => String(u)).some((u) => u.startsWith('/api/dashboard/monthly?site=BART&projectStart=2018-02-01'))).toBe(true);
    await userEvent.click(screen.getAllByRole('button', { name: 'Show Table' })[0]);
    expect(screen.getByRole('row', { name: /Remaining Track Not Ground 7.00 70.00 %/ })).toBeInTheDocument();
  });

  it("says 'No data found for the given time span' on the site dashboard's empty charts", async () => {
    mockFetch(() => ({ body: SITE }));
    renderWithProviders(<SiteDashboardsTab access={accessFor('NYCTadmin')} filtersOpen={false} sidebarId="f" />);
    await userEvent.selectOptions(screen.getByLabelText('View'), 'site');
    expect((await screen.findAllByText('No data found for the given time span')).length).toBe(11);
    expect(emptyTotals().shifts).toBe(0);
  });
});
