import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { events, setTestUser } from 'shell/kit/testing';
import { readDraft } from '../../../lib/form-kit/drafts';
import { outboxFor } from '../../../lib/form-kit/outbox';
import { freshIndexedDb } from '../../../testing/fake-indexeddb';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../testing/render';
import { BartReportForm } from './bart-report-form';

type Call = [string, RequestInit | undefined];

function row(n: number) {
  return within(screen.getByRole('group', { name: `Grind row ${n}` }));
}

async function fillValidReport(user: UserEvent) {
  await user.type(screen.getByLabelText('Person in Charge'), 'Dana Ortiz');
  await user.type(screen.getByLabelText('Date'), '2024-03-05');
  await user.selectOptions(screen.getByLabelText('Grinder Type'), '5062');
  await user.selectOptions(screen.getByLabelText('Stone Type'), '10" coarse');
  await user.type(screen.getByLabelText('Start Grinding Time'), '23:30');
  await user.type(screen.getByLabelText('Quit Grinding Time'), '04:15');
  await user.selectOptions(screen.getByLabelText('Line'), 'A');
  await user.type(row(1).getByLabelText('Begin MP'), '1.00');
  await user.type(row(1).getByLabelText('End MP'), '1.50');
  await user.type(row(1).getByLabelText('Passes Left'), '3');
  await user.type(row(1).getByLabelText('Passes Right'), '4');
}

const stored = (submissionId: string) => ({
  shiftId: '20240305000001',
  report: { shiftId: '20240305000001', site: 'BART', submissionId },
});

/** What the map route answers in these tests; a test may replace it. */
let mapAnswer: (init?: RequestInit) => Promise<Response> = async () => pngResponse();

/** A tiny PNG answer (the bytes only need to arrive as a data: URL). */
function pngResponse(): Response {
  const bytes = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);
  return { status: 200, ok: true, headers: new Headers({ 'content-type': 'image/png' }), arrayBuffer: async () => bytes.buffer } as unknown as Response;
}

/** fetch answering the existence check with `exists` and every POST with `post`. */
function api(exists: boolean, post: (init: RequestInit) => Promise<Response>) {
  return mockFetch().mockImplementation(async (url: string, init?: RequestInit) => {
    if (url.startsWith('/api/reports/bart/exists')) return jsonResponse(200, { exists, shiftId: exists ? '20240305000001' : null });
    if (url === '/api/reports/bart' && init?.method === 'POST') return post(init);
    if (url === '/api/maps/image') return mapAnswer(init);
    if (url.startsWith('/api/reports/bart?date=')) return jsonResponse(200, { reports: [{ shiftId: '20240305000001', grinderType: '5062', grinderOperator: 'Lee Chan', date: '2024-03-05', line: 'C', ranges: [{ from: 3, to: 4 }] }] });
    if (/^\/api\/reports\/\d+\/mails$/.test(url)) return jsonResponse(200, { shiftId: '20240305000001', status: 'queued', mails: [], updatedAt: '' });
    throw new Error(`unexpected call ${url}`);
  });
}

const posts = (fetch: jest.Mock) => (fetch.mock.calls as Call[]).filter(([url, init]) => url === '/api/reports/bart' && init?.method === 'POST');
const body = (call: Call) => JSON.parse(String(call[1]?.body)) as Record<string, unknown>;
const sentId = (init: RequestInit) => String((JSON.parse(String(init.body)) as { submissionId: string }).submissionId);

async function reachReview(fetch: jest.Mock) {
  const user = userEvent.setup();
  const view = renderWithProviders(<BartReportForm />);
  await fillValidReport(user);
  await user.click(screen.getByRole('button', { name: 'Submit Form' }));
  await waitFor(() => expect(fetch).toHaveBeenCalled());
  return Object.assign(user, { unmount: view.unmount });
}

