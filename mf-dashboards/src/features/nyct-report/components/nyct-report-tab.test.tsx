import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { nyctWeeklyPdfRoute, nyctWeeklyRoute, type NyctWeeklyReport, type WeeklyMetricsRow } from '@grindline/domain';
import { mockApi, onRoute } from '@grindline/ui/testing/mock-api';
import { renderWithProviders } from '@grindline/ui/testing/render';
import { NyctReportTab } from './nyct-report-tab';

// Highcharts needs a real layout engine; the charts' options are the domain's (tested there).
jest.mock('./report-chart', () => ({
  ReportChart: ({ view }: { view: { id: string; title: string; centreText?: string } }) => (
    <figure aria-label={view.title} data-chart-id={view.id}>
      {view.centreText}
    </figure>
  ),
}));

const row = (week: string, over: Partial<WeeklyMetricsRow> = {}): WeeklyMetricsRow => ({
  week, loram_delay: 10, customer_delay: 20, train_delay: 30, track_time: 600, spark_min: 300, miles_profiled: 4, defectsRemoved: 2, avg_passes: 3, percent_util: 50, completed_miles: 1, ...over,
});
const weeks = ['2026-10-12', '2026-10-19', '2026-10-26', '2026-11-02', '2026-11-09'];
const dist = (week: string) => ({ week, completed_miles: 0.5, miles_profiled: 2, defectsRemoved: 1 });
const REPORT: NyctWeeklyReport = {
  week: '2026-11-16',
  startDate: '2026-10-12',
  endDate: '2026-11-16',
  ytdFrom: '2026-01-01',
  lastDay: '2026-11-15',
  grinders: (['LPC-1', 'LRG-32'] as const).map((grinder) => ({ grinder, rows: [...weeks.map((w) => row(w)), row('YTD', { loram_delay: 777 })] })),
  divisions: (['IRT', 'IND', 'BMT'] as const).map((division) => ({
    division,
    corrective: [...weeks, 'YTD'].map(dist),
    preventative: [...weeks, 'YTD'].map(dist),
    progress: [{ track_id: `${division}_X`, label: 'A line', ytd: 2, wtd: 0.5, rem: 10 }],
  })),
  totals: [
    { division: 'IRT', defectsRemoved: 40, miles_ground: 10.4 },
    { division: 'IND', defectsRemoved: 2, miles_ground: 3 },
    { division: 'BMT', defectsRemoved: 0, miles_ground: 1 },
  ],
};

describe('NyctReportTab', () => {
  it('shows the totals, a page per grinder and division with three charts each, and the loss of time', async () => {
    const fetch = mockApi(onRoute(nyctWeeklyRoute, { body: REPORT }));
    renderWithProviders(<NyctReportTab />);
    expect(await screen.findByRole('heading', { name: 'Weekly Report' })).toBeInTheDocument();
    expect(screen.getByText('Week starting 2026-10-12')).toBeInTheDocument();
    expect(fetch.mock.calls[0][0]).toMatch(/\/api\/dashboard\/nyct-weekly\?week=\d{4}-\d{2}-\d{2}$/);

    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(await within(totals).findByText('42 Defects')).toBeInTheDocument();
    expect(within(totals).getByText('14 Miles')).toBeInTheDocument();
    for (const name of ['Grinder LPC-1', 'Grinder LRG-32', 'System Progress by Division: IRT', 'System Progress by Division: IND', 'System Progress by Division: BMT']) {
      expect(within(screen.getByRole('region', { name })).getAllByRole('figure')).toHaveLength(3);
    }
    expect(screen.getByRole('figure', { name: 'Track Time vs Spark Minutes: LRG-32' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Preventative Grind: BMT' })).toBeInTheDocument();
    const delays = within(screen.getByRole('region', { name: 'Loss of time' })).getAllByRole('row');
    expect(delays).toHaveLength(1 + 12);
    expect(within(delays[6]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['YTD', '777', '20', '30']);
  });

  it('lists Mondays labelled Week Of and asks for the chosen week', async () => {
    const fetch = mockApi(onRoute(nyctWeeklyRoute, { body: REPORT }));
    renderWithProviders(<NyctReportTab />);
    const picker = screen.getByRole('combobox', { name: 'Report week' });
    const options = within(picker).getAllByRole('option');
    expect(options[options.length - 1]).toHaveTextContent('Week Of 2021-03-15');
    await userEvent.selectOptions(picker, '2021-03-22');
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).endsWith('week=2021-03-22'))).toBe(true));
  });

  it("reads 'Generating report' while the PDF prints, then offers 'Download report'", async () => {
    let release: () => void = () => undefined;
    const printed = new Promise<void>((resolve) => (release = resolve));
    mockApi(
      onRoute(nyctWeeklyRoute, { body: REPORT }),
      onRoute(nyctWeeklyPdfRoute, async () => {
        await printed;
        return { body: { url: 'http://files.test/report.pdf', fileName: 'nyct-weekly-report-2026-11-16.pdf', week: '2026-11-16', cached: false, expiresInSeconds: 300 } };
      }),
    );
    renderWithProviders(<NyctReportTab />);
    await userEvent.click(screen.getByRole('button', { name: 'Generate PDF' }));
    expect(screen.getByRole('button', { name: 'Generating report' })).toBeDisabled();
    release();
    const link = await screen.findByRole('link', { name: 'Download report' });
    expect(link).toHaveAttribute('href', 'http://files.test/report.pdf');
    expect(link).toHaveAttribute('download', 'nyct-weekly-report-2026-11-16.pdf');
  });

  it('offers Generate PDF again shortly before the link expires', async () => {
    mockApi(
      onRoute(nyctWeeklyRoute, { body: REPORT }),
      onRoute(nyctWeeklyPdfRoute, { body: { url: 'http://files.test/r.pdf', fileName: 'r.pdf', week: '2026-11-16', cached: true, expiresInSeconds: 16 } }),
    );
    renderWithProviders(<NyctReportTab />);
    await userEvent.click(screen.getByRole('button', { name: 'Generate PDF' }));
    await screen.findByRole('link', { name: 'Download report' });
    // 16 s link, 15 s margin: back to 'Generate PDF' after about a second.
    expect(await screen.findByRole('button', { name: 'Generate PDF' }, { timeout: 3000 })).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'Download report' })).not.toBeInTheDocument();
  });
});
