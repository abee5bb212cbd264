import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import {
  formAutopopulateRoute,
  formChainBoundsRoute,
  formCustomersRoute,
  formDirectionsRoute,
  formGrindersRoute,
  formLinesRoute,
  formProfilesRoute,
  formShiftIdExistsRoute,
  formStonesRoute,
  mapImageRoute,
  MULTI_STEP_MESSAGES,
  reportMailsRoute,
  standardReportSubmitRoute,
} from '@grindline/domain';
import { onRoute, type MockAnswer } from '@grindline/ui/testing/mock-api';
import { setTestUser } from 'shell/kit/testing';
import { freshIndexedDb } from '../../../testing/fake-indexeddb';
import { renderWithProviders } from '../../../testing/render';
import { mockRoutes, storedReport } from '../../../testing/route-doubles';
import { StandardReportForm } from './standard-report-form';

type Call = [string, RequestInit | undefined];
const PREVIOUS = {
  found: true, fromShiftId: '2026030401103', fromDate: '2026-03-04', shiftNum: 12, grinderType: 'LRG-24', stoneType: 'NA', workType: 'PRO Profile Grinding',
  grinderLoc: 'Walkley Yard', ARMTieUpLoc: 'Walkley Yard', grinderOperator: 'Dana Ortiz', grinderOperatorNumber: '', ARMSupervisor: 'Lee Chan',
  ARMSupervisorNumber: '6135550101', transitRep: 'Sam Roy', transitRepNumber: '6135550102',
};

let shiftIdExists = false;
let post: (init: RequestInit) => MockAnswer<typeof standardReportSubmitRoute>;

/** The filing (answered by `post`) and the lookups, each through its contract's double; customers and lines after `listsReady`. */
function api(listsReady: Promise<void> = Promise.resolve()) {
  const later = <T,>(answer: T) => async () => (await listsReady, answer);
  const filing = onRoute(standardReportSubmitRoute, ({ body }) => post({ method: 'POST', body: JSON.stringify(body) }));
  return mockRoutes([
    filing,
    onRoute(formCustomersRoute, later({ body: { customers: [{ id: 'OTRAIN', variant: 'standard', referenceLabel: 'Segment', lengthUnit: 'meters' }, { id: 'BART', variant: 'bart', referenceLabel: 'Mile Post', lengthUnit: 'feet' }] } })),
    onRoute(formLinesRoute, later({ body: { site: 'OTRAIN', lines: ['CONFEDERATION', 'TRILLIUM'] } })),
    onRoute(formGrindersRoute, { body: { site: 'OTRAIN', grinders: ['LRG-24', 'VM-8000'] } }),
    onRoute(formStonesRoute, { body: { site: 'OTRAIN', stones: ['NA'] } }),
    onRoute(formDirectionsRoute, { body: { line: 'CONFEDERATION', directions: [{ direction: 'EB', trackId: 'C_1' }, { direction: 'WB', trackId: 'C_2' }] } }),
    onRoute(formProfilesRoute, { body: { site: 'OTRAIN', profiles: ['CPG', 'CPF'] } }),
    onRoute(formChainBoundsRoute, { body: { line: 'CONFEDERATION', dbMultiplier: 100, minChain: 0, maxChain: 3366, minEntered: 0, maxEntered: 33.66 } }),
    onRoute(formAutopopulateRoute, { body: PREVIOUS }),
    onRoute(formShiftIdExistsRoute, () => ({ body: { shiftId: '', exists: shiftIdExists } })),
    onRoute(mapImageRoute, { status: 404, body: { message: 'No map available for CONFEDERATION' } }),
    onRoute(reportMailsRoute, { body: { shiftId: '', status: 'queued', mails: [], updatedAt: '' } }),
  ]);
}

