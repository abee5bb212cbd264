import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { nyctReportSubmitRoute, reportEditGetRoute, reportEditRoute, reportPhotosRoute, type NyctShiftInput, type ShiftReport } from '@grindline/domain';
import { mockApi, onRoute } from '@grindline/ui/testing/mock-api';
import { setTestUser } from 'shell/kit/testing';
import { freshIndexedDb } from '../../../testing/fake-indexeddb';
import { renderWithProviders } from '../../../testing/render';
import { lazyPagesLoaded } from '@grindline/ui/testing/lazy-page';
import { mockRoutes, storedReport } from '../../../testing/route-doubles';
import { AppRoutes } from '../../../app/routes';

const limit = (n: number) => within(screen.getByRole('group', { name: new RegExp(`^Grind limit ${n} of \\d+$`) }));

async function fillShift(user: UserEvent) {
  await user.type(screen.getByLabelText('Date'), '2087-02-01');
  await user.selectOptions(screen.getByLabelText('Grinder Type'), 'LPC-1');
  await user.type(screen.getByLabelText('Supervisor Name'), 'Kevin Walsh');
  await user.selectOptions(screen.getByLabelText('Supervisor Type'), 'MS-I');
  await user.type(screen.getByLabelText('Pass Number'), '587220');
  await user.selectOptions(screen.getByLabelText('Sub Division'), 'T-3');
  await user.selectOptions(screen.getByLabelText('Division'), 'BMT');
  await user.selectOptions(screen.getByLabelText('Line'), 'BMT_CN');
  await user.selectOptions(screen.getByLabelText('Track'), 'BMT_CN_2');
  for (const [label, value] of [['Departure Yard', 'Canarsie'], ['Departure Fuel', '7/8'], ['Departure Water', 'Full'], ['Arrival Yard', 'Canarsie'], ['Arrival Fuel', '3/4'], ['Arrival Water', '1/2'], ['GO Priority', 'Scheduled']]) {
    await user.selectOptions(screen.getByLabelText(label), value);
  }
  for (const [label, value] of [['Departure Time', '23:20'], ['Arrival Time', '05:35'], ['GO Number', 'G.O. 1'], ['GO Start Time', '00:01'], ['GO End Time', '05:00'], ['GO Entry Time', '00:20'], ['GO Depart Time', '04:40'], ['Spark Minutes', '150']]) {
    await user.type(screen.getByLabelText(label), value);
  }
}

async function fillLimit(user: UserEvent, n: number, from: string) {
  const g = limit(n);
  await user.selectOptions(g.getByLabelText('Segment Type'), 'Tangent');
  await user.type(g.getByLabelText('From Station'), from);
  await user.type(g.getByLabelText('From Feet'), '40');
  await user.type(g.getByLabelText('To Station'), String(Number(from) + 4));
  await user.type(g.getByLabelText('Left Rail Passes'), '2');
  await user.type(g.getByLabelText('Right Rail Passes'), '3');
  await user.selectOptions(g.getByLabelText('Left Rail Profile'), 'HR-2');
  await user.selectOptions(g.getByLabelText('Right Rail Profile'), 'HR-2');
}

