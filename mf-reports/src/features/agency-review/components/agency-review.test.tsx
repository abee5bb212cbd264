import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mapImageRoute, reportPhotosRoute, reviewGetRoute, reviewListRoute, reviewPostRoute, statementCloseRoute, statementRoute, type QuantitiesStatement, type ShiftForReview, type ShiftReport, type StatementShift } from '@grindline/domain';
import { mockApi, onRoute } from '@grindline/ui/testing/mock-api';
import { setTestUser } from 'shell/kit/testing';
import { renderWithProviders } from '../../../testing/render';
import { AppRoutes } from '../../../app/routes';

const approval = { decision: 'approved' as const, version: 1, by: 'BART_bart-0001', at: '2097-03-05T09:00:00.000Z', identityProvider: 'BART', comment: '' };
const dispute = { decision: 'disputed' as const, version: 1, by: 'BART_bart-0001', at: '2097-03-05T09:10:00.000Z', identityProvider: 'BART', comment: 'MP 3 was not ground' };
const shift = (shiftId: string, status: StatementShift['status'], extra: Partial<StatementShift> = {}): StatementShift => ({
  shiftId, date: '2097-03-03', line: 'A', grinderType: '5062', shiftType: 'R-Regular', version: 1, status, completedLength: 2640, passLength: 10560, sparkMinutes: 0, trackMinutes: 270, ...extra,
});
const SHIFTS = [shift('20970303000001', 'not-reviewed'), shift('20970303000002', 'disputed', { dispute }), shift('20970303000003', 'approved', { approval })];
const REPORT: ShiftReport = {
  shiftId: '20970303000001', site: 'BART', variant: 'bart', date: '2097-03-03', line: 'A', grinderType: '5062', stoneType: 'goli', grinderOperator: 'Pat', shiftType: 'R-Regular',
  sparkMin: 0, passFeet: 10560, feetComp: 2640, feetIncomp: 0, comments: '', createdAt: '2097-03-03T08:00:00.000Z', createdBy: 'bartadmin', submissionId: 's',
  ranges: [{ trackId: 'A_1', direction: '1', from: 1, to: 1.5, length: 2640, passesLeft: 2, passesRight: 2, complete: true }],
};
const FOR_REVIEW: ShiftForReview = { report: { ...REPORT, ranges: [] }, version: 1, status: 'not-reviewed', review: null, events: [], monthClosed: false, mayReview: true };
const figures = (shifts: number) => ({ shifts, completedLength: 2640 * shifts, completedDistance: 0.5 * shifts, passLength: 0, passDistance: 2 * shifts, sparkMinutes: 0, trackMinutes: 270 * shifts, lines: shifts ? ['A'] : [], firstDate: shifts ? '2097-03-03' : null, lastDate: shifts ? '2097-03-03' : null });
const STATEMENT: QuantitiesStatement = {
  site: 'BART', month: '2097-03', phase: null, lengthUnit: 'feet', units: 'Miles', columns: { approved: figures(1), disputed: figures(0), notReviewed: figures(0) }, total: figures(1),
  shifts: [SHIFTS[2]], monthState: { closed: false, events: [] }, closable: true,
};