async function stepOne(user: UserEvent) {
  await user.type(screen.getByLabelText('Date *'), '2026-03-05');
  await user.selectOptions(screen.getByLabelText('Customer *'), await screen.findByRole('option', { name: 'OTRAIN' }));
  await user.selectOptions(screen.getByLabelText('Line *'), await screen.findByRole('option', { name: 'CONFEDERATION' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByLabelText('Shift Number *');
}

async function stepTwo(user: UserEvent, shiftType = 'R-Regular') {
  await user.selectOptions(screen.getByLabelText('Shift Type *'), shiftType);
  await user.type(screen.getByLabelText('Spark Minutes *'), '30');
  // Only the call time is required (marked *) unless the shift is Regular.
  for (const [label, time] of [['Call Time', '20:00'], ['Departed Time', '21:00'], ['Start Time', '22:00'], ['Stop Time', '23:00'], ['Grinder Tie-Up Time', '23:30']]) {
    await user.type(screen.getByLabelText(new RegExp(`^${label}( \\*)?$`)), time);
  }
  await user.type(screen.getByLabelText('Machine Delay (minutes) *'), '0');
  await user.type(screen.getByLabelText('Customer Delay (minutes) *'), '0');
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

describe('StandardReportForm', () => {
  beforeEach(() => {
    freshIndexedDb();
    setTestUser('OTRAINadmin');
    shiftIdExists = false;
    const range = { trackId: 'C_1', direction: 'EB', from: 0, to: 5, length: 500, passesLeft: 1, passesRight: 1, complete: true };
    post = (init) => ({
      status: 201,
      body: {
        shiftId: '2026030501303',
        report: storedReport({ shiftId: '2026030501303', site: 'OTRAIN', variant: 'standard', line: 'CONFEDERATION', date: '2026-03-05', ranges: [range], feetComp: 500, feetIncomp: 0, submissionId: JSON.parse(String(init.body)).submissionId }),
      },
    });
  });

  it('prefills steps 2 and 3 from the previous shift with the shift number plus one', async () => {
    api();
    const user = userEvent.setup();
    renderWithProviders(<StandardReportForm />);
    await stepOne(user);
    expect(screen.getByText('Submitted 1/4 forms')).toBeInTheDocument();
    expect(screen.getByLabelText('Shift Number *')).toHaveValue('12');
    expect(screen.getByLabelText('Grinder Tie-Up Location *')).toHaveValue('Walkley Yard');
    expect(screen.getByRole('region', { name: 'Step 1 Basic Info (submitted)' })).toHaveTextContent('CONFEDERATION');
  });

  it("refuses times out of order for a Regular shift with the spec's words, focusing the field", async () => {
    api();
    const user = userEvent.setup();
    renderWithProviders(<StandardReportForm />);
    await stepOne(user);
    await user.selectOptions(screen.getByLabelText('Shift Type *'), 'R-Regular');
    await user.type(screen.getByLabelText('Spark Minutes *'), '30');
    await user.type(screen.getByLabelText('Call Time *'), '22:00');
    for (const [label, time] of [['Departed Time *', '21:00'], ['Start Time *', '22:30'], ['Stop Time *', '23:00'], ['Grinder Tie-Up Time *', '23:30']]) await user.type(screen.getByLabelText(label), time);
    await user.type(screen.getByLabelText('Machine Delay (minutes) *'), '0');
    await user.type(screen.getByLabelText('Customer Delay (minutes) *'), '0');
    // At most 3 digits: the field takes no fourth (the schema says 'shift number must be no more than 3 digits' otherwise).
    await user.clear(screen.getByLabelText('Shift Number *'));
    await user.type(screen.getByLabelText('Shift Number *'), '1000');
    expect(screen.getByLabelText('Shift Number *')).toHaveValue('100');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(MULTI_STEP_MESSAGES.timesNotConsecutive)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Call Time *')).toHaveFocus());
    expect(screen.getByText('Submitted 1/4 forms')).toBeInTheDocument();
  });

  it('a non-Regular shift skips step 4 and files without entries; the review submits at once', async () => {
    const fetch = api();
    const user = userEvent.setup();
    renderWithProviders(<StandardReportForm />);
    await stepOne(user);
    await stepTwo(user, 'S-Stand By');
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Submitted 4/4 forms')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Step 4/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'SHOW DATA' }));
    await user.dblClick(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Thanks' })).toBeInTheDocument();
    const posts = (fetch.mock.calls as Call[]).filter(([url]) => url === '/api/reports/standard');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0][1]?.body))).toMatchObject({ site: 'OTRAIN', shiftNum: '12', shiftType: 'S-Stand By', entries: [] });
    // What was stored, in the site's unit (O-Train measures in metres).
    const stored = screen.getByText((_, el) => el?.tagName === 'P' && /^Report stored/.test(el.textContent ?? ''));
    expect(stored.textContent).toMatch(/\(OTRAIN CONFEDERATION, 2026-03-05, 1 grind entry, \d+ m complete and \d+ m incomplete\)/);
  });

  it('confirms grind entries, refuses one out of the line bounds, and shows the shift-id-exists error on SHOW DATA', async () => {
    shiftIdExists = true;
    api();
    const user = userEvent.setup();
    renderWithProviders(<StandardReportForm />);
    await stepOne(user);
    await stepTwo(user);
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    const entry = within(await screen.findByRole('group', { name: 'Grind entry 1' }));
    await waitFor(() => expect(entry.getByLabelText('Direction *')).toHaveValue('EB'));
    await user.type(entry.getByLabelText('Segment From *'), '1');
    await user.type(entry.getByLabelText('Segment To *'), '40');
    expect(entry.getByLabelText('Length (meters)')).toHaveValue('39000');
    await user.type(entry.getByLabelText('Curve/Tangent Number *'), 'T1');
    await user.selectOptions(entry.getByLabelText('Profile Left *'), 'CPG');
    await user.selectOptions(entry.getByLabelText('Profile Right *'), 'CPF');
    await user.type(entry.getByLabelText('Passes Left *'), '2');
    await user.type(entry.getByLabelText('Passes Right *'), '2');
    expect(screen.queryByRole('button', { name: 'submit grind info' })).not.toBeInTheDocument();
    expect(screen.getByText(MULTI_STEP_MESSAGES.submitAll)).toBeInTheDocument();
    await user.click(entry.getByRole('button', { name: 'Next: confirm grind entry 1' }));
    expect(await entry.findByText(MULTI_STEP_MESSAGES.outOfBounds)).toBeInTheDocument();
    await user.clear(entry.getByLabelText('Segment To *'));
    await user.type(entry.getByLabelText('Segment To *'), '1.5');
    await user.click(entry.getByRole('button', { name: 'Next: confirm grind entry 1' }));
    expect(await screen.findByText(/\(confirmed\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'submit grind info' }));
    await user.click(await screen.findByRole('button', { name: 'SHOW DATA' }));
    expect(await screen.findByText(MULTI_STEP_MESSAGES.shiftIdExists)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'SHOW DATA' })).not.toBeInTheDocument();
  });

  it("refuses to close the first grind box until it is filled, and asks 'Delete Grind Info?' for the others", async () => {
    api();
    const user = userEvent.setup();
    renderWithProviders(<StandardReportForm />);
    await stepOne(user);
    await stepTwo(user);
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel grind entry 1' }));
    expect(screen.getByText(/the first grind entry cannot be closed/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add grind entry' }));
    await user.click(screen.getByRole('button', { name: 'Cancel grind entry 2' }));
    await user.click(screen.getByRole('button', { name: 'REMOVE' }));
    expect(screen.queryByRole('group', { name: 'Grind entry 2' })).not.toBeInTheDocument();
  });

  it('editing step 1 after later steps asks first, then clears line and every later step', async () => {
    api();
    const user = userEvent.setup();
    renderWithProviders(<StandardReportForm />);
    await stepOne(user);
    await stepTwo(user);
    await screen.findByText('Submitted 2/4 forms');
    await user.click(screen.getByRole('button', { name: 'Edit step 1 Basic Info' }));
    expect(screen.getByText(MULTI_STEP_MESSAGES.editStep1)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'CANCEL' }));
    expect(screen.getByText('Submitted 2/4 forms')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit step 1 Basic Info' }));
    await user.click(screen.getByRole('button', { name: 'REMOVE' }));
    expect(await screen.findByText('Submitted 0/4 forms')).toBeInTheDocument();
    expect(screen.getByLabelText('Line *')).toHaveValue('');
    expect(screen.getByLabelText('Date *')).toHaveValue('2026-03-05');
    await act(async () => undefined);
  });

  it('shows the restored customer and line once their lists arrive after the draft', async () => {
    api();
    const user = userEvent.setup();
    const first = renderWithProviders(<StandardReportForm />);
    await user.selectOptions(screen.getByLabelText('Customer *'), await screen.findByRole('option', { name: 'OTRAIN' }));
    await user.selectOptions(screen.getByLabelText('Line *'), await screen.findByRole('option', { name: 'TRILLIUM' }));
    await new Promise((resolve) => setTimeout(resolve, 600));
    first.unmount();

    let release = () => {};
    api(new Promise<void>((resolve) => (release = resolve)));
    renderWithProviders(<StandardReportForm />);
    expect(await screen.findByText('Draft restored')).toBeInTheDocument();
    release();
    await screen.findByRole('option', { name: 'CONFEDERATION' });
    expect(screen.getByLabelText('Customer *')).toHaveDisplayValue('OTRAIN');
    expect(screen.getByLabelText('Line *')).toHaveDisplayValue('TRILLIUM');
    await act(async () => undefined);
  });
});