describe('NYCT Grind Shift Report', () => {
  beforeEach(() => freshIndexedDb());
  afterEach(() => act(() => setTestUser(null)));

  it('files two grind limits with a defect after Review Details, the track copied to both', async () => {
    const fetch = mockRoutes([
      onRoute(nyctReportSubmitRoute, ({ body }) => {
        const { submissionId } = body as { submissionId: string };
        return { status: 201, body: { shiftId: '2087020100101', report: storedReport({ shiftId: '2087020100101', site: 'NYCT', variant: 'nyct', date: '2087-02-01', submissionId }) } };
      }),
    ]);
    setTestUser('NYCTadmin');
    const user = userEvent.setup();
    renderWithProviders(<AppRoutes />, { path: '/grind-reports/new' });
    await lazyPagesLoaded(); // the form is its route's own chunk
    await fillShift(user);
    await fillLimit(user, 1, '310');
    await user.click(limit(1).getByRole('button', { name: 'Add defect removed' }));
    await user.type(limit(1).getByLabelText('Number of Defects Removed'), '6');
    await user.selectOptions(limit(1).getByLabelText('Defect Type'), 'Battered');
    await user.selectOptions(limit(1).getByLabelText('Defect Priority'), 'P1');
    await user.click(screen.getByRole('button', { name: 'Add grind limit' }));
    expect(screen.getByRole('group', { name: 'Grind limit 2 of 2' })).toBeInTheDocument();
    expect(limit(2).getByLabelText('Track Id')).toHaveValue('BMT_CN_2');
    await fillLimit(user, 2, '320');
    expect(limit(1).getByText('Length: 360 ft')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Review and Submit' }));
    expect(await screen.findByRole('heading', { name: 'Review Details' })).toBeInTheDocument();
    // The stations as the map and the cards write them: station 310 and 40 ft, station 314.
    const first = within(screen.getByRole('table', { name: 'Grind limits' })).getAllByRole('row')[1];
    expect(within(first).getAllByRole('cell').slice(2, 4).map((c) => c.textContent)).toEqual(['310 + 40', '314 + 00']);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Form Submitted' })).toBeInTheDocument();
    const body = JSON.parse(String(fetch.mock.calls[0][1].body));
    expect(body.grindLimits.map((g: { trackId: string }) => g.trackId)).toEqual(['BMT_CN_2', 'BMT_CN_2']);
    expect(body.grindLimits[0].defects).toEqual([{ numRemoved: 6, type: 'Battered', priority: 'P1', comment: '' }]);
    expect(body).not.toHaveProperty('track');
    expect(body.submissionId).toMatch(/^[0-9a-f-]{36}$/);
    // Typing a whole report key by key is slow in jsdom.
  }, 120_000);

  it('keeps Submit disabled and counts the missing fields while errors remain', async () => {
    mockApi();
    setTestUser('NYCTadmin');
    const user = userEvent.setup();
    renderWithProviders(<AppRoutes />, { path: '/grind-reports/new' });
    await lazyPagesLoaded(); // the form is its route's own chunk
    await user.click(screen.getByRole('button', { name: 'Review and Submit' }));
    expect(await screen.findByText(/^\d+ fields are missing\. Please hit go back to edit and complete fields$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(screen.getByText('Date is Required')).toBeInTheDocument();
  });

  it('asks before a division change clears line, track and yards; CANCEL keeps them', async () => {
    mockApi();
    setTestUser('NYCTadmin');
    const user = userEvent.setup();
    renderWithProviders(<AppRoutes />, { path: '/grind-reports/new' });
    await lazyPagesLoaded(); // the form is its route's own chunk
    await user.selectOptions(screen.getByLabelText('Division'), 'BMT');
    await user.selectOptions(screen.getByLabelText('Line'), 'BMT_CN');
    await user.selectOptions(screen.getByLabelText('Track'), 'BMT_CN_1');
    await user.selectOptions(screen.getByLabelText('Departure Yard'), 'Canarsie');
    await user.selectOptions(screen.getByLabelText('Division'), 'IRT');
    await user.click(screen.getByRole('button', { name: 'CANCEL' }));
    expect(screen.getByLabelText('Division')).toHaveValue('BMT');
    expect(screen.getByLabelText('Line')).toHaveValue('BMT_CN');
    await user.selectOptions(screen.getByLabelText('Division'), 'IRT');
    await user.click(screen.getByRole('button', { name: 'REMOVE' }));
    expect(screen.getByLabelText('Division')).toHaveValue('IRT');
    expect(screen.getByLabelText('Line')).toHaveValue('');
    expect(screen.getByLabelText('Departure Yard')).toHaveValue('');
    expect(limit(1).getByLabelText('Track Id')).toHaveValue('');
  });

  it('loads the stored report in edit mode and saves it on the version loaded; a 409 shows what changed', async () => {
    const form: NyctShiftInput = {
      date: '2087-02-01', grinderType: 'LPC-1', superName: 'Kevin Walsh', superType: 'MS-I', passNum: '587220', subDiv: 'T-3', div: 'BMT', line: 'BMT_CN', lineLabel: 'Canarsie',
      departYard: 'Canarsie', departTime: '23:20', departFuel: '7/8', departWater: 'Full', arrivalYard: 'Canarsie', arrivalTime: '05:35', arrivalFuel: '3/4', arrivalWater: '1/2',
      goNum: 'G.O. 1', goPriority: 'Scheduled', goStartTime: '00:01', goEndTime: '05:00', goEntryTime: '00:20', goDepartTime: '04:40', sparkMin: 150, passDistance: 0,
      machineDelay: 0, machineDelayComment: '', fmDelay: 0, fmDelayComment: '', trainDelay: 0, trainDelayComment: '', customerDelay: 0, customerDelayComment: '',
      grindLimits: [{ trackId: 'BMT_CN_2', segmentType: 'Tangent', segmentFrom: 310, segmentFromFeet: 40, segmentTo: 314, segmentToFeet: 0, passesLeft: 2, passesRight: 3, profileLeft: 'HR-2', profileRight: 'HR-2', completed: 'complete', location: '', defects: [{ numRemoved: 6, type: 'Battered', priority: 'P1', comment: '' }] }],
    };
    const stored: ShiftReport = {
      shiftId: '2087020100101', site: 'NYCT', variant: 'nyct', date: '2087-02-01', line: 'BMT_CN', grinderType: 'LPC-1', stoneType: '', grinderOperator: 'Kevin Walsh', shiftType: '',
      sparkMin: 150, passFeet: 0, feetComp: 360, feetIncomp: 0, comments: '', createdAt: '2087-02-01T06:00:00.000Z', createdBy: 'nyctadmin', submissionId: 's-1',
      ranges: [{ trackId: 'BMT_CN_2', direction: '', from: 310.4, to: 314, length: 360, passesLeft: 2, passesRight: 3, complete: true }],
    };
    const fetch = mockApi(
      onRoute(reportEditGetRoute, { body: { report: stored, version: 1, changeId: 'c-1', changedAt: '2087-02-01T06:00:00.000Z', changedBy: 'nyctadmin', form } }),
      onRoute(reportEditRoute, {
        status: 409,
        body: { message: 'This report was changed by adminmgmt at 2087-02-01 10:00 UTC (version 2) since you loaded it; your changes were not saved.', issues: [{ path: 'sparkMin', message: 'Changed meanwhile: Spark Minutes 150 → 99' }] },
      }),
    );
    setTestUser('NYCTadminedit');
    const user = userEvent.setup();
    renderWithProviders(<AppRoutes />, { path: '/edit-report/2087020100101' });
    expect(await screen.findByRole('heading', { name: 'Edit Grind Shift Report 2087020100101 (version 1)' })).toBeInTheDocument();
    // The editor can read what changed before saving over it.
    expect(screen.getByRole('link', { name: /History of shift 2087020100101/ })).toHaveAttribute('href', '/grind-reports/history/2087020100101');
    await waitFor(() => expect(limit(1).getByLabelText('From Station')).toHaveValue('310'));
    await user.clear(limit(1).getByLabelText('From Station'));
    await user.type(limit(1).getByLabelText('From Station'), '312');
    // The agency approved it: the reason goes with the edit (decisions §53).
    await user.type(screen.getByLabelText('Reason for the change'), 'Station 310 was a typo');
    await user.click(screen.getByRole('button', { name: 'Review and Submit' }));
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(/since you loaded it; your changes were not saved/)).toBeInTheDocument();
    expect(screen.getByText('Changed meanwhile: Spark Minutes 150 → 99')).toBeInTheDocument();
    const put = fetch.mock.calls.find(([u, i]) => u === '/api/reports/2087020100101' && i?.method === 'PUT')!;
    expect(JSON.parse(String(put[1].body))).toMatchObject({ changeId: 'c-1', reason: 'Station 310 was a typo', grindLimits: [expect.objectContaining({ segmentFrom: 312 })] });
    expect(fetch.unmatched).toEqual([]);
  });

  it('lists the stored report\'s photos with their thumbnails on the edit page, and saves the list without one removed (issue 28)', async () => {
    const form: NyctShiftInput = {
      date: '2087-02-01', grinderType: 'LPC-1', superName: 'Kevin Walsh', superType: 'MS-I', passNum: '587220', subDiv: 'T-3', div: 'BMT', line: 'BMT_CN', lineLabel: 'Canarsie',
      departYard: 'Canarsie', departTime: '23:20', departFuel: '7/8', departWater: 'Full', arrivalYard: 'Canarsie', arrivalTime: '05:35', arrivalFuel: '3/4', arrivalWater: '1/2',
      goNum: 'G.O. 1', goPriority: 'Scheduled', goStartTime: '00:01', goEndTime: '05:00', goEntryTime: '00:20', goDepartTime: '04:40', sparkMin: 150, passDistance: 0,
      machineDelay: 0, machineDelayComment: '', fmDelay: 0, fmDelayComment: '', trainDelay: 0, trainDelayComment: '', customerDelay: 0, customerDelayComment: '',
      grindLimits: [{ trackId: 'BMT_CN_2', segmentType: 'Tangent', segmentFrom: 310, segmentFromFeet: 40, segmentTo: 314, segmentToFeet: 0, passesLeft: 2, passesRight: 3, profileLeft: 'HR-2', profileRight: 'HR-2', completed: 'complete', location: '', defects: [{ numRemoved: 6, type: 'Battered', priority: 'P1', comment: '' }] }],
    };
    const stored: ShiftReport = {
      shiftId: '2087020100101', site: 'NYCT', variant: 'nyct', date: '2087-02-01', line: 'BMT_CN', grinderType: 'LPC-1', stoneType: '', grinderOperator: 'Kevin Walsh', shiftType: '',
      sparkMin: 150, passFeet: 0, feetComp: 360, feetIncomp: 0, comments: '', createdAt: '2087-02-01T06:00:00.000Z', createdBy: 'nyctadmin', submissionId: 's-1',
      ranges: [{ trackId: 'BMT_CN_2', direction: '', from: 310.4, to: 314, length: 360, passesLeft: 2, passesRight: 3, complete: true }],
    };
    const photo = { id: '7f3c2a7e-1b7a-4c55-9a56-3d8f2f3c9a01', fileName: 'IMG_1.jpg', contentType: 'image/jpeg' as const, size: 1000, caption: 'Battered joint' };
    const kept = { ...photo, id: '0b8e6f1a-1c2d-4e5f-8a9b-0c1d2e3f4a5b', fileName: 'IMG_2.jpg', caption: 'Weld', rangeIndex: 0 };
    const fetch = mockApi(
      onRoute(reportEditGetRoute, { body: { report: { ...stored, photos: [photo, kept] }, version: 1, changeId: 'c-1', changedAt: '2087-02-01T06:00:00.000Z', changedBy: 'nyctadmin', form } }),
      onRoute(reportPhotosRoute, { body: { photos: [{ ...photo, url: 'http://s3.test/p/1.jpg', thumbUrl: 'http://s3.test/t/1.jpg', expiresInSeconds: 900 }, { ...kept, url: 'http://s3.test/p/2.jpg', thumbUrl: null, expiresInSeconds: 900 }] } }),
      onRoute(reportEditRoute, { body: { report: stored, version: 2, changeId: 'c-2', changedAt: '2087-02-01T07:00:00.000Z', changedBy: 'nyctadminedit' } }),
    );
    setTestUser('NYCTadminedit');
    const user = userEvent.setup();
    renderWithProviders(<AppRoutes />, { path: '/edit-report/2087020100101' });
    await waitFor(() => expect(screen.getByLabelText('Caption of photo 1')).toHaveValue('Battered joint'));
    expect(screen.getByLabelText('Photo 2 shows')).toHaveValue('0');
    await waitFor(() => expect(screen.getByRole('img', { name: 'IMG_1.jpg' })).toHaveAttribute('src', 'http://s3.test/t/1.jpg'));
    await user.click(screen.getByRole('button', { name: 'Remove photo IMG_1.jpg' }));
    await user.click(screen.getByRole('button', { name: 'Review and Submit' }));
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(/saved as version 2/)).toBeInTheDocument();
    const put = fetch.mock.calls.find(([u, i]) => u === '/api/reports/2087020100101' && i?.method === 'PUT')!;
    // The stored photo kept is in the bucket already: nothing is uploaded, the list says what the report keeps.
    expect(JSON.parse(String(put[1].body)).photos).toEqual([kept]);
    expect(fetch.mock.calls.some(([u]) => u === '/api/photos/uploads')).toBe(false);
    expect(fetch.unmatched).toEqual([]);
  });

  it('sends a NYCT admin without the edit right away from the edit page', async () => {
    mockApi();
    setTestUser('NYCTadmin');
    renderWithProviders(<AppRoutes />, { path: '/edit-report/2087020100101' });
    await lazyPagesLoaded(); // the form is its route's own chunk
    expect(screen.queryByRole('heading', { name: /Edit Grind Shift Report/ })).not.toBeInTheDocument();
  });
});
