import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bartReportListRoute, reportDeleteRoute, reportPhotosRoute, type ShiftReport } from '@grindline/domain';
import { onRoute, type MockAnswer } from '@grindline/ui/testing/mock-api';
import { setTestUser } from 'shell/kit/testing';
import { renderWithProviders } from '../../../testing/render';
import { mockRoutes, storedReport } from '../../../testing/route-doubles';
import { BartViewer } from './bart-viewer';

const report: ShiftReport = storedReport({
  startTime: '23:30',
  stopTime: '04:15',
  availableTrackTime: '04:45',
  feetComp: 2640,
  feetIncomp: 528,
  comments: 'Wet rail at MP 2',
  createdBy: 'bartadmin',
  ranges: [
    { trackId: 'A_1', direction: '1', from: 1, to: 1.5, length: 2640, segmentType: 'Open Track', passesLeft: 3, passesRight: 4, complete: true },
    { trackId: 'A_2', direction: '2', from: 2, to: 2.1, length: 528, segmentType: 'Switch', passesLeft: 1, passesRight: 1, complete: false },
  ],
});

/** When the viewer is opened in these tests: 03:10 local time on 2024-03-07, the end of a night shift. */
const OPENED_AT = new Date(2024, 2, 7, 3, 10);
const OPENING_DAY = '2024-03-07';
const renderViewer = () => renderWithProviders(<BartViewer now={() => OPENED_AT} />);

/** A picked day's list answers `reports` (the opening day has none); a DELETE answers `deleted` (without it, a DELETE fails the test). */
function api(reports: ShiftReport[], deleted?: MockAnswer<typeof reportDeleteRoute>) {
  return mockRoutes([
    onRoute(bartReportListRoute, ({ query }) => ({ body: { reports: query.date === OPENING_DAY ? [] : reports } })),
    ...(deleted ? [onRoute(reportDeleteRoute, deleted)] : []),
  ]);
}

async function getReport(date: string) {
  const user = userEvent.setup();
  await user.clear(screen.getByLabelText('Pick a Date'));
  await user.type(screen.getByLabelText('Pick a Date'), date);
  await user.click(screen.getByRole('button', { name: 'Get Report' }));
  return user;
}

