import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accessFor, dashboardMonthlyRoute, monthlyReportPdfRoute, type SuccessBody } from '@grindline/domain';
import { mockApi, onRoute } from '@grindline/ui/testing/mock-api';
import { calledUrls, renderWithProviders } from '@grindline/ui/testing/render';
import { ReportGenerator } from './report-generator';

jest.mock('../../../components/charts/chart', () => ({
  Chart: ({ view }: { view: { id: string; title: string } }) => <figure aria-label={view.title} data-chart-id={view.id} />,
}));

const TODAY = new Date().toISOString().slice(0, 10);
const MONTHLY: SuccessBody<typeof dashboardMonthlyRoute> = {
  monthly: {
    site: 'NCTD',
    units: 'Miles',
    phase: 1,
    mtd: { startDate: '2024-03-01', endDate: '2024-04-01' },
    ptd: { startDate: '2018-02-01', endDate: '2024-02-29' },
    plan: null,
    completed: { mtdFeet: 5280, ptdFeet: 10560, totalFeet: 15840, trackFeet: null, remainingFeet: null },
    byMonth: [{ month: '2024-03', feet: 5280 }],
    byTrack: [{ trackId: 'IRT_1', line: '1', ptdFeet: 10560, mtdFeet: 5280, remainingFeet: null }],
    shiftTypes: [{ grinderType: 'LPC-1', mtd: { 'R-Regular': 3 }, ptd: {} }],
  },
};

/** The monthly figures and the PDF link, answered through the routes' contracts. */
const answerRoutes = () =>
  mockApi(
    onRoute(monthlyReportPdfRoute, { body: { url: 'http://s3.local/reports/monthly/NYCT/x.pdf', fileName: 'Monthly Report NYCT phase 1.pdf', cached: false, expiresInSeconds: 300 } }),
    onRoute(dashboardMonthlyRoute, { body: MONTHLY }),
  );

beforeEach(() => sessionStorage.clear());

describe('Report Generator (/reports)', () => {
  it("opens on the spec's defaults and shows the whole monthly report with its CSVs", async () => {
    const fetch = answerRoutes();
    renderWithProviders(<ReportGenerator access={accessFor('adminMgmt')} />);
    expect(screen.getByLabelText('Project Start Date')).toHaveValue('2018-02-01');
    expect(screen.getByLabelText('Report End Date')).toHaveValue(TODAY);
    expect(screen.getByLabelText('Report Interval (days)')).toHaveValue('31');
    const site = screen.getByLabelText('Site') as HTMLSelectElement;
    expect(within(site).getAllByRole('option').map((o) => o.textContent)).toEqual(accessFor('adminMgmt').sites);
    expect(await screen.findByText('MTD: 2024-03-01 to 2024-04-01 · PTD: 2018-02-01 to 2024-02-29')).toBeInTheDocument();
    for (const title of ['Completed Miles (Phase 1)', 'Completed Miles by Month (Phase 1)', 'Completed Miles By Line (Phase 1)', 'LPC-1 Shift Types (Month to Date)']) {
      expect(await screen.findByRole('figure', { name: title })).toBeInTheDocument();
    }
    // A pie with nothing in its range says so.
    expect(within(screen.getByRole('figure', { name: 'LPC-1 Shift Types (Project to Date)' })).getByText('No data found for the given time span')).toBeInTheDocument();
    const csv = within(screen.getByRole('list', { name: 'CSV of the tables' })).getAllByRole('link');
    expect(csv.map((a) => a.textContent)).toEqual(['CSV: Completed Miles', 'CSV: Completed Miles by Month', 'CSV: Completed Miles by Line', 'CSV: Shift Types']);
    expect(decodeURIComponent(csv[1].getAttribute('href')!)).toBe('data:text/csv;charset=utf-8,Month,Miles\r\n2024-03,1.00\r\n');
    expect(calledUrls(fetch)[0]).toBe(`/api/dashboard/monthly?site=${accessFor('adminMgmt').sites[0]}&projectStart=2018-02-01&reportEnd=${TODAY}&interval=31&phase=1`);
  });

  it("draws no shift-type pies where the site's form asks no shift type (NYCT's are all 'R-Regular')", async () => {
    mockApi(onRoute(dashboardMonthlyRoute, { body: { monthly: { ...MONTHLY.monthly, site: 'NYCT' } } }));
    renderWithProviders(<ReportGenerator access={accessFor('adminMgmt')} />);
    expect(await screen.findByRole('figure', { name: 'Completed Miles By Line (Phase 1)' })).toBeInTheDocument();
    expect(screen.queryByRole('figure', { name: /Shift Types/ })).toBeNull();
    expect(within(screen.getByRole('list', { name: 'CSV of the tables' })).getAllByRole('link').map((a) => a.textContent)).not.toContain('CSV: Shift Types');
  });

  it('names the bad field and sends nothing for it', async () => {
    const fetch = answerRoutes();
    renderWithProviders(<ReportGenerator access={accessFor('adminMgmt')} />);
    await screen.findByText(/^MTD:/);
    const before = fetch.mock.calls.length;
    fireEvent.change(screen.getByLabelText('Report End Date'), { target: { value: '2017-12-31' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Report End Date must be on or after the Project Start Date');
    fireEvent.change(screen.getByLabelText('Report End Date'), { target: { value: TODAY } });
    for (const [value, message] of [['0', 'Report Interval must be at least 1 day'], ['367', 'Report Interval must be at most 366 days']]) {
      fireEvent.change(screen.getByLabelText('Report Interval (days)'), { target: { value } });
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      expect(screen.queryByText(/^MTD:/)).not.toBeInTheDocument();
    }
    expect(fetch.mock.calls.length).toBe(before);
  });

  it("asks the PDF of what is on screen with 'Download PDF' and offers the stored file", async () => {
    const fetch = answerRoutes();
    renderWithProviders(<ReportGenerator access={accessFor('adminMgmt')} />);
    await userEvent.selectOptions(screen.getByLabelText('Site'), 'NYCT');
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    const link = await screen.findByRole('link', { name: /Save PDF/ });
    expect(link).toHaveAttribute('href', 'http://s3.local/reports/monthly/NYCT/x.pdf');
    const post = fetch.mock.calls.find(([u]) => String(u) === '/api/reports/monthly/pdf')!;
    expect(JSON.parse(post[1].body as string)).toEqual({ site: 'NYCT', projectStart: '2018-02-01', reportEnd: TODAY, interval: 31, phase: '1' });
    await userEvent.click(screen.getByRole('radio', { name: 'Phase 2' }));
    await waitFor(() => expect(calledUrls(fetch)).toContain(`/api/dashboard/monthly?site=NYCT&projectStart=2018-02-01&reportEnd=${TODAY}&interval=31&phase=2`));
    expect(await screen.findByRole('button', { name: 'Download PDF' })).toBeEnabled();
  });
});