describe('BartReportForm', () => {
  beforeEach(() => {
    freshIndexedDb();
    setTestUser('BARTadmin');
    mapAnswer = async () => pngResponse();
  });

  it('shows the map of what is about to be filed, loading first, and Submit once it is drawn', async () => {
    let draw: (r: Response) => void = () => undefined;
    mapAnswer = () => new Promise<Response>((resolve) => (draw = resolve));
    const fetch = api(false, async () => jsonResponse(201, stored('x')));
    await reachReview(fetch);
    expect(await screen.findByText('loading map ...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm and Submit' })).not.toBeInTheDocument();
    const mapCall = (fetch.mock.calls as Call[]).find(([url]) => url === '/api/maps/image')!;
    expect(body(mapCall)).toMatchObject({ site: 'BART', line: 'A', date: '2024-03-05', completeChains: [[1, 1.5]], incompleteChains: [] });
    await act(async () => draw(pngResponse()));
    const img = await screen.findByRole('img', { name: /Map of the ranges ground on BART line A/ });
    expect(img.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(screen.getByRole('button', { name: 'Confirm and Submit' })).toBeEnabled();
  });

  it("shows the server's 'No map available for A' and still lets the report be filed", async () => {
    mapAnswer = async () => jsonResponse(404, { message: 'No map available for A' });
    const fetch = api(false, async () => jsonResponse(201, stored('x')));
    await reachReview(fetch);
    expect(await screen.findByText('No map available for A')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm and Submit' })).toBeEnabled();
  });

  it('shows the schema message under each field on an empty submit', async () => {
    const fetch = mockFetch();
    const user = userEvent.setup();
    renderWithProviders(<BartReportForm />);
    await user.click(screen.getByRole('button', { name: 'Submit Form' }));

    for (const message of [
      'Name of Person in Charge is required.',
      'Date is required.',
      'Grinder Type is required.',
      'Stone Type is required.',
      'Start Grinding Time is required',
      'Quit Grinding Time is required',
      'Line is required.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(row(1).getByText('Begin MP is required.')).toBeInTheDocument();
    expect(row(1).getByText('End MP is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Person in Charge')).toHaveAccessibleDescription('Name of Person in Charge is required.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("refuses mile points outside the chosen line's range, naming the range", async () => {
    const fetch = mockFetch();
    const user = userEvent.setup();
    renderWithProviders(<BartReportForm />);
    await fillValidReport(user);
    await user.selectOptions(screen.getByLabelText('Line'), 'R');
    expect(row(1).getAllByText('Line R: MP 2.6 to 12.6')).toHaveLength(2);
    await user.clear(row(1).getByLabelText('Begin MP'));
    await user.type(row(1).getByLabelText('Begin MP'), '1');
    await user.clear(row(1).getByLabelText('End MP'));
    await user.type(row(1).getByLabelText('End MP'), '13');
    await user.click(screen.getByRole('button', { name: 'Submit Form' }));

    expect(await row(1).findByText('Begin MP must be greater than 2.6')).toBeInTheDocument();
    expect(row(1).getByText('End MP must be less than 12.6')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('updates the row length live from the mile points', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BartReportForm />);
    await user.type(row(1).getByLabelText('Begin MP'), '1.00');
    expect(row(1).getByLabelText('Length (feet)')).toHaveValue('');
    await user.type(row(1).getByLabelText('End MP'), '1.50');
    expect(row(1).getByLabelText('Length (feet)')).toHaveValue('2640');
  });

  it('computes the available track time across midnight', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BartReportForm />);
    await user.type(screen.getByLabelText('Start Grinding Time'), '23:30');
    await user.type(screen.getByLabelText('Quit Grinding Time'), '04:15');
    expect(screen.getByLabelText('Available Track Time')).toHaveValue('04:45');
  });

  it('adds rows complete in direction 1 and removes one only after REMOVE', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BartReportForm />);
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    expect(row(2).getByLabelText('Complete/Incomplete')).toHaveValue('complete');
    expect(row(2).getByLabelText('Track Direction')).toHaveValue('1');

    await user.click(row(2).getByRole('button', { name: 'Remove row' }));
    await user.click(row(2).getByRole('button', { name: 'CANCEL' }));
    expect(screen.getByRole('group', { name: 'Grind row 2' })).toBeInTheDocument();
    await user.click(row(2).getByRole('button', { name: 'Remove row' }));
    await user.click(row(2).getByRole('button', { name: 'REMOVE' }));
    expect(screen.queryByRole('group', { name: 'Grind row 2' })).not.toBeInTheDocument();
  });

  it('review shows the already-exists notice with only Back to Edit', async () => {
    const fetch = api(true, async () => jsonResponse(201, {}));
    await reachReview(fetch);

    expect(await screen.findByText('A report already exists for this date.')).toBeInTheDocument();
    expect(screen.getByText('There can only be one report per date of work.')).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Back to Edit']);
    expect(fetch).toHaveBeenCalledWith('/api/reports/bart/exists?date=2024-03-05&grinderType=5062', expect.anything());
  });

  it('Back to Edit returns to the form with the values kept', async () => {
    const fetch = api(true, async () => jsonResponse(201, {}));
    const user = await reachReview(fetch);
    await user.click(await screen.findByRole('button', { name: 'Back to Edit' }));
    expect(screen.getByLabelText('Person in Charge')).toHaveValue('Dana Ortiz');
    expect(row(1).getByLabelText('Length (feet)')).toHaveValue('2640');
  });

  it('review shows the report, then Confirm sends one POST even on a double click and shows Form Submitted', async () => {
    let release: () => void = () => {};
    const fetch = api(
      false,
      (init) =>
        new Promise<Response>((resolve) => {
          release = () => resolve(jsonResponse(201, stored(sentId(init))));
        }),
    );
    const submitted = jest.fn();
    const off = events.on('report:submitted', submitted);
    const user = await reachReview(fetch);

    expect(await screen.findByRole('cell', { name: '04:45' })).toBeInTheDocument();
    const [shift, rows] = screen.getAllByRole('table');
    expect(within(shift).getByRole('cell', { name: 'Dana Ortiz' })).toBeInTheDocument();
    expect(within(rows).getByRole('cell', { name: '2640' })).toBeInTheDocument();
    await user.dblClick(screen.getByRole('button', { name: 'Confirm and Submit' }));
    expect(screen.getByRole('button', { name: 'Please wait...' })).toBeDisabled();
    await act(async () => release());

    expect(await screen.findByText('Form Submitted')).toBeInTheDocument();
    expect(screen.getByText('20240305000001')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View reports' })).toHaveAttribute('href', '/grind-reports/view');
    expect(posts(fetch)).toHaveLength(1);
    const sent = body(posts(fetch)[0]);
    expect(sent).toMatchObject({ grinderOperator: 'Dana Ortiz', line: 'A', rows: [{ segmentFrom: 1, segmentTo: 1.5, passesLeft: 3 }] });
    expect(sent.submissionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(submitted).toHaveBeenCalledWith({ shiftId: '20240305000001', site: 'BART' });
    await waitFor(async () => expect((await readDraft('bartadmin:bart'))?.submissionId).toBeUndefined());
    expect((await readDraft('bartadmin:bart'))?.values ?? null).toBeNull();
    off();
  });

  it("keeps the report after a network failure as 'waiting for network' and sends it with the same submissionId when back online", async () => {
    let attempt = 0;
    const fetch = api(false, async (init) => {
      attempt += 1;
      if (attempt === 1) throw new TypeError('Failed to fetch');
      return jsonResponse(200, stored(sentId(init)));
    });
    const user = await reachReview(fetch);
    await user.click(await screen.findByRole('button', { name: 'Confirm and Submit' }));

    expect(await screen.findByText('Waiting for network.')).toBeInTheDocument();
    expect(await outboxFor('bartadmin:bart')).toHaveLength(1);
    expect((await readDraft('bartadmin:bart'))?.values).toMatchObject({ grinderOperator: 'Dana Ortiz' });
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Form Submitted')).toBeInTheDocument();
    const [first, second] = posts(fetch).map(body);
    expect(second.submissionId).toBe(first.submissionId);
    expect(await outboxFor('bartadmin:bart')).toEqual([]);
  });

  it('sends a report still waiting in the outbox when the form is opened again (a reload)', async () => {
    let reachable = false;
    const fetch = api(false, async (init) => {
      if (!reachable) throw new TypeError('Failed to fetch');
      return jsonResponse(201, stored(sentId(init)));
    });
    const user = await reachReview(fetch);
    await user.click(await screen.findByRole('button', { name: 'Confirm and Submit' }));
    expect(await screen.findByText('Waiting for network.')).toBeInTheDocument();
    user.unmount();

    reachable = true;
    renderWithProviders(<BartReportForm />);
    expect(await screen.findByText('Form Submitted')).toBeInTheDocument();
    expect(new Set(posts(fetch).map((c) => body(c).submissionId)).size).toBe(1);
  });

  it('shows the already-exists notice with both reports when the server answers 409, keeping the draft', async () => {
    const fetch = api(false, async () => jsonResponse(409, { message: 'A report already exists for this date.' }));
    const user = await reachReview(fetch);
    await user.click(await screen.findByRole('button', { name: 'Confirm and Submit' }));
    expect(await screen.findByText('There can only be one report per date of work.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Your report and the report already filed' });
    expect(within(table).getByRole('row', { name: /Person in Charge/ })).toHaveTextContent('Dana OrtizLee Chan');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Back to Edit']);
    expect((await readDraft('bartadmin:bart'))?.values).toMatchObject({ grinderOperator: 'Dana Ortiz' });
  });

  it("shows the server's messages on a 400", async () => {
    const fetch = api(false, async () =>
      jsonResponse(400, { message: 'Invalid report', issues: [{ path: 'rows.0.segmentTo', message: 'End MP must be less than 24.8' }] }),
    );
    const user = await reachReview(fetch);
    await user.click(await screen.findByRole('button', { name: 'Confirm and Submit' }));
    expect(await screen.findByText('Invalid report')).toBeInTheDocument();
    expect(screen.getByText('End MP must be less than 24.8')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm and Submit' })).toBeEnabled();
  });

  it('discards a restored draft on Discard draft, emptying the form', async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(<BartReportForm />);
    await user.type(screen.getByLabelText('Person in Charge'), 'Dana Ortiz');
    await waitFor(async () => expect(await readDraft('bartadmin:bart')).not.toBeNull());
    first.unmount();
    renderWithProviders(<BartReportForm />);
    await user.click(await screen.findByRole('button', { name: 'Discard draft' }));
    await waitFor(() => expect(screen.getByLabelText('Person in Charge')).toHaveValue(''));
    expect(screen.queryByText('Draft restored')).not.toBeInTheDocument();
  });

  it('restores the draft after a remount, per user', async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(<BartReportForm />);
    await user.type(screen.getByLabelText('Person in Charge'), 'Dana Ortiz');
    await user.type(row(1).getByLabelText('Begin MP'), '1.25');
    await waitFor(async () => expect((await readDraft('bartadmin:bart'))?.values).toMatchObject({ rows: [{ segmentFrom: '1.25' }] }));
    first.unmount();

    renderWithProviders(<BartReportForm />);
    expect(await screen.findByText('Draft restored')).toBeInTheDocument();
    expect(screen.getByLabelText('Person in Charge')).toHaveValue('Dana Ortiz');
    expect(row(1).getByLabelText('Begin MP')).toHaveValue('1.25');
  });

  it("does not show another user's draft", async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(<BartReportForm />);
    await user.type(screen.getByLabelText('Person in Charge'), 'Dana Ortiz');
    await waitFor(async () => expect(await readDraft('bartadmin:bart')).not.toBeNull());
    first.unmount();

    act(() => setTestUser('admin'));
    renderWithProviders(<BartReportForm />);
    await waitFor(async () => expect(await readDraft('admin:bart')).toBeNull());
    expect(screen.getByLabelText('Person in Charge')).toHaveValue('');
    expect(screen.queryByText('Draft restored')).not.toBeInTheDocument();
  });
});