describe('BartViewer', () => {
  beforeEach(() => setTestUser('BARTadmin'));

  it('shows the thumbnails of a shift with photos and opens one in the lightbox (issue 28)', async () => {
    const ref = { id: '7f3c2a7e-1b7a-4c55-9a56-3d8f2f3c9a01', fileName: 'IMG_1.jpg', contentType: 'image/jpeg' as const, size: 1000, caption: 'Squat at MP 1.2' };
    const fetch = mockRoutes([
      onRoute(bartReportListRoute, { body: { reports: [{ ...report, photos: [ref] }, { ...report, shiftId: 'no-photos' }] } }),
      onRoute(reportPhotosRoute, { body: { photos: [{ ...ref, url: 'http://s3.test/p/1.jpg', thumbUrl: 'http://s3.test/t/1.jpg', expiresInSeconds: 900 }] } }),
    ]);
    renderViewer();
    const user = await getReport('2024-03-05');
    await user.click(await screen.findByRole('button', { name: 'Open photo 1: Squat at MP 1.2' }));
    expect(screen.getByRole('dialog', { name: 'Photo 1 of 1: Squat at MP 1.2' })).toBeInTheDocument();
    // Only the shift that carries photos asks for them.
    expect(fetch.mock.calls.filter(([url]) => String(url).endsWith('/photos')).map(([url]) => url)).toEqual([`/api/reports/${report.shiftId}/photos`]);
  });

  it('Get Report shows the summary and segment tables of the date', async () => {
    const fetch = api([report]);
    renderViewer();
    await getReport('2024-03-05');

    expect(await screen.findByText('Dana Ortiz')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/reports/bart?date=2024-03-05', expect.anything());
    const [summary, detail] = screen.getAllByRole('table');
    for (const header of ['Shift Date', 'Line', 'Completed Feet', 'Incompleted Feet', 'Grinder Operator', 'Stone Type', 'Grinder Type', 'Comments', 'Start Time', 'Stop Time', 'Available Track Time']) {
      expect(within(summary).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    // The date is shown as stored: no +5/+6 hour display shift moves it to another day.
    expect(within(summary).getByRole('cell', { name: 'Tue, Mar 5, 2024' })).toBeInTheDocument();
    expect(within(summary).getByRole('cell', { name: '04:45' })).toBeInTheDocument();
    // Lengths read with their thousands grouped, as everywhere else.
    expect(within(summary).getByRole('cell', { name: '2,640' })).toBeInTheDocument();
    expect(within(detail).getAllByRole('columnheader').slice(0, 3).map((h) => h.textContent)).toEqual(['From (Mile Post)', 'To (Mile Post)', 'Length (ft)']);
    expect(within(detail).getAllByRole('row')).toHaveLength(3);
    expect(within(detail).getByRole('cell', { name: 'Incomplete' })).toBeInTheDocument();
    expect(within(detail).getByRole('cell', { name: 'Switch' })).toBeInTheDocument();
    expect(within(detail).getByRole('cell', { name: '2,640' })).toBeInTheDocument();
  });

  it('says a shift without comments has none, not an empty field', async () => {
    api([{ ...report, comments: '' }]);
    renderViewer();
    await getReport('2024-03-05');
    const [summary] = await screen.findAllByRole('table');
    expect(within(summary).getByRole('cell', { name: 'No comments' })).toBeInTheDocument();
  });

  it('shows one report per grinder when several exist for the date', async () => {
    const second = { ...report, shiftId: '20240305000002', grinderType: '5063', grinderOperator: 'Lee Park' };
    api([report, second]);
    renderViewer();
    await getReport('2024-03-05');
    expect(await screen.findByText('Lee Park')).toBeInTheDocument();
    expect(screen.getByText('Dana Ortiz')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Delete shift report entry' })).toHaveLength(2);
    // Each shift links its history (issue 11).
    expect(screen.getAllByRole('link', { name: /^History of shift \d+$/ })).toHaveLength(2);
  });

  it('says so when the date has no report', async () => {
    api([]);
    renderViewer();
    await getReport('2024-03-06');
    expect(await screen.findByText('No report found for Wed, Mar 6, 2024.')).toBeInTheDocument();
  });

  it('refuses a date outside the picker limits without calling the server', async () => {
    const fetch = api([report]);
    renderViewer();
    expect(await screen.findByText('No report found for Thu, Mar 7, 2024.')).toBeInTheDocument();
    await getReport('1999-12-31');
    expect(screen.getByText('Pick a date between 2000-01-01 and 2500-01-01.')).toBeInTheDocument();
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([`/api/reports/bart?date=${OPENING_DAY}`]);
  });

  it("opens on the local day's reports, without a click", async () => {
    const fetch = mockRoutes([onRoute(bartReportListRoute, { body: { reports: [{ ...report, date: OPENING_DAY }] } })]);
    renderViewer();
    expect(await screen.findByText('Dana Ortiz')).toBeInTheDocument();
    expect(screen.getByLabelText('Pick a Date')).toHaveValue(OPENING_DAY);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([`/api/reports/bart?date=${OPENING_DAY}`]);
  });

  it("offers the site's last shift day before an empty day, and shows it when asked", async () => {
    const asked: string[] = [];
    mockRoutes([
      onRoute(bartReportListRoute, ({ query }) => {
        asked.push(query.date);
        return { body: query.date === '2024-03-05' ? { reports: [report] } : { reports: [], lastShiftBefore: '2024-03-05' } };
      }),
    ]);
    renderViewer();
    expect(await screen.findByText('No report found for Thu, Mar 7, 2024.')).toBeInTheDocument();
    expect(screen.getByText(/The last shift before it was on Tue, Mar 5, 2024/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show Tue, Mar 5, 2024' }));
    expect(await screen.findByText('Dana Ortiz')).toBeInTheDocument();
    expect(screen.getByLabelText('Pick a Date')).toHaveValue('2024-03-05');
    expect(asked).toEqual([OPENING_DAY, '2024-03-05']);
  });

  it('offers nothing when no shift was filed before the day', async () => {
    api([]);
    renderViewer();
    expect(await screen.findByText('No report found for Thu, Mar 7, 2024.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Show / })).not.toBeInTheDocument();
  });

  it('REMOVE deletes the report and empties the screen', async () => {
    const fetch = api([report], { status: 204, text: '' });
    renderViewer();
    const user = await getReport('2024-03-05');
    await user.click(await screen.findByRole('button', { name: 'Delete shift report entry' }));
    expect(screen.getByText('This will delete the shift report entry from the database')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'REMOVE' }));

    await waitFor(() => expect(screen.queryByText('Dana Ortiz')).not.toBeInTheDocument());
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const deletes = fetch.mock.calls.filter(([, init]) => init?.method === 'DELETE');
    expect(deletes).toEqual([['/api/reports/20240305000001', expect.objectContaining({ method: 'DELETE' })]]);
  });

  it('CANCEL closes the confirmation and keeps the report', async () => {
    const fetch = api([report]);
    renderViewer();
    const user = await getReport('2024-03-05');
    await user.click(await screen.findByRole('button', { name: 'Delete shift report entry' }));
    await user.click(screen.getByRole('button', { name: 'CANCEL' }));

    expect(screen.queryByText('This will delete the shift report entry from the database')).not.toBeInTheDocument();
    expect(screen.getByText('Dana Ortiz')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
  });

  it('keeps the report and says why when the delete fails', async () => {
    api([report], { status: 403, body: { message: 'Forbidden' } });
    renderViewer();
    const user = await getReport('2024-03-05');
    await user.click(await screen.findByRole('button', { name: 'Delete shift report entry' }));
    await user.click(screen.getByRole('button', { name: 'REMOVE' }));
    expect(await screen.findByText('The report could not be deleted: Forbidden')).toBeInTheDocument();
    expect(screen.getByText('Dana Ortiz')).toBeInTheDocument();
  });
});
