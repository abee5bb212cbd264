import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accessFor, dashboardOverviewRoute, emptyTotals, lastTwelveMonths, type OverviewFigures } from '@grindline/domain';
import { mockApi, onRoute } from '@grindline/ui/testing/mock-api';
import { renderWithProviders } from '@grindline/ui/testing/render';
import { AcrossSiteTab } from './across-site-tab';

// Highcharts needs a real layout engine; the charts' options are the domain's (tested there).
jest.mock('../../../components/charts/chart', () => ({
  Chart: ({ view }: { view: { id: string; title: string } }) => <figure aria-label={view.title} data-chart-id={view.id} />,
}));

const OVERVIEW: { overview: OverviewFigures } = {
  overview: {
    startDate: '2019-01-01',
    endDate: '2020-01-01',
    sites: [
      { site: 'BART', units: 'Miles', totals: { ...emptyTotals(), shifts: 3, feetComp: 5280 }, grinderShifts: { '5062': 3 }, stoneShifts: { '10V': 3 } },
      { site: 'MBTA', units: 'Miles', totals: { ...emptyTotals(), shifts: 1 }, grinderShifts: { 'LRG-24': 1 }, stoneShifts: { NA: 1 } },
    ],
  },
};

describe('Across Site tab (spec 001 sections 2.6, 2.11)', () => {
  it('asks for All sites over the last 12 months and draws the legend and the four rows', async () => {
    const fetch = mockApi(onRoute(dashboardOverviewRoute, { body: OVERVIEW }));
    renderWithProviders(<AcrossSiteTab access={accessFor('admin')} filtersOpen={false} sidebarId="f" />);
    expect(await screen.findByRole('list', { name: 'Sites' })).toBeInTheDocument();
    const { startDate, endDate } = lastTwelveMonths(new Date().toISOString().slice(0, 10));
    expect(String(fetch.mock.calls[0][0])).toBe(`/api/dashboard/overview?site=ALL&startDate=${startDate}&endDate=${endDate}`);
    expect(within(screen.getByRole('list', { name: 'Sites' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['BART', 'MBTA']);
    for (const title of ['Shifts', 'Completed Miles', 'Average Passes', 'Type of Stone per Number of Shifts']) {
      expect(await screen.findByRole('figure', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole('checkbox', { name: 'All sites' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'All charts' })).toBeChecked();
    // No site has passes in the range: the chart says so instead of drawing an empty box.
    expect(within(screen.getByRole('figure', { name: 'Average Passes' })).getByText('No data found for the given time span')).toBeInTheDocument();
  });

  it('draws only the checked sites and chart groups, without asking the server again', async () => {
    const fetch = mockApi(onRoute(dashboardOverviewRoute, { body: OVERVIEW }));
    renderWithProviders(<AcrossSiteTab access={accessFor('admin')} filtersOpen={false} sidebarId="f" />);
    await screen.findByRole('figure', { name: 'Shifts' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'MBTA' }));
    expect(within(screen.getByRole('list', { name: 'Sites' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['BART']);
    expect(screen.getByRole('checkbox', { name: 'All sites' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'All charts' }));
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Passes' }));
    expect(screen.getAllByRole('figure').map((f) => f.getAttribute('aria-label'))).toEqual(['Average Passes']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'All sites' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'All sites' }));
    expect(screen.getByText('select site(s)')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps a site admin to its site and draws no chart before the data arrives', async () => {
    mockApi(onRoute(dashboardOverviewRoute, () => new Promise(() => undefined)));
    renderWithProviders(<AcrossSiteTab access={accessFor('BARTadmin')} filtersOpen={false} sidebarId="f" />);
    // Sites: 'All sites' and BART; Charts: 'All charts' and the seven groups; all checked.
    expect(screen.getAllByRole('checkbox').filter((c) => (c as HTMLInputElement).checked)).toHaveLength(2 + 8);
    expect(screen.getByRole('checkbox', { name: 'BART' })).toBeChecked();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });
});
