import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setTestUser } from 'shell/kit/testing';
import { dailyStatsRoute, grindersRoute } from '@grindline/domain';
import { mockApi, onRoute } from '@grindline/ui/testing/mock-api';
import { calledUrls, renderWithProviders } from '@grindline/ui/testing/render';
import { AppRoutes } from './routes';

const DATE_ONLY = {
  now: new Date(2025, 2, 14, 10, 0),
  doNotFake: [
    'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate',
    'nextTick', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame',
    'requestIdleCallback', 'cancelIdleCallback', 'hrtime', 'performance',
  ] as const,
};

/** The daily stats tab's routes; any other call answers 404. */
const answerDashboard = () => mockApi(onRoute(grindersRoute, { body: { grinders: ['LRG-7', '5063'] } }), onRoute(dailyStatsRoute, { body: { shifts: [] } }));

beforeEach(() => jest.useFakeTimers({ ...DATE_ONLY, doNotFake: [...DATE_ONLY.doNotFake] }));
afterEach(() => {
  jest.useRealTimers();
  setTestUser(null);
});

describe('dashboard frame', () => {
  it('opens the Report Generator at /reports for adminMgmt, and nothing for a role the menu does not offer it to', async () => {
    setTestUser('adminMgmt');
    answerDashboard();
    const mgmt = renderWithProviders(<AppRoutes />, '/reports');
    expect(await screen.findByRole('heading', { name: 'Report Generator' })).toBeInTheDocument();
    expect(screen.queryByText(/not available/)).not.toBeInTheDocument();
    mgmt.unmount();
    setTestUser('admin');
    renderWithProviders(<AppRoutes />, '/reports');
    expect(screen.queryByRole('heading', { name: 'Report Generator' })).not.toBeInTheDocument();
  });

  it('shows only the tabs that exist in this version, with the tab in the URL', async () => {
    setTestUser('adminMgmt');
    answerDashboard();
    renderWithProviders(<AppRoutes />, '/dash');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Daily Stats', 'Across Site', 'Performance Metrics', 'NYCT Report', 'Data Collection']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(tabs[0]);
    expect(screen.getByTestId('location')).toHaveTextContent('/dash?tab=daily-stats');
    expect(await screen.findByText(/^No shifts reported (on|from) /)).toBeInTheDocument();
  });

  it('shows the NYCT Report tab to NYCT admins only among the site admins', () => {
    answerDashboard();
    setTestUser('NYCTadmin');
    const nyct = renderWithProviders(<AppRoutes />, '/dash?tab=nyct-report');
    expect(screen.getByRole('tab', { name: 'NYCT Report' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'NYCT Report' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show Filters' })).not.toBeInTheDocument();
    nyct.unmount();
    setTestUser('SKYTRAINadmin');
    renderWithProviders(<AppRoutes />, '/dash?tab=nyct-report');
    expect(screen.queryByRole('tab', { name: 'NYCT Report' })).not.toBeInTheDocument();
  });

  it('falls back to the first tab for an unknown ?tab and renders the dashboard at / too', () => {
    setTestUser('BARTadmin');
    answerDashboard();
    renderWithProviders(<AppRoutes />, '/?tab=nyct-report');
    expect(screen.getByRole('tab', { name: 'Daily Stats' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Daily Stats' })).toBeInTheDocument();
  });

  it('toggles the filter sidebar with Show Filters', async () => {
    setTestUser('BARTadmin');
    answerDashboard();
    renderWithProviders(<AppRoutes />, '/dash');
    const toggle = screen.getByRole('button', { name: 'Show Filters' });
    const sidebar = screen.getByRole('complementary', { name: 'Filters' });
    expect(sidebar).not.toHaveClass('gl-dash-sidebar--open');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent('Hide Filters');
    expect(sidebar).toHaveClass('gl-dash-sidebar--open');
    expect(toggle).toHaveAttribute('aria-controls', sidebar.id);
  });

  it('renders nothing for a signed-out user', () => {
    answerDashboard();
    renderWithProviders(<AppRoutes />, '/dash');
    expect(screen.queryByRole('tab')).toBeNull();
  });
});

describe('daily stats filters by role', () => {
  it('gives a multi-site admin a site select defaulting to All sites, with CSV disabled', async () => {
    setTestUser('admin');
    const fetch = answerDashboard();
    renderWithProviders(<AppRoutes />, '/dash');
    const site = screen.getByLabelText('Site') as HTMLSelectElement;
    expect(site.value).toBe('ALL');
    expect(within(site).getAllByRole('option')[0]).toHaveTextContent('All sites');
    expect(within(site).getByRole('option', { name: 'NYCT' })).toBeInTheDocument();
    const csv = screen.getByRole('button', { name: 'Download CSV' });
    expect(csv).toBeDisabled();
    expect(csv).toHaveAttribute('title', 'Choose one site to download its CSV.');
    await waitFor(() =>
      expect(calledUrls(fetch)).toEqual(
        expect.arrayContaining([
          '/api/dashboard/grinders?site=ALL',
          '/api/dashboard/daily-stats?site=ALL&startDate=2025-03-13&endDate=2025-03-14',
        ]),
      ),
    );
  });

  it('enables CSV once the admin picks one site, and queries that site', async () => {
    setTestUser('admin');
    const fetch = answerDashboard();
    renderWithProviders(<AppRoutes />, '/dash');
    await userEvent.selectOptions(screen.getByLabelText('Site'), 'SKYTRAIN');
    const csv = screen.getByRole('link', { name: 'Download CSV' });
    expect(csv).toHaveAttribute('href', '/api/dashboard/daily-stats/csv?site=SKYTRAIN&startDate=2025-03-13&endDate=2025-03-14');
    await waitFor(() =>
      expect(calledUrls(fetch)).toContain('/api/dashboard/daily-stats?site=SKYTRAIN&startDate=2025-03-13&endDate=2025-03-14'),
    );
  });

  it('fixes a BART admin to BART: no site select, CSV link with site, grinder and dates', async () => {
    setTestUser('BARTadmin');
    const fetch = answerDashboard();
    renderWithProviders(<AppRoutes />, '/dash');
    expect(screen.queryByLabelText('Site')).toBeNull();
    expect(screen.getByText('Site: BART')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/dashboard/daily-stats/csv?site=BART&startDate=2025-03-13&endDate=2025-03-14',
    );
    await screen.findByRole('option', { name: 'LRG-7' });
    await userEvent.selectOptions(screen.getByLabelText('Grinder'), 'LRG-7');
    fireEvent.change(screen.getByLabelText('Date from'), { target: { value: '2025-03-01' } });
    const csv = screen.getByRole('link', { name: 'Download CSV' });
    expect(csv).toHaveAttribute('href', '/api/dashboard/daily-stats/csv?site=BART&grinder=LRG-7&startDate=2025-03-01&endDate=2025-03-14');
    expect(csv).toHaveAttribute('download');
    await waitFor(() =>
      expect(calledUrls(fetch)).toContain('/api/dashboard/daily-stats?site=BART&grinder=LRG-7&startDate=2025-03-01&endDate=2025-03-14'),
    );
    expect(calledUrls(fetch)).toContain('/api/dashboard/grinders?site=BART');
  });
});