describe('agency sign-off screens', () => {
  afterEach(() => act(() => setTestUser(null)));

  it("lists the inspector's waiting and disputed shifts as cards, the dispute shown on its card", async () => {
    const fetch = mockApi(onRoute(reviewListRoute, { body: { site: 'BART', month: '2097-03', monthState: { closed: false, events: [] }, shifts: SHIFTS } }));
    setTestUser('BARTinspector');
    renderWithProviders(<AppRoutes />, { path: '/grind-reports/review?month=2097-03' });
    const cards = await screen.findByRole('list', { name: 'Shifts' });
    expect(within(cards).getAllByRole('listitem').map((c) => c.getAttribute('aria-label'))).toEqual(['Shift 20970303000001', 'Shift 20970303000002']);
    expect(within(screen.getByRole('listitem', { name: 'Shift 20970303000002' })).getByText(/MP 3 was not ground/)).toBeInTheDocument();
    expect(String(fetch.mock.calls[0][0])).toBe('/api/reviews?site=BART&month=2097-03');
    // BART's form has no spark minutes: the card gives the track time alone, not a spark figure of 0.
    const first = within(screen.getByRole('listitem', { name: 'Shift 20970303000001' }));
    // The night as the inspector's diary has it, its weekday first.
    expect(first.getByRole('heading')).toHaveTextContent('Sun, Mar 3, 2097 · Line A');
    expect(first.getByText('Track time').nextSibling).toHaveTextContent('4:30');
    expect(first.queryByText(/Spark/)).toBeNull();
    // BART's form asks no shift type: the stored one is not shown as if chosen.
    expect(first.queryByText('Shift type')).toBeNull();
    await userEvent.setup().selectOptions(screen.getByLabelText('Show'), 'all');
    expect(within(cards).getAllByRole('listitem')).toHaveLength(3);
  });

  it("gives each shift's type where the form asks it, so a stand-by shift's zeros say why", async () => {
    const standBy = shift('20970303000101', 'not-reviewed', { shiftType: 'S-Stand By', completedLength: 0, passLength: 0, trackMinutes: 0 });
    mockApi(onRoute(reviewListRoute, { body: { site: 'ETS', month: '2097-03', monthState: { closed: false, events: [] }, shifts: [standBy] } }));
    setTestUser('adminMgmt');
    renderWithProviders(<AppRoutes />, { path: '/grind-reports/review?site=ETS&month=2097-03' });
    const card = within(await screen.findByRole('listitem', { name: 'Shift 20970303000101' }));
    expect(card.getByText('Shift type').nextSibling).toHaveTextContent('S-Stand By');
    expect(card.getByText('Completed / pass').nextSibling).toHaveTextContent('0 / 0 m');
  });

  it('approves the version seen, and disputes only with a comment', async () => {
    const fetch = mockApi(onRoute(reviewGetRoute, { body: { ...FOR_REVIEW, report: REPORT } }), onRoute(mapImageRoute, { body: new Uint8Array([137, 80, 78, 71]) as never }), onRoute(reviewPostRoute, { body: { review: { shiftId: REPORT.shiftId, site: 'BART', date: REPORT.date, latest: approval, lastApproval: approval }, status: 'approved' } }));
    setTestUser('BARTinspector');
    renderWithProviders(<AppRoutes />, { path: `/grind-reports/review/${REPORT.shiftId}` });
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Dispute' })).toBeDisabled();
    // The quantities the inspector approves carry the site's unit.
    expect(screen.getByText(/grinder 5062 · version 1 · completed 2,640 ft, pass 10,560 ft/)).toBeInTheDocument();
    expect(screen.queryByText(/spark minutes/)).toBeNull();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(expect.arrayContaining(['From (Mile Post)', 'To (Mile Post)', 'Length (ft)']));
    await user.click(screen.getByRole('button', { name: 'Approve version 1' }));
    expect(await screen.findByText('Version 1 approved.')).toBeInTheDocument();
    const post = fetch.mock.calls.find(([url, init]) => init?.method === 'POST' && String(url).startsWith('/api/reviews'))!;
    expect(JSON.parse(String(post[1].body))).toEqual({ decision: 'approved', version: 1, comment: '' });
  });

  it("shows the shift's photos with thumbnails and opens one in the lightbox with its range's map (issue 28)", async () => {
    const ref = { id: '00000000-0000-4000-8000-00000000b001', fileName: 'IMG_0001.jpg', contentType: 'image/jpeg' as const, size: 1000, caption: 'Squat at MP 1.2', rangeIndex: 0, takenAt: '2097-03-03T07:10:00.000Z' };
    const fetch = mockApi(
      onRoute(reviewGetRoute, { body: { ...FOR_REVIEW, report: { ...REPORT, photos: [ref] } } }),
      onRoute(reportPhotosRoute, { body: { photos: [{ ...ref, url: 'http://s3.test/p/1.jpg', thumbUrl: 'http://s3.test/t/1.jpg', expiresInSeconds: 900 }] } }),
      onRoute(mapImageRoute, { body: new Uint8Array([137, 80, 78, 71]) as never }),
    );
    setTestUser('BARTinspector');
    renderWithProviders(<AppRoutes />, { path: `/grind-reports/review/${REPORT.shiftId}` });
    const user = userEvent.setup();
    const thumbs = await screen.findByRole('list', { name: `Photos of shift ${REPORT.shiftId}` });
    expect(thumbs.querySelector('.gl-ui-photo-thumb img')).toHaveAttribute('src', 'http://s3.test/t/1.jpg');
    await user.click(screen.getByRole('button', { name: 'Open photo 1: Squat at MP 1.2' }));
    const dialog = screen.getByRole('dialog', { name: 'Photo 1 of 1: Squat at MP 1.2' });
    expect(within(dialog).getByRole('img', { name: 'Squat at MP 1.2' })).toHaveAttribute('src', 'http://s3.test/p/1.jpg');
    expect(await within(dialog).findByRole('img', { name: 'Map of range 1 on BART Line A' })).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([url]) => String(url).endsWith('/photos')).map(([url]) => url)).toEqual([`/api/reports/${REPORT.shiftId}/photos`]);
  });

  it('does not ask for photos of a report that has none', async () => {
    const fetch = mockApi(onRoute(reviewGetRoute, { body: FOR_REVIEW }));
    setTestUser('BARTinspector');
    renderWithProviders(<AppRoutes />, { path: `/grind-reports/review/${REPORT.shiftId}` });
    expect(await screen.findByRole('button', { name: 'Approve version 1' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Photos' })).not.toBeInTheDocument();
    // A shift without grind ranges (a transit or stand-by shift) says so, not an empty table.
    expect(screen.getByText('No grind range was filed with this shift.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/photos'))).toBe(false);
  });

  it('offers no review buttons to the office', async () => {
    mockApi(onRoute(reviewGetRoute, { body: { ...FOR_REVIEW, mayReview: false } }));
    setTestUser('adminMgmt');
    renderWithProviders(<AppRoutes />, { path: `/grind-reports/review/${REPORT.shiftId}` });
    expect(await screen.findByText('Only the agency’s reviewers approve or dispute this shift.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
  });

  it('shows the statement split by status, and closes the month for the inspector once closable', async () => {
    const fetch = mockApi(onRoute(statementRoute, { body: STATEMENT }), onRoute(statementCloseRoute, { body: { closed: true } }));
    setTestUser('BARTinspector');
    renderWithProviders(<AppRoutes />, { path: '/grind-reports/statement?month=2097-03' });
    const summary = await screen.findByRole('region', { name: 'Quantities by review status' });
    expect(within(summary).getAllByRole('row').map((r) => r.textContent?.split(/(?<=[a-z])(?=\d)/)[0])).toEqual(expect.arrayContaining(['Approved', 'Disputed', 'Not yet reviewed', 'Total']));
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/statements/csv?site=BART&month=2097-03');
    // Each shift's completed length is named with its unit, as in the summary.
    const shifts = screen.getByRole('region', { name: '1 shift' });
    expect(within(shifts).getByRole('columnheader', { name: 'Completed (ft)' })).toBeInTheDocument();
    expect(within(shifts).queryByRole('columnheader', { name: 'Shift type' })).toBeNull();
    expect(within(summary).queryByRole('columnheader', { name: 'Spark min' })).toBeNull();
    expect(within(summary).getByRole('columnheader', { name: 'Track time' })).toBeInTheDocument();
    // Distances with their three digits: '0.500' above '1.000', not '0.5' above '1'.
    expect(within(summary).getAllByRole('cell', { name: '0.500' }).length).toBeGreaterThan(0);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close 2097-03' }));
    const close = await screen.findByText('Close 2097-03').then(() => fetch.mock.calls.find(([url]) => String(url) === '/api/statements/close'));
    expect(JSON.parse(String(close![1].body))).toEqual({ site: 'BART', month: '2097-03' });
  });
});
